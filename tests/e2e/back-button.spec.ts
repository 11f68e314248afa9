/**
 * Issue #40, item 1: the browser's Back button leaves a page that shows a
 * workbench's output, however often the output changed. Each new output
 * used to navigate the preview frame, and each navigation was an entry in
 * the tab's history: four edits in the playground took six presses of Back
 * to leave. Checked on every kind of page that shows output: the
 * playground, a tour lesson, a docs example edited in place, and the
 * playground opened by an example's "Try it" link.
 *
 * Each test prints its figure (history entries added by the edits), the
 * one docs-dev/workbench.md records: `SITE_PORT=… npx playwright test
 * tests/e2e/back-button.spec.ts`.
 */
import type {Locator, Page} from '@playwright/test';
import {expect, test, waitForHydration} from './fixtures';

/** Where the visitor comes from: any page of the site, left by a link. */
const START = '/community';
const DOCS_PAGE = '/docs/v2/functions/str';
const LESSON = '/tour/basics/printing';
const EDITS = 4;

const historyLength = (page: Page) => page.evaluate(() => window.history.length);

/** Goes to `path` from START, as a visitor following a link would: one new entry in the tab's history. */
async function arrive(page: Page, path: string): Promise<number> {
  await page.goto(START);
  await waitForHydration(page);
  await page.goto(path);
  await waitForHydration(page);
  return historyLength(page);
}

/** Edits the template `count` times, each time waiting for the output of that edit to be shown. */
async function editOutput(page: Page, template: Locator, output: Locator, count: number): Promise<void> {
  await expect(output).not.toBeEmpty({timeout: 20_000});
  for (let edit = 1; edit <= count; edit++) {
    await template.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(`<b>${edit}</b>`);
    await expect(output).toContainText(`<b>${edit}</b>`, {timeout: 20_000});
  }
}

/** The history entries added since `before`, printed for docs-dev, then one Back: it must reach `back`. */
async function expectOneBackLeaves(page: Page, before: number, back: string, kind: string): Promise<void> {
  const added = (await historyLength(page)) - before;
  console.log(`${kind}: ${added} history entries added`);
  expect(added, 'history entries added by new outputs').toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${back.replace(/\//g, '\\/')}$`));
}

test.describe.configure({timeout: 90_000});

test('the playground: one Back leaves after several edits', async ({page}) => {
  const before = await arrive(page, '/playground');
  await editOutput(
    page,
    page.getByRole('textbox', {name: 'Template', exact: true}),
    page.getByTestId('playground-output'),
    EDITS,
  );
  // The edits are shown in the preview too: the frame's content changed each time.
  await expect(page.frameLocator('iframe[title="Preview of the rendered HTML"]').locator('b').last()).toHaveText(
    String(EDITS),
  );
  await expectOneBackLeaves(page, before, START, 'playground');
});

test('a tour lesson: one Back leaves after several edits', async ({page}) => {
  const before = await arrive(page, LESSON);
  await editOutput(page, page.getByRole('textbox', {name: /^Template/}), page.getByTestId('playground-output'), EDITS);
  await expectOneBackLeaves(page, before, START, 'tour lesson');
});

test('an example edited in place: one Back leaves after several edits', async ({page}) => {
  const before = await arrive(page, DOCS_PAGE);
  await page.locator('p.tw-try-it [data-tw-edit]').first().click();
  const example = page.getByTestId('example-editor');
  await editOutput(
    page,
    example.getByRole('textbox', {name: /^Template/}),
    example.getByTestId('playground-output'),
    EDITS,
  );
  await expectOneBackLeaves(page, before, START, 'example edited in place');
});

test('Try it from a docs page: one Back returns to the docs page', async ({page}) => {
  const before = await arrive(page, DOCS_PAGE);
  await page.getByRole('link', {name: 'Try it in the playground'}).first().click();
  await expect(page).toHaveURL(/\/playground#s=/);
  await expect(page.getByTestId('playground-output')).not.toBeEmpty({timeout: 20_000});
  await expect(page.getByTestId('playground-status')).not.toHaveAttribute('data-run', '0');
  // Following the link is one entry; showing its output adds none.
  const added = (await historyLength(page)) - before;
  console.log(`Try it: ${added} history entries added (1 is the link itself)`);
  expect(added, 'history entries added: the link itself').toBe(1);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${DOCS_PAGE.replace(/\//g, '\\/')}$`));
});
