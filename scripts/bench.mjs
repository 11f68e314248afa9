// `npm run bench`: builds the site, serves it with gzip and prints figures:
// Lighthouse (mobile, simulated throttling, median of 3) per key page, the
// first-load JavaScript of a docs page, the first load of each route kind
// beside its budget (budgets.json), the engine (wasm) and playground
// timings, the search figures (scripts/bench-search.mjs) and the engine
// before and after its latest change (scripts/bench-engine.mjs), and repeat
// visits with and without the service worker (scripts/bench-offline.mjs). Writes reports/bench.json.
// It measures; it asserts nothing.
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {chromium} from '@playwright/test';
import lzString from 'lz-string';
import {serveBuild} from './serve-build.mjs';
import {measureSearch, printSearch} from './bench-search.mjs';
import {measureTour, printTour} from './bench-tour.mjs';
import {firstOutputMs} from './bench-first-output.mjs';
import {measureRepeatVisits, printRepeatVisits} from './bench-offline.mjs';
import {measureEngineCalls, printEngineCalls} from './bench-engine-calls.mjs';
import {measureEditInPlace, printEditInPlace} from './bench-edit-in-place.mjs';
import {defaultBeforeRef, measureEngineChange, printEngineChange} from './bench-engine.mjs';
import {kb as weightKb, measureRoute, readBudgets} from './route-weight.mjs';
import {median} from './median.mjs';
import {CHROME_FLAGS, longestLatestPage} from './bench-pages.mjs';

const {versions} = JSON.parse(readFileSync('src/versions/registry.json', 'utf8'));
const LATEST_DOCS = versions.find((version) => version.latest).route;
const INTRODUCTION = `${LATEST_DOCS}/introduction`;

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const PORT = Number(process.env.BENCH_PORT ?? 4180);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (path) => gzipSync(readFileSync(path), {level: 6}).length;

// 1. Build (BENCH_SKIP_BUILD=1 measures the build already there).
const buildStarted = Date.now();
if (!process.env.BENCH_SKIP_BUILD) {
  const build = spawnSync('npm', ['run', 'build'], {stdio: 'inherit'});
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const buildSeconds = process.env.BENCH_SKIP_BUILD ? null : (Date.now() - buildStarted) / 1000;
if (buildSeconds !== null) console.log(`\nbuild: ${buildSeconds.toFixed(1)} s`);

/** The scored audits of the non-performance categories that did not pass: the reason a score is below 100. */
function failedAudits(lhr) {
  return ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => `${category}/${ref.id}`),
  );
}

const server = await serveBuild('build', PORT);
const pages = ['/', INTRODUCTION, longestLatestPage('build'), '/blog/textwire-v2.4.0', '/community', '/playground'];

// 2. Lighthouse (BENCH_RUNS=0 leaves it out, for the browser figures alone).
const lighthouseResults = {};
const chrome = RUNS > 0 ? await chromeLauncher.launch({chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS}) : null;
try {
  for (const page of RUNS > 0 ? pages : []) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const {lhr} = await lighthouse(`${BASE}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const scripts = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
      runs.push({
        performance: lhr.categories.performance.score * 100,
        accessibility: lhr.categories.accessibility.score * 100,
        bestPractices: lhr.categories['best-practices'].score * 100,
        seo: lhr.categories.seo.score * 100,
        fcpMs: lhr.audits['first-contentful-paint'].numericValue,
        lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
        tbtMs: lhr.audits['total-blocking-time'].numericValue,
        // Main-thread work and its script evaluation (issue #57; beside the
        // upstream site's: scripts/bench-main-thread.mjs).
        mainThreadMs: lhr.audits['mainthread-work-breakdown'].numericValue,
        scriptMs:
          lhr.audits['mainthread-work-breakdown'].details?.items?.find((item) => item.group === 'scriptEvaluation')
            ?.duration ?? 0,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        totalBytes: lhr.audits['total-byte-weight'].numericValue,
        jsBytes: scripts?.transferSize ?? 0,
        failedAudits: failedAudits(lhr),
      });
    }
    const numeric = Object.keys(runs[0]).filter((key) => key !== 'failedAudits');
    lighthouseResults[page] = {
      ...Object.fromEntries(numeric.map((key) => [key, median(runs.map((r) => r[key]))])),
      failedAudits: [...new Set(runs.flatMap((r) => r.failedAudits))],
    };
  }
} finally {
  await chrome?.kill();
}

console.log(`\nLighthouse, mobile, simulated throttling, median of ${RUNS}:`);
console.log(
  'page'.padEnd(44),
  'perf  a11y  bp   seo   FCP     LCP     TBT    CLS    bytes      JS         main thread (script)',
);
for (const [page, r] of Object.entries(lighthouseResults)) {
  console.log(
    page.padEnd(44),
    String(r.performance).padEnd(5),
    String(r.accessibility).padEnd(5),
    String(r.bestPractices).padEnd(4),
    String(r.seo).padEnd(5),
    `${Math.round(r.fcpMs)} ms`.padEnd(7),
    `${Math.round(r.lcpMs)} ms`.padEnd(7),
    `${Math.round(r.tbtMs)} ms`.padEnd(6),
    r.cls.toFixed(3).padEnd(6),
    kb(r.totalBytes).padEnd(10),
    kb(r.jsBytes).padEnd(10),
    `${Math.round(r.mainThreadMs)} ms (${Math.round(r.scriptMs)})`,
  );
  if (r.failedAudits.length > 0) console.log(''.padEnd(44), `below 100 because of: ${r.failedAudits.join(', ')}`);
}

// 3. Browser figures: first-load JS of a docs page, playground, search.
const browser = await chromium.launch({executablePath: CHROMIUM, args: CHROME_FLAGS.slice(1)});
const context = await browser.newContext();

async function firstLoadScripts(path) {
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') {
      const size = Number(response.headers()['content-length'] ?? (await response.body()).length);
      scripts.push({url: response.url().replace(BASE, ''), bytes: size});
    }
  });
  await page.goto(`${BASE}${path}`, {waitUntil: 'networkidle'});
  await page.close();
  return scripts;
}

// First load per kind of route, as the budget check counts it (scripts/route-weight.mjs:
// idle work left out): before (the figures budgets.json records for the build at
// issue #36) and now, beside the route's budget.
const routeWeights = {};
console.log('\nfirst load per route, gzipped KB (before: the build at issue #36, budgets.json):');
console.log(
  `  ${'route'.padEnd(52)} ${'JavaScript before → now'.padEnd(26)} ${'everything before → now'.padEnd(26)} engine before → now`,
);
for (const route of readBudgets().routes) {
  const weight = await measureRoute(browser, BASE, route.path);
  routeWeights[route.path] = {js: weightKb(weight.js), total: weightKb(weight.total), engine: weightKb(weight.engine)};
  const figures = (before, now, budget) => `${before} → ${weightKb(now)} (budget ${budget})`.padEnd(26);
  console.log(
    `  ${`${route.name} ${route.path}`.padEnd(52)}`,
    figures(route.before.js, weight.js, route.budget.js),
    figures(route.before.total, weight.total, route.budget.total),
    route.budget.engine === undefined ? '' : figures(route.before.engine, weight.engine, route.budget.engine),
  );
}

const docsScripts = await firstLoadScripts(INTRODUCTION);
const docsJsBytes = docsScripts.reduce((sum, s) => sum + s.bytes, 0);
console.log(`\nfirst load of ${INTRODUCTION}: ${docsScripts.length} scripts, ${kb(docsJsBytes)} gzipped`);
for (const s of docsScripts.sort((a, b) => b.bytes - a.bytes)) console.log(`  ${kb(s.bytes).padStart(9)}  ${s.url}`);

// Playground: engine size, time to first output, keystroke to output.
const engine = Object.fromEntries(
  versions.map(({name: v}) => {
    // A production build keeps the engine in a folder named by its hash (plugins/offline.ts).
    const folder = readdirSync('build/engine').find((name) => existsSync(`build/engine/${name}/textwire-${v}.wasm`));
    const file = `build/engine/${folder}/textwire-${v}.wasm`;
    return [v, {rawBytes: statSync(file).size, gzipBytes: gz(file)}];
  }),
);
// Opening /playground to its first output: cold opens (a fresh context each, nothing cached), median of 5.
const firstOutputRuns = [];
for (let run = 0; run < 5; run++) firstOutputRuns.push(await firstOutputMs(browser, `${BASE}/playground`));
const firstOutput = median(firstOutputRuns);
// /playground and a lesson to first output: cold, repeat visit without the
// service worker, repeat visit cached by it; alternated (scripts/bench-offline.mjs).
const repeatVisits = await measureRepeatVisits(browser, BASE, Math.max(RUNS, 3));
const playgroundPage = await context.newPage();
await playgroundPage.goto(`${BASE}/playground`);
await playgroundPage.waitForFunction(
  () => (document.querySelector('[data-testid="playground-output"]')?.textContent ?? '') !== '',
);

const docsTemplate = `<h1>{{ title.upper() }}</h1>\n${'@each(item in items)<li>{{ loop.iter }}. {{ item.capitalize().truncate(20) }}</li>@end\n'.repeat(20)}`;
const docsData = JSON.stringify({title: 'Benchmark', items: Array.from({length: 50}, (_, i) => `item number ${i}`)});
await playgroundPage.evaluate(() => undefined);
const keystrokes = [];
const editor = playgroundPage.getByRole('textbox', {name: 'Template', exact: true});
await editor.click();
await playgroundPage.keyboard.press('Control+A');
await playgroundPage.keyboard.insertText(docsTemplate);
const dataEditor = playgroundPage.getByRole('textbox', {name: 'Data (JSON)', exact: true});
await dataEditor.click();
await playgroundPage.keyboard.press('Control+A');
await playgroundPage.keyboard.insertText(docsData);
await playgroundPage.waitForFunction(() =>
  document.querySelector('[data-testid="playground-output"]')?.textContent?.includes('BENCHMARK'),
);
await editor.click();
await playgroundPage.keyboard.press('Control+End');
for (let i = 0; i < 10; i++) {
  const marker = `k${i}`;
  const started = Date.now();
  await playgroundPage.keyboard.insertText(marker);
  await playgroundPage.waitForFunction(
    (m) => document.querySelector('[data-testid="playground-output"]')?.textContent?.endsWith(m),
    marker.slice(-2),
  );
  keystrokes.push(Date.now() - started);
}
const keystrokeMs = median(keystrokes);

// Completion: from the keystroke (`.` after a data value, `@`) to the list
// in the page, measured in the page itself. And the engine's problems: from
// the last keystroke, and from the run's result (the status line's data-run),
// to the marks in the editor (@codemirror/lint).
const timeInPage = (selector, attribute) =>
  playgroundPage.evaluate(
    ([selector, attribute]) =>
      new Promise((resolve) => {
        const times = {};
        const seen = () => document.querySelector(selector);
        addEventListener('keydown', () => (times.key = performance.now()), {capture: true, once: true});
        const observer = new MutationObserver((records) => {
          if (attribute && records.some((r) => r.attributeName === attribute)) times.result ??= performance.now();
          if (times.key !== undefined && seen()) {
            observer.disconnect();
            resolve({
              shown: performance.now() - times.key,
              fromResult: times.result === undefined ? null : performance.now() - times.result,
            });
          }
        });
        observer.observe(document.body, {
          childList: true,
          subtree: true,
          attributes: Boolean(attribute),
          attributeFilter: attribute ? [attribute] : undefined,
        });
        setTimeout(() => resolve(null), 5000);
        window.__benchArmed = true;
      }),
    [selector, attribute],
  );
async function measureAfterKey(prefix, key, selector, attribute) {
  await playgroundPage.keyboard.insertText(prefix);
  await playgroundPage.keyboard.press('Escape');
  const timing = timeInPage(selector, attribute);
  await playgroundPage.waitForFunction(() => window.__benchArmed);
  await playgroundPage.evaluate(() => (window.__benchArmed = false));
  await playgroundPage.keyboard.press(key);
  const result = await timing;
  await playgroundPage.keyboard.press('Escape');
  for (let i = 0; i <= prefix.length; i++) await playgroundPage.keyboard.press('Backspace');
  return result;
}
const completionTimes = [];
for (let i = 0; i < 10; i++) {
  const [prefix, key] = i % 2 === 0 ? ['\n{{ title', '.'] : ['\n', '@'];
  const timing = await measureAfterKey(prefix, key, '.cm-tooltip-autocomplete [role="listbox"]');
  if (timing) completionTimes.push(timing.shown);
}
const problemTimes = [];
for (let i = 0; i < 5; i++) {
  await playgroundPage.waitForFunction(() => !document.querySelector('.cm-lintRange-error'));
  const timing = await measureAfterKey('\n{{ 4 ~ 3 }', '}', '.cm-lintRange-error', 'data-run');
  if (timing) problemTimes.push(timing);
}
const completion = {
  listShownMs: median(completionTimes),
  problemsMarkedMs: median(problemTimes.map((t) => t.shown)),
  problemsAfterResultMs: median(problemTimes.map((t) => t.fromResult)),
};
console.log(
  `playground editor: completion list shown ${completion.listShownMs.toFixed(1)} ms after the keystroke (median of ${completionTimes.length}, goal 30); ` +
    `problems marked ${completion.problemsMarkedMs.toFixed(0)} ms after the last keystroke (goal: the ${250} ms typing pause + 30 ms, engine run included), ` +
    `${completion.problemsAfterResultMs.toFixed(1)} ms after the run's result`,
);
console.log(
  `\nengine wasm: ${Object.entries(engine)
    .map(([v, e]) => `${v} ${kb(e.rawBytes)} raw, ${kb(e.gzipBytes)} gzipped`)
    .join('; ')}`,
);
console.log(
  `playground: first output ${firstOutput} ms after opening, median of ${firstOutputRuns.length} cold opens (${firstOutputRuns.join(', ')}; goal 600 on a quiet machine); keystroke to output ${keystrokeMs} ms median (includes the 250 ms typing pause) for a ${docsTemplate.length}-character template`,
);
printRepeatVisits(repeatVisits);

// Playground with several files: the templates guide's largest multi-file
// example, taken from its built page's "Try it" links (the links visitors follow).
// First-load JavaScript: the scripts its HTML names (the editors and the engine come after).
const htmlScripts = [
  ...readFileSync('build/playground/index.html', 'utf8').matchAll(/<script[^>]* src="?([^" >]+\.js)/g),
].map((m) => m[1]);
const playgroundFirstLoadJs = htmlScripts.reduce((sum, src) => sum + gz(join('build', src)), 0);
const playgroundScripts = await firstLoadScripts('/playground');
console.log(
  `\nfirst load of /playground: ${kb(playgroundFirstLoadJs)} gzipped in ${htmlScripts.length} scripts of its HTML; every script it then loads:`,
);
for (const s of playgroundScripts.sort((a, b) => b.bytes - a.bytes))
  console.log(`  ${kb(s.bytes).padStart(9)}  ${s.url}`);

const guideHtml = readFileSync('build/docs/v2/guides/template-usage/index.html', 'utf8');
const multiFileLinks = [...guideHtml.matchAll(/href="(\/playground#s=[^"]+)"/g)]
  .map((m) => m[1].replace(/&amp;/g, '&'))
  .map((href) => ({
    href,
    state: JSON.parse(lzString.decompressFromEncodedURIComponent(new URL(href, BASE).hash.slice('#s='.length))),
  }))
  // A set of files: [version, [path, source, …], data, page, extras?] (src/workbench/link.ts).
  .filter(({state}) => Array.isArray(state[1]));
const largest = multiFileLinks.sort((a, b) => b.state[1].join('').length - a.state[1].join('').length)[0];
const files = {firstOutputMs: [], keystrokeMs: [], paths: largest.state[1].filter((_, i) => i % 2 === 0)};
for (let run = 0; run < 3; run++) {
  // A fresh context: nothing cached, as a visitor opening a shared link.
  const cold = await browser.newContext();
  const page = await cold.newPage();
  const started = Date.now();
  await page.goto(`${BASE}${largest.href}`);
  await page.waitForFunction(
    () => (document.querySelector('[data-testid="playground-output"]')?.textContent ?? '') !== '',
  );
  files.firstOutputMs.push(Date.now() - started);
  await cold.close();
}
const filesPage = await context.newPage();
await filesPage.goto(`${BASE}${largest.href}`);
await filesPage.waitForFunction(
  () => (document.querySelector('[data-testid="playground-output"]')?.textContent ?? '') !== '',
);
// Typing at the end of the page file, inside a paragraph of its own: the output grows by what was typed.
const pagePath = largest.state[3];
const pageEditor = filesPage.getByRole('textbox', {name: `Template file ${pagePath}`, exact: true});
await pageEditor.click();
await filesPage.keyboard.press('Control+End');
await filesPage.keyboard.insertText('\n@insert("bench")@end');
await filesPage.waitForTimeout(600);
// The status line carries each run's number and engine time (data-run, data-run-ms).
for (let i = 0; i < 10; i++) {
  const status = filesPage.getByTestId('playground-status');
  const run = Number(await status.getAttribute('data-run'));
  const started = Date.now();
  await filesPage.keyboard.insertText(' ');
  await filesPage.waitForFunction(
    (r) => Number(document.querySelector('[data-testid="playground-status"]')?.getAttribute('data-run')) > r,
    run,
  );
  files.keystrokeToOutputMs = [...(files.keystrokeToOutputMs ?? []), Date.now() - started];
  files.keystrokeMs.push(Number(await status.getAttribute('data-run-ms')));
}
console.log(
  `playground, ${files.paths.length} files (${files.paths.join(', ')}): shared link to first output ${median(files.firstOutputMs)} ms median of 3 cold opens; ` +
    `keystroke to output ${median(files.keystrokeToOutputMs)} ms median, of which engine ${median(files.keystrokeMs)} ms (the rest is the 250 ms typing pause)`,
);

// Export as Go project: click to download for the largest docs example (the
// "Try it" link of the built site with the most template text), the first
// click (it loads the export code) and the median of five later ones.
function tryItStates(dir) {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return tryItStates(full);
    if (!entry.name.endsWith('.html')) return [];
    return [...readFileSync(full, 'utf8').matchAll(/href="(\/playground#s=[^"]+)"/g)].map((m) => {
      const href = m[1].replace(/&amp;/g, '&');
      const state = JSON.parse(
        lzString.decompressFromEncodedURIComponent(new URL(href, BASE).hash.slice('#s='.length)),
      );
      return {href, size: [state[1]].flat().join('').length + state[2].length};
    });
  });
}
const largestExample = tryItStates('build').sort((a, b) => b.size - a.size)[0];
const exportPage = await context.newPage();
await exportPage.goto(`${BASE}${largestExample.href}`);
// A finished run (output or error) sets the status line's run number.
await exportPage.waitForFunction(
  () => Number(document.querySelector('[data-testid="playground-status"]')?.getAttribute('data-run')) > 0,
);
const exportClicks = [];
let exportZipBytes = 0;
for (let i = 0; i < 6; i++) {
  const started = Date.now();
  const [download] = await Promise.all([
    exportPage.waitForEvent('download'),
    exportPage.getByRole('button', {name: 'Export as Go project'}).click(),
  ]);
  exportClicks.push(Date.now() - started);
  exportZipBytes = statSync(await download.path()).size;
}
const exportTimes = {
  firstClickMs: exportClicks[0],
  laterClickMs: median(exportClicks.slice(1)),
  zipBytes: exportZipBytes,
  templateChars: largestExample.size,
};
console.log(
  `\nexport as Go project, largest docs example (${largestExample.size} characters of templates and data): click to download ${exportTimes.firstClickMs} ms the first time (loads the export code), ${exportTimes.laterClickMs} ms median after; zip ${kb(exportZipBytes)}`,
);

// Examples menu: click to the list on screen (a frame after it is in the
// page), timed in the page; the first open loads the list, later ones do not.
async function openMenuMs(page) {
  const ms = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Examples');
        const started = performance.now();
        button.click();
        const shown = () =>
          document.querySelector('[aria-label="Docs examples"] button')
            ? requestAnimationFrame(() => resolve(performance.now() - started))
            : requestAnimationFrame(shown);
        shown();
      }),
  );
  await page.getByRole('button', {name: 'Examples', exact: true}).click();
  return Math.round(ms);
}
const menuPage = await context.newPage();
await menuPage.goto(`${BASE}/playground`);
await menuPage.waitForFunction(
  () => Number(document.querySelector('[data-testid="playground-status"]')?.getAttribute('data-run')) > 0,
);
const menuOpens = [];
for (let i = 0; i < 6; i++) menuOpens.push(await openMenuMs(menuPage));
const menuTimes = {firstOpenMs: menuOpens[0], laterOpenMs: median(menuOpens.slice(1))};
console.log(
  `examples menu: click to list shown ${menuTimes.firstOpenMs} ms the first time (loads the list), ${menuTimes.laterOpenMs} ms median after`,
);

// Compare view, on the largest docs example: click to both results shown the
// first time (loads the compare code and the other engine), then the time each
// comparison takes after a change (both engines and the diff; compare-view's data-run-ms).
const compareButton = exportPage.getByRole('button', {name: /^Compare /});
const compareStarted = Date.now();
await compareButton.click();
await exportPage.waitForFunction(
  () => Number(document.querySelector('[data-testid="compare-view"]')?.getAttribute('data-run')) > 0,
);
const compareFirstMs = Date.now() - compareStarted;
const compareRuns = [];
const compareData = exportPage.getByRole('textbox', {name: 'Data (JSON)', exact: true});
await compareData.click();
await exportPage.keyboard.press('Control+End');
for (let i = 0; i < 5; i++) {
  const view = exportPage.getByTestId('compare-view');
  const run = Number(await view.getAttribute('data-run'));
  await exportPage.keyboard.insertText(' ');
  await exportPage.waitForFunction(
    (r) => Number(document.querySelector('[data-testid="compare-view"]')?.getAttribute('data-run')) > r,
    run,
  );
  compareRuns.push(Number(await view.getAttribute('data-run-ms')));
}
const compareTimes = {
  firstClickMs: compareFirstMs,
  runMs: median(compareRuns),
  summary: await exportPage.getByTestId('compare-summary').textContent(),
};
console.log(
  `compare view, largest docs example: click to both results ${compareTimes.firstClickMs} ms the first time (loads the compare code and the other engine); ` +
    `${compareTimes.runMs} ms median per comparison after a change (both engines and the diff, after the 250 ms typing pause): "${compareTimes.summary}"`,
);

// One run owner: engine calls per typing pause, counted in the page (1 alone, 2 in compare).
const engineCalls = await measureEngineCalls(browser, BASE);
printEngineCalls('playground: ', engineCalls);

// The tour: lesson cold and warm to output, Check to verdict, first-load JS.
const tour = await measureTour(browser, BASE);
printTour(tour);

// An example edited where it is read: first Edit to output, cold and warm; keystroke to output.
const editInPlace = await measureEditInPlace(browser, BASE);
printEditInPlace(editInPlace);

// Search: index size, what loads when, hover to ready, keystroke to results.
const search = await measureSearch(context, BASE);
await context.close();
server.closeAllConnections();
await new Promise((resolve) => server.close(resolve));

// The engine before and after its latest change: sizes, and first output
// with the two engines alternated on one server (scripts/bench-engine.mjs).
const engineChange = await measureEngineChange(browser, serveBuild, {
  port: PORT,
  ref: process.env.BENCH_ENGINE_BEFORE || defaultBeforeRef(),
  runs: Number(process.env.BENCH_ENGINE_RUNS ?? 7),
  linkMbps: Number(process.env.BENCH_LINK_MBPS ?? 10),
});
await browser.close();

printSearch(search);
printEngineChange(engineChange);

mkdirSync('reports', {recursive: true});
writeFileSync(
  'reports/bench.json',
  JSON.stringify(
    {
      buildSeconds,
      lighthouse: lighthouseResults,
      routeWeights,
      docsFirstLoad: {jsBytes: docsJsBytes, scripts: docsScripts},
      engine,
      engineChange,
      playground: {
        firstOutputMs: firstOutput,
        firstOutputRuns,
        keystrokeMs,
        completion,
        firstLoadJsBytes: playgroundFirstLoadJs,
        files,
        export: exportTimes,
        examplesMenu: menuTimes,
        compare: compareTimes,
        engineCallsPerPause: engineCalls,
      },
      tour,
      repeatVisits,
      editInPlace,
      search,
    },
    null,
    2,
  ) + '\n',
);
console.log('\nwrote reports/bench.json');
