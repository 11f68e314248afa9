// @ts-check
// What search downloads, in gzipped bytes as a compressing host serves it
// (scripts/route-weight.mjs): on first use, everything the search box loads
// when a visitor reaches for it (its code, its stylesheet, the index and the
// documents), and per query, the texts of the results shown. Used by the
// budget check (tests/e2e/budgets.spec.ts), `npm run budgets` and the bench
// (scripts/bench-search.mjs). budgets.json holds the budgets ("search").
import {existsSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {servedBytes} from './route-weight.mjs';

/**
 * @typedef {{bytes: number; files: Array<{urlPath: string; bytes: number}>}} WeighedFiles
 * @typedef {{
 *   firstUse: WeighedFiles;
 *   queries: Array<WeighedFiles & {query: string}>;
 *   hoverToReadyMs: number;
 *   readyAfterFilesMs: number;
 * }} SearchWeight
 * @typedef {{firstUse: number; perQuery: number}} SearchFigures Figures in KB, as budgets.json keeps them.
 * @typedef {{budget: SearchFigures; before: SearchFigures; today: SearchFigures & {files?: Record<string, number>}}} SearchBudget
 */

/** Queries asked in turn, each measured for what it adds: words, questions, typos, learners'. */
export const WEIGHED_QUERIES = [
  'truncate',
  'string to uppercase',
  'custom error page',
  'how many items in array',
  'lenght',
  'practice exercises for @each',
  'expressions',
  'error',
];

/** A result's placeholder while its text loads (src/search/LunrSearchAdapter.ts). */
const PLACEHOLDER = '[data-search-excerpt]';
const STAND_IN = '.navbar__search input[aria-label="Search"]';
const READY = '#search_input_react[role="combobox"]:not([disabled])';

/**
 * The most any one query can load: the texts of as many results as the list shows, the largest.
 * @returns {{texts: number; bytes: number}}
 */
export function largestQueryBytes(buildDir = 'build', shown = 8) {
  const root = join(buildDir, 'search-text');
  if (!existsSync(root)) return {texts: 0, bytes: 0};
  const files = readdirSync(root, {recursive: true}).filter((file) => String(file).endsWith('.json'));
  const sizes = files.map((file) => servedBytes(buildDir, `/search-text/${file}`)).sort((a, b) => b - a);
  return {texts: files.length, bytes: sizes.slice(0, shown).reduce((sum, n) => sum + n, 0)};
}

/**
 * Opens a docs page in a fresh context of `browser`, reaches for search
 * (hover) and asks `queries` in turn. Returns {firstUse: {bytes, files},
 * queries: [{query, bytes, files}], hoverToReadyMs, readyAfterFilesMs}.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} baseUrl
 * @param {{buildDir?: string; queries?: string[]}} [options]
 * @returns {Promise<SearchWeight>}
 */
export async function measureSearchWeight(browser, baseUrl, {buildDir = 'build', queries = WEIGHED_QUERIES} = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // No idle-time prefetching of other pages' code (as scripts/route-weight.mjs): only what search asks for counts.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  /** @type {Array<{urlPath: string; type: string}>} */
  let requests = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === new URL(baseUrl).origin) requests.push({urlPath: url.pathname, type: request.resourceType()});
  });
  await page.goto(new URL('/docs/v2/introduction', baseUrl).href, {waitUntil: 'networkidle'});
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.waitForLoadState('networkidle');
  const weigh = () => {
    const seen = new Set();
    const files = requests
      .filter(({urlPath}) => !seen.has(urlPath) && seen.add(urlPath))
      .map(({urlPath}) => ({urlPath, bytes: servedBytes(buildDir, urlPath)}));
    requests = [];
    return {bytes: files.reduce((sum, file) => sum + file.bytes, 0), files};
  };
  weigh();

  // When the box became usable, in the page's clock, to compare with when its files arrived.
  await page.evaluate((ready) => {
    const w = /** @type {{__searchReadyAt: number | null}} */ (/** @type {unknown} */ (window));
    w.__searchReadyAt = null;
    new MutationObserver((_, observer) => {
      if (document.querySelector(ready)) {
        w.__searchReadyAt = performance.now();
        observer.disconnect();
      }
    }).observe(document.body, {subtree: true, childList: true, attributes: true});
  }, READY);
  const hoveredAt = await page.evaluate(() => performance.now());
  await page.locator(STAND_IN).hover();
  await page.locator(READY).waitFor();
  await page.waitForLoadState('networkidle');
  const timing = await page.evaluate((since) => {
    const files = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource')).filter(
      (entry) => entry.startTime >= since,
    );
    const arrived = Math.max(...files.map((entry) => entry.responseEnd));
    const readyAt = /** @type {{__searchReadyAt: number}} */ (/** @type {unknown} */ (window)).__searchReadyAt;
    return {hoverToReadyMs: readyAt - since, readyAfterFilesMs: readyAt - arrived};
  }, hoveredAt);
  const firstUse = weigh();

  const box = page.locator(READY);
  const perQuery = [];
  for (const query of queries) {
    await box.fill(query);
    await page.locator('.ds-suggestion').first().waitFor();
    await page.waitForFunction((placeholder) => !document.querySelector(placeholder), PLACEHOLDER);
    perQuery.push({query, ...weigh()});
  }
  await context.close();
  return {firstUse, queries: perQuery, ...timing};
}

/** @param {number} bytes @returns {number} */
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/**
 * The heaviest query measured, or the most any query can load, whichever is more.
 * @param {SearchWeight} measured
 * @returns {number}
 */
export function perQueryBytes(measured, buildDir = 'build') {
  return Math.max(...measured.queries.map((query) => query.bytes), largestQueryBytes(buildDir).bytes);
}

/**
 * Where search went over its budget (budgets.json "search", KB), in words:
 * the figure, the budget, and the files of first use that are new or
 * heavier than today's figures.
 * @param {SearchBudget} search
 * @param {SearchWeight} measured
 * @returns {string | null}
 */
export function overSearchBudget(search, measured, buildDir = 'build') {
  const problems = [];
  if (kb(measured.firstUse.bytes) > search.budget.firstUse)
    problems.push(
      `first use ${kb(measured.firstUse.bytes)} KB is over its budget of ${search.budget.firstUse} KB (today's figure: ${search.today.firstUse} KB)`,
    );
  const perQuery = perQueryBytes(measured, buildDir);
  if (kb(perQuery) > search.budget.perQuery)
    problems.push(
      `a query may load ${kb(perQuery)} KB, over its budget of ${search.budget.perQuery} KB (today's figure: ${search.today.perQuery} KB)`,
    );
  if (problems.length === 0) return null;
  const before = search.today.files ?? {};
  const grown = measured.firstUse.files
    .map(({urlPath, bytes}) => ({name: searchFileName(urlPath), now: kb(bytes)}))
    .filter(({name, now}) => before[name] === undefined || now > before[name] + 0.05)
    .map(({name, now}) => `${name} (${before[name] ?? 'new'} → ${now} KB)`);
  return `search: ${problems.join('; ')}. ${grown.length > 0 ? `Grew: ${grown.join(', ')}.` : ''} docs-dev/search.md says what each file holds.`;
}

/**
 * A stable name for a file of first use: a chunk without its content hash, an index file without its build number.
 * @param {string} urlPath
 * @returns {string}
 */
export function searchFileName(urlPath) {
  return urlPath
    .replace(/^\/assets\/(js|css)\/(.+?)\.[0-9a-f]{8}\.(js|css)$/, '$2.$3')
    .replace(/^\/(lunr-index|search-doc)-\d+\.json$/, '$1.json');
}

export {kb as searchKb};
