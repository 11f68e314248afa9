/**
 * A link's state is measured before it is decompressed (src/playground/
 * expandedLength.ts): lz-string can turn a few kilobytes into hundreds of
 * millions of characters, which would take the tab's memory before any check
 * on the state could run.
 */
import {compressToEncodedURIComponent, decompressFromEncodedURIComponent} from 'lz-string';
import {describe, expect, it, vi} from 'vitest';
import {expandedLength} from '../../src/workbench/expandedLength';
import {MAX_STATE_CHARS} from '../../src/workbench/link';
import {readLink} from '../support/links';
import {expandingLink} from '../support/craftedLink';
import {exampleState} from '../../src/examples/exampleState';
import {loadDocFiles} from '../../src/examples/docs';
import {encodeState} from '../../src/workbench/link';

// lz-string as it is, with its decompression counted.
vi.mock('lz-string', async (importOriginal) => {
  const module = await importOriginal<{default?: typeof import('lz-string')} & typeof import('lz-string')>();
  const lz = module.default ?? module; // a CommonJS module: its functions are on the default export
  const counted = {...lz, decompressFromEncodedURIComponent: vi.fn(lz.decompressFromEncodedURIComponent)};
  return {...counted, default: counted};
});

describe('the length of a link state, before decompressing it', () => {
  it('is what lz-string gives, for every docs example and for text of every kind', () => {
    const states = loadDocFiles().flatMap((doc) =>
      doc.scan.examples.map((example) => exampleState(example, doc.version)),
    );
    const texts = [
      ...states.map((state) => JSON.stringify(state)),
      'é漢字🙂'.repeat(500),
      'a'.repeat(100_000),
      Array.from({length: 3000}, (_, i) => String.fromCharCode(32 + ((i * 7919) % 5000))).join(''),
    ];
    expect(states.length).toBeGreaterThan(500);
    for (const text of texts) {
      const encoded = compressToEncodedURIComponent(text);
      expect(expandedLength(encoded, Infinity)).toBe(decompressFromEncodedURIComponent(encoded)!.length);
    }
    const crafted = expandingLink(1000);
    expect(expandedLength(crafted, Infinity)).toBe(decompressFromEncodedURIComponent(crafted)!.length);
  });

  it('refuses a link that would expand past the limit at once, saying it is too large', () => {
    const bomb = expandingLink(20_000); // 45 KB of link, 200 million characters once decompressed
    expect(bomb.length).toBeLessThan(50_000);
    expect(expandedLength(bomb, MAX_STATE_CHARS)).toBe(Infinity);
    vi.mocked(decompressFromEncodedURIComponent).mockClear();
    expect(readLink({search: '', hash: `#s=${bomb}`})).toEqual({
      kind: 'bad',
      message: expect.stringMatching(
        /^This link’s playground state is too large to open: it would unpack to more than 8\.0 MB/,
      ),
    });
    expect(decompressFromEncodedURIComponent, 'refused before it is decompressed').not.toHaveBeenCalled();
  });

  it('still opens a state near the size the playground renders', () => {
    const big = {version: 'v2' as const, template: '<p>{{ name }}</p>\n'.repeat(200_000), data: '{"name":"Ana"}'};
    expect(readLink({search: '', hash: `#s=${encodeState(big)}`})).toMatchObject({kind: 'state', state: big});
  });
});
