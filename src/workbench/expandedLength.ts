/**
 * How long a link's state becomes once decompressed, worked out before
 * decompressing it.
 *
 * lz-string (the links' format) can expand a few kilobytes into hundreds of
 * millions of characters: each code may repeat the previous entry plus one
 * character, so n codes can make about n²/2 characters. A hostile link of
 * 45 KB decompresses to 200 million characters (400 MB in the tab, then a
 * template no editor can hold), and one of 95 KB throws in the middle of it.
 * A link we made never comes near: the playground renders files up to 4 MB.
 *
 * This walks the codes as lz-string 1.5's decompressFromEncodedURIComponent
 * reads them, keeping only each dictionary entry's length, and stops as soon
 * as the total passes the limit: linear in the link's length, no string
 * built. `tests/unit/playground-persistence.test.ts` checks that it agrees
 * with lz-string on real states and refuses a crafted one at once.
 */

const URI_SAFE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';
const BITS_PER_CHAR = 6;

/**
 * The decompressed length of `encoded` (as written by
 * compressToEncodedURIComponent), or Infinity as soon as it would pass
 * `limit` characters. A stream that ends early gives the length reached:
 * lz-string itself then returns nothing usable, and the caller finds out.
 */
export function expandedLength(encoded: string, limit: number): number {
  const input = encoded.replace(/ /g, '+');
  let index = 0;
  let bitInChar = BITS_PER_CHAR;
  let value = URI_SAFE_ALPHABET.indexOf(input.charAt(0));
  const readBits = (count: number): number | null => {
    let bits = 0;
    for (let power = 1, n = 0; n < count; n++, power *= 2) {
      if (index >= input.length) return null;
      bitInChar--;
      if (value > 0 && (value >> bitInChar) & 1) bits += power;
      if (bitInChar === 0) {
        bitInChar = BITS_PER_CHAR;
        index++;
        value = URI_SAFE_ALPHABET.indexOf(input.charAt(index));
      }
    }
    return bits;
  };

  const first = readBits(2);
  if (first === null || first === 2) return 0;
  if (readBits(first === 0 ? 8 : 16) === null) return 0;
  // Entry lengths by dictionary index; 0 to 2 are the stream's control codes.
  const lengths: number[] = [0, 0, 0, 1];
  let dictSize = 4;
  let numBits = 3;
  let enlargeIn = 4;
  let previous = 1;
  let total = 1;
  for (;;) {
    let code = readBits(numBits);
    if (code === null || code === 2) return total;
    if (code === 0 || code === 1) {
      if (readBits(code === 0 ? 8 : 16) === null) return total;
      lengths[dictSize++] = 1;
      code = dictSize - 1;
      enlargeIn--;
    }
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
    let entry: number;
    if (code >= 3 && code < dictSize) entry = lengths[code];
    else if (code === dictSize) entry = previous + 1;
    else return total; // lz-string gives up here too
    total += entry;
    if (total > limit) return Infinity;
    lengths[dictSize++] = previous + 1;
    enlargeIn--;
    previous = entry;
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
  }
}
