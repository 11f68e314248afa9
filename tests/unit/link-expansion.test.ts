/**
 * A link's state is measured before it is decompressed (src/playground/
 * expandedLength.ts): lz-string can turn a few kilobytes into hundreds of
 * millions of characters, which would take the tab's memory before any check
 * on the state could run.
 */
import {compressToEncodedURIComponent, decompressFromEncodedURIComponent} from 'lz-string';
import {describe, expect, it, vi} from 'vitest';
import {expandedLength} from '../../src/playground/expandedLength';
import {MAX_STATE_CHARS} from '../../src/playground/link';
import {BAD_LINK_MESSAGE, readLink} from '../../src/playground/linkFragment';
import {exampleState} from '../../src/examples/exampleState';
import {loadDocFiles} from '../../src/examples/docs';
import {encodeState} from '../../src/playground/link';

// lz-string as it is, with its decompression counted.
vi.mock('lz-string', async (importOriginal) => {
  const module = await importOriginal<{default?: typeof import('lz-string')} & typeof import('lz-string')>();
  const lz = module.default ?? module; // a CommonJS module: its functions are on the default export
  const counted = {...lz, decompressFromEncodedURIComponent: vi.fn(lz.decompressFromEncodedURIComponent)};
  return {...counted, default: counted};
});

const URI_SAFE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';

/**
 * A valid lz-string stream that repeats its last entry plus one character
 * `codes` times: about codes²/2 characters from a link of a few codes' bits.
 */
function expandingLink(codes: number): string {
  let out = '';
  let value = 0;
  let filled = 0;
  const write = (bits: number, count: number) => {
    for (let i = 0; i < count; i++, bits >>= 1) {
      value = (value << 1) | (bits & 1);
      if (++filled === 6) {
        out += URI_SAFE_ALPHABET[value];
        value = 0;
        filled = 0;
      }
    }
  };
  write(0, 2); // an 8-bit character comes first
  write('a'.charCodeAt(0), 8);
  let dictSize = 4;
  let numBits = 3;
  let enlargeIn = 4;
  for (let i = 0; i < codes; i++) {
    write(dictSize, numBits); // "the entry being made": the previous one plus its first character
    dictSize++;
    if (--enlargeIn === 0) enlargeIn = 2 ** numBits++;
  }
  write(2, numBits); // end of stream
  while (filled !== 0) write(0, 1);
  return out;
}

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

  it('refuses a link that would expand past the limit at once, with the bad-link message', () => {
    const bomb = expandingLink(20_000); // 45 KB of link, 200 million characters once decompressed
    expect(bomb.length).toBeLessThan(50_000);
    expect(expandedLength(bomb, MAX_STATE_CHARS)).toBe(Infinity);
    vi.mocked(decompressFromEncodedURIComponent).mockClear();
    expect(readLink({search: '', hash: `#s=${bomb}`})).toEqual({kind: 'bad', message: BAD_LINK_MESSAGE});
    expect(decompressFromEncodedURIComponent, 'refused before it is decompressed').not.toHaveBeenCalled();
  });

  it('still opens a state near the size the playground renders', () => {
    const big = {version: 'v2' as const, template: '<p>{{ name }}</p>\n'.repeat(200_000), data: '{"name":"Ana"}'};
    expect(readLink({search: '', hash: `#s=${encodeState(big)}`})).toMatchObject({kind: 'state', state: big});
  });
});
