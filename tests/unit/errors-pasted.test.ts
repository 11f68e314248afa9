/**
 * What people paste (issue #56) and how long reading it takes (issue #53):
 * a message is found in a Go server's log line, a panic and its goroutine
 * trace, glued into one line by a search box or not; a message only v1
 * prints finds the v2 entry that names it (its "In v1" paragraph); and
 * every step is linear, so a long pasted line never stalls the page.
 */
import {describe, expect, it} from 'vitest';
import {bareMessage, explain, findEntry, type ErrorIndex} from '../../src/errors/explain';
import {readDocEntries} from '../../src/errors/catalog';
import {DOCS_VERSIONS} from '../../src/versions';
import {SITE_ROOT} from '../support/docs';

const index: ErrorIndex = Object.fromEntries(
  DOCS_VERSIONS.map((version) => [
    version.name,
    readDocEntries(SITE_ROOT, version).map((entry) => ({
      id: entry.id,
      message: entry.message,
      url: `/docs/${version.name}/${entry.path.replace(/\.md$/, '')}#${entry.id}`,
      ...(entry.also ? {also: entry.also} : {}),
    })),
  ]),
);

describe('bareMessage sets aside what Go and the logs add', () => {
  it.each([
    [
      '2026/02/11 17:40:02 http: panic serving 192.168.1.20:60211: runtime error: integer divide by zero',
      'runtime error: integer divide by zero',
    ],
    [
      'http: panic serving [::1]:50312: interface conversion: object.Object is *object.Nil, not *object.Obj',
      'interface conversion: object.Object is *object.Nil, not *object.Obj',
    ],
    [
      'panic: runtime error: slice bounds out of range [2:1]\n\ngoroutine 1 [running]:\nmain.main()\n\t/home/a/main.go:40 +0x2b1',
      'runtime error: slice bounds out of range [2:1]',
    ],
    [
      'panic: runtime error: slice bounds out of range [2:1]goroutine 1 [running]:main.main()\t/home/a/main.go:40 +0x2b1',
      'runtime error: slice bounds out of range [2:1]',
    ],
    [
      'runtime error: invalid memory address or nil pointer dereference[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x5c1d2e]',
      'runtime error: invalid memory address or nil pointer dereference',
    ],
    [
      "panic: [Textwire ERROR in /srv/a/cart.tw:12]: variable 'subtotal' is undefined",
      "variable 'subtotal' is undefined",
    ],
    [
      "2026/02/03 14:22:10 main.go:48: [Textwire ERROR in /app/t/shop.tw:2]: type mismatch 'STRING + INTEGER'",
      "type mismatch 'STRING + INTEGER'",
    ],
    [
      "render failed: [Textwire ERROR:3]: function 'sum' doesn't exist for type 'ARRAY'",
      "function 'sum' doesn't exist for type 'ARRAY'",
    ],
    [
      'The template could not be rendered (Go panic: runtime error: integer divide by zero).',
      'runtime error: integer divide by zero',
    ],
  ])('%s', (pasted, bare) => {
    expect(bareMessage(pasted)).toBe(bare);
  });

  it('finds the cause a Go error wraps', () => {
    expect(explain('handler: render failed: runtime error: integer divide by zero', 'v2', index)?.entry.id).toBe(
      'integer-divide-by-zero',
    );
  });
});

describe('a message only v1 prints', () => {
  const v2 = index.v2;
  it.each([
    ["identifier 'user' not found", 'variable-is-undefined'],
    ["the insert statement named 'footer' is not defined", 'undefined-insert'],
    ["type mismatch 'INTEGER %!F(MISSING)LOAT'", 'type-mismatch'],
    ["unknown type 'STRING' for '%!'(MISSING) operator", 'unknown-type-for-operator'],
    ["the index operator 'STRING' is not supported", 'index-not-supported'],
  ])('%s finds the v2 entry that names it', (message, id) => {
    expect(findEntry(message, v2)?.id).toBe(id);
    // On a v2 page, the v2 entry comes before v1's own.
    expect(explain(message, 'v2', index)).toMatchObject({version: 'v2', entry: {id}});
    // On a v1 page (the playground on v1, the compare view's v1 side), v1's own entry.
    expect(explain(message, 'v1', index)?.version).toBe('v1');
  });

  it('every v1 wording a v2 entry names is a v1 entry, and finds that entry in v1', () => {
    const named = v2.flatMap((entry) => (entry.also ?? []).map((wording) => [entry.id, wording] as const));
    expect(named.length).toBeGreaterThanOrEqual(8);
    const v1Messages = new Set(index.v1.map((entry) => entry.message));
    for (const [, wording] of named) expect(v1Messages, wording).toContain(wording);
  });
});

describe('reading a long pasted line is linear', () => {
  /** Milliseconds for one call, the best of three (a busy machine only adds). */
  const time = (run: () => void) =>
    Math.min(
      ...[0, 1, 2].map(() => {
        const start = performance.now();
        run();
        return performance.now() - start;
      }),
    );

  it('an engine error with thousands of words on its line costs about twice as much at twice the length', () => {
    const line = (words: number) =>
      `[Textwire ERROR in /app/t.tw:1]: type mismatch '${Array.from({length: words}, (_, i) => `w${i}`).join(' ')}`;
    const short = time(() => explain(line(4000), 'v2', index));
    const long = time(() => explain(line(16000), 'v2', index));
    // Quadratic would be 16x; allow noise.
    expect(long).toBeLessThan(Math.max(short * 8, 20));
    expect(long).toBeLessThan(100);
  });
});
