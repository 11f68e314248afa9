/**
 * Stands in for docusaurus-lunr-search's `lunar-search.js` (see
 * plugins/search.ts): the plugin's search box asks it for the hits of a
 * query, in the shape of Algolia DocSearch hits, which the box lists grouped
 * by page. Each hit names its page and section and shows a short excerpt
 * around the match. A query that finds nothing says so, offers the docs'
 * nearest words, each leading to its result, and the tour and the
 * playground.
 */
import {Searcher, type Result} from './searcher';
import {escapeHtml, excerpt, highlight} from './excerpt';
import type {SearchDoc} from './indexer';

/** Text only our adapter's code holds: plugins/search.ts finds it in the built scripts. */
export const ADAPTER_MARK = 'Closest words';

/** Where a query that finds nothing may go instead. */
export const LEARN_AND_TRY = 'Learn or try';

/** The User Timing measure of each query. */
export const SEARCH_MEASURE = 'textwire-search';

/** How many words a query that finds nothing is offered. */
const SUGGESTED_WORDS = 3;

type Hit = {
  hierarchy: {lvl0: string; lvl1: string | null; lvl2?: string};
  url: string;
  version?: string | null;
  _snippetResult: {content: {value: string; matchLevel: 'full'}} | null;
  _highlightResult: {hierarchy: {lvl0: {value: string}; lvl1: {value: string} | null; lvl2?: {value: string}}};
};

function hit(result: Result): Hit {
  const {doc, matches} = result;
  const title = highlight(
    doc.title,
    matches.filter((m) => m.field === 'title'),
  );
  const content = matches.filter((m) => m.field === 'content');
  // A page's own entry shows its description; a section, its text.
  const text =
    doc.type === 0 && doc.description && content.length === 0
      ? highlight(
          doc.description,
          matches.filter((m) => m.field === 'description' && m.start + m.length <= doc.description!.length),
        )
      : excerpt(doc.content, content);
  // A page outside the docs says where it sits: "Tour › Loops › @each".
  const place = doc.place ? `${doc.place} › ` : '';
  const page = doc.type === 0 ? escapeHtml(place) + title : escapeHtml(doc.pageTitle ?? '');
  return {
    hierarchy: {
      lvl0: doc.type === 0 ? place + doc.title : (doc.pageTitle ?? ''),
      lvl1: doc.type === 0 ? null : doc.title,
    },
    url: doc.url,
    version: doc.version,
    _snippetResult: text ? {content: {value: text, matchLevel: 'full'}} : null,
    _highlightResult: {hierarchy: {lvl0: {value: page}, lvl1: doc.type === 0 ? null : {value: title}}},
  };
}

function plainHit(lvl0: string, lvl1: string, lvl2: string, url: string, text: string): Hit {
  return {
    hierarchy: {lvl0, lvl1, lvl2},
    url,
    _snippetResult: text ? {content: {value: escapeHtml(text), matchLevel: 'full'}} : null,
    _highlightResult: {
      hierarchy: {lvl0: {value: escapeHtml(lvl0)}, lvl1: {value: escapeHtml(lvl1)}, lvl2: {value: escapeHtml(lvl2)}},
    },
  };
}

export default class LunrSearchAdapter {
  private readonly searcher: Searcher;
  private readonly baseUrl: string;
  private readonly maxHits: number;

  constructor(searchDocs: SearchDoc[], searchIndex: object, baseUrl = '/', maxHits = 8) {
    this.searcher = new Searcher(searchDocs, searchIndex);
    this.baseUrl = baseUrl;
    this.maxHits = maxHits;
  }

  search(input: string): Promise<Hit[]> {
    const started = performance.now();
    const hits = this.hits(input);
    // Read by scripts/bench-search.mjs: the ranking's own share of a keystroke.
    performance.measure(SEARCH_MEASURE, {start: started});
    return Promise.resolve(hits);
  }

  private hits(input: string): Hit[] {
    const results = this.searcher.search(input, this.maxHits);
    if (results.length > 0) return results.map(hit);
    const header = `No results found for query "${input.trim().slice(0, 60)}"`;
    const words = this.searcher
      .suggestWords(input, SUGGESTED_WORDS)
      .map(({word, doc}) =>
        plainHit(
          header,
          ADAPTER_MARK,
          word,
          doc.url,
          doc.type === 0 ? doc.title : `${doc.pageTitle ?? ''} › ${doc.title}`,
        ),
      );
    const tour = plainHit(
      header,
      LEARN_AND_TRY,
      'Take the tour',
      `${this.baseUrl}tour`,
      'Short lessons with exercises, checked in your browser',
    );
    const playground = plainHit(
      header,
      LEARN_AND_TRY,
      'Try it in the playground',
      `${this.baseUrl}playground`,
      'Run a template and see its output as you type',
    );
    return [...words, tour, playground];
  }
}
