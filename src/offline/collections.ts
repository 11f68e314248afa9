/**
 * What "Save for offline" and the tour's offline-by-use store: named lists of
 * the build's files, computed after the build from its output
 * (plugins/offline.ts) and written to /offline-collections.json, which the
 * page reads for the sizes and the service worker for the lists. A model
 * without React or the DOM: the plugin runs it in Node, the tests in Vitest.
 */

/** The build's file that lists the collections. */
export const COLLECTIONS_FILE = 'offline-collections.json';

/**
 * `tour`: saved by use, when a visitor opens the tour (every lesson, its code,
 * the editor and the engine the lessons run). `all`: saved on request, the
 * docs of the current version, the tour, the playground with both engines,
 * and the search index.
 */
export type CollectionName = 'tour' | 'search' | 'all';

export type Collection = {urls: string[]; bytes: number};

export type OfflineCollections = {
  /** Changes with any file of the build: names the caches of one build. */
  buildId: string;
  collections: Record<CollectionName, Collection>;
};

/** One file of the build: its site path (`/tour/`, `/assets/js/main.1a2b.js`) and size in bytes. */
export type BuildFile = {url: string; bytes: number};

/** A built page's site path from its file (`tour/basics/index.html` -> `/tour/basics/`). */
export function pageUrl(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file.replace(/\.html$/, '')}`;
}

/** The site's own files a built page names in its HTML: its scripts, stylesheets and images. */
export function assetsOfPage(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/\s(?:src|href)="(\/(?:assets|img)\/[^"?#]+)"/g)) found.add(match[1]);
  return [...found];
}

type Inputs = {
  /** Every file of the build. */
  files: BuildFile[];
  /** Each built page's site path and the files its HTML names. */
  pages: {url: string; assets: string[]}[];
  /** The route of the docs version the site calls current (`/docs/v2`). */
  latestDocsRoute: string;
  buildId: string;
};

/**
 * The collections of a build. Code that no page names in its HTML is loaded
 * after a page is up (the editor, the engine's worker, search): both
 * collections take all of it, since any lesson or docs page may ask for it.
 */
export function collectionsOf({files, pages, latestDocsRoute, buildId}: Inputs): OfflineCollections {
  const sizes = new Map(files.map((file) => [file.url, file.bytes]));
  const named = new Set(pages.flatMap((page) => page.assets));
  const lazyCode = files.filter((file) => /^\/assets\/(js|css)\//.test(file.url) && !named.has(file.url));
  const pagesUnder = (prefix: string) =>
    pages.filter((page) => page.url === prefix || page.url.startsWith(`${prefix}/`));
  const collect = (groups: string[][]): Collection => {
    const urls = [...new Set(groups.flat())].filter((url) => sizes.has(url) || url.endsWith('/'));
    // A page is stored under its path; its size is its index.html's.
    const size = (url: string) => sizes.get(url) ?? sizes.get(`${url}index.html`) ?? 0;
    return {urls, bytes: urls.reduce((sum, url) => sum + size(url), 0)};
  };
  const withAssets = (list: {url: string; assets: string[]}[]) => list.flatMap((page) => [page.url, ...page.assets]);
  // The engine's files, in the folder a production build names by their hash (plugins/offline.ts).
  const engine = (versions: string[]) =>
    files
      .map((file) => file.url)
      .filter((url) => {
        const name = /^\/engine\/(?:[0-9a-f]+\/)?([^/]+)$/.exec(url)?.[1];
        return name === 'wasm_exec.js' || versions.some((version) => name === `textwire-${version}.wasm`);
      });
  const search = files
    .map((file) => file.url)
    // The files the search box loads (the copies under fixed names are for older search bars).
    .filter((url) => /^\/(lunr-index|search-doc)-[^/]*\.json$|^\/search-text\//.test(url));
  const tourPages = withAssets(pagesUnder('/tour'));
  const lazy = lazyCode.map((file) => file.url);
  return {
    buildId,
    collections: {
      tour: collect([tourPages, lazy, engine(['v2'])]),
      // Saved by use too: the index and every result's text, once the search box is used.
      search: collect([search]),
      all: collect([
        tourPages,
        withAssets(pagesUnder(latestDocsRoute)),
        withAssets(pagesUnder('/playground')),
        lazy,
        engine(['v1', 'v2']),
        search,
      ]),
    },
  };
}
