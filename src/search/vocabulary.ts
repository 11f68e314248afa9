/**
 * How search splits and filters words, shared by the index (built in
 * docusaurus.config.ts) and the search box (src/theme/SearchBar), so a query
 * is cut exactly as the pages were.
 */

/** lunr 2.3.9's English stop-word list (lunr.stopWordFilter). */
const ENGLISH_STOP_WORDS = `a able about across after all almost also am among an and any are as at be because been but by
can cannot could dear did do does either else ever every for from get got had has have he her hers him his how however
i if in into is it its just least let like likely may me might most must my neither no nor not of off often on only or
other our own rather said say says she should since so some than that the their them then there these they this tis to
too twas us wants was we were what when where which while who whom why will with would yet you your`.split(/\s+/);

/**
 * English noise words that are Textwire vocabulary: directives (@if, @else,
 * @for, @each...), functions (then, at...), the `in` of @each and the logical
 * operators' names. Dropping them would make `@if` or `then` find nothing.
 */
export const TEXTWIRE_WORDS = ['if', 'else', 'for', 'in', 'at', 'then', 'not', 'and', 'or', 'all', 'any', 'first', 'last'];

export const SEARCH_STOP_WORDS = ENGLISH_STOP_WORDS.filter((word) => !TEXTWIRE_WORDS.includes(word));

/**
 * Token boundaries: white space and the punctuation of templates and Go, so
 * `@if(x)` gives `if` and `x`, and `"hi".upper()` gives `hi` and `upper`.
 * It also removes every character lunr would read as query syntax (* : ~ ^ + -).
 */
export const SEARCH_SEPARATOR = /[\s\-/@.(){}[\]"'`:;,~^*+=<>!?|&\\%#$]+/;
