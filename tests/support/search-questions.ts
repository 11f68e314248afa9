/**
 * Questions as people type them into a docs search box when they write
 * templates (how do I loop, make it uppercase, show a custom error page),
 * in their words, not our headings; and typos of our names. Each lists the
 * pages that answer it. Used by tests/e2e/search-quality.spec.ts (the real
 * search box) and tests/unit/search.test.ts (the same ranking in Node).
 *
 * A target is a v2 docs path, optionally with `#words`: the result's section
 * anchor must hold all of these words (`guides/loops#loop-object` accepts
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
    if (path.replace(/\/$/, '') !== `/docs/v2/${targetPath}`.replace(/\/$/, '')) return false;
    return !targetAnchor || targetAnchor.split('-').every((word) => anchorWords.includes(word));
  });
}
