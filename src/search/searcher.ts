/**
 * Answers a query from the prebuilt lunr index (src/search/indexer.ts). Each
 * word the visitor typed looks for itself (stemmed, so "escape" finds
 * "escaping"), for the docs' names of what it means (src/search/vocabulary.ts:
 * "uppercase" finds `upper`), for the words it is a typo of ("captalize"), and,
 * for the word being typed, for the words it begins. lunr scores each word
 * with the index's field weights; a section that matches more of the words
 * people would not find everywhere ranks above one that matches a single
 * word many times.
 */
import lunr from 'lunr';
import {words} from './tokenize';
import {QUESTION_WORDS, SEARCH_SEPARATOR, SEARCH_STOP_WORDS, USER_WORDS} from './vocabulary';
import type {Field, SearchDoc} from './indexer';

export type Match = {field: Field; start: number; length: number};
export type Result = {doc: SearchDoc; score: number; matches: Match[]};
export type NameSuggestion = {name: string; doc: SearchDoc};

/** How much a word counts when found through each route, against finding the word itself. */
const VARIANT_BOOST = {exact: 1, userWord: 0.6, typo: 0.5, prefix: 0.35} as const;

/** Pages that mention everything in passing rank below the reference for the same match. */
const PAGE_WEIGHTS: Array<[pattern: RegExp, weight: number]> = [
  // Release notes and stories: each feature once, in the past tense.
  [/^\/blog\//, 0.6],
  // The upgrade guide names every feature that changed.
  [/\/upgrade(#|$)/, 0.7],
  // The tour's lessons teach one idea each in a few words: a way in, not the reference that answers.
  [/^\/tour\//, 0.5],
];

/** The share of a query's distinctive words a result must match counts this many times over. */
const COVERAGE_POWER = 2;

/** Results scoring under this share of the best are left out: they mention a word in passing. */
const RELEVANCE_FLOOR = 0.1;

/**
 * The list groups a page's results together, in the order each page first
 * appears. So that it shows results in the order they rank, a page's next
 * result is kept only right after its previous one (no other page's result
 * ranks between them), and at most this many of them.
 */
const SECTIONS_PER_PAGE = 2;

/** A name this far from what was typed (edits per letter) is still offered. */
const CLOSE_NAME = 0.5;

/**
 * In a query of several words, a term in more than this share of all
 * documents is not looked up: it hardly tells them apart, and its long
 * lists of places are most of a query's cost ("1" in "migrate from version 1").
 */
const COMMON_SHARE = 0.6;

const pageOf = (doc: SearchDoc) => doc.url.split('#')[0];

const STOP = new Set([...SEARCH_STOP_WORDS, ...QUESTION_WORDS]);
const MAX_QUERY_WORDS = 8;
const MAX_WORD_LENGTH = 40;

// Rows of the edit-distance table, reused: the lexicon is compared word by word on every keystroke.
let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/** Optimal string alignment distance (Levenshtein with transpositions), or `max + 1` once over `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (rows[0].length <= b.length)
    rows = [new Int32Array(b.length + 1), new Int32Array(b.length + 1), new Int32Array(b.length + 1)];
  let [previous2, previous, current] = rows;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1))
        value = Math.min(value, previous2[j - 2] + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [previous2, previous, current] = [previous, current, previous2];
  }
  return previous[b.length];
}

/** How far a typo may be from the word meant, by its length. */
function typoAllowance(word: string): number {
  if (word.length >= 7) return 2;
  return word.length >= 3 ? 1 : 0;
}

type Entry = {count: number; inTitle: boolean};
type Unit = {word: string; variants: Map<string, number>; idf: number};

const stemCache = new Map<string, string>();
/** The term the index holds for a word: lunr's trimmer and stemmer, as at build time. */
export function stem(word: string): string {
  let result = stemCache.get(word);
  if (result === undefined) {
    const trimmed = lunr.trimmer(new lunr.Token(word, {})) as lunr.Token;
    result = (lunr.stemmer(trimmed) as lunr.Token).toString();
    stemCache.set(word, result);
  }
  return result;
}

/** The index terms a vocabulary key stands for: `trimLeft` -> trimleft, `@each` -> each. */
function keyTerms(key: string): string[] {
  const [whole] = words(key);
  return whole ? [stem(whole.text)] : [];
}

/** Where a result matched, from lunr's match data. */
function matchesOf(matchData: lunr.MatchData): Match[] {
  const matches: Match[] = [];
  for (const fields of Object.values(matchData.metadata)) {
    for (const [field, data] of Object.entries(fields as Record<string, {position?: number[][]}>)) {
      for (const [start, length] of data.position ?? []) matches.push({field: field as Field, start, length});
    }
  }
  return matches;
}

export class Searcher {
  private readonly index: lunr.Index;
  private readonly docs: SearchDoc[];
  /** Every word of the docs as written, how often it is used and whether a heading uses it. */
  private readonly lexicon = new Map<string, Entry>();
  /** A visitor's word or phrase -> the terms of what the docs call it. */
  private readonly userWords = new Map<string, string[]>();
  private readonly names: NameSuggestion[];
  private readonly frequencies = new Map<string, number>();
  /** A word is typed again with every key after it. */
  private readonly correctionCache = new Map<string, Array<[string, number]>>();

  constructor(docs: SearchDoc[], index: object) {
    this.docs = docs;
    this.index = lunr.Index.load(index);
    // Counting words as written is all the lexicon needs: cheaper than
    // words(), which also records places and camelCase parts.
    const separator = new RegExp(SEARCH_SEPARATOR.source);
    for (const doc of docs) {
      for (const [text, inTitle] of [
        [doc.title, true],
        [doc.content, false],
      ] as const) {
        for (const word of text.toLowerCase().split(separator)) {
          if (!word) continue;
          const entry = this.lexicon.get(word);
          if (entry) {
            entry.count++;
            entry.inTitle ||= inTitle;
          } else this.lexicon.set(word, {count: 1, inTitle});
        }
      }
    }
    for (const [key, phrases] of Object.entries(USER_WORDS)) {
      for (const phrase of phrases) {
        const normal = words(phrase)
          .filter((w, i, all) => i === 0 || w.start !== all[i - 1].start)
          .map((w) => w.text)
          .join(' ');
        this.userWords.set(normal, [...(this.userWords.get(normal) ?? []), ...keyTerms(key)]);
      }
    }
    this.names = this.referenceNames();
  }

  /** Each Textwire name once, with the section on the page that is the reference for most names. */
  private referenceNames(): NameSuggestion[] {
    const namesOnPage = new Map<string, number>();
    for (const doc of this.docs)
      if (doc.names)
        namesOnPage.set(doc.pageTitle ?? '', (namesOnPage.get(doc.pageTitle ?? '') ?? 0) + doc.names.length);
    const best = new Map<string, SearchDoc>();
    for (const doc of this.docs) {
      for (const name of doc.names ?? []) {
        const current = best.get(name);
        if (!current || namesOnPage.get(doc.pageTitle ?? '')! > namesOnPage.get(current.pageTitle ?? '')!)
          best.set(name, doc);
      }
    }
    return [...best].map(([name, doc]) => ({name, doc}));
  }

  /** How many documents hold a term. */
  private documentFrequency(term: string): number {
    let count = this.frequencies.get(term);
    if (count === undefined) {
      const posting = (this.index as unknown as {invertedIndex: Record<string, Record<string, object>>}).invertedIndex[
        term
      ];
      const refs = new Set<string>();
      if (posting)
        for (const [field, docs] of Object.entries(posting))
          if (field !== '_index') for (const ref of Object.keys(docs)) refs.add(ref);
      count = refs.size;
      this.frequencies.set(term, count);
    }
    return count;
  }

  private idf(term: string): number {
    const df = this.documentFrequency(term);
    return df === 0 ? 0 : Math.log(1 + (this.docs.length - df + 0.5) / (df + 0.5));
  }

  private isKnown(word: string): boolean {
    return this.lexicon.has(word) || this.userWords.has(word) || this.documentFrequency(stem(word)) > 0;
  }

  /**
   * The words a typo was probably meant to be, nearest first: words of the
   * docs, and the visitors' words of the vocabulary.
   */
  private corrections(word: string): Array<[string, number]> {
    let found = this.correctionCache.get(word);
    if (!found) {
      found = this.findCorrections(word);
      this.correctionCache.set(word, found);
    }
    return found;
  }

  private findCorrections(word: string): Array<[string, number]> {
    const allowance = typoAllowance(word);
    if (allowance === 0 || word.length > MAX_WORD_LENGTH) return [];
    const found: Array<[string, number, number]> = [];
    const weight = (e: Entry) => e.count + (e.inTitle ? 100 : 0);
    for (const [candidate, entry] of this.lexicon) {
      const distance = editDistance(word, candidate, allowance);
      if (distance > 0 && distance <= allowance) found.push([candidate, distance, weight(entry)]);
    }
    for (const candidate of this.userWords.keys()) {
      if (candidate.includes(' ') || this.lexicon.has(candidate)) continue;
      const distance = editDistance(word, candidate, allowance);
      if (distance > 0 && distance <= allowance) found.push([candidate, distance, 100]);
    }
    found.sort((a, b) => a[1] - b[1] || b[2] - a[2]);
    return found.slice(0, 2).map(([candidate, distance]) => [candidate, distance]);
  }

  /** The most used words of the docs that begin with what is typed so far. */
  private completions(prefix: string): string[] {
    if (prefix.length < 2) return [];
    const found: Array<[string, Entry]> = [];
    for (const [candidate, entry] of this.lexicon)
      if (candidate.length > prefix.length && candidate.startsWith(prefix)) found.push([candidate, entry]);
    found.sort((a, b) => Number(b[1].inTitle) - Number(a[1].inTitle) || b[1].count - a[1].count);
    return found.slice(0, 3).map(([candidate]) => stem(candidate));
  }

  /** Splits a query into the words to look for, each with every term that may stand for it. */
  private units(query: string): Unit[] {
    // A camelCase word's parts are looked for through its whole word, below.
    const whole = words(query.slice(0, 500))
      .filter((w, i, all) => i === 0 || w.start !== all[i - 1].start)
      .slice(0, MAX_QUERY_WORDS);
    const typed = whole.map((w) => w.text);
    const raw = whole.map((w) => query.slice(w.start, w.start + w.length));
    const stillTyping = !/\s$/.test(query);
    // A visitor's phrase counts wherever its words are in the query: "round
    // a float up" holds "round up".
    const userTerms: string[][] = typed.map((word) => [
      ...(this.userWords.get(word) ?? this.userWords.get(stem(word)) ?? []),
    ]);
    for (const [phrase, terms] of this.userWords) {
      if (!phrase.includes(' ')) continue;
      const at = phrase.split(' ').map((word) => typed.indexOf(word));
      if (at.every((i) => i >= 0)) for (const i of at) userTerms[i].push(...terms);
    }
    const meaningful = typed.map((w, i) => !STOP.has(w) || userTerms[i].length > 0);
    const keep = meaningful.some(Boolean) ? meaningful : typed.map(() => true);
    const units: Unit[] = [];
    typed.forEach((word, i) => {
      if (!keep[i] || word.length > MAX_WORD_LENGTH) return;
      const variants = new Map<string, number>();
      const add = (term: string, boost: number) => {
        if (term && (variants.get(term) ?? 0) < boost) variants.set(term, boost);
      };
      const own = stem(word);
      add(own, VARIANT_BOOST.exact);
      for (const part of words(raw[i]).slice(1)) add(stem(part.text), VARIANT_BOOST.userWord);
      for (const term of userTerms[i]) add(term, VARIANT_BOOST.userWord);
      if (!this.isKnown(word)) {
        for (const [meant, distance] of this.corrections(word)) {
          add(stem(meant), VARIANT_BOOST.typo / distance);
          for (const term of this.userWords.get(meant) ?? [])
            add(term, (VARIANT_BOOST.typo * VARIANT_BOOST.userWord) / distance);
        }
      }
      if (stillTyping && i === typed.length - 1)
        for (const term of this.completions(word)) add(term, VARIANT_BOOST.prefix);
      const idf = Math.max(...[...variants.keys()].map((term) => (term === own ? 1 : 0.5) * this.idf(term)));
      if (!units.some((u) => u.word === word)) units.push({word, variants, idf});
    });
    return units;
  }

  search(query: string, maxResults: number): Result[] {
    const units = this.units(query);
    const totalIdf = units.reduce((sum, u) => sum + u.idf, 0);
    const combined = new Map<string, {score: number; idf: number; matchData: lunr.MatchData[]}>();
    for (const unit of units) {
      if (unit.idf === 0) continue;
      const terms = [...unit.variants].filter(
        ([term]) => units.length === 1 || this.documentFrequency(term) <= this.docs.length * COMMON_SHARE,
      );
      if (terms.length === 0) continue;
      const results = this.index.query((q) => {
        for (const [term, boost] of terms) q.term(term, {boost, usePipeline: false});
      });
      for (const result of results) {
        const entry = combined.get(result.ref) ?? {score: 0, idf: 0, matchData: []};
        entry.score += result.score;
        entry.idf += unit.idf;
        entry.matchData.push(result.matchData);
        combined.set(result.ref, entry);
      }
    }
    const ranked = [...combined]
      .map(([ref, entry]) => {
        const doc = this.docs[Number(ref)];
        const weight = PAGE_WEIGHTS.find(([pattern]) => pattern.test(doc.url))?.[1] ?? 1;
        return {doc, entry, score: entry.score * (entry.idf / totalIdf) ** COVERAGE_POWER * weight};
      })
      .sort((a, b) => b.score - a.score);
    const perPage = new Map<string, number>();
    const kept: Result[] = [];
    for (const {doc, entry, score} of ranked) {
      if (kept.length === maxResults || score < ranked[0].score * RELEVANCE_FLOOR) break;
      const shown = perPage.get(pageOf(doc)) ?? 0;
      const follows = kept.length > 0 && pageOf(kept[kept.length - 1].doc) === pageOf(doc);
      if (shown === SECTIONS_PER_PAGE || (shown > 0 && !follows)) continue;
      perPage.set(pageOf(doc), shown + 1);
      kept.push({doc, score, matches: entry.matchData.flatMap(matchesOf)});
    }
    return kept;
  }

  /** The function and directive names nearest to what was typed, for a query that finds nothing. */
  suggestNames(query: string, count: number): NameSuggestion[] {
    const typed = words(query.slice(0, 200))
      .map((w) => w.text)
      .filter((w) => w.length > 1);
    const distance = (name: string) => {
      const plainName = name.replace(/^@/, '').toLowerCase();
      if (typed.length === 0) return 1;
      return Math.min(
        ...typed.map((word) => {
          if (plainName.startsWith(word) || word.startsWith(plainName)) return 0.2;
          return editDistance(word, plainName, 50) / Math.max(word.length, plainName.length);
        }),
      );
    };
    return this.names
      .map((suggestion) => ({suggestion, distance: distance(suggestion.name)}))
      .sort((a, b) => a.distance - b.distance || (a.suggestion.name < b.suggestion.name ? -1 : 1))
      .filter((candidate, i) => i === 0 || candidate.distance <= CLOSE_NAME)
      .slice(0, count)
      .map(({suggestion}) => suggestion);
  }
}
