/**
 * The terms the index holds for a word, computed in the browser without
 * lunr (8.6 KB gzipped, of which search used only this): lunr's trimmer and
 * its Porter stemmer (lunr 2.3.9, MIT licence, after Martin Porter's
 * algorithm), step for step. The index is built with lunr itself
 * (src/search/indexer.ts); tests/unit/search.test.ts checks that both give
 * the same term for every word of the docs and of the vocabulary.
 */

/** lunr.trimmer: no non-word characters at either end. */
export function trim(word: string): string {
  return word.replace(/^\W+/, '').replace(/\W+$/, '');
}

const STEP2: Record<string, string> = {
  ational: 'ate',
  tional: 'tion',
  enci: 'ence',
  anci: 'ance',
  izer: 'ize',
  bli: 'ble',
  alli: 'al',
  entli: 'ent',
  eli: 'e',
  ousli: 'ous',
  ization: 'ize',
  ation: 'ate',
  ator: 'ate',
  alism: 'al',
  iveness: 'ive',
  fulness: 'ful',
  ousness: 'ous',
  aliti: 'al',
  iviti: 'ive',
  biliti: 'ble',
  logi: 'log',
};
const STEP3: Record<string, string> = {icate: 'ic', ative: '', alize: 'al', iciti: 'ic', ical: 'ic', ful: '', ness: ''};

const c = '[^aeiou]';
const v = '[aeiouy]';
const C = `${c}[^aeiouy]*`;
const V = `${v}[aeiou]*`;
/** [C]VC...: measure above 0; [C]VC[V]: exactly 1; [C]VCVC...: above 1; a vowel in the stem. */
const MEASURE_ABOVE_0 = new RegExp(`^(${C})?${V}${C}`);
const MEASURE_1 = new RegExp(`^(${C})?${V}${C}(${V})?$`);
const MEASURE_ABOVE_1 = new RegExp(`^(${C})?${V}${C}${V}${C}`);
const HAS_VOWEL = new RegExp(`^(${C})?${v}`);
const CVC = new RegExp(`^${C}${v}[^aeiouwxy]$`);
const DOUBLE_CONSONANT = /([^aeiouylsz])\1$/;
const LAST = /.$/;

/** lunr's Porter stemmer (its porterStemmer), for one word. */
export function porterStem(word: string): string {
  if (word.length < 3) return word;
  const startsWithY = word[0] === 'y';
  let w = startsWithY ? `Y${word.slice(1)}` : word;
  let match: RegExpExecArray | null;

  // Step 1a
  if (/^(.+?)(ss|i)es$/.test(w)) w = w.replace(/^(.+?)(ss|i)es$/, '$1$2');
  else if (/^(.+?)([^s])s$/.test(w)) w = w.replace(/^(.+?)([^s])s$/, '$1$2');

  // Step 1b
  if ((match = /^(.+?)eed$/.exec(w))) {
    if (MEASURE_ABOVE_0.test(match[1])) w = w.replace(LAST, '');
  } else if ((match = /^(.+?)(ed|ing)$/.exec(w))) {
    const stem = match[1];
    if (HAS_VOWEL.test(stem)) {
      w = stem;
      if (/(at|bl|iz)$/.test(w)) w += 'e';
      else if (DOUBLE_CONSONANT.test(w)) w = w.replace(LAST, '');
      else if (CVC.test(w)) w += 'e';
    }
  }

  // Step 1c
  if ((match = /^(.+?[^aeiou])y$/.exec(w))) w = `${match[1]}i`;

  // Step 2
  match =
    /^(.+?)(ational|tional|enci|anci|izer|bli|alli|entli|eli|ousli|ization|ation|ator|alism|iveness|fulness|ousness|aliti|iviti|biliti|logi)$/.exec(
      w,
    );
  if (match && MEASURE_ABOVE_0.test(match[1])) w = match[1] + STEP2[match[2]];

  // Step 3
  match = /^(.+?)(icate|ative|alize|iciti|ical|ful|ness)$/.exec(w);
  if (match && MEASURE_ABOVE_0.test(match[1])) w = match[1] + STEP3[match[2]];

  // Step 4
  if ((match = /^(.+?)(al|ance|ence|er|ic|able|ible|ant|ement|ment|ent|ou|ism|ate|iti|ous|ive|ize)$/.exec(w))) {
    if (MEASURE_ABOVE_1.test(match[1])) w = match[1];
  } else if ((match = /^(.+?)(s|t)(ion)$/.exec(w))) {
    const stem = match[1] + match[2];
    if (MEASURE_ABOVE_1.test(stem)) w = stem;
  }

  // Step 5
  if ((match = /^(.+?)e$/.exec(w))) {
    const stem = match[1];
    if (MEASURE_ABOVE_1.test(stem) || (MEASURE_1.test(stem) && !CVC.test(stem))) w = stem;
  }
  if (/ll$/.test(w) && MEASURE_ABOVE_1.test(w)) w = w.replace(LAST, '');

  return startsWithY ? `y${w.slice(1)}` : w;
}
