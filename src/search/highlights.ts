/**
 * Where a result's words matched, found in the text it shows: the index
 * keeps no positions (src/search/compactIndex.ts), so the words of the
 * shown text are cut and reduced to terms as the index's were, and those
 * among the result's matched terms are highlighted.
 */
import lunr from 'lunr';
import {words} from './tokenize';
import {SEARCH_STOP_WORDS} from './vocabulary';
import type {Range} from './excerpt';

let stopWordFilter: lunr.PipelineFunction | null = null;

/** The index pipeline: trim, drop stop words, stem (as lunr's default, with our stop words). */
export function indexPipeline(): lunr.Pipeline {
  if (!stopWordFilter) {
    stopWordFilter = lunr.generateStopWordFilter(SEARCH_STOP_WORDS);
    lunr.Pipeline.registerFunction(stopWordFilter, 'textwireStopWordFilter');
  }
  const pipeline = new lunr.Pipeline();
  pipeline.add(lunr.trimmer, stopWordFilter, lunr.stemmer);
  return pipeline;
}

/** lunr's tokenizer interface, cutting words as src/search/tokenize.ts does. */
export function tokenizer(text: unknown, metadata?: object): lunr.Token[] {
  if (typeof text !== 'string') return [];
  return words(text).map(
    (word, index) => new lunr.Token(word.text, {...metadata, position: [word.start, word.length], index}),
  );
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

let pipeline: lunr.Pipeline | null = null;

/** Where in `text` the words are whose terms are among `terms`. */
export function matchRanges(text: string, terms: readonly string[] | undefined): Range[] {
  if (!terms || terms.length === 0 || !text) return [];
  pipeline ??= indexPipeline();
  const wanted = new Set(terms);
  const ranges: Range[] = [];
  for (const token of pipeline.run(tokenizer(text))) {
    if (!wanted.has(token.toString())) continue;
    const [start, length] = (token as unknown as {metadata: {position: [number, number]}}).metadata.position;
    ranges.push({start, length});
  }
  return ranges;
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
