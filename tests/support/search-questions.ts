/**
 * Questions as people type them into a docs search box when they write
 * templates (how do I loop, make it uppercase, show a custom error page),
 * in their words, not our headings; and typos of our names. Each lists the
 * pages that answer it. Used by tests/e2e/search-quality.spec.ts (the real
 * search box) and tests/unit/search.test.ts (the same ranking in Node).
 *
 * A target is a v2 docs path, or a site path from `/` (`/tour/loops/each`,
 * `/playground`), optionally with `#words`: the result's section anchor must
 * hold all of these words (`guides/loops#loop-object` accepts
 * `#the-loop-object`), so a heading reworded a little still counts. A target
 * with no `#` accepts the page and any of its sections.
 */
export type Question = [query: string, targets: string[]];

const STR = 'functions/str';
const ARR = 'functions/arr';
const STATEMENTS = 'language-elements/statements';
const EXPRESSIONS = 'language-elements/expressions';
const OTHER = 'language-elements/other';
const LITERALS = 'language-elements/literals';

export const QUESTIONS: Question[] = [
  // Text.
  ['string to uppercase', [`${STR}#upper`]],
  ['make text lowercase', [`${STR}#lower`]],
  ['capitalize first letter', [`${STR}#capitalize`]],
  ['length of a string', [`${STR}#len`]],
  ['how many items in array', [`${ARR}#len`]],
  ['check if string contains a word', [`${STR}#contains`]],
  ['remove whitespace from string', [`${STR}#trim`, `${OTHER}#whitespace`]],
  ['shorten long text with ellipsis', [`${STR}#truncate`]],
  ['split string by comma', [`${STR}#split`]],
  ['reverse a string', [`${STR}#reverse`]],
  ['repeat a string several times', [`${STR}#repeat`]],
  ['get first character of string', [`${STR}#first`, `${STR}#at`]],
  ['format number with thousands separator', [`${STR}#decimal`, 'functions/int#decimal']],
  // Arrays.
  ['join array into string', [`${ARR}#join`]],
  ['add item to end of array', [`${ARR}#append`]],
  ['add element to beginning of list', [`${ARR}#prepend`]],
  ['pick random element from array', [`${ARR}#rand`]],
  ['randomize order of list', [`${ARR}#shuffle`]],
  ['get part of an array', [`${ARR}#slice`]],
  ['check if array contains value', [`${ARR}#contains`]],
  // Numbers and booleans.
  ['absolute value', ['functions/int#abs', 'functions/float#abs']],
  ['round a float up', ['functions/float#ceil']],
  ['round down number', ['functions/float#floor']],
  ['convert float to int', ['functions/float#int']],
  ['convert number to string', ['functions/int#str', 'functions/float#str']],
  ['print boolean as yes or no', ['functions/bool#then']],
  ['boolean to 1 or 0', ['functions/bool#binary']],
  // Syntax.
  ['if else in template', [`${STATEMENTS}#if`, `${STATEMENTS}#else`]],
  ['else if', [`${STATEMENTS}#else`]],
  ['inline if expression', [`${EXPRESSIONS}#ternary`]],
  ['and or operators', [`${EXPRESSIONS}#logical`]],
  ['negate a condition', [`${EXPRESSIONS}#not`]],
  ['operator precedence', [`${EXPRESSIONS}#precedence`]],
  ['concatenate strings', [`${EXPRESSIONS}#joining-strings`, `${EXPRESSIONS}#arithmetic`]],
  ['math in templates', [`${EXPRESSIONS}#arithmetic`]],
  ['compare two values', [`${EXPRESSIONS}#comparison`]],
  ['declare a variable', [`${EXPRESSIONS}#variables`, `${EXPRESSIONS}#assignment`, `${STATEMENTS}#variables`]],
  ['which values are falsy', [`${EXPRESSIONS}#truthiness`]],
  ['access object property', [`${EXPRESSIONS}#dot-access`, `${LITERALS}#objects`]],
  ['get array element by index', [`${EXPRESSIONS}#indexing`, `${LITERALS}#reading-items`]],
  ['null value', [`${LITERALS}#nil`]],
  ['write a comment in a template', [`${OTHER}#comments`]],
  ['print curly braces literally', [`${OTHER}#braces`]],
  ['show an @ sign without directive', [`${OTHER}#escaping-directives`, 'faq/questions#directives']],
  ['escape html output', [`${OTHER}#html-escaping`, 'faq/questions#escape', 'faq/questions#escaped']],
  ['output raw html without escaping', [`${STR}#raw`]],
  ['extra blank lines in output', [`${OTHER}#whitespace`]],
  // Loops.
  ['loop over an array', [`${STATEMENTS}#each`, 'guides/loops#each']],
  ['foreach', [`${STATEMENTS}#each`, 'guides/loops#each']],
  ['for loop from 1 to 10', [`${STATEMENTS}#for`, 'guides/loops#for']],
  ['loop counter', ['guides/loops#loop-object']],
  ['what if the list is empty', ['guides/loops#empty', `${STATEMENTS}#each`]],
  ['exit a loop early', [`${STATEMENTS}#break`, `${STATEMENTS}#loop-control`, 'guides/loops#break']],
  ['skip an iteration', [`${STATEMENTS}#continue`, `${STATEMENTS}#loop-control`, 'guides/loops#continue']],
  ['nested loops', ['guides/loops#nested']],
  // Layouts and components.
  ['template inheritance', ['guides/template-usage#layouts', `${STATEMENTS}#layouts`, `${STATEMENTS}#use`]],
  ['extend a base layout', ['guides/template-usage#layouts', 'guides/template-usage#use', `${STATEMENTS}#use`]],
  ['yield content in layout', [`${STATEMENTS}#reserve`, 'guides/template-usage#reserve']],
  ['include a partial', [`${STATEMENTS}#component`, 'guides/template-usage#components']],
  ['pass data to a component', ['guides/template-usage#passing-data', `${STATEMENTS}#component`]],
  ['named slots', [`${STATEMENTS}#slot`, 'guides/template-usage#slots']],
  ['debug print a variable', [`${STATEMENTS}#dump`]],
  // Go side.
  ['how to install', ['get-started#install']],
  ['render template from string', ['guides/eval-string']],
  ['render a single file', ['guides/eval-file']],
  ['change templates folder', ['guides/configurations#templatedir']],
  ['template file extension', ['guides/configurations#templateext', 'get-started#extension']],
  ['custom error page', ['guides/configurations#errorpagepath', 'guides/error-handling#error-page']],
  ['show errors in development', ['guides/configurations#debugmode', 'guides/error-handling']],
  ['add my own function', ['guides/custom-functions']],
  ['error line number', ['guides/error-handling']],
  ['syntax error in template', ['guides/error-handling#parse-errors']],
  [
    'use with net/http handler',
    ['guides/template-usage#rendering-from-go', 'guides/error-handling#templateresponse', 'get-started#go-program'],
  ],
  ['migrate from version 1', ['upgrade']],
  ['is it fast', ['faq/questions#fast']],
  ['works with htmx', ['faq/questions#htmx', 'faq/usage']],
  ['difference from html/template', ['introduction#htmltemplate', 'faq/questions#htmltemplate']],
  ['embed templates in the binary', ['faq/usage#binary']],
];

/** Typos of our names and of the words around them. */
export const TYPOS: Question[] = [
  ['captalize', [`${STR}#capitalize`]],
  ['trimleft', [`${STR}#trimleft`]],
  ['eahc', [`${STATEMENTS}#each`, 'guides/loops#each']],
  ['upprer', [`${STR}#upper`]],
  ['lenght', [`${STR}#len`, `${ARR}#len`, 'functions/int#len']],
  ['truncte', [`${STR}#truncate`]],
  ['contians', [`${STR}#contains`, `${ARR}#contains`]],
  ['revrese', [`${STR}#reverse`, `${ARR}#reverse`]],
  ['shufle', [`${ARR}#shuffle`]],
  ['apend', [`${ARR}#append`]],
  ['prepnd', [`${ARR}#prepend`]],
  ['componnet', [`${STATEMENTS}#component`, 'guides/template-usage#components']],
  ['resrve', [`${STATEMENTS}#reserve`, 'guides/template-usage#reserve']],
  ['breakif', [`${STATEMENTS}#breakif`, 'guides/loops#breakif']],
  ['continu', [`${STATEMENTS}#continue`, 'guides/loops#continue']],
  ['elsif', [`${STATEMENTS}#else`]],
  ['ternery', [`${EXPRESSIONS}#ternary`]],
  ['precedance', [`${EXPRESSIONS}#precedence`]],
  ['dumpp', [`${STATEMENTS}#dump`]],
  ['evalute string', ['guides/eval-string']],
  ['errorpage path', ['guides/configurations#errorpagepath']],
  ['tempaltedir', ['guides/configurations#templatedir']],
  ['custom fucntions', ['guides/custom-functions']],
  ['celing', ['functions/float#ceil']],
];

/** Whether a result's href is one of a question's targets. */
export function answers(href: string, targets: string[]): boolean {
  const [path, anchor = ''] = href.split('#');
  const anchorWords = anchor.toLowerCase().split('-');
  return targets.some((target) => {
    const [targetPath, targetAnchor] = target.split('#');
    const site = targetPath.startsWith('/') ? targetPath : `/docs/v2/${targetPath}`;
    if (path.replace(/\/$/, '') !== site.replace(/\/$/, '')) return false;
    return !targetAnchor || targetAnchor.split('-').every((word) => anchorWords.includes(word));
  });
}

const T = '/tour';

/**
 * How learners and hurried typists search (issue #33), written before the
 * ranking was tuned and not changed to fit it: asking to learn or practise a
 * topic (the tour's lesson on it answers), to learn with no topic (the
 * tour), to try templates out (the playground or the tour), questions in
 * everyday words (arithmetic, rounding, counting), typos of ordinary words,
 * words run together and half-typed names. No query is a heading of the
 * site.
 */
export const LEARNERS: Question[] = [
  // Learning a topic: its lesson.
  ['learn loops step by step', [`${T}/loops/each`, `${T}/loops/for`]],
  ['if statement tutorial', [`${T}/conditions/if`]],
  ['beginner lesson on layouts', [`${T}/templates/use`, `${T}/templates/reserve`]],
  ['exercise with components', [`${T}/templates/component`]],
  ['practice slots', [`${T}/templates/slot`, `${T}/templates/named-slots`]],
  ['interactive lesson about comments', [`${T}/comments-and-escaping/comments`]],
  ['learn the ternary operator', [`${T}/conditions/ternary`]],
  ['tutorial on registering go functions', [`${T}/go/custom-functions`]],
  ['practise a counting loop exercise', [`${T}/loops/for`]],
  ['learn how to debug a template', [`${T}/debugging/dump`, `${T}/debugging/reading-errors`]],
  ['lesson on array functions', [`${T}/functions/array-functions`]],
  ['step by step printing variables', [`${T}/basics/printing`, `${T}/basics/variables`]],
  ['exercises for calling one function after another', [`${T}/functions/chaining`]],
  ['beginner tutorial escaping curly braces', [`${T}/comments-and-escaping/escaping-braces`]],
  ['learn to render a template from go code', [`${T}/go/render-a-string`, `${T}/go/templates-folder`]],
  ['lesson loop index', [`${T}/loops/loop-object`]],
  ['practice stopping a loop early', [`${T}/loops/break-continue`, `${T}/loops/break-if`]],
  ['rounding numbers exercise', [`${T}/functions/number-functions`]],
  ['interactive tutorial else if', [`${T}/conditions/else`]],
  ['learn what to show when the array has no items', [`${T}/loops/each-else`]],
  // Learning, no topic: the tour.
  ['tutorial', [T]],
  ['learn textwire', [T, 'get-started']],
  ['beginner guide', [T, 'get-started']],
  ['where do i start learning', [T, 'get-started']],
  ['interactive lessons', [T]],
  ['exercises', [T]],
  // Trying templates out: the playground, or the tour.
  ['try textwire online', ['/playground', T]],
  ['run a template in my browser', ['/playground', T]],
  ['sandbox', ['/playground']],
  ['online editor to test templates', ['/playground']],
  ['try @if in the browser', ['/playground', T, `${T}/conditions/if`]],
  ['playgroud', ['/playground']],
  // A first program.
  ['hello world example', ['get-started', 'introduction#first']],
  ['my very first textwire page', ['get-started', 'introduction#first']],
  ['how do i set up textwire in a go project', ['get-started#install']],
  ['run a template from a go program', ['get-started#render', 'guides/eval-string', 'guides/template-usage#rendering']],
  // Typos of ordinary words.
  ['unclosed qoute', ['language-elements/literals#unclosed']],
  ['loop isnide another loop', ['guides/loops#nested']],
  ['how to writte a coment', ['language-elements/other#comments']],
  ['escpae the @ sign', ['language-elements/other#escaping-directives', 'faq/questions#directives']],
  ['remove trailling spaces', ['functions/str#trimright', 'functions/str#trim']],
  ['concatinate two strings', ['language-elements/expressions#joining']],
  ['comparision operators', ['language-elements/expressions#comparison']],
  ['devide numbers', ['language-elements/expressions#arithmetic']],
  ['random elemnt from a list', ['functions/arr#rand']],
  ['lenth of array', ['functions/arr#len']],
  ['uppercse first letter', ['functions/str#capitalize']],
  ['registr a custom function', ['guides/custom-functions']],
  ['temlpate folder setting', ['guides/configurations#templatedir']],
  ['reverse an aray', ['functions/arr#reverse']],
  ['empty list fallback mesage', ['guides/loops#empty', 'language-elements/statements#each']],
  ['decrment a number', ['language-elements/expressions#postfix']],
  // Words run together.
  ['loopindex', ['guides/loops#loop-object']],
  ['forloop', ['language-elements/statements#for', 'guides/loops#for']],
  ['customfunction', ['guides/custom-functions']],
  ['errorpage', ['guides/configurations#errorpagepath', 'guides/error-handling#error-page']],
  ['stringfunctions', ['functions/str']],
  ['nestedloop', ['guides/loops#nested']],
  ['htmlescaping', ['language-elements/other#html-escaping', 'faq/questions#escape', 'faq/questions#escaped']],
  ['namedslot', ['language-elements/statements#slot', 'guides/template-usage#slots']],
  // Everyday words for a concept.
  ['add two numbers', ['language-elements/expressions#arithmetic']],
  ['multiply price by quantity', ['language-elements/expressions#arithmetic']],
  ['int plus float', ['language-elements/expressions#type-mismatches', 'language-elements/expressions#arithmetic']],
  ['cut off the decimal part', ['functions/float#int', 'functions/float#floor']],
  ['round to nearest whole number', ['functions/float#round']],
  ['remainder of division', ['language-elements/expressions#arithmetic']],
  ['turn text into a list', ['functions/str#split']],
  ['count characters in text', ['functions/str#len']],
  ['make everything capital letters', ['functions/str#upper']],
  [
    'check whether a list is empty',
    ['language-elements/expressions#truthiness', 'guides/loops#empty', 'functions/arr#len'],
  ],
  ['plus one to a counter', ['language-elements/expressions#postfix']],
  ['put the list in opposite order', ['functions/arr#reverse']],
  // Half-typed names.
  ['Evaluat', ['guides/eval-string', 'guides/eval-file', 'guides/go-api#evaluate']],
  ['trimR', ['functions/str#trimright']],
  ['templateE', ['guides/configurations#templateext']],
  ['@comp', ['language-elements/statements#component', 'guides/template-usage#components']],
  ['Regist', ['guides/custom-functions', 'guides/go-api#custom-functions']],
];
