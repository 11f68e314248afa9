/**
 * Builds the search index from the documents docusaurus-lunr-search
 * extracted from the built pages (one per page, one per h2/h3 section).
 * Run at build time by plugins/search.ts; its output is the plugin's own two
 * files, read by the search box (src/search/LunrSearchAdapter.ts).
 *
 * Weighting: a word in a section's heading counts most, then the page's
 * description (and front-matter keywords), then the title of the page (and
 * of the h2 above an h3) a section sits in, then the prose, and least a
 * code block or its data: what a page teaches outweighs what its examples
 * happen to contain. lunr scores each field with BM25 and multiplies by
 * these boosts.
 */
import {compactIndex, type CompactIndex, type Field} from './compactIndex';
import lunr from 'lunr';
import {blank} from './highlights';
import {words} from './tokenize';
import {SEARCH_STOP_WORDS} from './vocabulary';
import {countWords, packLexicon, type Lexicon} from './lexicon';
import {Searcher} from './searcher';

export type {Field} from './compactIndex';
export const FIELD_BOOSTS: Record<Field, number> = {title: 10, description: 8, page: 2, content: 1, code: 0.25};

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

/** A document as the search box receives it, without its text (DocText, loaded for the results shown). */
export type SearchDoc = {
  /** Section heading, or the page title for the page itself. */
  title: string;
  /** 0: a page; 1: a section of it. */
  type: 0 | 1;
  pageTitle?: string;
  url: string;
  /** The page's one-line description (pages only). */
  description?: string;
  /** Textwire names this section is the reference for: `upper`, `@each`. */
  names?: string[];
  /** An error reference entry's other wordings of its message (v1's), from its "In v1" paragraph: a pasted one finds it. */
  also?: string[];
  /** Where a page outside the docs sits: a lesson's "Tour › Loops". */
  place?: string;
  version?: string | null;
  /** Set when the document has no body text: there is none to load. */
  empty?: true;
};

/** A document's body text, plain (not HTML-escaped), and where its code blocks are in it. */
export type DocText = {text: string; code: Array<[number, number]>};

/** What the browser downloads on first use, besides the documents. */
export type SearchIndexData = {index: CompactIndex; lexicon: Lexicon};

export type SearchIndexFiles = {
  docs: SearchDoc[];
  /** Each document's text, in the documents' order. */
  texts: DocText[];
  index: SearchIndexData;
  /** Each document's fields as indexed (for tests: lunr's own index of them scores as ours). */
  fields: Array<Record<Field, string>>;
  /** How many code blocks the pages have, and how many were found in the plugin's text. */
  codeBlocks: {total: number; found: number};
};

/** What the index knows of a page beyond the plugin's documents (plugins/search-page-text.ts). */
export type IndexedPageInfo = {
  description?: string;
  /** Where the page sits, for a page outside the docs: a lesson's "Tour › Loops", as its breadcrumbs say. */
  place?: string;
  /** The text of each code block, in page order. */
  code: string[];
  /** Repeated link text to leave out of the index and the excerpts ("Try it in the playground"). */
  boilerplate: string[];
  /** The tasks the page answers, in users' words (its `tasks:` front matter): weighed as its description is. */
  tasks?: string[];
  /** An error reference page's entries' other wordings (v1's), by entry id (src/errors/catalog.ts). */
  wordings?: Map<string, string[]>;
};

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
export function sectionNames(doc: Pick<SearchDoc, 'title' | 'type' | 'url'> & {content: string}): string[] {
  if (doc.type !== 1) return [];
  if (DIRECTIVE_HEADING.test(doc.title)) return doc.title.match(/@\w+/g) ?? [];
  if (/\/functions\//.test(doc.url) && /^\w+$/.test(doc.title) && doc.content.includes(`.${doc.title}(`))
    return [doc.title];
  return [];
}

let stopWordFilter: lunr.PipelineFunction | null = null;

/** The index pipeline: trim, drop stop words, stem (as lunr's default, with our stop words). */
export function indexPipelineSteps(): lunr.PipelineFunction[] {
  if (!stopWordFilter) {
    stopWordFilter = lunr.generateStopWordFilter(SEARCH_STOP_WORDS);
    lunr.Pipeline.registerFunction(stopWordFilter, 'textwireStopWordFilter');
  }
  return [lunr.trimmer, stopWordFilter, lunr.stemmer];
}

function indexPipeline(): lunr.Pipeline {
  const pipeline = new lunr.Pipeline();
  pipeline.add(...indexPipelineSteps());
  return pipeline;
}

/** lunr's tokenizer interface, cutting words as src/search/tokenize.ts does. */
export function tokenizer(text: unknown, metadata?: object): lunr.Token[] {
  if (typeof text !== 'string') return [];
  return words(text).map(
    (word, index) => new lunr.Token(word.text, {...metadata, position: [word.start, word.length], index}),
  );
}

/** A text without its white space, and where each of its characters was. */
function compact(text: string): {chars: string; at: number[]} {
  let chars = '';
  const at: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (/\s|\u200b/.test(text[i])) continue;
    chars += text[i];
    at.push(i);
  }
  return {chars, at};
}

const noSpace = (text: string) => text.replace(/\s|\u200b/g, '');

/**
 * Where a page's code blocks are in its documents' text, in page order. The
 * plugin and the page's HTML may space a block differently, so blocks are
 * compared without white space. Returns, per document, its code ranges, and
 * how many blocks were found.
 */
function findCode(contents: string[], blocks: string[]): {ranges: Array<Array<[number, number]>>; found: number} {
  const ranges = contents.map((): Array<[number, number]> => []);
  const compacted = contents.map(compact);
  let doc = 0;
  let offset = 0;
  let found = 0;
  for (const block of blocks.map(noSpace)) {
    if (!block) continue;
    for (let d = doc; d < compacted.length; d++) {
      const at = compacted[d].chars.indexOf(block, d === doc ? offset : 0);
      if (at < 0) continue;
      const {at: places} = compacted[d];
      ranges[d].push([places[at], places[at + block.length - 1] + 1]);
      doc = d;
      offset = at + block.length;
      found++;
      break;
    }
  }
  return {ranges, found};
}

/** The text without the page's boilerplate phrases. */
function withoutBoilerplate(text: string, phrases: Set<string>): string {
  let result = text;
  for (const phrase of phrases) result = result.split(phrase).join(' ');
  return result.replace(/\s+/g, ' ').trim();
}

/** A section of the error reference (versioned_docs/version-vN/errors/). */
const ERROR_ENTRY = /\/errors\/[^#]*#/;

/** How many of the site's code blocks the index found in the plugin's text; the build stops below it. */
export const CODE_FOUND_SHARE = 0.9;

/**
 * @param scannedDocs the plugin's documents: each page, then its sections in order
 * @param pages page path -> what the page's HTML adds (description, code blocks, boilerplate)
 */
/**
 * Where each of a page's tasks (its `tasks:` front matter) is weighed: in
 * the section of the page that shares most of its words (a heading's words
 * count three times), in its `page` field (weighed 2, as the page and h2 a
 * section sits in are); on the page itself
 * when no section shares any. So "add an item to a list" leads to `append`,
 * not to the top of the page of array functions. By document number.
 */
function placeTasks(
  pluginDocs: PluginDoc[],
  contents: string[],
  pages: Map<string, IndexedPageInfo>,
): Map<number, string[]> {
  const pipeline = indexPipeline();
  const terms = (text: string) => new Set(pipeline.run(tokenizer(text)).map(String));
  const placed = new Map<number, string[]>();
  const byPage = new Map<string, number[]>();
  pluginDocs.forEach((doc, i) => {
    const path = doc.url.split('#')[0];
    byPage.set(path, [...(byPage.get(path) ?? []), i]);
  });
  for (const [path, ids] of byPage) {
    const tasks = pages.get(path)?.tasks ?? [];
    if (tasks.length === 0) continue;
    const sections = ids
      .filter((i) => pluginDocs[i].type === 1)
      .map((i) => ({i, title: terms(plain(pluginDocs[i].title)), content: terms(contents[i])}));
    const top = ids.find((i) => pluginDocs[i].type === 0) ?? ids[0];
    for (const task of tasks) {
      let best = top;
      let bestScore = 0;
      for (const {i, title, content} of sections) {
        let score = 0;
        for (const term of terms(task)) score += title.has(term) ? 3 : content.has(term) ? 1 : 0;
        if (score > bestScore) [best, bestScore] = [i, score];
      }
      placed.set(best, [...(placed.get(best) ?? []), task]);
    }
  }
  return placed;
}

export function buildSearchIndex(scannedDocs: PluginDoc[], pages: Map<string, IndexedPageInfo>): SearchIndexFiles {
  const pathOf = (doc: PluginDoc) => doc.url.split('#')[0];
  // The plugin scans pages in parallel: one page's documents come in order, but may be mixed with another's.
  const byPage = new Map<string, PluginDoc[]>();
  for (const doc of scannedDocs) byPage.set(pathOf(doc), [...(byPage.get(pathOf(doc)) ?? []), doc]);
  const pluginDocs = [...byPage.values()].flat();

  // Keywords on most pages (the site's own) tell pages apart no better than "the".
  const pageDocs = pluginDocs.filter((doc) => doc.type === 0);
  const keywordWords = (doc: PluginDoc) => new Set((doc.keywords ?? '').split(/\s+/).filter(Boolean));
  const pagesWith = new Map<string, number>();
  for (const page of pageDocs)
    for (const word of keywordWords(page))
      pagesWith.set(word.toLowerCase(), (pagesWith.get(word.toLowerCase()) ?? 0) + 1);
  const pageKeywords = (doc: PluginDoc) =>
    [...keywordWords(doc)].filter((word) => pagesWith.get(word.toLowerCase())! < pageDocs.length / 2).join(' ');

  const contents = pluginDocs.map((doc) => {
    const boilerplate = new Set(pages.get(pathOf(doc))?.boilerplate ?? []);
    return withoutBoilerplate(plain(doc.content), boilerplate);
  });
  // Code ranges, page by page.
  const codeRanges: Array<Array<[number, number]>> = [];
  let codeBlocks = 0;
  let codeFound = 0;
  for (let start = 0; start < pluginDocs.length;) {
    let end = start + 1;
    while (end < pluginDocs.length && pathOf(pluginDocs[end]) === pathOf(pluginDocs[start])) end++;
    const blocks = pages.get(pathOf(pluginDocs[start]))?.code ?? [];
    const {ranges, found} = findCode(contents.slice(start, end), blocks);
    codeRanges.push(...ranges);
    codeBlocks += blocks.length;
    codeFound += found;
    start = end;
  }
  if (codeBlocks > 0 && codeFound < codeBlocks * CODE_FOUND_SHARE)
    throw new Error(
      `search: found ${codeFound} of ${codeBlocks} code blocks in docusaurus-lunr-search's text; how it reads pages changed, src/search/indexer.ts must follow it`,
    );

  const tasksOf = placeTasks(pluginDocs, contents, pages);
  const docs: SearchDoc[] = [];
  const texts: DocText[] = [];
  const fields: Array<Record<Field, string>> = [];
  let h2Title = '';
  pluginDocs.forEach((doc, i) => {
    const title = plain(doc.title);
    const content = contents[i];
    const prose = blank(content, codeRanges[i], 'outside');
    // An entry of the error reference: its examples are engine messages, found apart (searcher.ts,
    // pastedError); indexed, every entry's `[Textwire ERROR…]` would make "error" common site-wide.
    const code = codeRanges[i].length > 0 && !ERROR_ENTRY.test(doc.url) ? blank(content, codeRanges[i], 'inside') : '';
    const page = pages.get(pathOf(doc));
    const searchDoc: SearchDoc = {title, type: doc.type, url: doc.url};
    if (doc.version) searchDoc.version = doc.version;
    if (!content) searchDoc.empty = true;
    if (doc.type === 0) {
      h2Title = '';
      const description = page?.description;
      if (description) searchDoc.description = description;
      if (page?.place) searchDoc.place = page.place;
      fields.push({
        title,
        description: [description, pageKeywords(doc)].filter(Boolean).join('. '),
        page: [page?.place, ...(tasksOf.get(i) ?? [])].filter(Boolean).join('. '),
        content: prose,
        code,
      });
    } else {
      searchDoc.pageTitle = plain(doc.pageTitle ?? '');
      const parent = doc.tagName === 'h3' ? h2Title : '';
      if (doc.tagName === 'h2') h2Title = title;
      const names = sectionNames({...searchDoc, content});
      if (names.length > 0) searchDoc.names = names;
      const also = page?.wordings?.get(doc.url.split('#')[1] ?? '');
      if (also) searchDoc.also = also;
      fields.push({
        title,
        description: '',
        page: [[searchDoc.pageTitle, parent].filter(Boolean).join(' '), ...(tasksOf.get(i) ?? [])]
          .filter(Boolean)
          .join('. '),
        content: prose,
        code,
      });
    }
    docs.push(searchDoc);
    texts.push({text: content, code: codeRanges[i]});
  });

  const index = compactIndex(fields, FIELD_BOOSTS, (text) => tokenizer(text), indexPipeline());
  const lexicon = countWords(docs.map((doc, i) => ({...doc, content: texts[i].text})));
  // Only the words that can change an answer go to the browser.
  const shipped = new Searcher(docs, {index, lexicon: packLexicon(lexicon)}).lexiconToShip();
  return {
    docs,
    texts,
    index: {index, lexicon: packLexicon(shipped)},
    fields,
    codeBlocks: {total: codeBlocks, found: codeFound},
  };
}
