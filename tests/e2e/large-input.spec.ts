/**
 * Input of any size keeps the page answering: a lesson whose template
 * prints 40 MB is checked, and links of a few kilobytes that unpack to
 * megabytes are opened, while the mouse moves over the page every 50 ms;
 * the page's main thread never runs a task of 200 ms or more meanwhile
 * (mainThreadBusy in ./fixtures.ts says how it is measured). The heavy
 * parts run in a worker or in slices (src/workbench/offMain.ts) and what
 * is shown is bounded (src/tour/outputDiff.ts; the size rule of links in
 * link.ts; the output pane's pieces).
 */
import type {Page} from '@playwright/test';
import {test, expect, mainThreadBusy, waitForHydration} from './fixtures';
import {hrefOf} from '../../src/workbench/link';
import {runTemplateLink} from '../support/craftedLink';

/** The longest the page's main thread may be busy at a stretch: the longest a visitor's input may wait. */
const ANSWER_MS = 200;

const output = (page: Page) => page.getByTestId('playground-output');
const notes = (page: Page) => page.getByTestId('playground-notes');
const template = (page: Page) => page.getByRole('textbox', {name: /^Template/});
/** The figures in the report, whatever the outcome. */
function record(what: string, {longestMoveMs, longestTaskMs}: {longestMoveMs: number; longestTaskMs: number}) {
  test.info().annotations.push({
    type: what,
    description: `longest task ${longestTaskMs} ms of main-thread time; longest wait for a mouse move ${longestMoveMs} ms`,
  });
}

test('Check on a template that prints 40 MB: a verdict from the first difference, the page answering throughout', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.goto('/tour/basics/printing');
  await waitForHydration(page);
  await expect(output(page)).toContainText('<h1>Hello, visitor!</h1>');

  const busy = await mainThreadBusy(browser, page, async () => {
    // 2.5 million lines of 16 characters, on each of the lesson's data sets.
    await template(page).click();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText('{{ "line 0123456789\n".repeat(2500000) }}');
    await expect(page.getByTestId('playground-output-size')).toContainText(/The output is (at least )?38\.1 MB/, {
      timeout: 30_000,
    });
    await page.getByRole('button', {name: 'Check', exact: true}).click();
    await expect(page.getByTestId('tour-verdict')).toContainText('your output differs', {timeout: 60_000});
  });
  record('typed, then checked', busy);
  expect(busy.longestTaskMs, 'the longest task of the page (ms of main-thread time)').toBeLessThan(ANSWER_MS);
  await expect(page.getByTestId('tour-diff-cut')).toContainText(
    /^Too large to show in full \(the expected output is \d+ bytes, yours 38\.1 MB\): the lines below start at line 1,/,
  );
  const diff = page.getByTestId('tour-diff');
  await expect(diff.locator('del').first()).toHaveText('- <h1>Hello, Mira!</h1>');
  await expect(diff.locator('ins').first()).toHaveText('+ line 0123456789');
  expect(await diff.locator('ins').count()).toBeLessThan(400);
});

test('links of a few kilobytes that unpack to megabytes: refused, or opened and not run, the page answering throughout', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  // 8.6 KB of link, a 10 MB template: past what any state may unpack to, refused before it is decompressed.
  const huge = runTemplateLink({chars: 10 * 1024 * 1024});
  expect(huge.encoded.length).toBeLessThan(9_000);
  // 3.7 KB of link, a 4.5 MB template (two bytes a character): unpacked in the worker and opened, as a
  // set of files of that size is, and not run: past what the playground renders.
  const large = runTemplateLink({char: 'é', chars: 2.25 * 1024 * 1024});

  // The site's files are in the cache already: a first visit's downloads are not what is measured.
  await page.goto('/playground');
  await waitForHydration(page);
  const opened = async (href: string, outcome: string) => {
    const busy = await mainThreadBusy(browser, page, async () => {
      await page.goto(href);
      await waitForHydration(page);
      await expect(page.getByTestId('playground-status')).toContainText(outcome, {timeout: 60_000});
    });
    record(`opened a link of ${href.length} characters`, busy);
    expect(busy.longestTaskMs, 'the longest task of the page (ms of main-thread time)').toBeLessThan(ANSWER_MS);
  };
  await opened(hrefOf(huge.encoded), 'Rendered.');
  await expect(notes(page)).toContainText(
    'This link’s playground state is too large to open: it would unpack to more than 8.0 MB',
  );
  await expect(notes(page)).not.toContainText('cut short');
  await expect(output(page)).toContainText('READING LIST');

  await opened(hrefOf(large.encoded), 'The template holds 4.5 MB; the playground renders up to 4.0 MB');
  await expect(notes(page)).toBeEmpty();
});
