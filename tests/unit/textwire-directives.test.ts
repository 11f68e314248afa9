import {describe, expect, it} from 'vitest';
import {ENGINE_VERSIONS} from '../../src/engine/client';
import {TEXTWIRE_DIRECTIVES} from '../../src/prism/textwireDirectives';
import {Prism} from '../../src/prism/prism-react-renderer';
import defineTextwire from '../../src/prism/textwire';
import {directives} from '../support/engine-names';

defineTextwire(Prism as never);

describe('the one directive list of the highlighters', () => {
  const listed = TEXTWIRE_DIRECTIVES.map((name) => `@${name}`).sort();
  const inEngines = [...new Set(ENGINE_VERSIONS.flatMap((version) => directives(version)))].sort();

  it("holds every directive of the engines' token.go, and nothing else", () => {
    expect(inEngines).toContain('@dump');
    expect(listed).toEqual(inEngines);
  });

  it('is what the docs grammar marks as a directive', () => {
    for (const directive of listed) {
      const tokens = Prism.tokenize(`a ${directive} b`, Prism.languages.textwire);
      expect(
        tokens.some((t) => typeof t !== 'string' && t.type === 'textwire-directive'),
        directive,
      ).toBe(true);
    }
  });
});
