/**
 * The form of a playground link, `/playground#s=<state>`, with nothing that
 * reads or writes a state. Kept apart from the codec (link.ts, which brings
 * lz-string and the state's types) so that every page can tell a state link
 * from another link without loading them: Markdown links do, on every docs
 * page and blog post (src/theme/MDXComponents/A).
 */
export const PLAYGROUND_PATH = '/playground';
export const STATE_PARAM = 's';

/** What opens a playground link's state: `#s=`, right after the path. */
export const FRAGMENT_PREFIX = `#${STATE_PARAM}=`;

/** Site-relative link to the playground holding an encoded state. */
export function hrefOf(encoded: string): string {
  return `${PLAYGROUND_PATH}${FRAGMENT_PREFIX}${encoded}`;
}

/** Whether an href is a playground link holding a state in its fragment. */
export function isStateLink(href: string | undefined): boolean {
  return href?.startsWith(hrefOf('')) ?? false;
}
