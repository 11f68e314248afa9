/**
 * The engine's problems marked in the playground's editor: at their line, in
 * the file they belong to, listed under the output, gone once fixed.
 */
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {playgroundHref} from '../../src/workbench/link';

const problem = (page: Page) => page.getByTestId('playground-problem');
const templateEditor = (page: Page) => page.locator('[data-language="textwire"]');
const marks = (page: Page) => templateEditor(page).locator('.cm-lintRange-error');
const line = (page: Page, n: number) =>
  templateEditor(page)
    .locator('.cm-line')
    .nth(n - 1);

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test('a typo is marked at its line, listed, and cleared once fixed', async ({page}) => {
  await open(
    page,
    playgroundHref({
      version: 'v2',
      template: '<h1>{{ title }}</h1>\n<p>{{ title.uper() }}</p>\n',
      data: '{"title": "Hi"}',
    }),
  );
  const message = "function 'uper' doesn't exist for type 'STRING'";
  await expect(line(page, 2).locator('.cm-lintRange-error')).toHaveText('<p>{{ title.uper() }}</p>');
  await expect(marks(page)).toHaveCount(1);
  await expect(problem(page).getByRole('listitem')).toHaveText([`on line 2${message}What this means`]);
  // The message on hover, and F8 from the first line goes to the problem.
  await line(page, 2).locator('.cm-lintRange-error').hover();
  await expect(templateEditor(page).locator('.cm-tooltip-lint')).toHaveText(`${message} What this means`);
  await line(page, 1).click();
  await page.keyboard.press('F8');
  await expect(templateEditor(page).locator('.cm-activeLine')).toHaveText('<p>{{ title.uper() }}</p>');

  // F8 selected the marked text; fixing the typo there, the next result
  // clears the mark and the list.
  await page.keyboard.insertText('<p>{{ title.upper() }}</p>');
  await expect(line(page, 2)).toHaveText('<p>{{ title.upper() }}</p>');
  await expect(page.getByTestId('playground-output')).toHaveText('<h1>Hi</h1>\n<p>HI</p>\n');
  await expect(marks(page)).toHaveCount(0);
  await expect(problem(page)).toHaveCount(0);
});

test("with several files, each file's editor marks only its own problems", async ({page}) => {
  const home = {path: 'home.tw', source: '@use("~main")\n@insert("title", "Home")\n<p>{{ ) }}</p>\n'};
  const layout = {path: 'layouts/main.tw', source: '<title>@reserve("title")</title>\n<main>\n{{ }}\n</main>\n'};
  await open(page, playgroundHref({version: 'v2', files: [home, layout], data: '', page: 'home.tw'}));
  // Both files' errors are listed, though the engine stops at its first.
  await expect(problem(page).getByRole('button')).toHaveText(['in home.tw, line 3', 'in layouts/main.tw, line 3']);
  await expect(line(page, 3).locator('.cm-lintRange-error')).toHaveCount(1);
  await expect(marks(page)).toHaveCount(1);

  await problem(page).getByRole('button', {name: 'in layouts/main.tw, line 3'}).click();
  await expect(page.getByRole('textbox', {name: 'Template file layouts/main.tw', exact: true})).toBeFocused();
  await expect(line(page, 3).locator('.cm-lintRange-error')).toHaveText('{{ }}');
  await expect(marks(page)).toHaveCount(1);
});
