/**
 * Every word of the docs as written, how often it is used and whether a
 * heading uses it: what typos are corrected to, half-typed words completed
 * with and the closest words offered from (src/search/searcher.ts). Counted
 * at build time from the full texts, which the browser no longer downloads,
 * and kept only where a word can change an answer (Searcher.lexiconToShip).
 */
import {SEARCH_SEPARATOR} from './vocabulary';

export type LexiconEntry = {count: number; inTitle: boolean};

/** As the browser downloads it: the words in the order first met (ties keep it), their counts, the heading words. */
export type Lexicon = {words: string; counts: number[]; titles: number[]};

/** Counts words as written (cheaper than words(), which also records places and camelCase parts). */
export function countWords(
  docs: Array<{title: string; description?: string; content: string}>,
): Map<string, LexiconEntry> {
  const lexicon = new Map<string, LexiconEntry>();
  const separator = new RegExp(SEARCH_SEPARATOR.source);
  for (const doc of docs) {
    for (const [text, inTitle] of [
      [doc.title, true],
      [doc.description ?? '', false],
      [doc.content, false],
    ] as const) {
      for (const word of text.toLowerCase().split(separator)) {
        if (!word) continue;
        const entry = lexicon.get(word);
        if (entry) {
          entry.count++;
          entry.inTitle ||= inTitle;
        } else lexicon.set(word, {count: 1, inTitle});
      }
    }
  }
  return lexicon;
}

export function packLexicon(lexicon: Map<string, LexiconEntry>): Lexicon {
  const entries = [...lexicon];
  return {
    words: entries.map(([word]) => word).join(' '),
    counts: entries.map(([, entry]) => entry.count),
    titles: entries.flatMap(([, entry], i) => (entry.inTitle ? [i] : [])),
  };
}

export function unpackLexicon(packed: Lexicon): Map<string, LexiconEntry> {
  const titles = new Set(packed.titles);
  const lexicon = new Map<string, LexiconEntry>();
  if (packed.words)
    packed.words.split(' ').forEach((word, i) => lexicon.set(word, {count: packed.counts[i], inTitle: titles.has(i)}));
  return lexicon;
}
