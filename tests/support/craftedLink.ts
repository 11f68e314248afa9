/**
 * lz-string streams written code by code, as a hostile link would be: a
 * few kilobytes that decompress to megabytes. lz-string's own compressor
 * takes over 40 s to make a link of a 10 MB run (it builds each dictionary
 * entry as a string); these take milliseconds. Each code is written with
 * the width and dictionary size that lz-string 1.5's decompressor expects
 * (decompressFromEncodedURIComponent reads them back).
 */

const URI_SAFE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';

/** Writes a stream: literal characters (code points under 256) and runs that repeat the last entry plus one. */
class StreamWriter {
  private out = '';
  private value = 0;
  private filled = 0;
  private dictSize = 4;
  private numBits = 3;
  private enlargeIn = 4;
  private started = false;

  private write(bits: number, count: number): void {
    for (let i = 0; i < count; i++, bits >>= 1) {
      this.value = (this.value << 1) | (bits & 1);
      if (++this.filled === 6) {
        this.out += URI_SAFE_ALPHABET[this.value];
        this.value = 0;
        this.filled = 0;
      }
    }
  }

  private entryMade(): void {
    this.dictSize++;
    if (--this.enlargeIn === 0) this.enlargeIn = 2 ** this.numBits++;
  }

  literal(text: string): this {
    for (const char of text) {
      const code = char.charCodeAt(0);
      if (code > 255) throw new Error('literals here are 8-bit characters');
      if (!this.started) {
        // The first character: two bits for "8-bit", then the character.
        this.write(0, 2);
        this.write(code, 8);
        this.started = true;
        continue;
      }
      this.write(0, this.numBits);
      this.write(code, 8);
      this.entryMade(); // the character's own entry
      this.entryMade(); // the previous entry plus this character
    }
    return this;
  }

  /** `codes` times "the entry being made": the previous entry plus its first character, one longer each time. */
  run(codes: number): this {
    for (let i = 0; i < codes; i++) {
      this.write(this.dictSize, this.numBits);
      this.entryMade();
    }
    return this;
  }

  end(): string {
    this.write(2, this.numBits);
    while (this.filled !== 0) this.write(0, 1);
    return this.out;
  }
}

/**
 * A valid stream that repeats its last entry plus one character `codes`
 * times: about codes²/2 characters from a link of a few codes' bits. Not a
 * playground state: a bomb.
 */
export function expandingLink(codes: number): string {
  return new StreamWriter().literal('a').run(codes).end();
}

/** How many codes make a run of at least `chars` characters after its first (1 + 2 + … + (codes + 1)). */
function codesFor(chars: number): number {
  return Math.ceil((-3 + Math.sqrt(9 + 8 * (chars - 1))) / 2);
}

/**
 * An encoded playground state (link.ts), one template that is a run of
 * `char` at least `chars` long (`(codes+1)(codes+2)/2` exactly), with `data`:
 * the link a hostile page would make to freeze the playground.
 */
export function runTemplateLink({char = 'x', chars, data = ''}: {char?: string; chars: number; data?: string}): {
  encoded: string;
  templateChars: number;
} {
  const codes = codesFor(chars);
  const encoded = new StreamWriter().literal('["v2","').literal(char).run(codes).literal(`","${data}"]`).end();
  return {encoded, templateChars: ((codes + 1) * (codes + 2)) / 2};
}
