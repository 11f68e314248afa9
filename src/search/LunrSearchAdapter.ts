/**
 * Stands in for docusaurus-lunr-search's `lunar-search.js` (see
 * plugins/search.ts): the plugin's search box asks it for the hits of a
 * query, in the shape of Algolia DocSearch hits, which the box lists grouped
 * by page. Each hit names its page and section and shows a short excerpt
 * around the match. A query that finds nothing says so, offers the docs'
 * nearest words, each leading to its result, and the tour and the
 * playground.
 *
 * The index holds no text: a section's text is loaded when it is shown, a
 * small file of its own (plugins/search.ts writes them). Results are listed
 * at once; an excerpt not yet loaded is a placeholder, filled when its text
 * arrives (or emptied if it cannot: offline, the results still work).
 */
import {Searcher, type Result} from './searcher';
import {escapeHtml, excerpt, highlight} from './excerpt';
import {contentRanges, matchRanges} from './highlights';
import type {DocText, SearchDoc, SearchIndexData} from './indexer';
import {SEARCH_USED_EVENT} from './events';

/**
 * Search used once works offline: its index and every result's text are
 * saved in the background (docs-dev/offline.md). The offline code listens
 * for this event (src/offline/registerWhenIdle.ts); a hover loads the index,
 * but is not a use.
 */
function announceFirstUse(): void {
  window.dispatchEvent(new Event(SEARCH_USED_EVENT));
}

/**
 * Whether a result's text can be fetched: online, always; offline, only when
 * the service worker has it stored (a failed fetch is an error in the console,
 * and the excerpt is left out either way).
 */
async function reachable(url: string): Promise<boolean> {
  if (typeof navigator === 'undefined' || navigator.onLine !== false || typeof caches === 'undefined') return true;
  return Boolean(await caches.match(url).catch(() => undefined));
}

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

/** Where the texts are, in the index file (plugins/search.ts): `/search-text/<hash>/`, each `<id>.json`. */
export type SearchIndexFile = SearchIndexData & {texts: string};

/** The attribute of an excerpt's placeholder, naming the excerpt to fill it with. */
export const EXCERPT_PLACEHOLDER = 'data-search-excerpt';

/** A section's excerpt: a short stretch of its text around the matches. */
function sectionExcerpt(result: Result, text: DocText): string {
  const {terms} = result;
  return excerpt(text.text, contentRanges(text.text, text.code, terms.content, terms.code));
}

/** What the plugin's list does to an excerpt (its utils.getSnippetedValue): an ellipsis where it is cut. */
function withEllipses(snippet: string): string {
  let shown = snippet;
  if (shown[0] !== shown[0].toUpperCase()) shown = `…${shown}`;
  if (!['.', '!', '?'].includes(shown[shown.length - 1])) shown = `${shown}…`;
  return shown;
}

function hit(result: Result, text: string): Hit {
  const {doc, terms} = result;
  const title = highlight(doc.title, matchRanges(doc.title, terms.title));
  // A place outside the docs says where it sits: "Tour › Loops › @each".
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
  private readonly textsUrl: string;
  /** Texts loaded (or loading), by document number. */
  private readonly texts = new Map<number, Promise<DocText | null>>();
  private readonly loaded = new Map<number, DocText>();
  /** The results whose excerpts wait for their text, by placeholder number. */
  private readonly waiting = new Map<number, Result>();
  private placeholders = 0;
  /** Texts to ask for once the list is drawn. */
  private readonly toLoad = new Set<number>();
  private loadTimer: ReturnType<typeof setTimeout> | null = null;
  private observer: MutationObserver | null = null;
  /** Whether a query was asked on this page (the first one saves search for offline). */
  private searched = false;

  constructor(searchDocs: SearchDoc[], searchIndex: SearchIndexFile, baseUrl = '/', maxHits = 8) {
    this.searcher = new Searcher(searchDocs, searchIndex);
    this.baseUrl = baseUrl;
    this.maxHits = maxHits;
    this.textsUrl = searchIndex.texts;
    // Once the box is usable and the page idle: the index's lists decoded before the first keystroke, not on it.
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => this.searcher.warm(), {timeout: 2000});
  }

  search(input: string): Promise<Hit[]> {
    if (!this.searched) {
      this.searched = true;
      announceFirstUse();
    }
    const started = performance.now();
    const hits = this.hits(input);
    // Read by scripts/bench-search.mjs: the ranking's own share of a keystroke.
    performance.measure(SEARCH_MEASURE, {start: started});
    return Promise.resolve(hits);
  }

  /** The text a result shows: a page's description, a section's excerpt, or a placeholder until its text is in. */
  private shownText(result: Result): string {
    const {doc, terms} = result;
    if (doc.type === 0 && doc.description && !terms.content && !terms.code)
      return highlight(doc.description, matchRanges(doc.description, terms.description));
    if (doc.empty) return '';
    const text = this.loaded.get(result.id);
    if (text) return sectionExcerpt(result, text);
    const placeholder = ++this.placeholders;
    this.waiting.set(placeholder, result);
    this.toLoad.add(result.id);
    // Asked for once the list is drawn: starting a fetch costs the keystroke time.
    this.loadTimer ??= setTimeout(() => this.loadTexts(), 0);
    return `<span ${EXCERPT_PLACEHOLDER}="${placeholder}"></span>`;
  }

  private loadTexts(): void {
    this.loadTimer = null;
    for (const id of this.toLoad) void this.text(id).then(() => this.fillPlaceholders());
    this.toLoad.clear();
  }

  private text(id: number): Promise<DocText | null> {
    let text = this.texts.get(id);
    if (!text) {
      const url = `${this.textsUrl}${id}.json`;
      text = reachable(url)
        .then((yes) => (yes ? fetch(url) : null))
        .then((response) => (response?.ok ? (response.json() as Promise<DocText>) : null))
        .catch(() => null)
        .then((loaded) => {
          if (loaded) this.loaded.set(id, loaded);
          // A text that could not be loaded is asked for again the next time it is shown.
          else this.texts.delete(id);
          return loaded;
        });
      this.texts.set(id, text);
    }
    return text;
  }

  /**
   * Puts each excerpt whose text is in in place of its placeholder; empties
   * one whose text could not be loaded. The list may show a placeholder
   * again (it redraws its last results as they were): a watch on the page
   * fills those too.
   */
  private fillPlaceholders(): void {
    this.observer ??= new MutationObserver(() => this.fillPlaceholders());
    this.observer.observe(document.body, {childList: true, subtree: true});
    for (const element of document.querySelectorAll(`[${EXCERPT_PLACEHOLDER}]`)) {
      const result = this.waiting.get(Number(element.getAttribute(EXCERPT_PLACEHOLDER)));
      const shown = element.parentElement;
      if (!result || !shown) continue;
      const text = this.loaded.get(result.id);
      if (text) shown.innerHTML = withEllipses(sectionExcerpt(result, text));
      else if (!this.texts.has(result.id)) shown.textContent = '';
    }
  }

  private hits(input: string): Hit[] {
    const results = this.searcher.search(input, this.maxHits);
    if (results.length > 0) return results.map((result) => hit(result, this.shownText(result)));
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
