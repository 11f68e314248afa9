/**
 * A static host answers every unknown path with the one build/404.html,
 * which Docusaurus renders for the path /404.html. Parts of a page follow its
 * path (under /docs/v1/ the navbar names v1, where 404.html names v2), so
 * hydrating that document at the visitor's path would make React find a
 * different page, log a hydration error and render everything again.
 * Instead the page is first rendered for /404.html, the path it was built
 * for (src/theme/Root), with that route's code loaded before the first
 * render (preloadRenderedRoute.ts), and then for the visitor's path.
 */
export const NOT_FOUND_DOCUMENT_PATH = '/404.html';

/** The path a server-rendered document was built for, from its og:url. */
export function documentRenderedPath(doc: Document): string | null {
  const url = doc.querySelector('meta[property="og:url"]')?.getAttribute('content');
  if (!url) return null;
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
}

/**
 * Whether this document is 404.html served at another path. Read once, when
 * the page's code first runs: the metadata changes with every navigation.
 */
export const servedNotFoundDocument: boolean =
  typeof document !== 'undefined' &&
  documentRenderedPath(document) === NOT_FOUND_DOCUMENT_PATH &&
  window.location.pathname !== NOT_FOUND_DOCUMENT_PATH;
