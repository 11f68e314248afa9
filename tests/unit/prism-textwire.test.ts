import {Prism} from '../../src/prism/prism-react-renderer';
import {describe, expect, it} from 'vitest';
import defineTextwire from '../../src/prism/textwire';

defineTextwire(Prism as never);

type Token = string | {type: string; content: Token | Token[]; alias?: string | string[]};

/** Flattens Prism's token stream into [type, text] pairs, nested types joined by '>'. */
function flatten(tokens: Token | Token[], parent = ''): Array<[string, string]> {
  const list = Array.isArray(tokens) ? tokens : [tokens];
  return list.flatMap((token): Array<[string, string]> => {
    if (typeof token === 'string') return token.trim() ? [[parent || 'text', token]] : [];
    const type = parent ? `${parent}>${token.type}` : token.type;
    return flatten(token.content, type);
  });
}

const tokens = (code: string) => flatten(Prism.tokenize(code, Prism.languages.textwire) as Token[]);

describe('the textwire Prism grammar', () => {
  it('highlights output braces and the expression inside', () => {
    expect(tokens('{{ name.upper() + "!" }}')).toEqual([
      ['textwire-output>delimiter', '{{'],
      ['textwire-output>variable', 'name'],
      ['textwire-output>punctuation', '.'],
      ['textwire-output>function', 'upper'],
      ['textwire-output>punctuation', '('],
      ['textwire-output>punctuation', ')'],
      ['textwire-output>operator', '+'],
      ['textwire-output>string', '"!"'],
      ['textwire-output>delimiter', '}}'],
    ]);
  });

  it('highlights directives with their arguments, nested parentheses included', () => {
    const result = tokens('@if(items.len() > 0)');
    expect(result[0]).toEqual(['textwire-directive>directive', '@if']);
    expect(result).toContainEqual(['textwire-directive>function', 'len']);
    expect(result).toContainEqual(['textwire-directive>number', '0']);
    expect(result.at(-1)).toEqual(['textwire-directive>punctuation', ')']);
  });

  it('treats comments and escapes as Textwire, and the rest as HTML', () => {
    const result = tokens('<p class="x">\\@if {{-- note --}}</p>');
    expect(result).toContainEqual(['textwire-escape', '\\@']);
    expect(result).toContainEqual(['textwire-comment', '{{-- note --}}']);
    expect(result.some(([type]) => type.startsWith('tag'))).toBe(true);
    expect(result).toContainEqual(['tag>attr-value>punctuation', '"']);
  });

  it('does not take an e-mail address for a directive', () => {
    expect(tokens('write to team@example.com').some(([type]) => type.includes('directive'))).toBe(false);
  });
});
