// `npm run bench`: builds the site, serves it with gzip and prints figures:
// Lighthouse (mobile, simulated throttling, median of 3) per key page, the
// first-load JavaScript of a docs page, the engine (wasm) and playground
// timings, and the search figures (scripts/bench-search.mjs). Writes reports/bench.json.
// It measures; it asserts nothing.
import {spawnSync} from 'node:child_process';
import {mkdirSync, readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {chromium} from '@playwright/test';
import {serveBuild} from './serve-build.mjs';
import {measureSearch, printSearch} from './bench-search.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const PORT = Number(process.env.BENCH_PORT ?? 4180);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (path) => gzipSync(readFileSync(path), {level: 6}).length;

// 1. Build.
const buildStarted = Date.now();
const build = spawnSync('npm', ['run', 'build'], {stdio: 'inherit'});
if (build.status !== 0) process.exit(build.status ?? 1);
const buildSeconds = (Date.now() - buildStarted) / 1000;
console.log(`\nbuild: ${buildSeconds.toFixed(1)} s`);

/** The v2 docs page with the most HTML: the heaviest page a reader opens. */
function longestV2Page() {
  let best = {path: '', size: 0};
  const walk = (dir) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'index.html' && statSync(full).size > best.size) {
        best = {path: full.replace(/^build/, '').replace(/index\.html$/, '').replace(/\/$/, '') || '/', size: statSync(full).size};
      }
    }
  };
  walk('build/docs/v2');
  return best.path;
}

/** The scored audits of the non-performance categories that did not pass: the reason a score is below 100. */
function failedAudits(lhr) {
  return ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => `${category}/${ref.id}`),
  );
}

const server = await serveBuild('build', PORT);
const pages = ['/', '/docs/v2/introduction', longestV2Page(), '/blog/textwire-v2.4.0', '/community', '/playground'];

// 2. Lighthouse.
const lighthouseResults = {};
const chrome = await chromeLauncher.launch({chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS});
try {
  for (const page of pages) {
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
  await chrome.kill();
}

console.log(`\nLighthouse, mobile, simulated throttling, median of ${RUNS}:`);
console.log('page'.padEnd(44), 'perf  a11y  bp   seo   FCP     LCP     TBT    CLS    bytes      JS');
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
    kb(r.jsBytes),
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

const docsScripts = await firstLoadScripts('/docs/v2/introduction');
const docsJsBytes = docsScripts.reduce((sum, s) => sum + s.bytes, 0);
console.log(`\nfirst load of /docs/v2/introduction: ${docsScripts.length} scripts, ${kb(docsJsBytes)} gzipped`);
for (const s of docsScripts.sort((a, b) => b.bytes - a.bytes)) console.log(`  ${kb(s.bytes).padStart(9)}  ${s.url}`);

// Playground: engine size, time to first output, keystroke to output.
const engine = Object.fromEntries(
  ['v1', 'v2'].map((v) => {
    const file = `build/engine/textwire-${v}.wasm`;
    return [v, {rawBytes: statSync(file).size, gzipBytes: gz(file)}];
  }),
);
const playgroundPage = await context.newPage();
const opened = Date.now();
await playgroundPage.goto(`${BASE}/playground`);
await playgroundPage.waitForFunction(() => (document.querySelector('[data-testid="playground-output"]')?.textContent ?? '') !== '');
const firstOutputMs = Date.now() - opened;

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
await playgroundPage.waitForFunction(() => document.querySelector('[data-testid="playground-output"]')?.textContent?.includes('BENCHMARK'));
await editor.click();
await playgroundPage.keyboard.press('Control+End');
for (let i = 0; i < 10; i++) {
  const marker = `k${i}`;
  const started = Date.now();
  await playgroundPage.keyboard.insertText(marker);
  await playgroundPage.waitForFunction((m) => document.querySelector('[data-testid="playground-output"]')?.textContent?.endsWith(m), marker.slice(-2));
  keystrokes.push(Date.now() - started);
}
const keystrokeMs = median(keystrokes);
console.log(`\nengine wasm: v1 ${kb(engine.v1.rawBytes)} raw, ${kb(engine.v1.gzipBytes)} gzipped; v2 ${kb(engine.v2.rawBytes)} raw, ${kb(engine.v2.gzipBytes)} gzipped`);
console.log(`playground: first output ${firstOutputMs} ms after opening; keystroke to output ${keystrokeMs} ms median (includes the 250 ms typing pause) for a ${docsTemplate.length}-character template`);

// Search: index size, what loads when, hover to ready, keystroke to results.
const search = await measureSearch(context, BASE);
await browser.close();
server.close();

printSearch(search);

mkdirSync('reports', {recursive: true});
writeFileSync(
  'reports/bench.json',
  JSON.stringify({buildSeconds, lighthouse: lighthouseResults, docsFirstLoad: {jsBytes: docsJsBytes, scripts: docsScripts}, engine, playground: {firstOutputMs, keystrokeMs}, search}, null, 2) + '\n',
);
console.log('\nwrote reports/bench.json');
