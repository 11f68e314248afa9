/**
 * Issue #34: every runnable example can be edited where it is read. Edit
 * turns the example into the workbench's editors and its output, run by the
 * engine of the page's docs version; nothing of the editor or the engine is
 * fetched before the first Edit. Outputs are checked against the native
 * engine (tests/support/go.ts), never against a copy.
 */
import type {Locator, Page} from '@playwright/test';
import {axeViolations, COLOUR_RULES, expect, showColourMode, test, waitForHydration} from './fixtures';
import {builtinFunctions} from '../support/engine-names';
import {renderFiles, renderString} from '../support/go';
import {linkState} from '../support/links';

const V2_STRINGS = '/docs/v2/functions/str';
const V1_STRINGS = '/docs/v1/functions/str';
const V2_FILES = '/docs/v2/guides/template-usage';

/** What the lazily loaded parts are fetched as: the engine and the example editor's code. */
const LAZY = /\.wasm($|\?)|example-editor/;

/** The Edit button under the page's nth example (beside its Try it link). */
function editButton(page: Page, nth = 0): Locator {
  return page.locator('p.tw-try-it [data-tw-edit]').nth(nth);
}

/** The example being edited, once Edit has opened it. */
function editing(page: Page, nth = 0): Locator {
  return page.getByTestId('example-editor').nth(nth);
}

const templateBox = (example: Locator) => example.getByRole('textbox', {name: /^Template/});
const shownOutput = (example: Locator) => example.getByTestId('playground-output');
const problem = (example: Locator) => example.getByTestId('playground-problem');

/** Replaces an editor's text by typing (CodeMirror closes brackets and quotes; typing the closing one steps over it). */
async function typeInto(page: Page, box: Locator, text: string): Promise<void> {
  await box.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await box.pressSequentially(text, {delay: 5});
}

/**
 * A one-line template that v2 renders and v1 refuses: a string function v2
 * has and v1 has not, called with no arguments (the engines' own lists).
 */
function templateOnlyV2Renders(): {template: string; v2Output: string} {
  const v1 = new Set(builtinFunctions('v1').get('STR_OBJ'));
  for (const name of builtinFunctions('v2').get('STR_OBJ') ?? []) {
    if (v1.has(name)) continue;
    const template = `{{ "Go tw".${name}() }}`;
    const v2 = renderString('v2', template, '');
    if (v2.status === 'ok' && renderString('v1', template, '').status !== 'ok') return {template, v2Output: v2.output};
  }
  throw new Error('no string function renders on v2 alone');
}

test.describe.configure({timeout: 90_000});

test('an example edited on a v2 page and on a v1 page shows what the engine of each version gives', async ({page}) => {
  const {template, v2Output} = templateOnlyV2Renders();

  await page.goto(V2_STRINGS);
  await waitForHydration(page);
  await editButton(page).click();
  const v2 = editing(page);
  await typeInto(page, templateBox(v2), template);
  await expect(shownOutput(v2)).toHaveText(v2Output, {timeout: 20_000});

  await page.goto(V1_STRINGS);
  await waitForHydration(page);
  await editButton(page).click();
  const v1 = editing(page);
  await typeInto(page, templateBox(v1), template);
  await expect(problem(v1)).toBeVisible({timeout: 20_000});
});

test('nothing of the editor or the engine is fetched before the first Edit; two examples share one engine', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await page.goto(V2_STRINGS);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((url) => LAZY.test(url))).toEqual([]);

  await editButton(page, 0).click();
  await expect(shownOutput(editing(page, 0))).not.toBeEmpty({timeout: 20_000});
  await editButton(page, 1).click();
  await expect(page.getByTestId('example-editor')).toHaveCount(2);
  await expect(shownOutput(editing(page, 1))).not.toBeEmpty({timeout: 20_000});
  expect(fetched.filter((url) => /\.wasm($|\?)/.test(url))).toHaveLength(1);
});

test('a multi-file example edited in its second tab renders as the engine renders those files', async ({page}) => {
  await page.goto(V2_FILES);
  await waitForHydration(page);
  const tryIt = page.locator('p.tw-try-it').first();
  const documented = linkState((await tryIt.getByRole('link').first().getAttribute('href'))!);
  if (!documented || !('files' in documented)) throw new Error('the first example of the page has files');
  const {files, page: entry, data} = documented;

  await editButton(page).click();
  const example = editing(page);
  const second = files[1];
  await example.getByRole('list', {name: 'Template files'}).getByRole('button', {name: second.path}).click();
  const edited = `${second.source}\n<p>edited in place</p>`;
  await typeInto(page, templateBox(example), edited);
  const expected = renderFiles(
    'v2',
    files.map((file) => (file.path === second.path ? {...file, source: edited} : file)),
    data,
  );
  if (expected.status !== 'ok') throw new Error(`the edit renders: ${JSON.stringify(expected)}`);
  expect(entry).toBe(files[0].path);
  await expect(shownOutput(example)).toHaveText(expected.output.trimEnd(), {timeout: 20_000});
});

test('an error is marked at its line; Reset brings back the example; Try it carries the edit; Edit again leaves', async ({
  page,
}) => {
  await page.goto(V2_STRINGS);
  await waitForHydration(page);
  const firstBlock = page.locator('.theme-code-block').first();
  const documentedTemplate = await firstBlock.locator('pre').innerText();
  await editButton(page).click();
  const example = editing(page);
  await expect(firstBlock).toBeHidden();

  await typeInto(page, templateBox(example), '<p>fine</p>\n{{ 4 ~ 3 }}');
  await expect(problem(example)).toContainText('on line 2', {timeout: 20_000});
  await expect(example.locator('.cm-lintRange-error')).toHaveCount(1);
  const marked = example.locator('.cm-line').filter({has: page.locator('.cm-lintRange-error')});
  await expect(marked).toHaveText('{{ 4 ~ 3 }}');

  // The link is built when it may be followed (src/components/PlaygroundLink): here, once focused.
  const tryIt = example.getByRole('link', {name: /Try it/}).first();
  await tryIt.focus();
  await expect(tryIt).toHaveAttribute('href', /#s=/);
  const carried = linkState((await tryIt.getAttribute('href'))!);
  expect(carried && 'template' in carried ? carried.template : null).toBe('<p>fine</p>\n{{ 4 ~ 3 }}');

  await example.getByRole('button', {name: 'Reset'}).click();
  await expect(templateBox(example)).toHaveText(documentedTemplate.trim());
  await expect(problem(example)).toHaveCount(0);

  await example.getByRole('button', {name: 'Edit', pressed: true}).click();
  await expect(page.getByTestId('example-editor')).toHaveCount(0);
  await expect(firstBlock).toBeVisible();
  await expect(editButton(page)).toBeFocused();
});

test('a template that never ends gets the playground’s message and the page keeps answering', async ({page}) => {
  await page.goto(V2_STRINGS);
  await waitForHydration(page);
  await editButton(page).click();
  const example = editing(page);
  await typeInto(page, templateBox(example), '@for(i = 0; true; i++)x@end');
  await expect(problem(example)).toContainText('did not finish', {timeout: 20_000});
  await typeInto(page, templateBox(example), '{{ 40 + 2 }}');
  await expect(shownOutput(example)).toHaveText('42', {timeout: 20_000});
  // Left and edited again, the example comes back as the reader left it.
  await example.getByRole('button', {name: 'Edit', pressed: true}).click();
  await editButton(page).click();
  await expect(templateBox(editing(page))).toHaveText('{{ 40 + 2 }}');
  await expect(shownOutput(editing(page))).toHaveText('42', {timeout: 20_000});
});

test('keyboard only: Edit, type, Esc then Tab leaves the editor', async ({page}) => {
  await page.goto(V2_STRINGS);
  await waitForHydration(page);
  await editButton(page).focus();
  await page.keyboard.press('Enter');
  const example = editing(page);
  await expect(templateBox(example)).toBeFocused({timeout: 20_000});
  await page.keyboard.press('Control+A');
  await page.keyboard.type('{{ 6 * 7 }}');
  await expect(shownOutput(example)).toHaveText('42', {timeout: 20_000});
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await expect(templateBox(example)).not.toBeFocused();
  // The output's change is announced politely.
  await expect(example.getByTestId('playground-status')).toHaveAttribute('aria-live', 'polite');
});

test('axe finds nothing on an example being edited, in light and dark, and at 320 px', async ({page}) => {
  // Three runs of axe over a whole docs page: beside two CPU hogs (docs-dev/testing.md, "Under load")
  // they alone took most of the 90 s this spec gives a test.
  test.slow();
  await page.goto(V2_FILES);
  await waitForHydration(page);
  await editButton(page).click();
  await expect(shownOutput(editing(page))).not.toBeEmpty({timeout: 20_000});
  expect(await axeViolations(page), 'light').toEqual([]);
  // The attribute switch leaves the theme's images as they were: in dark, the colours are what is checked (as a11y.spec does).
  await showColourMode(page, 'dark');
  expect(await axeViolations(page, {rules: COLOUR_RULES}), 'dark').toEqual([]);
  await showColourMode(page, 'light');
  await page.setViewportSize({width: 320, height: 700});
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await axeViolations(page), '320 px').toEqual([]);
});

test.describe('an editor whose code could not be loaded', () => {
  // The aborted request is reported by the browser itself.
  test.use({allowedConsoleErrors: [/Failed to load resource/]});

  test('Edit again once it loads: no block of the example stays in view above the editor', async ({page}) => {
    await page.goto(V2_STRINGS);
    await waitForHydration(page);
    // Offline for the editor's code, once: the note says so, and the example stays as it is.
    let failing = true;
    await page.route(/example-editor/, (route) => (failing ? route.abort() : route.continue()));
    await editButton(page).click();
    await expect(page.getByRole('alert').filter({hasText: 'The editor could not be loaded'})).toBeVisible();
    failing = false;

    await editButton(page).click();
    const example = editing(page);
    await expect(templateBox(example)).toBeVisible({timeout: 20_000});
    await expect(page.getByRole('alert').filter({hasText: 'The editor could not be loaded'})).toHaveCount(0);
    // Right above the editor, up to the text before the example: the example's blocks, all hidden.
    const above = await example.evaluate((editor) => {
      const blocks = {shown: [] as string[], hidden: 0};
      for (let at = editor.previousElementSibling; at; at = at.previousElementSibling) {
        const inView = (at as HTMLElement).offsetParent !== null;
        if (inView && !at.matches('.theme-code-block')) break;
        if (inView) blocks.shown.push(at.textContent ?? '');
        else if (at.matches('.theme-code-block')) blocks.hidden++;
      }
      return blocks;
    });
    expect(above.shown, 'blocks of the example in view above its editor').toEqual([]);
    expect(above.hidden, 'blocks of the example hidden').toBeGreaterThanOrEqual(2);
  });
});
