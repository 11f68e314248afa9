/* global document, caches, location */
// Repeat visits with offline reading (docs-dev/offline.md): time from opening
// /playground and a tour lesson to their first output, three ways, alternated
// run by run so that a busy machine weighs on each alike:
//   cold     a fresh browser context (nothing cached);
//   repeat   the second visit in a context whose service worker is blocked
//            (the browser's HTTP cache only: the server says no-cache, as
//            GitHub Pages' 10-minute max-age does once it has run out);
//   cached   the second visit with the service worker in control.
// `npm run bench` calls measureRepeatVisits(); run alone:
//
//   node scripts/bench-offline.mjs [build dir]     # BENCH_RUNS (default 5), BENCH_PORT (default 4290)
//   BENCH_LINK=1 node scripts/bench-offline.mjs    # over a phone-like link: 1.6 Mbit/s, 150 ms
import {chromium} from '@playwright/test';
import {serveBuild} from './serve-build.mjs';
import {median} from './median.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const REPEAT_PATHS = ['/playground', '/tour/basics/printing'];
const hasOutput = () => (document.querySelector('[data-testid="playground-output"]')?.textContent ?? '') !== '';

async function openToOutput(page, url) {
  const started = Date.now();
  await page.goto(url);
  await page.waitForFunction(hasOutput, undefined, {polling: 'raf', timeout: 60_000});
  return Date.now() - started;
}

/** One run of each way for `url`: milliseconds to first output. */
async function once(browser, url) {
  const result = {};
  {
    const context = await browser.newContext({serviceWorkers: 'block'});
    result.cold = await openToOutput(await context.newPage(), url);
    await context.close();
  }
  {
    const context = await browser.newContext({serviceWorkers: 'block'});
    const first = await context.newPage();
    await openToOutput(first, url);
    await first.close();
    result.repeat = await openToOutput(await context.newPage(), url);
    await context.close();
  }
  {
    const context = await browser.newContext({serviceWorkers: 'allow'});
    const first = await context.newPage();
    await openToOutput(first, url);
    // The worker registers when the page is idle and stores what the page loaded.
    await first.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {timeout: 60_000});
    // Polled from here: page.waitForFunction takes a promise for a truthy answer and returns at once.
    const stored = () =>
      first.evaluate(
        async () =>
          Boolean(await caches.match('/engine/textwire-v2.wasm')) && Boolean(await caches.match(location.pathname)),
      );
    const until = Date.now() + 60_000;
    while (!(await stored())) {
      if (Date.now() > until) throw new Error(`${url}: the engine and the page were not stored within 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await first.close();
    result.cached = await openToOutput(await context.newPage(), url);
    await context.close();
  }
  return result;
}

/** Medians over `runs` alternated runs, per path: {path: {cold, repeat, cached, runs: {...}}}. */
export async function measureRepeatVisits(browser, base, runs = 5) {
  const figures = {};
  for (const path of REPEAT_PATHS) figures[path] = {runs: {cold: [], repeat: [], cached: []}};
  for (let run = 0; run < runs; run++)
    for (const path of REPEAT_PATHS) {
      const result = await once(browser, `${base}${path}`);
      for (const way of ['cold', 'repeat', 'cached']) figures[path].runs[way].push(result[way]);
    }
  for (const path of REPEAT_PATHS)
    for (const way of ['cold', 'repeat', 'cached']) figures[path][way] = median(figures[path].runs[way]);
  return figures;
}

export function printRepeatVisits(figures, label = '') {
  console.log(
    `\nrepeat visits, first output in ms (median; cold / repeat without the worker / cached by the worker)${label}:`,
  );
  for (const [path, f] of Object.entries(figures))
    console.log(
      `  ${path}: ${f.cold} / ${f.repeat} / ${f.cached}   (runs: ${f.runs.cold.join(', ')} / ${f.runs.repeat.join(', ')} / ${f.runs.cached.join(', ')})`,
    );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'build';
  const port = Number(process.env.BENCH_PORT ?? 4290);
  const link = process.env.BENCH_LINK ? {bytesPerSecond: 200_000, latencyMs: 150} : undefined;
  const server = await serveBuild(dir, port, {link});
  const browser = await chromium.launch({executablePath: CHROMIUM});
  try {
    printRepeatVisits(
      await measureRepeatVisits(browser, `http://127.0.0.1:${port}`, Number(process.env.BENCH_RUNS ?? 5)),
      link ? ', over a 1.6 Mbit/s link with 150 ms latency' : ', local server',
    );
  } finally {
    await browser.close();
    server.close();
  }
}
