import {describe, expect, it} from 'vitest';
import {Prism, tokensToLines} from '../../src/prism/prism-react-renderer';

describe('the slim Prism renderer', () => {
  it('turns Prism tokens into lines of flat tokens with their nested types', () => {
    const lines = tokensToLines(Prism.tokenize('<p class="a">\n\nhi</p>', Prism.languages.markup));
    expect(lines.map((line) => line.map((token) => [token.types.join(' '), token.content]))).toEqual([
      [
        ['tag punctuation', '<'],
        ['tag', 'p'],
        ['tag', ' '],
        ['tag attr-name', 'class'],
        ['tag attr-value punctuation attr-equals', '='],
        ['tag attr-value punctuation', '"'],
        ['tag attr-value', 'a'],
        ['tag attr-value punctuation', '"'],
        ['tag punctuation', '>'],
      ],
      // An empty line keeps one empty token, which gives the line its height.
      [['plain', '\n']],
      [
        ['plain', 'hi'],
        ['tag punctuation', '</'],
        ['tag', 'p'],
        ['tag punctuation', '>'],
      ],
    ]);
    expect(lines[1][0].empty).toBe(true);
  });
});
