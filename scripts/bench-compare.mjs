// `node scripts/bench-compare.mjs <before build dir> [<after build dir>]`: two
// builds side by side, for a change meant to make pages lighter. Per route of
// budgets.json, the first load (scripts/route-weight.mjs) of each; then
// Lighthouse (mobile, simulated throttling) on the usual pages of `npm run
// bench`, the two builds alternated run by run (a busy machine slows both
// alike), medians of BENCH_RUNS (default 3), each with half the range of its
// runs; BENCH_PAGES (comma-separated) measures other pages. Serves each build
// in turn on SITE_PORT (default 4180). It measures;
// it asserts nothing.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {chromium} from '@playwright/test';
import {serveBuild} from './serve-build.mjs';
import {kb, measureRoute, readBudgets} from './route-weight.mjs';
import {median} from './median.mjs';
import {longestLatestPage} from './bench-pages.mjs';

const [before, after = 'build'] = process.argv.slice(2);
if (!before) {
  console.error('usage: node scripts/bench-compare.mjs <before build dir> [<after build dir>]');
  process.exit(2);
}
const PORT = Number(process.env.SITE_PORT ?? 4180);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const sides = {before, after};

async function serving(side, work) {
  const server = await serveBuild(sides[side], PORT);
  try {
    return await work();
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

// 1. First loads per route.
if (process.env.BENCH_WEIGHTS !== '0') {
  const browser = await chromium.launch({executablePath: CHROMIUM});
  const weights = {before: {}, after: {}};
  for (const side of ['before', 'after']) {
    await serving(side, async () => {
      for (const route of readBudgets().routes)
        weights[side][route.path] = await measureRoute(browser, BASE, route.path, {buildDir: sides[side]});
    });
  }
  await browser.close();
  console.log('first load, gzipped KB: JavaScript before → after; everything before → after');
  for (const route of readBudgets().routes) {
    const [b, a] = [weights.before[route.path], weights.after[route.path]];
    console.log(
      `  ${`${route.name} ${route.path}`.padEnd(52)} ${`${kb(b.js)} → ${kb(a.js)}`.padEnd(18)} ${kb(b.total)} → ${kb(a.total)}`,
    );
  }
}

// 2. Lighthouse, the two builds alternated run by run.
// BENCH_PAGES: a comma-separated list in place of the usual pages.
const pages = process.env.BENCH_PAGES?.split(',') ?? [
  '/',
  '/docs/v2/introduction',
  longestLatestPage(after),
  '/blog/textwire-v2.4.0',
  '/community',
  '/playground',
];
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const runs = {before: {}, after: {}};
try {
  for (let run = 0; run < RUNS; run++) {
    for (const side of run % 2 === 0 ? ['before', 'after'] : ['after', 'before']) {
      await serving(side, async () => {
        for (const page of pages) {
          const {lhr} = await lighthouse(`${BASE}${page}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
          });
          const scripts = lhr.audits['resource-summary']?.details?.items?.find(
            (item) => item.resourceType === 'script',
          );
          (runs[side][page] ??= []).push({
            performance: lhr.categories.performance.score * 100,
            tbtMs: lhr.audits['total-blocking-time'].numericValue,
            lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
            bytes: lhr.audits['total-byte-weight'].numericValue,
            jsBytes: scripts?.transferSize ?? 0,
          });
        }
      });
    }
  }
} finally {
  await chrome.kill();
}
console.log(`\nLighthouse, mobile, simulated throttling, median of ${RUNS}, before → after:`);
console.log(
  `  ${'page'.padEnd(44)} ${'perf'.padEnd(10)} ${'TBT ms'.padEnd(20)} ${'LCP ms'.padEnd(14)} ${'bytes KB'.padEnd(16)} JS KB`,
);
for (const page of pages) {
  const side = (name, key, scale) => {
    const values = runs[name][page].map((r) => r[key] / scale);
    const spread = (Math.max(...values) - Math.min(...values)) / 2;
    return key === 'tbtMs' ? `${Math.round(median(values))}±${Math.round(spread)}` : `${Math.round(median(values))}`;
  };
  const figure = (key, scale = 1) => `${side('before', key, scale)} → ${side('after', key, scale)}`;
  console.log(
    `  ${page.padEnd(44)} ${figure('performance').padEnd(10)} ${figure('tbtMs').padEnd(20)} ${figure('lcpMs').padEnd(14)} ${figure('bytes', 1024).padEnd(16)} ${figure('jsBytes', 1024)}`,
  );
}
