/**
 * The words of search: how text is cut and which words are noise (shared by
 * the index and the search box), and the words visitors type for Textwire's
 * names and topics. The search code (src/search/) is the only reader.
 */

/** lunr 2.3.9's English stop-word list (lunr.stopWordFilter). */
const ENGLISH_STOP_WORDS =
  `a able about across after all almost also am among an and any are as at be because been but by
can cannot could dear did do does either else ever every for from get got had has have he her hers him his how however
i if in into is it its just least let like likely may me might most must my neither no nor not of off often on only or
other our own rather said say says she should since so some than that the their them then there these they this tis to
too twas us wants was we were what when where which while who whom why will with would yet you your`.split(/\s+/);

/**
 * English noise words that are Textwire vocabulary: directives (@if, @else,
 * @for, @each...), functions (then, at...), the `in` of @each and the logical
 * operators' names. Dropping them would make `@if` or `then` find nothing.
 */
export const TEXTWIRE_WORDS = [
  'if',
  'else',
  'for',
  'in',
  'at',
  'then',
  'not',
  'and',
  'or',
  'all',
  'any',
  'first',
  'last',
];

export const SEARCH_STOP_WORDS = ENGLISH_STOP_WORDS.filter((word) => !TEXTWIRE_WORDS.includes(word));

/**
 * Words a question is full of that say nothing about where the answer is
 * ("how do I use...", "in textwire"). Left out of a query that has other
 * words; every page of the docs would match them.
 */
export const QUESTION_WORDS = [
  'textwire',
  'use',
  'using',
  'way',
  'want',
  'need',
  'possible',
  'something',
  'thing',
  'do',
  'does',
  'can',
  'i',
];

/**
 * Token boundaries: white space and the punctuation of templates and Go, so
 * `@if(x)` gives `if` and `x`, and `"hi".upper()` gives `hi` and `upper`.
 * It also removes every character lunr would read as query syntax (* : ~ ^ + -).
 */
export const SEARCH_SEPARATOR = /[\s\-/@.(){}[\]"'`:;,~^*+=<>!?|&\\%#$]+/;

/**
 * What visitors type, by what the docs call it. Each key is a word of the
 * docs: a built-in function or directive (the name its section is headed
 * with) or a topic word; its values are the words and phrases people use for
 * it, from English, Go, and other template languages (Jinja, Twig, Blade,
 * Handlebars, Liquid, PHP). A query word (or phrase) found here also looks
 * for its key, a little less strongly than for itself.
 *
 * tests/unit/search.test.ts checks that every key is a name the docs'
 * function and directive sections define, or a word the docs use.
 */
export const USER_WORDS: Record<string, string[]> = {
  // String functions.
  upper: ['uppercase', 'upcase', 'toupper', 'caps', 'allcaps', 'capitals', 'strtoupper', 'capital letters'],
  lower: ['lowercase', 'downcase', 'tolower', 'strtolower', 'small letters'],
  capitalize: ['capitalise', 'ucfirst', 'titlecase', 'title case', 'first letter', 'capital'],
  len: ['length', 'size', 'count', 'strlen', 'sizeof', 'how many', 'number of'],
  contains: [
    'includes',
    'include',
    'has',
    'in_array',
    'indexof',
    'strpos',
    'str_contains',
    'substring',
    'find',
    'exists',
    'occurs',
  ],
  trim: ['strip', 'whitespace', 'spaces'],
  trimLeft: ['ltrim', 'lstrip', 'trimstart', 'trim start', 'leading'],
  trimRight: ['rtrim', 'rstrip', 'trimend', 'trim end', 'trailing'],
  truncate: ['shorten', 'excerpt', 'ellipsis', 'abbreviate', 'str_limit', 'limit', 'cut', 'too long'],
  split: ['explode', 'tokenize', 'separate', 'delimiter'],
  join: ['implode', 'glue', 'concatenate', 'comma separated'],
  reverse: ['reversed', 'backwards', 'flip', 'strrev'],
  repeat: ['str_repeat', 'times', 'duplicate', 'multiply'],
  raw: [
    'unescape',
    'unescaped',
    'safe',
    'html_safe',
    'noescape',
    'trusted',
    'unsafe',
    'without escaping',
    'not escaped',
  ],
  at: ['charat', 'char', 'character', 'nth'],
  first: ['head', 'beginning'],
  last: ['tail', 'final'],
  decimal: [
    'number_format',
    'number format',
    'thousands',
    'separator',
    'decimals',
    'tofixed',
    'precision',
    'currency',
    'price',
    'money',
  ],
  // Array functions.
  append: ['push', 'add', 'insert item', 'concat'],
  prepend: ['unshift', 'add to start', 'add to beginning'],
  rand: ['random', 'sample', 'pick', 'randomly'],
  shuffle: ['randomize', 'randomise', 'random order', 'mix'],
  slice: ['subarray', 'sub array', 'splice', 'take', 'portion', 'sublist', 'range of items'],
  // Number functions.
  abs: ['absolute', 'magnitude', 'positive'],
  ceil: ['ceiling', 'round up', 'roundup'],
  floor: ['round down', 'rounddown'],
  round: ['rounding', 'nearest'],
  int: ['toint', 'intval', 'parseint', 'to integer', 'whole number', 'atoi'],
  float: ['tofloat', 'floatval', 'parsefloat', 'double', 'to float'],
  str: ['tostring', 'strval', 'itoa', 'to string', 'convert', 'conversion', 'cast', 'sprintf'],
  // Boolean functions.
  binary: ['bit', 'zero or one', '0 or 1', 'booltoint'],
  then: ['yes no', 'iif', 'conditional value', 'true false text'],
  // Directives.
  '@if': ['condition', 'conditional', 'conditionally', 'when', 'unless'],
  '@elseif': ['elif', 'elsif', 'else if', 'otherwise', 'switch'],
  '@each': [
    'foreach',
    'for each',
    'iterate',
    'iterating',
    'iteration',
    'range',
    'loop over',
    'loop through',
    'list items',
  ],
  '@for': ['for loop', 'counter', 'counting', 'numbers from', 'while'],
  '@break': ['exit', 'stop', 'abort'],
  '@continue': ['skip', 'next iteration', 'next'],
  '@use': ['extends', 'extend', 'inherit', 'inheritance', 'master', 'base template', 'parent template'],
  '@reserve': ['yield', 'placeholder', 'block'],
  '@insert': ['section', 'fill', 'provide', 'override', 'define'],
  '@component': ['partial', 'partials', 'include', 'widget', 'reusable', 'sub template', 'subtemplate'],
  '@slot': ['children', 'transclude', 'content projection', 'named slot'],
  '@dump': ['debug', 'var_dump', 'print_r', 'inspect', 'dd', 'console log', 'print variable'],
  '@end': ['endif', 'endfor', 'endforeach', 'endeach', 'closing', 'close'],
  // Topics.
  dir: ['folder', 'directory', 'directories'],
  custom: ['own', 'my own', 'user defined', 'userdefined', 'extend the language'],
  escaping: [
    'escape',
    'xss',
    'sanitize',
    'sanitise',
    'htmlspecialchars',
    'autoescape',
    'injection',
    'entities',
    'encode',
    'encoding',
  ],
  comments: ['comment', 'remark', 'hide'],
  ternary: ['inline if', 'shorthand if', 'question mark', 'elvis'],
  variables: ['variable', 'var', 'assign', 'assignment', 'set', 'let', 'declare'],
  error: ['exception', 'panic', 'fail', 'failure', 'crash', 'broken'],
  configurations: ['configuration', 'config', 'settings', 'options', 'setup'],
  install: ['installation', 'go get', 'download', 'dependency', 'module'],
  evaluate: ['render', 'rendering', 'execute'],
  functions: ['function', 'method', 'methods', 'helper', 'helpers', 'filter', 'filters', 'modifier', 'pipe', 'funcmap'],
  layouts: ['layout', 'master page', 'base layout', 'template inheritance'],
  loops: ['loop', 'looping', 'iterate'],
  nil: ['null', 'none', 'undefined', 'missing'],
  booleans: ['boolean', 'bool', 'true', 'false'],
  integers: ['integer'],
  floats: ['float', 'decimal number', 'real number'],
  arrays: ['array', 'list', 'lists', 'collection', 'sequence'],
  objects: ['object', 'map', 'struct', 'dict', 'dictionary', 'hash', 'associative', 'property'],
  strings: ['string', 'multiline'],
  printing: ['interpolation', 'interpolate', 'echo', 'print variable', 'display variable', 'show variable'],
  data: ['json', 'props', 'params', 'context', 'pass variables'],
  comparison: ['compare', 'equal', 'equals', 'equality', 'greater', 'less'],
  precedence: ['order of operations', 'priority', 'parentheses', 'brackets'],
  logical: ['boolean operators', 'and or'],
  whitespace: ['newline', 'newlines', 'blank lines', 'empty lines', 'indentation'],
  reload: ['hot reload', 'auto reload', 'watch', 'hot'],
  fast: ['performance', 'speed', 'benchmark', 'slow', 'quick'],
  upgrading: ['upgrade', 'migrate', 'migration', 'breaking changes', 'changelog'],
  truthiness: ['truthy', 'falsy', 'false values', 'empty value', 'isset', 'blank'],
  indexing: ['index', 'subscript', 'element at', 'item at'],
  arithmetic: ['math', 'maths', 'calculate', 'calculation', 'modulo', 'remainder', 'sum', 'plus', 'minus', 'divide'],
};
