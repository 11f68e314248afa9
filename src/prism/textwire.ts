/**
 * Prism grammar for ```textwire code: HTML with Textwire inside it.
 * Textwire comments `{{-- --}}`, output braces `{{ }}` with an expression
 * inside, `@directives` with their arguments, and the `\@` / `\{{` escapes
 * are matched before any HTML token; everything else is highlighted as HTML.
 */
import type {Grammar, languages as PrismLanguages} from 'prismjs';
import {DIRECTIVE_SOURCE} from './textwireDirectives';

type PrismLike = {languages: typeof PrismLanguages};

const string = {pattern: /"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'/, greedy: true};

/** The expression language used inside `{{ }}` and directive arguments. */
function expression(): Grammar {
  return {
    string,
    number: /\b\d+(?:\.\d+)?(?:e[+-]?\d+)?\b/i,
    boolean: /\b(?:true|false)\b/,
    keyword: /\b(?:nil|in)\b/,
    function: {pattern: /(\.)\w+(?=\()/, lookbehind: true},
    operator: /&&|\|\||\+\+|--|[!=<>]=?|[-+*/%?:]/,
    punctuation: /[()[\]{}.,;]/,
    variable: /\b[a-zA-Z_]\w*\b/,
  };
}

// A directive's parentheses may hold strings and one level of nested ones.
const DIRECTIVE = new RegExp(
  DIRECTIVE_SOURCE +
    String.raw`(?:\s*\((?:[^()"']|"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'|\((?:[^()"']|"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*')*\))*\))?`,
);

export default function defineTextwire(Prism: PrismLike): void {
  if (Prism.languages.textwire) return;
  Prism.languages.textwire = Prism.languages.extend('markup', {});
  Prism.languages.insertBefore(
    'textwire',
    'comment',
    {
      'textwire-comment': {pattern: /\{\{--[\s\S]*?--\}\}/, greedy: true, alias: 'comment'},
      'textwire-escape': {pattern: /\\(?:@|\{\{)/, alias: 'entity'},
      'textwire-output': {
        pattern: /\{\{[\s\S]*?\}\}/,
        greedy: true,
        inside: {
          delimiter: {pattern: /^\{\{|\}\}$/, alias: 'punctuation'},
          rest: expression(),
        },
      },
      'textwire-directive': {
        pattern: DIRECTIVE,
        greedy: true,
        inside: {
          directive: {pattern: /^@\w+/, alias: 'keyword'},
          rest: expression(),
        },
      },
    },
    Prism.languages,
  );
}
