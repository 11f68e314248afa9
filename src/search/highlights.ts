/**
 * Where a result's words matched, found in the text it shows: the index
 * keeps no positions (src/search/compactIndex.ts), so the words of the
 * shown text are cut and reduced to terms as the index's were, and those
 * among the result's matched terms are highlighted.
 */
import {words} from './tokenize';
import {porterStem, trim} from './stemmer';
import {SEARCH_STOP_WORDS} from './vocabulary';
import type {Range} from './excerpt';

const STOP_WORDS = new Set(SEARCH_STOP_WORDS);

/** Each word's term, once: every keystroke shows a few texts again. */
const terms = new Map<string, string | null>();

/**
 * The term the index holds for a word as words() cut it, or null for a stop
 * word: the index pipeline (trim, drop stop words, stem), without lunr.
 */
export function termOf(word: string): string | null {
  let term = terms.get(word);
  if (term === undefined) {
    const trimmed = trim(word);
    term = STOP_WORDS.has(trimmed) ? null : porterStem(trimmed);
    terms.set(word, term);
  }
  return term;
}

/** The text with each range blanked out (same length, so word places stay true), or only the ranges kept. */
export function blank(text: string, ranges: Array<[number, number]>, keep: 'outside' | 'inside'): string {
  let result = '';
  let at = 0;
  for (const [start, end] of ranges) {
    const before = text.slice(at, start);
    const inside = text.slice(start, end);
    result += keep === 'outside' ? before + ' '.repeat(inside.length) : ' '.repeat(before.length) + inside;
    at = end;
  }
  const rest = text.slice(at);
  return result + (keep === 'outside' ? rest : ' '.repeat(rest.length));
}

/** Where in `text` the words are whose terms are among `terms`. */
export function matchRanges(text: string, terms: readonly string[] | undefined): Range[] {
  if (!terms || terms.length === 0 || !text) return [];
  const wanted = new Set(terms);
  return words(text)
    .filter((word) => {
      const term = termOf(word.text);
      return term !== null && wanted.has(term);
    })
    .map(({start, length}) => ({start, length}));
}
/**
 * The matches in a section's text, whose code blocks (`code`, as ranges)
 * were indexed as a field of their own: prose terms in the prose, code terms
 * in the code.
 */
export function contentRanges(
  text: string,
  code: Array<[number, number]>,
  proseTerms: readonly string[] | undefined,
  codeTerms: readonly string[] | undefined,
): Range[] {
  if (code.length === 0) return matchRanges(text, proseTerms);
  return [
    ...matchRanges(blank(text, code, 'outside'), proseTerms),
    ...matchRanges(blank(text, code, 'inside'), codeTerms),
  ];
}
