// Search figures for `npm run bench` (scripts/bench.mjs), also runnable on
// its own against an existing build: `node scripts/bench-search.mjs`.
// Index size, what loads before and on the first hover, time from hover to
// ready, and keystroke-to-results for words, questions, typos and learners'
// queries.
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import {pathToFileURL} from 'node:url';
import {median} from './median.mjs';
import {largestQueryBytes, measureSearchWeight} from './search-weight.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (path) => gzipSync(readFileSync(path), {level: 6}).length;

const WORDS = ['truncate', 'each', 'layout', 'config', 'error', 'slot', 'join', 'then', 'escape', 'loop'];
const QUESTIONS = [
  'string to uppercase',
  'custom error page',
  'render template from string',
  'error line number',
  'how many items in array',
  'what if the list is empty',
  'pass data to a component',
  'convert number to string',
];
const TYPOS = ['captalize', 'eahc', 'lenght', 'componnet', 'evalute string', 'tempaltedir'];
// Issue #33's examples: learning and trying, typos of ordinary words, words run together, everyday words.
const LEARNERS = [
  'practice exercises for @each',
  'try templates in the browser',
  'loopobject',
  'unclosed coment',
  'incremnt a counter',
  'hello world template',
  'drop the decimals from a float',
  'tutorial',
];

/**
 * Time from setting the query to the result list changing, in the page, per
 * query; `excerpts` gets the time until the shown results' texts are in too.
 */
async function keystrokeTimes(page, queries, excerpts = []) {
  const times = [];
  for (const query of queries) {
    const [listed, filled] = await page.evaluate(async (q) => {
      const input = document.querySelector('#search_input_react');
      const menu = document.querySelector('.ds-dropdown-menu');
      const changed = new Promise((resolve) =>
        new MutationObserver((_, o) => (o.disconnect(), resolve(null))).observe(menu, {
          childList: true,
          subtree: true,
        }),
      );
      const started = performance.now();
      input.value = q;
      input.dispatchEvent(new Event('input', {bubbles: true}));
      await changed;
      const listedMs = performance.now() - started;
      // Excerpts whose text is still loading show a placeholder (src/search/LunrSearchAdapter.ts).
      const placeholder = '[data-search-excerpt]';
      if (menu.querySelector(placeholder))
        await new Promise((resolve) =>
          new MutationObserver((_, o) => {
            if (menu.querySelector(placeholder)) return;
            o.disconnect();
            resolve(null);
          }).observe(menu, {childList: true, subtree: true}),
        );
      return [listedMs, performance.now() - started];
    }, query);
    times.push(listed);
    excerpts.push(filled);
  }
  return times;
}

export async function measureSearch(context, base, buildDir = 'build') {
  const indexFiles = readdirSync(buildDir).filter((f) => /^(lunr-index|search-doc)-\d+\.json$/.test(f));
  const files = Object.fromEntries(
    indexFiles.map((f) => [
      f.replace(/-\d+\.json$/, ''),
      {rawBytes: statSync(`${buildDir}/${f}`).size, gzipBytes: gz(`${buildDir}/${f}`)},
    ]),
  );
  const search = {files, totalGzipBytes: Object.values(files).reduce((sum, f) => sum + f.gzipBytes, 0)};

  // Bytes on first use and per query, and how soon the box is usable once its files are in.
  const weight = await measureSearchWeight(context.browser(), base, {buildDir});
  search.firstUse = {bytes: weight.firstUse.bytes, files: weight.firstUse.files};
  search.perQuery = {
    medianBytes: median(weight.queries.map((q) => q.bytes)),
    maxBytes: Math.max(...weight.queries.map((q) => q.bytes)),
    mostPossibleBytes: largestQueryBytes(buildDir).bytes,
    queries: weight.queries.map(({query, bytes}) => ({query, bytes})),
  };
  search.readyAfterFilesMs = weight.readyAfterFilesMs;

  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (['script', 'fetch', 'xhr'].includes(response.request().resourceType())) {
      const bytes = Number(
        response.headers()['content-length'] ?? (await response.body().catch(() => Buffer.alloc(0))).length,
      );
      scripts.push({url: response.url().replace(base, ''), bytes, at: Date.now()});
    }
  });
  await page.goto(`${base}/docs/v2/introduction`, {waitUntil: 'networkidle'});
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  const beforeHover = scripts.length;
  search.searchFilesBeforeHover = scripts.filter((s) => /lunr-index|search-doc/.test(s.url)).length;
  const box = page.locator('.navbar__search input[aria-label="Search"]');
  const hovered = Date.now();
  await box.hover();
  await page.locator('#search_input_react[role="combobox"]:not([disabled])').waitFor();
  search.hoverToReadyMs = Date.now() - hovered;
  const onHover = scripts.slice(beforeHover);
  search.loadedOnHover = {
    requests: onHover.length,
    bytes: onHover.reduce((sum, s) => sum + s.bytes, 0),
    files: onHover.map((s) => s.url),
  };

  await keystrokeTimes(page, ['warm up']);
  // Main-thread CPU time (Chrome's ThreadTime metric): unlike the clock, it
  // does not grow when other work shares the machine.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const threadTime = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime').value * 1000;
  const cpuStart = await threadTime();
  const excerpts = [];
  const words = await keystrokeTimes(page, WORDS, excerpts);
  const questions = await keystrokeTimes(page, QUESTIONS, excerpts);
  const typos = await keystrokeTimes(page, TYPOS, excerpts);
  const learners = await keystrokeTimes(page, LEARNERS, excerpts);
  const all = [...words, ...questions, ...typos, ...learners];
  const cpuPerQueryMs = ((await threadTime()) - cpuStart) / all.length;
  // The ranking alone (src/search/LunrSearchAdapter.ts measures each query).
  const ranking = await page.evaluate(() => performance.getEntriesByName('textwire-search').map((e) => e.duration));
  search.keystrokeToResultsMs = median(words);
  search.keystrokeToResults = {
    wordsMedianMs: median(words),
    questionsMedianMs: median(questions),
    typosMedianMs: median(typos),
    learnersMedianMs: median(learners),
    allMedianMs: median(all),
    allMaxMs: Math.max(...all),
    excerptsMedianMs: median(excerpts),
    excerptsMaxMs: Math.max(...excerpts),
    mainThreadCpuPerQueryMs: cpuPerQueryMs,
    rankingMedianMs: ranking.length ? median(ranking) : null,
    rankingMaxMs: ranking.length ? Math.max(...ranking) : null,
  };
  await page.close();
  return search;
}

export function printSearch(search) {
  for (const [name, f] of Object.entries(search.files))
    console.log(`search ${name}: ${kb(f.rawBytes)} raw, ${kb(f.gzipBytes)} gzipped`);
  console.log(`search index and documents: ${kb(search.totalGzipBytes)} gzipped in all`);
  console.log(
    `search: first use ${kb(search.firstUse.bytes)} gzipped, everything counted (${search.firstUse.files.map((f) => `${f.urlPath.replace(/^.*\//, '')} ${kb(f.bytes)}`).join(', ')})`,
  );
  console.log(
    `search: per query ${kb(search.perQuery.medianBytes)} median, ${kb(search.perQuery.maxBytes)} heaviest of ${search.perQuery.queries.length} queries asked in turn; at most ${kb(search.perQuery.mostPossibleBytes)} (the 8 largest texts); ready ${search.readyAfterFilesMs.toFixed(0)} ms after its files arrived`,
  );
  console.log(
    `search: before the first hover ${search.searchFilesBeforeHover} search files loaded; on hover ${search.loadedOnHover.requests} requests, ${kb(search.loadedOnHover.bytes)} gzipped; ready ${search.hoverToReadyMs} ms after first hover`,
  );
  const k = search.keystrokeToResults;
  console.log(
    `search: keystroke to results, median: words ${k.wordsMedianMs.toFixed(1)} ms, questions ${k.questionsMedianMs.toFixed(1)} ms, typos ${k.typosMedianMs.toFixed(1)} ms, learners ${k.learnersMedianMs.toFixed(1)} ms; all ${k.allMedianMs.toFixed(1)} ms, slowest ${k.allMaxMs.toFixed(1)} ms; with excerpts ${k.excerptsMedianMs.toFixed(1)} ms median, ${k.excerptsMaxMs.toFixed(1)} ms slowest; main-thread CPU ${k.mainThreadCpuPerQueryMs.toFixed(1)} ms per query on average${k.rankingMedianMs === null ? '' : `; ranking alone ${k.rankingMedianMs.toFixed(1)} ms median, ${k.rankingMaxMs.toFixed(1)} ms slowest`}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const {chromium} = await import('@playwright/test');
  const {serveBuild} = await import('./serve-build.mjs');
  const port = Number(process.env.BENCH_PORT ?? 4180);
  // BENCH_SEARCH_BUILD: another build to measure (an older one, to compare).
  const buildDir = process.env.BENCH_SEARCH_BUILD ?? 'build';
  const server = await serveBuild(buildDir, port);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    printSearch(await measureSearch(await browser.newContext(), `http://127.0.0.1:${port}`, buildDir));
  } finally {
    await browser.close();
    server.close();
  }
}
