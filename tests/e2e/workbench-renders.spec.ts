/**
 * Renders per keystroke in the built playground: each part of the workbench
 * reads its own slice of the store (src/workbench/store.ts,
 * src/components/Workbench/useWorkbench.ts), so a keystroke renders the
 * part it changed and the parts that show what it changed, and no other.
 * The parts count their renders only when the page asks for it
 * (window.__twRenders, set here before the page's code runs).
 */
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

type Renders = Record<string, number>;

const renders = (page: Page): Promise<Renders> => page.evaluate(() => ({...window.__twRenders}));
const resetRenders = (page: Page) =>
  page.evaluate(() => {
    window.__twRenders = {};
  });

/** The result pane's run number once a run newer than `after` is shown. */
async function nextRun(page: Page, after: number): Promise<number> {
  const status = page.getByTestId('playground-status');
  await status.locator(`xpath=self::*[number(@data-run) > ${after}]`).waitFor();
  return Number(await status.getAttribute('data-run'));
}

async function openPlayground(page: Page): Promise<number> {
  await page.addInitScript(() => {
    window.__twRenders = {};
  });
  await page.goto('/playground');
  await waitForHydration(page);
  await expect(page.getByRole('textbox', {name: 'Template', exact: true})).toBeVisible();
  await expect(page.getByRole('textbox', {name: 'Data (JSON)'})).toBeVisible();
  return nextRun(page, 0);
}

test('a keystroke in the template renders the template and, after the pause, the result; nothing else', async ({
  page,
}) => {
  const run = await openPlayground(page);
  const template = page.getByRole('textbox', {name: 'Template', exact: true});
  await template.click();
  await page.keyboard.press('Control+End');
  await resetRenders(page);

  await page.keyboard.type('x');
  await nextRun(page, run);
  await expect(page.getByTestId('playground-output')).toContainText(/x\s*$/);
  const counted = await renders(page);
  // The template's pane renders for the edit; the result for "Running…" and the outcome.
  expect(counted.TemplatePane).toBeGreaterThanOrEqual(1);
  expect(counted.TemplatePane).toBeLessThanOrEqual(2);
  expect(counted.Results).toBeGreaterThanOrEqual(1);
  expect(counted.Results).toBeLessThanOrEqual(2);
  // The data, the toolbar and the (absent) file bar did not change: they did not render.
  expect(counted.DataPane ?? 0).toBe(0);
  expect(counted.PlaygroundToolbar ?? 0).toBe(0);
  expect(counted.FileBar ?? 0).toBe(0);
});

test('a keystroke in the data that leaves the output as it was renders neither the output nor the toolbar', async ({
  page,
}) => {
  const run = await openPlayground(page);
  const output = await page.getByTestId('playground-output').textContent();
  const data = page.getByRole('textbox', {name: 'Data (JSON)'});
  await data.click();
  await page.keyboard.press('Control+End');
  await resetRenders(page);

  // A space after the JSON: the same data, another text.
  await page.keyboard.type(' ');
  await nextRun(page, run);
  const counted = await renders(page);
  expect(counted.DataPane).toBe(1);
  expect(counted.OutputSource ?? 0).toBe(0);
  expect(counted.PlaygroundToolbar ?? 0).toBe(0);
  expect(await page.getByTestId('playground-output').textContent()).toBe(output);
});

test('with several files, a keystroke in one renders neither the file bar nor the data', async ({page}) => {
  let run = await openPlayground(page);
  await page.getByRole('button', {name: 'Add file'}).click();
  await page.getByRole('button', {name: 'Cancel'}).click();
  const files = page.getByRole('list', {name: 'Template files'});
  await files.getByRole('button', {name: 'home.tw'}).click();
  const editor = page.getByRole('textbox', {name: 'Template file home.tw'});
  await editor.click();
  await page.keyboard.press('Control+End');
  run = await nextRun(page, run);
  await resetRenders(page);

  await page.keyboard.type('y');
  await nextRun(page, run);
  await expect(page.getByTestId('playground-output')).toContainText(/y\s*$/);
  const counted = await renders(page);
  expect(counted.TemplatePane).toBeGreaterThanOrEqual(1);
  expect(counted.FileBar ?? 0).toBe(0);
  expect(counted.DataPane ?? 0).toBe(0);
  expect(counted.PlaygroundToolbar ?? 0).toBe(0);
});
