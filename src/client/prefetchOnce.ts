/**
 * Docusaurus prefetches the chunks of every route a visible link points to,
 * one `<link rel="prefetch">` per chunk per route. Routes share most of their
 * chunks (the docs layout, the version's sidebar, the page component), so a
 * page with a long sidebar appended the same few URLs over a hundred times in
 * one task when its links came into view (about 25 ms on a desktop CPU, four
 * times that on a phone), and also prefetched the chunks the page had already
 * loaded. This asks for each URL once and skips the page's own scripts, and
 * inserts each prefetch link in an idle moment of its own (idleQueue.ts).
 * plugins/core-client-overrides.ts puts it in place of the core's prefetch helper.
 */
import prefetchChunk from '@docusaurus/core/lib/client/prefetch.js';
import {whenIdle} from './idleQueue';

let requested: Set<string> | undefined;

function alreadyRequested(): Set<string> {
  if (!requested) {
    requested = new Set();
    for (const script of Array.from(document.scripts)) {
      const src = script.getAttribute('src');
      if (src) requested.add(src);
    }
  }
  return requested;
}

export default function prefetchOnce(url: string): Promise<void> {
  const urls = alreadyRequested();
  if (urls.has(url)) return Promise.resolve();
  urls.add(url);
  return new Promise((resolve) => whenIdle(() => resolve(prefetchChunk(url))));
}
