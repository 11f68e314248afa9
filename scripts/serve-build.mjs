// Serves build/ over HTTP with gzip, the way a static host does: clean URLs
// (/a -> /a/index.html or /a.html), 404.html for anything else. Used by the
// benchmark; `docusaurus serve` (used by the tests) does not compress.
// `onRequest` hears every request line and Referer as the server receives
// them, and `maxHeaderSize` lifts Node's 16 KB limit so that even a huge
// request line is heard rather than refused (tests/e2e/playground-links.spec.ts
// checks that no request carries the playground's state). `override` may
// name another file for a URL path (the benchmark swaps the engine's wasm
// this way, scripts/bench-engine.mjs), and `link` makes every response share
// one link of that many bytes per second after that many milliseconds, as a
// phone's network would (the server's own speed is that of memory).
import {createServer} from 'node:http';
import {existsSync, readFileSync, statSync} from 'node:fs';
import {extname, join, normalize} from 'node:path';
import {gzipSync} from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.ico': 'image/x-icon',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.wasm']);

/** @typedef {{line: string; referer: string | null}} RequestRecord A request as the server received it: its request line and its Referer header. */

/**
 * @param {string | (() => string)} root the folder to serve, or a function asked at each request
 * @param {number} port
 * @param {{
 *   onRequest?: (request: RequestRecord) => void;
 *   maxHeaderSize?: number;
 *   override?: (urlPath: string) => string | null;
 *   link?: {bytesPerSecond: number; latencyMs: number};
 * }} [options] `override`: another file to serve for a URL path, or null for the build's own; `link`: one link shared by every response, its speed and its latency.
 * @returns {Promise<import('node:http').Server>}
 */
export function serveBuild(root, port, {onRequest, maxHeaderSize, override, link} = {}) {
  // `root` may be a function: the folder to serve, asked at each request (a
  // test publishes a new build by answering another folder).
  const rootNow = typeof root === 'function' ? root : () => root;
  const gzipped = new Map();
  const send = link ? sharedLink(link) : (response, body) => response.end(body);
  const find = (urlPath) => {
    const swapped = override?.(urlPath);
    if (swapped) return swapped;
    const clean = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
    for (const candidate of [clean, join(clean, 'index.html'), `${clean}.html`]) {
      const file = join(rootNow(), candidate);
      if (existsSync(file) && statSync(file).isFile()) return file;
    }
    return null;
  };
  const server = createServer(maxHeaderSize ? {maxHeaderSize} : {}, (request, response) => {
    onRequest?.({
      line: `${request.method} ${request.url} HTTP/${request.httpVersion}`,
      referer: request.headers.referer ?? null,
    });
    const url = new URL(request.url ?? '/', 'http://localhost');
    const file = find(url.pathname);
    const path = file ?? join(rootNow(), '404.html');
    const ext = extname(path);
    let body = readFileSync(path);
    const headers = {'content-type': TYPES[ext] ?? 'application/octet-stream', 'cache-control': 'no-cache'};
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      const key = `${path}@${statSync(path).mtimeMs}`;
      if (!gzipped.has(key)) gzipped.set(key, gzipSync(body, {level: 6}));
      body = gzipped.get(key);
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = body.length;
    response.writeHead(file ? 200 : 404, headers);
    send(response, body);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/**
 * One link shared by all responses: each waits `latencyMs`, then its body
 * goes out in chunks, each when the link has sent every byte queued before it.
 */
function sharedLink({bytesPerSecond, latencyMs}) {
  const CHUNK = 16 * 1024;
  let free = 0;
  return (response, body) => {
    const sendFrom = (offset) => {
      // A response the browser gave up on (an aborted fetch) stops taking the link, as on a real one.
      if (response.destroyed) return;
      if (offset >= body.length) return response.end();
      const end = Math.min(offset + CHUNK, body.length);
      free = Math.max(free, performance.now()) + ((end - offset) / bytesPerSecond) * 1000;
      setTimeout(() => {
        response.write(body.subarray(offset, end));
        sendFrom(end);
      }, free - performance.now());
    };
    setTimeout(() => sendFrom(0), latencyMs);
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 4180);
  await serveBuild('build', port);
  console.log(`serving build/ with gzip at http://127.0.0.1:${port}/`);
}
