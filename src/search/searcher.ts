/**
 * Answers a query from the prebuilt lunr index (src/search/indexer.ts). Each
 * word the visitor typed looks for itself (stemmed, so "escape" finds
 * "escaping") and for the docs' names of what it means
 * (src/search/vocabulary.ts: "uppercase" finds `upper`). A word the index
 * does not hold is read as a typo of the nearest words of the docs
 * ("coment"), as words run together ("loopobject"), or, for the word being
 * typed, as the start of longer ones ("Evaluat"); a word the index holds is
 * never replaced. lunr scores each word with the index's field weights; a
 * result that matches more of the words people would not find everywhere
 * ranks above one that matches a single word many times. Words of learning
 * and trying (vocabulary.ts) bring the tour's lessons and the playground.
 * An engine error pasted as printed (with its prefix, the reader's names and
 * path) is matched against the error reference's headings, as the site's
 * "What this means" links match it (src/errors/explain.ts): its entry comes
 * first, and the rest is ranked from the message without the prefix.
 */
import {porterStem, trim} from './stemmer';
import {words, type Word} from './tokenize';
import {
  CHECK_WORDS,
  ENGLISH_STOP_WORDS,
  GO_TEMPLATE_SIGNS,
  LEARNING_WORDS,
  MOVING_WORDS,
  QUESTION_WORDS,
  SIZE_WORDS,
  TOUR_PART_WORDS,
  SEARCH_STOP_WORDS,
  SYMBOL_WORDS,
  TEXTWIRE_WORDS,
  TRYING_WORDS,
  USER_WORDS,
  VERDICT_WORDS,
  VERSION_CHANGE_WORDS,
} from './vocabulary';
import {FIELD_NAMES, IndexReader, type Field} from './compactIndex';
import {unpackLexicon, type LexiconEntry} from './lexicon';
import type {SearchDoc, SearchIndexData} from './indexer';
import {bareMessage, findEntry, type ErrorEntry} from '../errors/explain';

/** A result: its document (and number, which names its text), its score, and the terms it matched in each field. */
export type Result = {doc: SearchDoc; id: number; score: number; terms: Partial<Record<Field, string[]>>};
/** A word close to what was typed, and the result it leads to. */
export type WordSuggestion = {word: string; doc: SearchDoc};

/** How much a word counts when found through each route, against finding the word itself. */
const VARIANT_BOOST = {
  exact: 1,
  /** A part of a word typed run together ("loop" of "loopobject"). */
  split: 0.9,
  /** The docs' name for a visitor's word... */
  userWord: 0.6,
  /** ...or for a phrase, which says more surely what it means ("hello world"). */
  userPhrase: 0.8,
  /** The word a typo was meant to be, by edit distance (1 or 2). */
  typo: [0, 0.8, 0.6],
  /** A longer word beginning with the word being typed: less when what is typed is a word itself. */
  prefixOfUnknown: 0.8,
  prefixOfKnown: 0.35,
  /** A word of learning or trying, as itself: it asks for a kind of page more than it names a topic. */
  intentWord: 0.3,
} as const;

/** The error reference's entries (versioned_docs/version-vN/errors/): sections of its pages. */
const ERRORS_PAGE = /\/errors\/[^#]*#/;

/** Pages that mention everything in passing rank below the reference for the same match. */
const PAGE_WEIGHTS: Array<[pattern: RegExp, weight: number]> = [
  // Release notes and stories: each feature once, in the past tense.
  [/^\/blog\//, 0.6],
  // The upgrade guide names every feature that changed.
  [/\/upgrade(#|$)/, 0.7],
  // The error reference: each entry's examples hold the words of every topic; a pasted message finds its entry apart (pastedError).
  [ERRORS_PAGE, 0.6],
];

/**
 * The learning pages: the tour, its lessons and the playground. A lesson
 * teaches one idea in a few words: a way in, not the reference that
 * answers, so it ranks below the docs... unless the query asks to learn or
 * try something. Then the learning pages come first: the lesson on the
 * query's topic, or with no topic the tour and the playground themselves.
 */
const LEARNING_PAGE = /^\/(tour|playground)(\/|$)/;
const LESSON = /^\/tour\/./;
const TOUR_PAGE = '/tour';
const LESSON_WEIGHT = 0.5;
const LEARNING_PAGE_WEIGHT_WHEN_ASKED = 1.5;

/** The guide "Coming from html/template": first for a query in html/template's words (GO_TEMPLATE_SIGNS). */
const FROM_GO_TEMPLATES = /\/guides\/from-html-template(\/|#|$)/;
const FROM_GO_TEMPLATES_WEIGHT = 3;

const MOVING = new Set(MOVING_WORDS);
/** The guide's title word, which a word of moving stands for in a query in html/template's words. */
const COMING = porterStem('coming');

/**
 * In a Go template action, `.Name` is a field of the reader's own data: it
 * names no topic of the docs, so it is left out when the action has a word
 * of its own to look for (`{{ if .LoggedIn }}`). Kept otherwise: `with` is
 * a stop word, and `{{ .Name }}` is nothing else.
 */
const readFields = (query: string) =>
  query.replace(/\{\{[^}]*\}\}/g, (action) => {
    const rest = action.replace(/(^|[\s($])\.[A-Za-z_][\w.]*/g, '$1');
    return wholeWords(rest).some((word) => !STOP.has(word.text)) ? rest : action;
  });

/**
 * A question about the tour itself is answered by its own page, whose words
 * ("Check", "answer") are seldom the visitor's ("checker", "rejects"): so it
 * comes first even on a weaker match.
 */
const ABOUT_THE_TOUR_WEIGHT = 4;
const SIZE = new Set(SIZE_WORDS);
const CHECKING = new Set(CHECK_WORDS);
const VERDICT = new Set(VERDICT_WORDS);
/** "in" and "if" are Textwire words, so not stop words; in a question about the tour they are English. */
const ENGLISH = new Set(ENGLISH_STOP_WORDS);
const TOUR_PARTS = new Set(TOUR_PART_WORDS);
const VERSION_CHANGE = new Set(VERSION_CHANGE_WORDS);
const UPGRADE_GUIDE = /\/upgrade(#|$)/;
/** The upgrade guide, for a query about a change between versions: as any page that answers. */
const UPGRADE_WEIGHT_WHEN_ASKED = 1;

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

/** A word this far from what was typed (edits per letter) is still offered when nothing is found. */
const CLOSE_WORD = 0.5;

/**
 * In a query of several words, a term in more than this share of all
 * documents is not looked up: it hardly tells them apart, and its long
 * lists of places are most of a query's cost ("1" in "migrate from version 1").
 */
const COMMON_SHARE = 0.6;

/** A word run together from two is split only if each part is at least this long. */
const MIN_PART = 2;

const pageOf = (doc: SearchDoc) => doc.url.split('#')[0];

/**
 * A question about the tour itself, which its own page answers: how Check
 * judges (a word of Check and one of its verdict), or its size: a size word (SIZE_WORDS, some of them stop
 * words, so read from the query itself), a word of learning or of the tour's
 * parts, and nothing else that names a topic.
 */
function asksAboutTheTour(query: string, units: Unit[]): boolean {
  const said = wholeWords(query).map((word) => word.text);
  // "Why does the checker reject my output": how Check judges an answer.
  if (said.some((word) => CHECKING.has(word)) && said.some((word) => VERDICT.has(word))) return true;
  if (!said.some((word) => SIZE.has(word))) return false;
  const rest = units.filter((u) => !SIZE.has(u.word));
  const ofTheTour = (u: Unit) => u.intent || TOUR_PARTS.has(u.word);
  return (
    rest.some(ofTheTour) && rest.every((u) => ofTheTour(u) || u.idf === 0 || STOP.has(u.word) || ENGLISH.has(u.word))
  );
}

const STOP = new Set([...SEARCH_STOP_WORDS, ...QUESTION_WORDS]);
/** Words looked for at most, of those that are not stop words... */
const MAX_QUERY_WORDS = 8;
/** ...and words read at most, stop words included. */
const MAX_READ_WORDS = 24;
const MAX_WORD_LENGTH = 40;
/**
 * ...and characters read at most: every rule of the ranking reads the query
 * (html/template's signs, a question about the tour), so a long pasted line
 * costs no more than its start. A pasted message is matched whole first.
 */
const MAX_QUERY_CHARS = 500;

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

/** How a word is used in the docs: how often, and whether a heading uses it. */
type Entry = LexiconEntry;

/** A word of the query as it is looked for. */
type Token = {
  text: string;
  /** As typed (camelCase kept), for its parts. */
  raw: string;
  boost: number;
  /** The index does not hold it. */
  unknown: boolean;
  /** The words it may be a typo of, with their distance, nearest first. */
  corrections: Array<[string, number]>;
  /** Longer words it begins, for the word being typed. */
  completions: string[];
  /** The word the rest of the query reads it as: itself, or its nearest correction. */
  meant: string;
};

type Unit = {word: string; variants: Map<string, number>; idf: number; intent: boolean; trying: boolean};

const stemCache = new Map<string, string>();
/** The term the index holds for a word: lunr's trimmer and stemmer (./stemmer.ts), as at build time. */
export function stem(word: string): string {
  let result = stemCache.get(word);
  if (result === undefined) {
    result = porterStem(trim(word));
    stemCache.set(word, result);
  }
  return result;
}

/** The index terms a vocabulary key stands for: `trimLeft` -> trimleft, `@each` -> each. */
function keyTerms(key: string): string[] {
  const [whole] = words(key);
  return whole ? [stem(whole.text)] : [];
}

/** A word without a plural -s ("decimals", not "class"). */
function singular(word: string): string {
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

/** Braces around words: an action pasted from a template (`{{ define }}`), not a question about braces. */
const PASTED_ACTION = /\{\{\s+[^{}\s][^{}]*\s\}\}/;

/** Symbols and their names, in a Map: a word typed is never looked up among an object's inherited names (`constructor`). */
const SYMBOLS = new Map(Object.entries(SYMBOL_WORDS));

/** A query with each symbol typed on its own named ("the @ sign" -> "the directive sign"). */
function namedSymbols(query: string): string {
  const pasted = PASTED_ACTION.test(query);
  return query.replace(/(^|\s)(\S+)(?=\s|$)/g, (whole, space: string, symbol: string) => {
    const name = SYMBOLS.get(symbol);
    return name !== undefined && !(pasted && (symbol === '{{' || symbol === '}}')) ? `${space}${name}` : whole;
  });
}

/** The words of a text without a camelCase word's parts: they are looked for through the whole word. */
function wholeWords(text: string): Word[] {
  let end = 0;
  return words(text).filter((word) => {
    if (word.start < end) return false;
    end = word.start + word.length;
    return true;
  });
}

/** A phrase cut as a query is: `in_array` -> "in array". */
function normalPhrase(phrase: string): string {
  return wholeWords(phrase)
    .map((w) => w.text)
    .join(' ');
}

export class Searcher {
  private readonly index: IndexReader;
  private readonly docs: SearchDoc[];
  /** Every word of the docs as written that can change an answer, how often it is used and whether a heading uses it. */
  private readonly lexicon: Map<string, Entry>;
  /** A visitor's word or phrase -> the terms of what the docs call it. */
  private readonly userWords = new Map<string, string[]>();
  /** Words and phrases of learning or trying. */
  private readonly intentWords = new Set([...LEARNING_WORDS, ...TRYING_WORDS].map(normalPhrase));
  private readonly tryingWords = new Set(TRYING_WORDS.map(normalPhrase));
  private readonly names: WordSuggestion[];
  private readonly frequencies = new Map<string, number>();
  private readonly proseTerms = new Map<string, boolean>();
  /** A word is typed again with every key after it. */
  private readonly correctionCache = new Map<string, Array<[string, number]>>();
  private readonly splitCache = new Map<string, [string, string] | null>();
  /** The error reference's entries: each section of an errors page, its heading the message with placeholders. */
  private readonly errorEntries: ErrorEntry[];
  /** Their numbers, and how many documents the others are (what word frequencies are counted over). */
  private readonly errorEntryIds: Set<number>;
  private readonly countedDocs: number;

  constructor(docs: SearchDoc[], data: SearchIndexData) {
    this.docs = docs;
    this.index = new IndexReader(data.index);
    this.lexicon = unpackLexicon(data.lexicon);
    for (const [key, phrases] of Object.entries(USER_WORDS)) {
      for (const phrase of phrases) {
        const normal = normalPhrase(phrase);
        this.userWords.set(normal, [...(this.userWords.get(normal) ?? []), ...keyTerms(key)]);
      }
    }
    this.names = this.referenceNames();
    this.errorEntries = docs.flatMap((doc, i) =>
      doc.type === 1 && ERRORS_PAGE.test(doc.url)
        ? [{id: String(i), message: doc.title.replace(/[\u200b#\s]+$/, '').trim(), url: doc.url, also: doc.also}]
        : [],
    );
    this.errorEntryIds = new Set(this.errorEntries.map((entry) => Number(entry.id)));
    this.countedDocs = docs.length - this.errorEntryIds.size;
  }

  /** The error reference's section for a query that is an engine message, as printed or bare; or null. */
  private pastedError(message: string): {doc: SearchDoc; id: number} | null {
    if (!/\S\s+\S/.test(message)) return null;
    const entry = findEntry(message, this.errorEntries);
    return entry ? {doc: this.docs[Number(entry.id)], id: Number(entry.id)} : null;
  }

  /**
   * The lexicon without the words that cannot change an answer (build time):
   * a word is kept if a typo may be corrected to it (a meaningful word), if
   * a heading uses it (closest words), if it is among the three a prefix
   * of it completes to, or if it is known only through the lexicon. The
   * words kept keep their order and counts, so every answer is the same.
   */
  lexiconToShip(): Map<string, Entry> {
    const better = (a: Entry, b: Entry) => Number(b.inTitle) - Number(a.inTitle) || b.count - a.count;
    // The top three completions of every prefix, as completions() sorts them (a stable sort: ties in order met).
    const top = new Map<string, Array<[string, Entry]>>();
    for (const [word, entry] of this.lexicon) {
      for (let length = 2; length < word.length; length++) {
        const prefix = word.slice(0, length);
        const list = top.get(prefix) ?? [];
        let at = list.length;
        while (at > 0 && better(entry, list[at - 1][1]) < 0) at--;
        list.splice(at, 0, [word, entry]);
        if (list.length > 3) list.pop();
        top.set(prefix, list);
      }
    }
    const completing = new Set([...top.values()].flat().map(([word]) => word));
    const knownOtherwise = (word: string) =>
      STOP.has(word) ||
      this.userWords.has(word) ||
      this.intentWords.has(word) ||
      this.documentFrequency(stem(word)) > 0;
    return new Map(
      [...this.lexicon].filter(
        ([word, entry]) =>
          entry.inTitle || completing.has(word) || this.isMeaningfulWord(word) || !knownOtherwise(word),
      ),
    );
  }

  /** Prepares the index for queries (decoding it), so that no keystroke pays for it. */
  warm(): void {
    this.index.warm();
  }

  /** Each Textwire name once, with the section on the page that is the reference for most names. */
  private referenceNames(): WordSuggestion[] {
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
    return [...best].map(([word, doc]) => ({word, doc}));
  }

  /**
   * How many documents hold a term, the error reference's entries left out:
   * each shows `[Textwire ERROR…]` and the words of its topic, so counting
   * them would make "error", "type" or "function" look common everywhere.
   */
  private documentFrequency(term: string): number {
    let count = this.frequencies.get(term);
    if (count === undefined) {
      count = new Set(
        this.index
          .fieldDocs(term)
          .flat()
          .filter((id) => !this.errorEntryIds.has(id)),
      ).size;
      this.frequencies.set(term, count);
    }
    return count;
  }

  /** Whether a term is in a heading, a description or prose, not only in code blocks. */
  private inProse(term: string): boolean {
    let result = this.proseTerms.get(term);
    if (result === undefined) {
      const fields = this.index.fieldDocs(term);
      result = FIELD_NAMES.some((field, f) => field !== 'code' && fields[f].length > 0);
      this.proseTerms.set(term, result);
    }
    return result;
  }

  private idf(term: string): number {
    const df = this.documentFrequency(term);
    return df === 0 ? 0 : Math.log(1 + (this.countedDocs - df + 0.5) / (df + 0.5));
  }

  private isKnown(word: string): boolean {
    return (
      STOP.has(word) ||
      this.lexicon.has(word) ||
      this.userWords.has(word) ||
      this.intentWords.has(word) ||
      this.documentFrequency(stem(word)) > 0
    );
  }

  /** A word a visitor may mean: one the docs' headings or prose use, or one of the vocabulary. */
  private isMeaningfulWord(word: string): boolean {
    return this.userWords.has(word) || this.intentWords.has(word) || this.inProse(stem(word));
  }

  /**
   * The words a typo was probably meant to be, nearest first: words of the
   * docs' headings and prose, and the visitors' words of the vocabulary. Of
   * words at the same distance, those in headings come first, then the most
   * used.
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
    const seen = new Set<string>();
    const consider = (candidate: string, weight: number) => {
      if (seen.has(candidate)) return;
      seen.add(candidate);
      const distance = editDistance(word, candidate, allowance);
      if (distance > 0 && distance <= allowance && this.isMeaningfulWord(candidate))
        found.push([candidate, distance, weight]);
    };
    for (const [candidate, entry] of this.lexicon) consider(candidate, entry.count + (entry.inTitle ? 100 : 0));
    for (const candidate of [...this.userWords.keys(), ...this.intentWords])
      if (!candidate.includes(' ')) consider(candidate, 100);
    found.sort((a, b) => a[1] - b[1] || b[2] - a[2]);
    const nearest = found[0]?.[1];
    return found
      .filter(([, distance]) => distance === nearest)
      .slice(0, 2)
      .map(([candidate, distance]) => [candidate, distance]);
  }

  /**
   * Two words of the docs a word was typed from, run together: "loopobject"
   * is "loop object". Of the ways to cut it, the one whose shorter part is
   * longest.
   */
  private split(word: string): [string, string] | null {
    let found = this.splitCache.get(word);
    if (found === undefined) {
      found = null;
      let best = 0;
      for (let cut = MIN_PART; cut <= word.length - MIN_PART; cut++) {
        const [left, right] = [word.slice(0, cut), word.slice(cut)];
        const shorter = Math.min(left.length, right.length);
        if (shorter <= best || !this.isMeaningfulWord(left) || !this.isMeaningfulWord(right)) continue;
        if (STOP.has(left) && !TEXTWIRE_WORDS.includes(left)) continue;
        if (STOP.has(right) && !TEXTWIRE_WORDS.includes(right)) continue;
        found = [left, right];
        best = shorter;
      }
      this.splitCache.set(word, found);
    }
    return found;
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

  /** The docs' terms for a visitor's word: as written, as singular ("settings"), or as stemmed. */
  private userWordTerms(word: string): string[] {
    return (
      this.userWords.get(word) ??
      (word.endsWith('s') ? this.userWords.get(word.slice(0, -1)) : undefined) ??
      this.userWords.get(`${word}s`) ??
      this.userWords.get(stem(word)) ??
      []
    );
  }

  /** The query's words as they are looked for: typos read, words run together cut apart. */
  private tokens(query: string): Token[] {
    let content = 0;
    const whole = wholeWords(namedSymbols(query.slice(0, MAX_QUERY_CHARS)))
      .slice(0, MAX_READ_WORDS)
      .filter((w) => (STOP.has(w.text) ? true : ++content <= MAX_QUERY_WORDS));
    const stillTyping = !/\s$/.test(query);
    const tokens: Token[] = [];
    whole.forEach((w, i) => {
      const text = w.text;
      if (text.length > MAX_WORD_LENGTH) return;
      const raw = query.slice(w.start, w.start + w.length);
      const typing = stillTyping && i === whole.length - 1;
      const token: Token = {
        text,
        raw,
        boost: VARIANT_BOOST.exact,
        unknown: false,
        corrections: [],
        completions: [],
        meant: text,
      };
      if (typing) token.completions = this.completions(text);
      if (this.isKnown(text)) {
        // A word only code blocks use may still be a typo of a word of the prose; it keeps its own matches.
        if (!STOP.has(text) && !this.isMeaningfulWord(text)) token.corrections = this.corrections(text);
        tokens.push(token);
        return;
      }
      // A word being typed that begins longer words is read as their start, not as a typo.
      const corrections = token.completions.length > 0 ? [] : this.corrections(text);
      const nearest = corrections[0]?.[1] ?? Infinity;
      const parts = nearest > 1 && token.completions.length === 0 ? this.split(text) : null;
      if (parts) {
        for (const part of parts)
          tokens.push({...token, text: part, raw: part, boost: VARIANT_BOOST.split, completions: [], meant: part});
        return;
      }
      tokens.push({...token, unknown: true, corrections, meant: corrections[0]?.[0] ?? text});
    });
    return tokens;
  }

  /** Splits a query into the words to look for, each with every term that may stand for it. */
  private units(query: string): Unit[] {
    const tokens = this.tokens(query);
    const meant = tokens.map((token) => token.meant);
    // A visitor's phrase counts wherever its words are in the query: "round
    // a float up" holds "round up".
    const userTerms: Array<Map<string, number>> = meant.map(
      (word) => new Map(this.userWordTerms(word).map((term) => [term, VARIANT_BOOST.userWord])),
    );
    const intent = meant.map((word) => this.intentWords.has(word));
    const trying = meant.map((word) => this.tryingWords.has(word));
    // A phrase's words match in the singular too: "remove decimal" holds "remove decimals".
    const meantSingular = meant.map(singular);
    for (const [phrase, terms] of this.userWords) {
      if (!phrase.includes(' ')) continue;
      const phraseWords = phrase.split(' ').map(singular);
      const at = phraseWords.map((word) => meantSingular.indexOf(word));
      if (!at.every((i) => i >= 0)) continue;
      // The phrase's terms go to its own words; its stop words ("to float") only tell it apart.
      const own = at.filter((i) => !STOP.has(meant[i]));
      for (const i of own.length > 0 ? own : at) {
        for (const term of terms) userTerms[i].set(term, VARIANT_BOOST.userPhrase);
        if (this.intentWords.has(phrase)) intent[i] = true;
        if (this.tryingWords.has(phrase)) trying[i] = true;
      }
    }
    const meaningful = meant.map((w, i) => !STOP.has(w) || userTerms[i].size > 0);
    const keep = meaningful.some(Boolean) ? meaningful : meant.map(() => true);
    const units: Unit[] = [];
    tokens.forEach((token, i) => {
      if (!keep[i]) return;
      const variants = new Map<string, number>();
      const add = (term: string, boost: number) => {
        if (term && (variants.get(term) ?? 0) < boost) variants.set(term, boost);
      };
      const own = stem(token.text);
      add(own, intent[i] ? VARIANT_BOOST.intentWord : token.boost);
      for (const part of words(token.raw).slice(1)) add(stem(part.text), VARIANT_BOOST.userWord);
      for (const [term, boost] of userTerms[i]) add(term, boost);
      for (const [word, distance] of token.corrections) {
        const boost = VARIANT_BOOST.typo[distance];
        add(stem(word), boost);
        for (const term of this.userWords.get(word) ?? []) add(term, boost * VARIANT_BOOST.userWord);
      }
      const prefixBoost = token.unknown ? VARIANT_BOOST.prefixOfUnknown : VARIANT_BOOST.prefixOfKnown;
      for (const term of token.completions) add(term, prefixBoost);
      // How much the word counts towards a result's share of the query: as much as its best way in.
      const idf = Math.max(
        0,
        ...[...variants].map(([term, boost]) => Math.max(boost, VARIANT_BOOST.userWord) * this.idf(term)),
      );
      if (!units.some((u) => u.word === token.text))
        units.push({word: token.text, variants, idf, intent: intent[i], trying: trying[i]});
    });
    return units;
  }

  search(typed: string, maxResults: number): Result[] {
    // The engine's `[Textwire ERROR in <path>:<line>]:` prefix names the reader's files, not the topic.
    const message = bareMessage(typed);
    const query = (message === typed.trim() ? typed : message).slice(0, MAX_QUERY_CHARS);
    const pasted = this.pastedError(message);
    const results = this.rank(query, pasted ? maxResults - 1 : maxResults, pasted?.doc ?? null);
    if (!pasted) return results;
    return [{...pasted, score: (results[0]?.score ?? 1) * 2, terms: {}}, ...results];
  }

  private rank(query: string, maxResults: number, left: SearchDoc | null): Result[] {
    const fromGoTemplates = GO_TEMPLATE_SIGNS.some((sign) => sign.test(query));
    const read = this.units(fromGoTemplates ? readFields(query) : query);
    // "How many lessons", "tour length": the size words ask about the tour as a whole, not for a topic.
    const aboutTheTour = asksAboutTheTour(query, read);
    const units = (aboutTheTour ? read.filter((u) => !SIZE.has(u.word)) : read).map((u) =>
      // "Switching from go templates": the guide "Coming from html/template", not `@switch`.
      fromGoTemplates && MOVING.has(u.word) ? {...u, variants: new Map([[COMING, 1]]), idf: this.idf(COMING)} : u,
    );
    const totalIdf = units.reduce((sum, u) => sum + u.idf, 0);
    const asked = units.some((u) => u.intent);
    const askedToTry = units.some((u) => u.trying);
    const topic = units.some((u) => !u.intent && u.idf > 0);
    const aboutAChange = wholeWords(query).some((word) => VERSION_CHANGE.has(word.text));
    const pageWeight = (url: string) => {
      if (aboutAChange && UPGRADE_GUIDE.test(url)) return UPGRADE_WEIGHT_WHEN_ASKED;
      if (aboutTheTour) {
        // Every section of the tour's page, not only its top.
        if (url.split('#')[0] === TOUR_PAGE) return ABOUT_THE_TOUR_WEIGHT;
        if (LESSON.test(url)) return LESSON_WEIGHT;
      }
      // A Go developer asking where to start is answered by the guide written for them, not a lesson.
      if (fromGoTemplates && LESSON.test(url)) return LESSON_WEIGHT;
      if (LESSON.test(url)) return asked && topic ? LEARNING_PAGE_WEIGHT_WHEN_ASKED : LESSON_WEIGHT;
      // Asked to learn a topic, the lesson on it is the way in: the tour's own page comes first only
      // without a topic, or beside the playground for a visitor asking to try.
      if (url === TOUR_PAGE) return askedToTry || (asked && !topic) ? LEARNING_PAGE_WEIGHT_WHEN_ASKED : 1;
      if (LEARNING_PAGE.test(url)) return asked ? LEARNING_PAGE_WEIGHT_WHEN_ASKED : 1;
      if (fromGoTemplates && FROM_GO_TEMPLATES.test(url)) return FROM_GO_TEMPLATES_WEIGHT;
      return PAGE_WEIGHTS.find(([pattern]) => pattern.test(url))?.[1] ?? 1;
    };
    const combined = new Map<number, {score: number; idf: number; terms: Partial<Record<Field, string[]>>}>();
    for (const unit of units) {
      if (unit.idf === 0) continue;
      const terms = [...unit.variants].filter(
        ([term]) => units.length === 1 || this.documentFrequency(term) <= this.countedDocs * COMMON_SHARE,
      );
      if (terms.length === 0) continue;
      for (const result of this.index.query(terms)) {
        const entry = combined.get(result.ref) ?? {score: 0, idf: 0, terms: {}};
        entry.score += result.score;
        entry.idf += unit.idf;
        for (const [field, matched] of result.terms) entry.terms[field] = [...(entry.terms[field] ?? []), ...matched];
        combined.set(result.ref, entry);
      }
    }
    const ranked = [...combined]
      .map(([ref, entry]) => {
        const doc = this.docs[ref];
        return {
          id: ref,
          doc,
          entry,
          score: entry.score * (entry.idf / totalIdf) ** COVERAGE_POWER * pageWeight(doc.url),
        };
      })
      .sort((a, b) => b.score - a.score);
    const perPage = new Map<string, number>();
    const kept: Result[] = [];
    for (const {id, doc, entry, score} of ranked) {
      if (doc === left) continue;
      if (kept.length === maxResults || score < ranked[0].score * RELEVANCE_FLOOR) break;
      const shown = perPage.get(pageOf(doc)) ?? 0;
      const follows = kept.length > 0 && pageOf(kept[kept.length - 1].doc) === pageOf(doc);
      if (shown === SECTIONS_PER_PAGE || (shown > 0 && !follows)) continue;
      perPage.set(pageOf(doc), shown + 1);
      kept.push({doc, id, score, terms: entry.terms});
    }
    return kept;
  }

  /**
   * For a query that finds nothing: the words of the docs nearest to what
   * was typed (Textwire's names, and the words of the docs' headings), each
   * with the result it leads to.
   */
  suggestWords(query: string, count: number): WordSuggestion[] {
    const typed = words(query.slice(0, 200))
      .map((w) => w.text.slice(0, MAX_WORD_LENGTH))
      .filter((w) => w.length > 1);
    const distance = (candidate: string) => {
      const plain = candidate.replace(/^@/, '').toLowerCase();
      if (typed.length === 0) return 1;
      return Math.min(
        ...typed.map((word) => {
          if (plain.startsWith(word) || word.startsWith(plain)) return 0.2;
          return editDistance(word, plain, 50) / Math.max(word.length, plain.length);
        }),
      );
    };
    const nameWords = new Set(this.names.map(({word}) => word.replace(/^@/, '').toLowerCase()));
    const headingWords = [...this.lexicon]
      .filter(([word, entry]) => entry.inTitle && word.length > 2 && !STOP.has(word) && !nameWords.has(word))
      .map(([word]) => word);
    const candidates: Array<{word: string; distance: number; doc?: SearchDoc}> = [
      ...this.names.map(({word, doc}) => ({word, doc, distance: distance(word)})),
      ...headingWords.map((word) => ({word, distance: distance(word)})),
    ];
    candidates.sort((a, b) => a.distance - b.distance || (a.word < b.word ? -1 : 1));
    const suggestions: WordSuggestion[] = [];
    for (const candidate of candidates) {
      if (suggestions.length === count || (suggestions.length > 0 && candidate.distance > CLOSE_WORD)) break;
      const doc = candidate.doc ?? this.search(`${candidate.word} `, 1)[0]?.doc;
      if (doc) suggestions.push({word: candidate.word, doc});
    }
    return suggestions;
  }
}
