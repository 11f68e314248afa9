/**
 * Every Textwire directive, the one list behind the docs' Prism grammar
 * (textwire.ts) and the playground's editor (textwireLanguage.ts). v2 has
 * all of v1's and adds @dump. tests/unit/textwire-directives.test.ts
 * compares it with the `directives` map in each engine's token/token.go.
 */
export const TEXTWIRE_DIRECTIVES = [
  'if',
  'elseif',
  'else',
  'end',
  'for',
  'each',
  'use',
  'reserve',
  'insert',
  'component',
  'slot',
  'dump',
  'breakIf',
  'continueIf',
  'break',
  'continue',
] as const;

/** `@if`, `@elseif`… as a regular expression source, a name ending at a word boundary. */
export const DIRECTIVE_SOURCE = `@(?:${TEXTWIRE_DIRECTIVES.join('|')})\\b`;
