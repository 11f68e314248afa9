/**
 * The words of search: how text is cut and which words are noise (shared by
 * the index and the search box), and the words visitors type for Textwire's
 * names and topics. The search code (src/search/) is the only reader.
 */

/** lunr 2.3.9's English stop-word list (lunr.stopWordFilter). */
export const ENGLISH_STOP_WORDS =
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
  // Every page is examples: the word says nothing about which one.
  'example',
  'examples',
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
  // Words that only stress.
  'very',
  'really',
  'quite',
  'actually',
  'please',
];

/**
 * Token boundaries: white space and the punctuation of templates and Go, so
 * `@if(x)` gives `if` and `x`, and `"hi".upper()` gives `hi` and `upper`.
 * It also removes every character lunr would read as query syntax (* : ~ ^ + -).
 */
export const SEARCH_SEPARATOR = /[\s\-/@.(){}[\]"'`:;,~^*+=<>!?|&\\%#$]+/;

/**
 * Words of learning: a query holding one asks for the tour, at its lesson on
 * the query's topic, or at its start (/tour) when there is no topic. They
 * look for the tour's name (USER_WORDS.tour), which its lessons carry in
 * their place ("Tour Loops") and their description.
 */
export const LEARNING_WORDS = [
  'learn',
  'learning',
  'tutorial',
  'tutorials',
  'lesson',
  'lessons',
  'exercise',
  'exercises',
  'practice',
  'practise',
  'practicing',
  'practising',
  'step by step',
  'interactive',
  'beginner',
  'beginners',
  'course',
  'teach',
  'walkthrough',
  'hands on',
  'newbie',
  'novice',
  'training',
  'beginner guide',
  'guide for beginners',
  'start learning',
  'where to start',
  'where do i start',
  'get started',
  'getting started',
];

/**
 * Words that ask how big the tour is: "how many lessons", "how long is the
 * tutorial", "tour length". With a word of learning or one of the tour's
 * parts (TOUR_PART_WORDS) and no other topic, the query is about the tour as
 * a whole, so its own page comes first and "number" or "long" do not ask for
 * a lesson on numbers.
 */
export const SIZE_WORDS = [
  'many',
  'much',
  'number',
  'long',
  'big',
  'length',
  'total',
  'count',
  'size',
  // How long it takes.
  'minutes',
  'hours',
  'time',
  'duration',
  'takes',
  'finish',
];

/**
 * Words of a change between versions ("since v2", "after upgrading", "no
 * longer works"): the upgrade guide answers, so it is not weighed down as a
 * page that names every feature.
 */
export const VERSION_CHANGE_WORDS = ['since', 'upgraded', 'upgrading', 'anymore', 'migrated', 'migrating'];

/**
 * Words of moving from one engine to another ("switching from go html
 * templates", "migrate from html/template"). In a query in html/template's
 * words they ask for the guide "Coming from html/template", by its title
 * word, and not for a topic (`@switch`, or the upgrade guide's "migrate").
 */
export const MOVING_WORDS = [
  'switch',
  'switching',
  'migrate',
  'migrating',
  'migration',
  'move',
  'moving',
  'port',
  'porting',
  'convert',
  'converting',
  'translate',
  'translating',
];

/**
 * Words of the tour's Check and of its verdict: a query holding one of each
 * ("why does the checker reject my output", "tour says wrong") asks how
 * Check judges an answer, which the tour's own page explains.
 */
export const CHECK_WORDS = ['check', 'checks', 'checked', 'checking', 'checker', 'tour', 'exercise', 'exercises'];
export const VERDICT_WORDS = [
  'wrong',
  'incorrect',
  'fail',
  'fails',
  'failed',
  'failing',
  'reject',
  'rejects',
  'rejected',
  'accept',
  'accepted',
  'pass',
  'passes',
];

/** The tour and its parts, as visitors name them. */
export const TOUR_PART_WORDS = [
  'tour',
  'chapter',
  'chapters',
  'lesson',
  'lessons',
  'exercise',
  'exercises',
  'step',
  'steps',
];

/**
 * Signs that a query is written in html/template's (or text/template's)
 * words or syntax: a Go developer translating a habit. Each is a name or a
 * piece of syntax that Textwire does not have, so the guide "Coming from
 * html/template", which maps every habit, is the answer.
 */
export const GO_TEMPLATE_SIGNS: RegExp[] = [
  // The packages, and "go templates" as Go developers call them.
  /\b(html|text)\/template\b/i,
  /\bgo(lang)?( html)? templates?\b/i,
  /\bstandard library\b.*\btemplates?\b|\btemplates?\b.*\bstandard library\b/i,
  // The packages' API: template.Must, template.New, tpl.ExecuteTemplate, FuncMap...
  /\btemplate\.[a-z]+/i,
  /\btemplate must\b/i,
  /\b(Execute|Funcs)\b/,
  /\b(execute ?template|func ?map|parse ?fs|parse ?glob|parse ?files)\b/i,
  // Actions: trim markers, comments, the dot, variables and the keywords of Go's template syntax.
  /\{\{-|-\}\}|\{\{\s*\/\*/,
  /\{\{\s*(\.|\$|(if|else|end|range|with|define|template|block|break|continue|index|len|printf|print|println|and|or|not|eq|ne|lt|le|gt|ge|html|js|urlquery|call|slice)\b)/,
];

/**
 * Words of trying: a query holding one asks for the playground, where any
 * template runs, and the tour, whose lessons run too (USER_WORDS.playground
 * and USER_WORDS.tour).
 */
export const TRYING_WORDS = [
  'try',
  'trying',
  'try out',
  'run',
  'online',
  'in the browser',
  'in my browser',
  'in browser',
  'browser',
  'sandbox',
  'repl',
  'experiment',
  'fiddle',
  'without installing',
  'test template',
  'test online',
];

/**
 * Symbols typed on their own, by the word the docs use for them: the
 * separator drops them from the text ("the @ sign", "what does % do").
 */
export const SYMBOL_WORDS: Record<string, string> = {
  '@': 'directive',
  '{{': 'braces',
  '}}': 'braces',
  '{{--': 'comment',
  // Go templates' trim markers, `{{- x -}}` (the guide "Coming from html/template").
  '{{-': 'trim markers',
  '-}}': 'trim markers',
  '~': 'shortcut',
  '%': 'remainder',
  '&&': 'and',
  '||': 'or',
  '!': 'not',
  '++': 'increment',
  '--': 'decrement',
  '?': 'ternary',
  '==': 'comparison',
  '!=': 'comparison',
};

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
  split: [
    'explode',
    'tokenize',
    'separate',
    'delimiter',
    'break apart',
    'chop',
    'into list',
    'into array',
    'into words',
    'into parts',
    'string to array',
  ],
  join: ['implode', 'glue', 'concatenate', 'comma separated'],
  reverse: ['reversed', 'backwards', 'flip', 'strrev', 'opposite order', 'reverse order', 'invert order'],
  repeat: ['str_repeat', 'times', 'duplicate'],
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
  // Adds decimal places; "decimals" finds it as the same word (decim).
  decimal: [
    'number_format',
    'number format',
    'thousands',
    'separator',
    'decimal places',
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
  slice: ['subarray', 'sub array', 'splice', 'take', 'portion', 'sublist', 'range of items', 'part', 'subset'],
  // Number functions.
  abs: ['absolute', 'magnitude', 'positive'],
  // Numbers without their decimals: ceil, floor, round and int, never decimal, which adds them.
  ceil: ['ceiling', 'round up', 'roundup'],
  floor: ['round down', 'rounddown', 'remove decimals', 'drop decimals', 'no decimals', 'without decimals'],
  round: ['rounding', 'nearest', 'round off', 'remove decimals', 'drop decimals', 'no decimals', 'without decimals'],
  int: [
    'toint',
    'intval',
    'parseint',
    'to integer',
    'whole number',
    'atoi',
    'remove decimals',
    'drop decimals',
    'strip decimals',
    'no decimals',
    'without decimals',
    'decimal part',
    'fractional part',
  ],
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
  comments: ['comment', 'remark', 'hide', 'comment out', 'commented out'],
  ternary: ['inline if', 'shorthand if', 'question mark', 'elvis'],
  variables: ['variable', 'var', 'assign', 'assignment', 'set', 'let', 'declare'],
  error: ['exception', 'panic', 'fail', 'failure', 'crash', 'broken'],
  configurations: ['configuration', 'config', 'settings', 'options', 'setup'],
  install: ['installation', 'go get', 'download', 'dependency', 'module', 'set up', 'setup', 'add to project'],
  // Get started: a first program.
  started: [
    'getting started',
    'quick start',
    'quickstart',
    'first steps',
    'first program',
    'first template',
    'hello world',
    'minimal example',
    'my first',
    'beginner',
    'beginners',
    'new to',
  ],
  evaluate: ['render', 'rendering', 'execute'],
  functions: ['function', 'method', 'methods', 'helper', 'helpers', 'filter', 'filters', 'modifier', 'pipe', 'funcmap'],
  layouts: ['layout', 'master page', 'base layout', 'template inheritance'],
  loops: ['loop', 'looping', 'iterate'],
  nested: ['nesting', 'inner loop', 'outer loop', 'loop inside', 'loop in a loop', 'loop within'],
  empty: ['no items', 'no elements', 'no results', 'nothing found', 'fallback', 'forelse', 'if empty', 'is empty'],
  chaining: ['chain', 'chained', 'one after another', 'pipeline', 'call several'],
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
  truthiness: ['truthy', 'falsy', 'false values', 'empty value', 'isset', 'blank', 'is empty', 'empty string'],
  indexing: ['index', 'subscript', 'element at', 'item at'],
  // Arithmetic words: the operators, not a function that happens to share a word (repeat, append).
  arithmetic: [
    'math',
    'maths',
    'calculate',
    'calculation',
    'modulo',
    'modulus',
    'remainder',
    'sum',
    'plus',
    'minus',
    'add',
    'addition',
    'subtract',
    'subtraction',
    'multiply',
    'multiplication',
    'product',
    'divide',
    'division',
    'divided',
    'quotient',
    // Even and odd rows: the remainder operator (`loop.index % 2`).
    'even',
    'odd',
    'every other',
    'alternate',
    'alternating',
    'striped',
  ],
  // A variable set inside a block is gone after its @end: the section on scope says so.
  scope: [
    'after the loop',
    'outside the loop',
    'after the block',
    'outside the block',
    'accumulate',
    'accumulator',
    'keep a value',
  ],
  // Mixing int and float is an error: the type-mismatch rules.
  mismatches: [
    'mismatch',
    'mixing types',
    'mix types',
    'different types',
    'wrong type',
    'int and float',
    'integer and float',
    'float and int',
    'int with float',
    'int by float',
  ],
  postfix: ['increment', 'decrement', 'plus one', 'minus one', 'add one', 'one more', 'one less'],
  // The guide "Coming from html/template": Go template words that the site's text has no other word for.
  coming: ['template.must', 'text/template'],
  // Lead to the tour and the playground (see LEARNING_WORDS and TRYING_WORDS).
  tour: [...LEARNING_WORDS, ...TRYING_WORDS],
  playground: TRYING_WORDS,
};
