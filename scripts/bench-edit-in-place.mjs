// An example edited in place (issue #34): on a docs page, the first Edit to
// the first output (the editor's code and the engine fetched then: cold),
// Edit on a second example of the page (both already in: warm), and a
// keystroke to its output (after the 250 ms typing pause; the engine's own
// time is the status line's data-run-ms). `npm run bench` prints them.

import {median} from './median.mjs';

const PAGE = '/docs/v2/functions/str';

/** Clicks the nth example's Edit and returns the milliseconds to its first output. */
async function editToOutputMs(page, nth) {
  const started = Date.now();
  await page.locator('p.tw-try-it [data-tw-edit]').nth(nth).click();
  await page
    .getByTestId('example-editor')
    .nth(nth)
    .getByTestId('playground-status')
    .locator('xpath=self::*[number(@data-run) > 0]')
    .waitFor({timeout: 30_000});
  return Date.now() - started;
}

export async function measureEditInPlace(browser, base, runs = 3) {
  const cold = [];
  const warm = [];
  const keystroke = [];
  const engineMs = [];
  for (let i = 0; i < runs; i++) {
    // A fresh context: nothing cached, as on a first visit.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}${PAGE}`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    cold.push(await editToOutputMs(page, 0));
    warm.push(await editToOutputMs(page, 1));
    const example = page.getByTestId('example-editor').first();
    const status = example.getByTestId('playground-status');
    await example.getByRole('textbox', {name: /^Template/}).click();
    await page.keyboard.press('Control+End');
    for (let k = 0; k < 5; k++) {
      const run = Number(await status.getAttribute('data-run'));
      const started = Date.now();
      await page.keyboard.insertText(' ');
      await status.locator(`xpath=self::*[number(@data-run) > ${run}]`).waitFor({timeout: 15_000});
      keystroke.push(Date.now() - started);
      engineMs.push(Number(await status.getAttribute('data-run-ms')));
    }
    await context.close();
  }
  return {
    page: PAGE,
    runs,
    firstEditColdMs: median(cold),
    firstEditWarmMs: median(warm),
    keystrokeToOutputMs: median(keystroke),
    engineMs: median(engineMs),
  };
}

export function printEditInPlace(result) {
  console.log(
    `edit in place (${result.page}, median of ${result.runs} fresh visits): first Edit to output ${result.firstEditColdMs} ms cold ` +
      `(editor code and engine fetched), ${result.firstEditWarmMs} ms on a second example (both in); ` +
      `keystroke to output ${result.keystrokeToOutputMs} ms (250 ms typing pause included; engine ${result.engineMs} ms)`,
  );
}

// Run alone against a served build: node scripts/bench-edit-in-place.mjs http://127.0.0.1:3000
// Two builds compared, each served here, in turns (the order flips each round, so a busy
// machine weighs on both alike): node scripts/bench-edit-in-place.mjs --compare <before dir> <after dir> [rounds]
if (import.meta.url === `file://${process.argv[1]}`) {
  const {chromium} = await import('@playwright/test');
  const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium'});
  if (process.argv[2] === '--compare') {
    const {serveBuild} = await import('./serve-build.mjs');
    const [before, after, rounds = '5'] = process.argv.slice(3);
    const servers = {before: await serveBuild(before, 0), after: await serveBuild(after, 0)};
    const figures = {before: [], after: []};
    for (let round = 0; round < Number(rounds); round++)
      for (const side of round % 2 === 0 ? ['before', 'after'] : ['after', 'before']) {
        const result = await measureEditInPlace(browser, `http://127.0.0.1:${servers[side].address().port}`);
        figures[side].push(result);
        console.log(`round ${round + 1}, ${side}: ${JSON.stringify(result)}`);
      }
    for (const key of ['firstEditColdMs', 'firstEditWarmMs', 'keystrokeToOutputMs', 'engineMs']) {
      const side = (name) => figures[name].map((result) => result[key]);
      console.log(
        `${key}: before ${median(side('before'))} (${side('before').join(', ')}), after ${median(side('after'))} (${side('after').join(', ')})`,
      );
    }
    for (const server of Object.values(servers)) server.close();
  } else {
    printEditInPlace(await measureEditInPlace(browser, process.argv[2] ?? 'http://127.0.0.1:3000'));
  }
  await browser.close();
}
