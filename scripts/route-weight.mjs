// @ts-check
// What a route loads first, in gzipped bytes, as a browser fetches it from
// a host that compresses (GitHub Pages does; so does scripts/serve-build.mjs):
// the weight the budgets in budgets.json hold each route to. Used by the
// budget check (tests/e2e/budgets.spec.ts), `npm run budgets` and the bench.
//
// "First load" is every request a fresh visit makes (real Chromium, empty
// cache) until the network is quiet after hydration, with the browser's idle
// callbacks switched off: work a page defers to idle moments (prefetching
// the code of the pages its links lead to) is by definition not what it needs
// first. Clicks and hovers never happen. The playground's engine
// (its worker script, wasm_exec.js and the .wasm) is counted apart.
import {existsSync, readFileSync, statSync} from 'node:fs';
import {join, normalize} from 'node:path';
import {gzipSync} from 'node:zlib';

/**
 * @typedef {{name: string; urlPath: string; type: string; bytes: number; engine: boolean}} FetchedResource
 * @typedef {{requests: FetchedResource[]; js: number; total: number; engine: number}} RouteWeight
 * @typedef {{js: number; total: number; engine?: number}} Figures Figures in KB, as budgets.json keeps them.
 * @typedef {{
 *   name: string;
 *   path: string;
 *   budget: Figures;
 *   before: Figures;
 *   today: Figures & {files?: Record<string, number>};
 * }} RouteBudget `before`: the figures of the build at issue #36 (6243242).
 * @typedef {{routes: RouteBudget[]; search: import('./search-weight.mjs').SearchBudget}} Budgets
 */

/** @type {Map<string, number>} */
const gzipped = new Map();

/**
 * The build file a URL path is served from (clean URLs as serve-build.mjs resolves them).
 * @param {string} buildDir
 * @param {string} urlPath
 * @returns {string | null}
 */
function buildFile(buildDir, urlPath) {
  const clean = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  for (const candidate of [clean, join(clean, 'index.html'), `${clean}.html`]) {
    const file = join(buildDir, candidate);
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/**
 * Gzipped size (level 6, as serve-build.mjs) of the file a URL path is served from.
 * @param {string} buildDir
 * @param {string} urlPath
 * @returns {number}
 */
export function servedBytes(buildDir, urlPath) {
  const file = buildFile(buildDir, urlPath) ?? join(buildDir, '404.html');
  const known = gzipped.get(file);
  if (known !== undefined) return known;
  const bytes = gzipSync(readFileSync(file), {level: 6}).length;
  gzipped.set(file, bytes);
  return bytes;
}

/**
 * A stable name for what was fetched: a chunk without its content hash
 * (`main`, `17896441`, `code-block`), the stylesheet, the document.
 * @param {string} urlPath
 * @param {string} type
 * @returns {string}
 */
export function resourceName(urlPath, type) {
  if (type === 'document') return 'document';
  const asset = urlPath.match(/^\/assets\/(?:js|css)\/(.+?)\.[0-9a-f]{8}\.(js|css)$/);
  return asset ? `${asset[1]}.${asset[2]}` : urlPath;
}

/** How long no request may start or be open before the first load is over (Playwright's "networkidle"). */
const QUIET_MS = 500;
/** A first load still busy after this is stuck, not slow: the error names what is open. */
const STUCK_MS = 40_000;

/**
 * Follows every request of `context` (pages and their workers) so that the
 * caller can wait until none has been open or started for QUIET_MS, as
 * Playwright's "networkidle" does for a page's own frames. Its own, so that
 * a request that never ends is named in the error rather than ending the
 * test at its time limit with nothing to go on.
 * @param {import('@playwright/test').BrowserContext} context
 */
function watchRequests(context) {
  /** @type {Map<import('@playwright/test').Request, number>} */
  const open = new Map();
  let lastChange = Date.now();
  let seen = 0;
  context.on('request', (request) => {
    open.set(request, Date.now());
    lastChange = Date.now();
    seen += 1;
  });
  /** @param {import('@playwright/test').Request} request */
  const done = (request) => {
    open.delete(request);
    lastChange = Date.now();
  };
  /** @type {WeakSet<import('@playwright/test').Request>} */
  const answered = new WeakSet();
  context.on('response', (response) => answered.add(response.request()));
  context.on('requestfinished', done);
  context.on('requestfailed', done);
  return {
    /** @param {string} progress what the caller has seen so far, for the error */
    async settled(progress) {
      const since = Date.now();
      while (open.size > 0 || Date.now() - lastChange < QUIET_MS) {
        if (Date.now() - since > STUCK_MS) {
          const now = Date.now();
          const stuck = [...open].map(
            ([request, at]) =>
              `${request.resourceType()} ${request.url()} (open ${now - at} ms, ${answered.has(request) ? 'answered' : 'no answer yet'})`,
          );
          throw new Error(
            `${progress}; not quiet ${STUCK_MS} ms later: ${seen} requests, last change ${now - lastChange} ms ago, open: ${stuck.join('; ') || 'none'}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/**
 * Loads `path` in a fresh context of `browser` and returns what it fetched:
 * {requests: [{name, urlPath, type, bytes, engine}], js, total, engine} (bytes).
 * @param {import('@playwright/test').Browser} browser
 * @param {string} baseUrl
 * @param {string} path
 * @param {{buildDir?: string}} [options]
 * @returns {Promise<RouteWeight>}
 */
export async function measureRoute(browser, baseUrl, path, {buildDir = 'build'} = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Idle callbacks never come (src/client/idleQueue.ts falls back to a timer only where they are missing).
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  const workers = new Set();
  page.on('worker', (worker) => workers.add(new URL(worker.url()).pathname));
  /** @type {Array<{urlPath: string; type: string}>} */
  const requests = [];
  const quiet = watchRequests(context);
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.origin !== new URL(baseUrl).origin) return;
    requests.push({urlPath: url.pathname, type: request.resourceType()});
  });
  const started = Date.now();
  await page.goto(new URL(path, baseUrl).href, {waitUntil: 'load'});
  const loaded = Date.now() - started;
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  const hydrated = Date.now() - started;
  await quiet.settled(`${path}: loaded after ${loaded} ms, hydrated after ${hydrated} ms`);
  await context.close();

  const seen = new Set();
  const counted = requests
    .filter(({urlPath}) => !seen.has(urlPath) && seen.add(urlPath))
    .map(({urlPath, type}) => ({
      name: resourceName(urlPath, type),
      urlPath,
      type,
      bytes: servedBytes(buildDir, urlPath),
      engine: urlPath.startsWith('/engine/') || workers.has(urlPath),
    }));
  /** @param {FetchedResource[]} list */
  const sum = (list) => list.reduce((total, request) => total + request.bytes, 0);
  const pageRequests = counted.filter((request) => !request.engine);
  return {
    requests: counted,
    js: sum(pageRequests.filter((request) => request.type === 'script')),
    total: sum(pageRequests),
    engine: sum(counted.filter((request) => request.engine)),
  };
}

/** @param {number} bytes @returns {number} */
export const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/**
 * The budgets file: routes with their budgets and today's figures (KB).
 * @returns {Budgets}
 */
export function readBudgets(file = 'budgets.json') {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * Where a route's weight went over its budget, in words: the figure, the
 * budget, and each script or file that is new or heavier than today's
 * figures recorded in budgets.json (heaviest growth first).
 * @param {RouteBudget} route
 * @param {RouteWeight} measured
 * @returns {string | null}
 */
export function overBudget(route, measured) {
  /** @type {string[]} */
  const problems = [];
  /**
   * @param {string} label
   * @param {number} value
   * @param {number | undefined} budget
   * @param {number | undefined} recorded
   */
  const check = (label, value, budget, recorded) => {
    if (budget !== undefined && kb(value) > budget)
      problems.push(`${label} ${kb(value)} KB is over its budget of ${budget} KB (today's figure: ${recorded} KB)`);
  };
  check('first-load JavaScript', measured.js, route.budget.js, route.today.js);
  check('total first load', measured.total, route.budget.total, route.today.total);
  check('engine', measured.engine, route.budget.engine, route.today.engine);
  if (problems.length === 0) return null;
  const before = route.today.files ?? {};
  const grown = measured.requests
    .map(({name, bytes}) => ({name, now: kb(bytes), was: before[name]}))
    .filter(({now, was}) => was === undefined || now > was + 0.05)
    .sort((a, b) => b.now - (b.was ?? 0) - (a.now - (a.was ?? 0)))
    .map(({name, now, was}) =>
      was === undefined ? `${name} (new, ${now} KB)` : `${name} (${was} → ${now} KB, +${(now - was).toFixed(1)})`,
    );
  return `${route.name} (${route.path}): ${problems.join('; ')}. ${
    grown.length > 0 ? `Grew: ${grown.join(', ')}.` : 'No file grew beyond today’s figures.'
  } What a chunk holds: BUNDLE_ANALYSIS=1 npx docusaurus build, then reports/bundle-analysis.html (docs-dev/budgets.md).`;
}
