/**
 * What the package carries besides the engines, as the build writes it
 * (mcp/src/gather.ts) and the tools read it (mcp/src/tools.ts): the docs
 * pages, the error reference's entries and the site's search index.
 */
import type {DocText, ErrorIndex, SearchDoc, SearchIndexData} from './site';

export type Page = {
  version: string;
  /** The page's address on the site, without the origin: /docs/v2/guides/loops. */
  path: string;
  title: string;
  description: string;
  /** The tasks the page answers, in a user's words (front matter `tasks:`); empty when the page has none. */
  tasks: string[];
  /** The page as Markdown, its examples' output as the engine gives it (the build's Markdown copy). */
  markdown: string;
};

export type DocsData = {
  /** The site's origin, as its build states it (sitemap.xml): https://textwire.github.io. */
  site: string;
  versions: Array<{name: string; release: string; latest: boolean}>;
  pages: Page[];
};

export type SearchData = {docs: SearchDoc[]; index: SearchIndexData; texts: Array<DocText | null>};

export type PackageData = {docs: DocsData; errors: ErrorIndex; search: SearchData};

/** The data files inside the package, beside the engines. */
export const DATA_FILES = {docs: 'docs.json', errors: 'errors.json', search: 'search.json'} as const;
