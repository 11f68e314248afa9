/**
 * The service worker's checks of what it answers (src/offline/serviceWorker.mjs,
 * src/offline/offlineDocument.mjs, docs-dev/offline.md): a response that is
 * not the kind of file asked for is a failed load, and the stand-in offline
 * page loads its address again on Back, Forward and the network's return.
 */
import {describe, expect, it} from 'vitest';
import {whatWasAsked} from '../../src/offline/expectedType.mjs';
import {standIn, withoutScripts} from '../../src/offline/offlineDocument.mjs';

// A body of bytes: a string body would give the response a type of its own.
const answer = (type: string) => new Response(new Uint8Array(1), {headers: type ? {'content-type': type} : {}});

describe('whatWasAsked', () => {
  it('takes each kind of file in its own type', () => {
    expect(whatWasAsked('https://s.test/assets/js/main.0a1b2c3d.js', answer('application/javascript'))).toBe(true);
    expect(whatWasAsked('https://s.test/assets/js/main.0a1b2c3d.js', answer('text/javascript; charset=utf-8'))).toBe(
      true,
    );
    expect(whatWasAsked('https://s.test/search-doc-1.json', answer('application/json'))).toBe(true);
    expect(whatWasAsked('https://s.test/engine/0a1b2c3d4e5f/textwire-v2.wasm', answer('application/wasm'))).toBe(true);
    expect(whatWasAsked('https://s.test/assets/css/styles.0a1b2c3d.css', answer('text/css'))).toBe(true);
  });

  it('refuses a page for a script, JSON, the engine or a stylesheet', () => {
    for (const url of [
      '/assets/js/a.0a1b2c3d.js',
      '/search-doc-1.json',
      '/engine/textwire-v2.wasm',
      '/assets/css/s.css',
    ])
      expect(whatWasAsked(`https://s.test${url}`, answer('text/html; charset=utf-8')), url).toBe(false);
  });

  it('lets a page, a text and a response without a type through', () => {
    expect(whatWasAsked('https://s.test/docs/v2/introduction', answer('text/html'))).toBe(true);
    expect(whatWasAsked('https://s.test/llms.txt', answer('text/plain'))).toBe(true);
    expect(whatWasAsked('https://s.test/assets/js/a.0a1b2c3d.js', answer(''))).toBe(true);
  });
});

describe('the stand-in offline page', () => {
  const page =
    '<html><head><script src="/assets/js/main.js"></script></head><body><h1>Not available offline</h1></body></html>';

  it('has none of its own scripts, and one inline script that reloads on Back, Forward and the network', () => {
    const document = standIn(withoutScripts(page));
    expect(document).not.toContain('main.js');
    expect(document).toMatch(/addEventListener\('popstate',function\(\)\{location\.reload\(\)\}\)/);
    expect(document).toMatch(/addEventListener\('online',/);
    expect(document.indexOf('<script>')).toBeLessThan(document.indexOf('</body>'));
  });
});
