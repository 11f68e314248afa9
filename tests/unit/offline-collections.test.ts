import {describe, expect, it} from 'vitest';
import {assetsOfPage, collectionsOf, pageUrl} from '../../src/offline/collections';
import {withoutScripts} from '../../src/offline/offlineDocument.mjs';

describe('offline collections', () => {
  const files = [
    {url: '/tour/index.html', bytes: 100},
    {url: '/tour/basics/printing/index.html', bytes: 200},
    {url: '/docs/v2/introduction/index.html', bytes: 300},
    {url: '/docs/v1/introduction/index.html', bytes: 300},
    {url: '/playground/index.html', bytes: 50},
    {url: '/assets/js/main.abc.js', bytes: 1000},
    {url: '/assets/js/editor.def.js', bytes: 700},
    {url: '/assets/js/v1only.123.js', bytes: 10},
    {url: '/engine/wasm_exec.js', bytes: 16},
    {url: '/engine/textwire-v1.wasm', bytes: 4000},
    {url: '/engine/textwire-v2.wasm', bytes: 5000},
    {url: '/lunr-index-1.json', bytes: 80},
    {url: '/lunr-index.json', bytes: 80},
    {url: '/search-text/ab', bytes: 8},
  ];
  const main = ['/assets/js/main.abc.js'];
  const pages = [
    {url: '/tour/', assets: main},
    {url: '/tour/basics/printing/', assets: main},
    {url: '/docs/v2/introduction/', assets: main},
    {url: '/docs/v1/introduction/', assets: [...main, '/assets/js/v1only.123.js']},
    {url: '/playground/', assets: main},
  ];
  const {collections} = collectionsOf({files, pages, latestDocsRoute: '/docs/v2', buildId: 'b1'});

  it('takes a page path from its file', () => {
    expect(pageUrl('index.html')).toBe('/');
    expect(pageUrl('tour/basics/printing/index.html')).toBe('/tour/basics/printing/');
    expect(pageUrl('404.html')).toBe('/404');
  });

  it('the tour holds its pages, their code, the code loaded later and the current engine', () => {
    expect(collections.tour.urls.sort()).toEqual(
      [
        '/tour/',
        '/tour/basics/printing/',
        '/assets/js/main.abc.js',
        '/assets/js/editor.def.js',
        '/engine/wasm_exec.js',
        '/engine/textwire-v2.wasm',
      ].sort(),
    );
    expect(collections.tour.bytes).toBe(100 + 200 + 1000 + 700 + 16 + 5000);
  });

  it('"Save for offline" adds the current docs, the playground, both engines and search, not older docs', () => {
    expect(collections.all.urls).toContain('/docs/v2/introduction/');
    expect(collections.all.urls).toContain('/engine/textwire-v1.wasm');
    expect(collections.all.urls).toContain('/lunr-index-1.json');
    expect(collections.all.urls).toContain('/search-text/ab');
    expect(collections.all.urls).not.toContain('/docs/v1/introduction/');
    expect(collections.all.urls).not.toContain('/assets/js/v1only.123.js');
  });

  it('search, saved by use, holds its index and every text, nothing else', () => {
    // Not the plugin's copy under a fixed name, which the search box never loads.
    expect(collections.search.urls.sort()).toEqual(['/lunr-index-1.json', '/search-text/ab']);
    expect(collections.search.bytes).toBe(80 + 8);
  });

  it('reads the files a page names, not outside links or query strings', () => {
    expect(
      assetsOfPage(
        '<script src="/assets/js/a.1.js"></script><link href="/assets/css/s.css" rel="stylesheet"><a href="/docs">x</a><img src="/img/logo.svg">',
      ),
    ).toEqual(['/assets/js/a.1.js', '/assets/css/s.css', '/img/logo.svg']);
  });

  it('the offline page served at another address keeps its markup and inline scripts, not its code', () => {
    const html =
      '<head><script>theme()</script><link rel="preload" href="/assets/js/main.1.js" as="script"><link rel="prefetch" href="/x.js"></head>' +
      '<body><h1>Not available offline</h1><script src="/assets/js/runtime~main.1.js" defer="defer"></script><script src="/assets/js/main.1.js" defer="defer"></script></body>';
    expect(withoutScripts(html)).toBe(
      '<head><script>theme()</script></head><body><h1>Not available offline</h1></body>',
    );
  });
});
