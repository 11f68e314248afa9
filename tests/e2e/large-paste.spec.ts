/**
 * Issue #40, item 6: a large paste into a lesson or an edited example, and
 * each key typed after it, keep the page answering. Their links to the
 * playground ("Open in playground", an example's "Try it" and "Compare")
 * compressed the whole state on the page's main thread at every change:
 * after a 2 MB paste, each key cost 0.5 to 1.7 s. They are now built when
 * they may be followed (src/components/PlaygroundLink); these tests measure
 * the longest task of the page's main thread after one key (its figure is
 * in docs-dev/benchmarks.md), and check that such a link, once hovered or
 * focused, still opens the playground with the reader's state.
 *
 * `SITE_PORT=… npx playwright test tests/e2e/large-paste.spec.ts` prints the
 * figures (trace CPU time, and the longest task a PerformanceObserver saw).
 */
import type {Locator, Page} from '@playwright/test';
import {editorText, expect, insertInEditor, mainThreadBusy, test, waitForHydration} from './fixtures';
import {linkState} from '../support/links';

/** The longest the page's main thread may be busy at a stretch (as in large-input.spec.ts). */
const ANSWER_MS = 200;
const LESSON = '/tour/basics/printing';
/** A docs page whose examples have a Compare link as well as Try it (the upgrade guide). */
const COMPARE_PAGE = '/docs/v2/upgrade';

/** About 2 MB of HTML, as a reader might paste a page of their own. */
function pastedPage(): string {
  const lines: string[] = [];
  for (let i = 0, size = 0; size < 2 * 1024 * 1024; i++) {
    const line = `<p>Line ${i} of a long page pasted into the template.</p>`;
    lines.push(line);
    size += line.length + 1;
  }
  return lines.join('\n');
}

/**
 * Pastes `text` over the editor's text as the browser does (a paste event
 * with the text on its clipboard data, which CodeMirror reads): typing or
 * inserting 2 MB through the keyboard takes Playwright minutes.
 */
async function paste(page: Page, editor: Locator, text: string): Promise<void> {
  await editor.click();
  await page.keyboard.press('Control+A');
  await editor.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', {clipboardData: data, bubbles: true, cancelable: true}));
  }, text);
}

/** Counts the page's long tasks from the start (the init script runs before the page's own). */
function observeLongTasks(): void {
  const seen: number[] = [];
  (window as unknown as {longTasks: number[]}).longTasks = seen;
  new PerformanceObserver((list) => list.getEntries().forEach((entry) => seen.push(entry.duration))).observe({
    type: 'longtask',
  });
}

/** The run that shows an edit has ended: the status's serial moved on and it no longer says Running. */
async function runAfter(page: Page, scope: Locator, act: () => Promise<void>): Promise<void> {
  const status = scope.getByTestId('playground-status');
  const before = Number(await status.getAttribute('data-run'));
  await act();
  await expect
    .poll(async () => Number(await status.getAttribute('data-run')), {timeout: 60_000})
    .toBeGreaterThan(before);
  await expect(status).not.toContainText('Running', {timeout: 60_000});
}

/**
 * Pastes about 2 MB into `template`, waits for its run, then types one key
 * and measures the page's main thread until that key's run has shown and the
 * page has had a second more (the lesson's progress is saved after a pause).
 */
async function keyAfterPaste(page: Page, browser: import('@playwright/test').Browser, scope: Locator, what: string) {
  const template = scope.getByRole('textbox', {name: /^Template/});
  const pasted = pastedPage();
  await runAfter(page, scope, () => paste(page, template, pasted));
  expect((await editorText(template)).length).toBe(pasted.length);
  await page.waitForTimeout(1500);
  await page.evaluate(() => ((window as unknown as {longTasks: number[]}).longTasks.length = 0));
  const busy = await mainThreadBusy(browser, page, async () => {
    await runAfter(page, scope, async () => {
      await page.keyboard.press('Control+End');
      await page.keyboard.type('x');
    });
    await page.waitForTimeout(1000);
  });
  const longTaskMs = Math.round(
    Math.max(0, ...(await page.evaluate(() => (window as unknown as {longTasks: number[]}).longTasks))),
  );
  const figures = `longest task ${busy.longestTaskMs} ms of main-thread time (PerformanceObserver: ${longTaskMs} ms); longest wait for a mouse move ${busy.longestMoveMs} ms`;
  console.log(`${what}: ${figures}`);
  test.info().annotations.push({type: what, description: figures});
  expect(busy.longestTaskMs, 'the longest task of the page after one key (ms of main-thread time)').toBeLessThan(
    ANSWER_MS,
  );
  return template;
}

/** The example of COMPARE_PAGE with a Compare link, opened for editing. */
async function editCompareExample(page: Page): Promise<Locator> {
  await page.goto(COMPARE_PAGE);
  await waitForHydration(page);
  // The example under "len counts characters": it renders on both versions.
  const paragraph = page
    .locator('h3#len-counts-characters')
    .locator('xpath=following-sibling::p[contains(@class, "tw-try-it")][1]');
  await paragraph.locator('[data-tw-edit]').click();
  const example = page.getByTestId('example-editor');
  await expect(example.getByTestId('playground-output')).not.toBeEmpty({timeout: 20_000});
  return example;
}

test.describe.configure({timeout: 180_000});
test.beforeEach(async ({page}) => page.addInitScript(observeLongTasks));

test('a key typed after a 2 MB paste into a lesson: the page keeps answering', async ({page, browser}) => {
  await page.goto(LESSON);
  await waitForHydration(page);
  const lesson = page.locator('main');
  await expect(lesson.getByTestId('playground-output')).toContainText('Hello', {timeout: 20_000});
  await keyAfterPaste(page, browser, lesson, 'lesson');
});

test('a key typed after a 2 MB paste into an edited example with a Compare link: the page keeps answering', async ({
  page,
  browser,
}) => {
  const example = await editCompareExample(page);
  await keyAfterPaste(page, browser, example, 'edited example');
});

test('a lesson’s Open in playground, once hovered, opens the playground with the reader’s edit', async ({page}) => {
  await page.goto(LESSON);
  await waitForHydration(page);
  const edit = '<h1>Hello from the reader, {{ name }}!</h1>';
  await insertInEditor(page, page.getByRole('textbox', {name: /^Template/}), edit);
  const open = page.getByTestId('tour-open-playground');
  await open.hover();
  await expect(open).toHaveAttribute('href', /#s=/);
  const carried = linkState((await open.getAttribute('href'))!);
  expect(carried && 'template' in carried ? carried.template : null).toBe(edit);
  await open.click();
  await expect(page).toHaveURL(/\/playground#s=/);
  await expect(page.getByRole('textbox', {name: 'Template', exact: true})).toHaveText(edit);
});

test('an edited example’s Compare link, focused from the keyboard, opens the compare view with the reader’s edit', async ({
  page,
}) => {
  const example = await editCompareExample(page);
  const edit = '{{ "héllo, reader".len() }}';
  const template = example.getByRole('textbox', {name: /^Template/});
  await insertInEditor(page, template, edit);
  const compare = example.getByRole('link', {name: /^Compare/});
  await compare.focus();
  await expect(compare).toHaveAttribute('href', /#s=/);
  const carried = linkState((await compare.getAttribute('href'))!);
  expect(carried && 'template' in carried ? carried.template : null).toBe(edit);
  expect(carried?.compare).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/playground#s=/);
  await expect(page.getByTestId('compare-summary')).toBeVisible({timeout: 20_000});
  expect(await editorText(page.getByRole('textbox', {name: 'Template', exact: true}))).toBe(edit);
});
