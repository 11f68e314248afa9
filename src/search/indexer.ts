/**
 * Builds the search index from the documents docusaurus-lunr-search
 * extracted from the built pages (one per page, one per h2/h3 section).
 * Run at build time by plugins/search.ts; its output is the plugin's own two
 * files, read by the search box (src/search/LunrSearchAdapter.ts).
 *
 * Weighting: a word in a section's heading counts most, then the page's
 * description (and front-matter keywords), then the title of the page (and
 * of the h2 above an h3) a section sits in, then the body text. lunr scores
 * each field with BM25 and multiplies by these boosts.
 */
import lunr from 'lunr';
import {words} from './tokenize';
import {SEARCH_STOP_WORDS} from './vocabulary';

export const FIELD_BOOSTS = {title: 10, description: 8, page: 2, content: 1} as const;
export type Field = keyof typeof FIELD_BOOSTS;

/** A document as docusaurus-lunr-search writes it (its html-to-doc.js). */
export type PluginDoc = {
  title: string;
  type: 0 | 1;
  pageTitle?: string;
  url: string;
  content: string;
  keywords?: string;
  version?: string | null;
  tagName?: string;
};

/** A document as the search box receives it. */
export type SearchDoc = {
  /** Section heading, or the page title for the page itself. */
  title: string;
  /** 0: a page; 1: a section of it. */
  type: 0 | 1;
  pageTitle?: string;
  url: string;
  /** Body text, plain (not HTML-escaped). */
  content: string;
  /** The page's one-line description (pages only). */
  description?: string;
  /** Textwire names this section is the reference for: `upper`, `@each`. */
  names?: string[];
  version?: string | null;
};

export type SearchIndexFiles = {docs: SearchDoc[]; index: object};

const ENTITIES: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"'};

/** The plugin HTML-escapes body text; the index wants the words. */
function plain(text: string): string {
  return text
    .replace(/&(amp|lt|gt|quot);/g, (entity) => ENTITIES[entity])
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Directive headings are directives only: "`@break`", "`@else` and `@elseif`". */
const DIRECTIVE_HEADING = /^@\w+((\s*,\s*|\s+(and|or)\s+)@\w+)*$/;

/**
 * The names a section is the reference for: a function section is headed
 * with the bare name and shows its signature (`.upper(`); a directive
 * section is headed with the directives it covers.
 */
export function sectionNames(doc: Pick<SearchDoc, 'title' | 'type' | 'url' | 'content'>): string[] {
  if (doc.type !== 1) return [];
  if (DIRECTIVE_HEADING.test(doc.title)) return doc.title.match(/@\w+/g) ?? [];
  if (/\/functions\//.test(doc.url) && /^\w+$/.test(doc.title) && doc.content.includes(`.${doc.title}(`))
    return [doc.title];
  return [];
}

let stopWordFilter: lunr.PipelineFunction | null = null;

/** The index pipeline: trim, drop stop words, stem (as lunr's default, with our stop words). */
function indexPipeline(): lunr.PipelineFunction[] {
  if (!stopWordFilter) {
    stopWordFilter = lunr.generateStopWordFilter(SEARCH_STOP_WORDS);
    lunr.Pipeline.registerFunction(stopWordFilter, 'textwireStopWordFilter');
  }
  return [lunr.trimmer, stopWordFilter, lunr.stemmer];
}

/** lunr's tokenizer interface, cutting words as src/search/tokenize.ts does. */
function tokenizer(text: unknown, metadata?: object): lunr.Token[] {
  if (typeof text !== 'string') return [];
  return words(text).map(
    (word, index) => new lunr.Token(word.text, {...metadata, position: [word.start, word.length], index}),
  );
}

/**
 * @param pluginDocs the plugin's documents, pages and their sections in page order
 * @param descriptions page path -> its description
 */
export function buildSearchIndex(pluginDocs: PluginDoc[], descriptions: Map<string, string>): SearchIndexFiles {
  // Keywords on most pages (the site's own) tell pages apart no better than "the".
  const pages = pluginDocs.filter((doc) => doc.type === 0);
  const keywordWords = (doc: PluginDoc) => new Set((doc.keywords ?? '').split(/\s+/).filter(Boolean));
  const pagesWith = new Map<string, number>();
  for (const page of pages)
    for (const word of keywordWords(page))
      pagesWith.set(word.toLowerCase(), (pagesWith.get(word.toLowerCase()) ?? 0) + 1);
  const pageKeywords = (doc: PluginDoc) =>
    [...keywordWords(doc)].filter((word) => pagesWith.get(word.toLowerCase())! < pages.length / 2).join(' ');

  const docs: SearchDoc[] = [];
  const fields: Array<Record<Field, string>> = [];
  let h2Title = '';
  for (const doc of pluginDocs) {
    const title = plain(doc.title);
    const content = plain(doc.content);
    const path = doc.url.split('#')[0];
    const searchDoc: SearchDoc = {title, type: doc.type, url: doc.url, content};
    if (doc.version) searchDoc.version = doc.version;
    if (doc.type === 0) {
      h2Title = '';
      const description = descriptions.get(path);
      if (description) searchDoc.description = description;
      fields.push({title, description: [description, pageKeywords(doc)].filter(Boolean).join('. '), page: '', content});
    } else {
      searchDoc.pageTitle = plain(doc.pageTitle ?? '');
      const parent = doc.tagName === 'h3' ? h2Title : '';
      if (doc.tagName === 'h2') h2Title = title;
      const names = sectionNames(searchDoc);
      if (names.length > 0) searchDoc.names = names;
      fields.push({title, description: '', page: [searchDoc.pageTitle, parent].filter(Boolean).join(' '), content});
    }
    docs.push(searchDoc);
  }

  const builder = new lunr.Builder();
  builder.pipeline.add(...indexPipeline());
  builder.searchPipeline.add(lunr.stemmer);
  (builder as unknown as {tokenizer: typeof tokenizer}).tokenizer = tokenizer;
  builder.metadataWhitelist = ['position'];
  builder.ref('id');
  for (const [field, boost] of Object.entries(FIELD_BOOSTS)) builder.field(field, {boost});
  fields.forEach((doc, id) => builder.add({id: String(id), ...doc}));
  return {docs, index: builder.build().toJSON()};
}
