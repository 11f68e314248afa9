/**
 * Where a docs page's Markdown is served: beside the page, its route with
 * `.md` (/docs/v2/guides/loops → /docs/v2/guides/loops.md; a folder's page,
 * /docs/v2/functions/, → /docs/v2/functions.md). Shared by the build
 * (plugins/llms.ts) and the page's "Copy page" button, so both agree.
 */
export function markdownPath(permalink: string): string {
  return `${permalink.replace(/\/+$/, '') || '/index'}.md`;
}
