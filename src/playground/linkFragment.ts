/**
 * Where a playground link keeps its state: in the URL fragment,
 * `/playground#s=…`, which the browser never sends to the server (not in the
 * request line, not in the Referer). Links made before kept it in the query,
 * `/playground?s=…`; they still open, with the same payload, and the page
 * then rewrites its address to the fragment form (`addressFor`).
 *
 * The payload is the link codec's (link.ts) and is the same in both
 * forms, so moving it from the query to the fragment changes nothing else.
 */
import {decodeState} from './link';
import {FRAGMENT_PREFIX, hrefOf, STATE_PARAM} from './linkForm';
import type {PlaygroundState} from './state';

/**
 * The longest link (site-relative, `/playground#s=…`) the playground makes.
 * Chromium opens URLs of up to 2,097,152 characters and drops the fragment of
 * a longer one on reload (scripts/measure-url-limit.mjs); other browsers,
 * chat apps and mail clients cut links shorter. A quarter of Chromium's limit
 * leaves room for the origin, and is far above what a page of templates
 * needs: the docs' 682 examples, 39 KB in all, make a link of 23 KB, so a
 * link holds about 850 KB of templates like them.
 */
export const MAX_LINK_CHARS = 512 * 1024;

/** What an address says about the playground's state. */
export type LinkRead =
  | {kind: 'none'}
  | {kind: 'state'; state: PlaygroundState; encoded: string; legacy: boolean}
  | {kind: 'bad'; message: string};

export const BAD_LINK_MESSAGE =
  'This link’s playground state could not be read: it may have been cut short when it was copied. The sample is shown instead.';

/** A link's length as a size: its characters are ASCII, one byte each. */
export function linkSizeText(chars: number): string {
  return chars < 1024 * 1024 ? `${Math.ceil(chars / 1024)} KB` : `${(chars / (1024 * 1024)).toFixed(1)} MB`;
}

/** The link to an encoded state, or its length when it is too long to be one. */
export function linkOrLength(encoded: string): {fits: true; href: string} | {fits: false; chars: number} {
  const href = hrefOf(encoded);
  return href.length <= MAX_LINK_CHARS ? {fits: true, href} : {fits: false, chars: href.length};
}

/**
 * Reads an address: the fragment form first, then the query of older links.
 * A fragment that is not a state (`#top`) is not ours and is left alone.
 */
export function readLink({search, hash}: {search: string; hash: string}): LinkRead {
  const legacy = !hash.startsWith(FRAGMENT_PREFIX);
  const encoded = legacy
    ? // A query reads '+' as a space; the codec's alphabet has '+' and no space.
      (new URLSearchParams(search).get(STATE_PARAM)?.replace(/ /g, '+') ?? null)
    : hash.slice(FRAGMENT_PREFIX.length);
  if (encoded === null) return {kind: 'none'};
  const state = decodeState(encoded);
  return state ? {kind: 'state', state, encoded, legacy} : {kind: 'bad', message: BAD_LINK_MESSAGE};
}

/** The state a link holds, in either form (for tests and build-time checks). */
export function linkState(href: string): PlaygroundState | null {
  const read = readLink(new URL(href, 'http://site'));
  return read.kind === 'state' ? read.state : null;
}

/**
 * The address the page should show for an encoded state, or for none (the
 * sample, or a state too long for a link): the same path, any other query
 * kept, the old `s` query dropped, and the state in the fragment.
 */
export function addressFor(current: {pathname: string; search: string; hash: string}, encoded: string | null): string {
  const query = new URLSearchParams(current.search);
  query.delete(STATE_PARAM);
  const rest = query.toString();
  const search = rest ? `?${rest}` : '';
  // A fragment that is not a state (none is expected on this page) is kept as it is.
  const otherHash = current.hash.startsWith(FRAGMENT_PREFIX) ? '' : current.hash;
  const hash = encoded === null ? otherHash : `${FRAGMENT_PREFIX}${encoded}`;
  return `${current.pathname}${search}${hash}`;
}
