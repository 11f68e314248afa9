// Engine calls, counted in the page: each template the page posts to an
// engine's worker (src/engine/browser.ts) is one engine call, as the worker
// runs each request once. `npm run bench` prints the calls per typing pause;
// tests/e2e/playground-compare.spec.ts pins them (1 alone, 2 in compare).

/**
 * An init script (page.addInitScript(countEngineCalls)): counts in
 * window.__engineCalls the template requests posted to any worker. The
 * engine's other messages (its start, the completion lists) are not runs.
 * @returns {void}
 */
export function countEngineCalls() {
  const post = Worker.prototype.postMessage;
  window.__engineCalls = 0;
  Worker.prototype.postMessage = function (message, ...rest) {
    if (message && (message.kind === 'string' || message.kind === 'files')) window.__engineCalls++;
    return post.apply(this, [message, ...rest]);
  };
}

/**
 * Does `act` (typing, say) and returns the engine calls it led to: counted
 * until at least one call was made and none came for `quietMs` (longer than
 * the typing pause, so that a run scheduled by anyone has started by then).
 * @param {import('@playwright/test').Page} page
 * @param {() => Promise<unknown>} act
 * @returns {Promise<number>}
 */
export async function engineCallsAfter(page, act, quietMs = 800) {
  const before = await page.evaluate(() => window.__engineCalls);
  await act();
  await page.waitForFunction(
    ([from, quiet]) => {
      const now = performance.now();
      if (window.__engineCalls !== window.__callsSeen) {
        window.__callsSeen = window.__engineCalls;
        window.__callsChanged = now;
      }
      return window.__engineCalls > from && now - window.__callsChanged >= quiet;
    },
    [before, quietMs],
    {polling: 50, timeout: 15_000},
  );
  return (await page.evaluate(() => window.__engineCalls)) - before;
}

/**
 * Engine calls per typing pause on /playground, alone and in compare: the
 * median over `pauses` bursts of three keys typed 30 ms apart (well inside
 * the typing pause), each followed by a pause.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} base
 * @returns {Promise<EngineCalls>}
 */
export async function measureEngineCalls(browser, base, pauses = 5) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(countEngineCalls);
  await page.goto(`${base}/playground`);
  await page.waitForFunction(
    () => Number(document.querySelector('[data-testid="playground-status"]')?.getAttribute('data-run')) > 0,
  );
  const editor = page.getByRole('textbox', {name: 'Template', exact: true});
  const burst = async () => {
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('abc', {delay: 30});
  };
  const calls = async () => {
    const counted = [];
    for (let i = 0; i < pauses; i++) counted.push(await engineCallsAfter(page, burst));
    return counted.sort((a, b) => a - b)[Math.floor(counted.length / 2)];
  };
  const alone = await calls();
  await page.getByRole('button', {name: /^Compare /}).click();
  await page.waitForFunction(
    () => Number(document.querySelector('[data-testid="compare-view"]')?.getAttribute('data-run')) > 0,
  );
  const compare = await calls();
  await context.close();
  return {alone, compare, pauses};
}

/** @typedef {{alone: number; compare: number; pauses: number}} EngineCalls */

/**
 * @param {string} label
 * @param {EngineCalls} calls
 */
export function printEngineCalls(label, {alone, compare, pauses}) {
  console.log(
    `${label}engine calls per typing pause: ${alone} alone, ${compare} in compare (median of ${pauses} pauses, counted in the page)`,
  );
}

/** A template with enough work for the engine time to show (about 5,000 list items). */
const HEAVY_TEMPLATE =
  '<ul>@each(item in items)<li>{{ loop.iter }}. {{ item.upper() }} {{ item.len() }}</li>@end</ul>\n';
const HEAVY_DATA = JSON.stringify({items: Array.from({length: 5000}, (_, i) => `item number ${i}`)});

/** /playground with the heavy template, in the compare view. */
async function openHeavyCompare(browser, base) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/playground`);
  for (const [label, text] of [
    ['Data (JSON)', HEAVY_DATA],
    ['Template', HEAVY_TEMPLATE],
  ]) {
    await page.getByRole('textbox', {name: label, exact: true}).click();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(text);
  }
  await page.getByRole('button', {name: /^Compare /}).click();
  // Both engines load here; a busy machine can take a while.
  await page.waitForFunction(
    () => document.querySelector('[data-testid="compare-summary"]')?.textContent?.startsWith('Same output'),
    undefined,
    {timeout: 120_000},
  );
  return page;
}

/** From the last key of a burst typed at the end of the template to the compare view's next result, in ms (the 250 ms pause included). */
async function compareUpdateMs(page) {
  const runOf = () =>
    page.evaluate(() => Number(document.querySelector('[data-testid="compare-view"]')?.getAttribute('data-run')));
  const before = await runOf();
  await page.getByRole('textbox', {name: 'Template', exact: true}).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('abc', {delay: 30});
  const started = Date.now();
  await page.waitForFunction(
    (run) => Number(document.querySelector('[data-testid="compare-view"]')?.getAttribute('data-run')) > run,
    before,
  );
  return Date.now() - started;
}

/**
 * Run alone, it compares builds: the engine calls per pause of each, then
 * the compare view's update time after typing, the builds alternated round
 * by round so that a busy machine weighs on each alike (BENCH_RUNS rounds, default 9):
 *
 *   node scripts/bench-engine-calls.mjs build /tmp/old-build
 */
async function compareBuilds(builds) {
  const {chromium} = await import('@playwright/test');
  const {serveBuild} = await import('./serve-build.mjs');
  const port = Number(process.env.BENCH_PORT ?? 4180);
  const rounds = Number(process.env.BENCH_RUNS ?? 9);
  const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium'});
  // One port: each build is served while its pages load; the pages then need no server.
  const sites = [];
  for (const dir of builds) {
    const server = await serveBuild(dir, port);
    const base = `http://127.0.0.1:${port}`;
    printEngineCalls(`${dir}: `, await measureEngineCalls(browser, base));
    sites.push({dir, page: await openHeavyCompare(browser, base), updates: []});
    server.close();
  }
  for (let round = 0; round < rounds; round++) {
    for (const site of round % 2 === 0 ? sites : [...sites].reverse())
      site.updates.push(await compareUpdateMs(site.page));
  }
  for (const site of sites) {
    const sorted = [...site.updates].sort((a, b) => a - b);
    console.log(
      `${site.dir}: compare view updated ${sorted[Math.floor(sorted.length / 2)]} ms after the last key, median of ${rounds} (${site.updates.join(', ')}), 5,000-item list on both versions`,
    );
  }
  await browser.close();
}

// No top-level await: the browser tests import this module.
if (import.meta.url === `file://${process.argv[1]}`) {
  compareBuilds(process.argv.length > 2 ? process.argv.slice(2) : ['build']).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
