/**
 * The tour in Chromium against the production build: a lesson solved by
 * typing, a miss shown as a diff, Solve and Reset with undo, progress kept
 * across a reload and shown on /tour, the next lesson without loading the
 * engine again, the keyboard alone, blocked storage, and axe in both colour
 * modes and at 320 px. Few page visits, many checks each.
 */
import type {Page} from '@playwright/test';
import {
  test,
  expect,
  replaceEditorText,
  waitForHydration,
  axeViolations,
  showColourMode,
  COLOUR_RULES,
  readySearch,
  fillSiteStorage,
} from './fixtures';
import {loadTour} from '../../src/tour/load';

const FIRST = '/tour/basics/printing';
const output = (page: Page) => page.getByTestId('playground-output');
const verdict = (page: Page) => page.getByTestId('tour-verdict');
const check = (page: Page) => page.getByRole('button', {name: 'Check', exact: true}).click();

async function openLesson(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByRole('textbox', {name: /^Template/})).toBeVisible();
}

test('a lesson solved by typing, a miss shown as a diff, then the next lesson without a new engine', async ({page}) => {
  test.setTimeout(60_000);
  const wasm: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.wasm')) wasm.push(request.url());
  });
  await openLesson(page, FIRST);
  await expect(output(page)).toContainText('<h1>Hello, visitor!</h1>');
  expect(wasm, 'the engine is fetched once').toHaveLength(1);

  // Typing the output seen on the lesson's data passes it, but not the hidden data.
  await replaceEditorText(page, 'Template', '<h1>Hello, Mira!</h1>\n<p>Good to see you again.</p>');
  await expect(output(page)).toContainText('Hello, Mira!');
  await check(page);
  await expect(verdict(page)).toContainText('Not yet: with hidden data set 1, your output differs');
  const diff = page.getByTestId('tour-diff');
  await expect(diff.locator('del')).toHaveText('- <h1>Hello, Jonas!</h1>');
  await expect(diff.locator('ins')).toHaveText('+ <h1>Hello, Mira!</h1>');

  await replaceEditorText(page, 'Template', '<h1>Hello, {{ name }}!</h1>\n<p>Good to see you again.</p>');
  await expect(verdict(page)).toBeEmpty();
  await check(page);
  await expect(verdict(page)).toContainText('Solved!');
  const next = verdict(page).getByRole('link', {name: 'Next: Expressions'});
  await expect(next).toBeFocused();
  await next.click();
  await expect(page).toHaveURL(/\/tour\/basics\/expressions$/);
  await expect(output(page)).toContainText('Total: ? euros');
  expect(wasm, 'the next lesson does not fetch the engine again').toHaveLength(1);

  // Solve shows the solution and can be undone; Reset returns to the start and can be undone.
  await page.getByRole('button', {name: 'Solve'}).click();
  await expect(output(page)).toContainText('Total: 12 euros');
  await page.getByRole('button', {name: 'Undo Solve'}).click();
  await expect(output(page)).toContainText('Total: ? euros');
  await replaceEditorText(page, 'Template', '<p>Total: {{ price }} euros</p>');
  await expect(output(page)).toContainText('Total: 4 euros');
  await page.getByRole('button', {name: 'Reset'}).click();
  await expect(output(page)).toContainText('Total: ? euros');
  await page.getByRole('button', {name: 'Undo Reset'}).click();
  await expect(output(page)).toContainText('Total: 4 euros');

  // After a reload: the edits of the lesson are back, and /tour shows the solved lesson.
  await page.reload(); // at once: an edit not saved yet is saved as the page goes
  await waitForHydration(page);
  await expect(output(page)).toContainText('Total: 4 euros');
  await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Learn'})).toHaveClass(
    /navbar__link--active/,
  );

  // Open in playground carries the lesson's files and data there, in the
  // fragment (never sent to the server).
  await page.getByRole('link', {name: 'Open in playground'}).click();
  await expect(page).toHaveURL(/\/playground#s=[^?]+$/);
  await expect(output(page)).toHaveText('<p>Total: 4 euros</p>');
  await page.goto('/tour');
  await waitForHydration(page);
  await expect(page.getByTestId('tour-count')).toHaveText(/^1 of \d+ lessons solved$/);
  await expect(page.getByRole('listitem').filter({hasText: 'Printing a value'})).toContainText('(solved)');
  await expect(page.getByTestId('tour-start')).toHaveText('Continue: Expressions');
});

test('Check takes the visible data’s result from the run on screen: the engine runs only the hidden data sets', async ({
  page,
}) => {
  const lesson = loadTour().lessons.find((entry) => entry.id === 'basics/printing')!;
  const visibleData = lesson.data[0].json;
  const hiddenSets = lesson.data.length - 1;
  expect(hiddenSets).toBeGreaterThan(0);
  // Every run the page asks of an engine worker, by its data (the codec's worker gets jobs of another shape).
  await page.addInitScript(() => {
    const runs: string[] = [];
    (window as unknown as {engineRuns: string[]}).engineRuns = runs;
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, message: unknown, options?: StructuredSerializeOptions) {
      const request = message as {kind?: string; data?: string} | null;
      if (request?.kind === 'string' || request?.kind === 'files') runs.push(request.data ?? '');
      return post.call(this, message, options);
    } as Worker['postMessage'];
  });
  const runs = () => page.evaluate(() => (window as unknown as {engineRuns: string[]}).engineRuns.splice(0));
  await openLesson(page, FIRST);
  await expect(output(page)).toContainText('<h1>Hello, visitor!</h1>');
  // The first Check also runs the solution on every data set, once per visit.
  await check(page);
  await expect(verdict(page)).toContainText('Not yet');
  await replaceEditorText(page, 'Template', '<h1>Hello, {{ name }}!</h1>\n<p>Good to see you again.</p>');
  await expect(output(page)).toContainText('Hello, Mira!');
  await expect(page.getByTestId('playground-status')).not.toHaveText('Running…');
  await runs();
  await check(page);
  await expect(verdict(page)).toContainText('Solved!');
  const asked = await runs();
  expect(
    asked.filter((data) => data === visibleData),
    'the visible data is not run again',
  ).toEqual([]);
  expect(asked).toHaveLength(hiddenSets);
});

test('keyboard only: move between lessons, type, check, go on', async ({page}) => {
  await openLesson(page, FIRST);
  // Each key once the lesson it leads from is on screen: until the next lesson's
  // code has loaded, the address has changed but the page shown is the one before.
  const title = page.getByRole('heading', {level: 1});
  await page.keyboard.press('Alt+Shift+Period');
  await expect(page).toHaveURL(/\/tour\/basics\/expressions$/);
  await expect(title).toHaveText('Expressions');
  await page.keyboard.press('Alt+Shift+Comma');
  await expect(page).toHaveURL(/\/tour\/basics\/printing$/);
  await expect(title).toHaveText('Printing a value');
  const editor = page.getByRole('textbox', {name: 'Template'});
  await expect(editor).toBeVisible();
  for (let i = 0; i < 80 && !(await editor.evaluate((node) => node === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(editor).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('<h1>Hello, {{ name }}!</h1>\n<p>Good to see you again.</p>', {delay: 5});
  await page.keyboard.press('Alt+Shift+Enter');
  await expect(verdict(page)).toContainText('Solved!');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tour\/basics\/expressions$/);
});

test('with storage blocked the tour works, says nothing is kept', async ({browser}) => {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openLesson(page, FIRST);
  await expect(page.getByTestId('tour-storage-note')).toContainText('will not be kept');
  await page.getByRole('button', {name: 'Solve'}).click();
  await check(page);
  await expect(verdict(page)).toContainText('Solved!');
  expect(errors).toEqual([]);
  await context.close();
});

test('with storage full the tour works, and says storage is full rather than blocked', async ({page}) => {
  await openLesson(page, FIRST);
  await fillSiteStorage(page);
  await replaceEditorText(page, 'Template', '<h1>Hi, {{ name }}</h1>');
  const note = page.getByTestId('tour-storage-note');
  await expect(note).toContainText('storage for this site is full, so your latest progress and edits are not kept');
  await expect(note).not.toContainText('does not let');
  await page.evaluate(() => localStorage.clear());
});

test('axe finds nothing on a lesson with a diff and on /tour, in light and dark, and at 320 px', async ({page}) => {
  await openLesson(page, '/tour/templates/reserve');
  expect(await page.title()).toBe('Places in a layout with @reserve · Tour | Textwire');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^A Tour of Textwire: The page fills a sidebar/,
  );
  await check(page);
  await expect(page.getByTestId('tour-verdict')).toContainText('did not render (Textwire error)');
  expect(await axeViolations(page)).toEqual([]);
  await showColourMode(page, 'dark');
  expect(await axeViolations(page, {rules: COLOUR_RULES})).toEqual([]);
  await showColourMode(page, 'light');

  await page.setViewportSize({width: 320, height: 800});
  await openLesson(page, '/tour/loops/for');
  await replaceEditorText(page, 'Template', '<nav>{{ pages }}</nav>');
  await check(page);
  await expect(page.getByTestId('tour-diff')).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    'no sideways scrolling at 320 px',
  ).toBeLessThanOrEqual(320);
  const bench = await page.getByRole('region', {name: 'Exercise'}).boundingBox();
  const text = await page.locator('article').first().boundingBox();
  expect(bench!.y, 'the workbench is below the lesson').toBeGreaterThan(text!.y + text!.height - 1);
  expect(await axeViolations(page)).toEqual([]);
  await showColourMode(page, 'dark');
  expect(await axeViolations(page, {rules: COLOUR_RULES})).toEqual([]);

  await page.goto('/tour');
  await waitForHydration(page);
  expect(await axeViolations(page)).toEqual([]);
  await showColourMode(page, 'dark');
  expect(await axeViolations(page, {rules: COLOUR_RULES})).toEqual([]);
});

test('search lists lessons, below the docs pages that answer the query', async ({page}) => {
  await page.goto('/');
  const box = await readySearch(page);
  const seen: string[] = [];
  for (const query of ['named slots', 'loop object', 'escaping braces', 'custom functions']) {
    await box.fill(query);
    const results = page.locator('.ds-suggestion a');
    await expect(results.first()).toBeVisible();
    await expect
      .poll(async () =>
        (await results.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))).join(' '),
      )
      .toContain('/docs/v2/');
    const hrefs = await results.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    seen.push(`${query}: ${hrefs.join(' ')}`);
    expect(hrefs[0], `${query}: the docs first`).toMatch(/^\/docs\/v2\//);
  }
  expect(
    seen.filter((line) => line.includes(' /tour/')),
    seen.join('\n'),
  ).not.toEqual([]);
});
