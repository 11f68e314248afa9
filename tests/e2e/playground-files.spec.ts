/**
 * The playground with several template files: what a visitor does with
 * layouts and components, against the production build and the real engines.
 */
import type {Page} from '@playwright/test';
import {test, expect, replaceEditorText, waitForHydration, axeViolations} from './fixtures';
import {playgroundHref} from '../../src/workbench/link';
import {exampleState} from '../../src/examples/exampleState';
import {normalizeWhitespace} from '../../src/examples/scan';
import {loadDocFiles} from '../support/docs';

const output = (page: Page) => page.getByTestId('playground-output');
const problem = (page: Page) => page.getByTestId('playground-problem');
const fileList = (page: Page) => page.getByRole('list', {name: 'Template files'});
const fileButton = (page: Page, name: string | RegExp) => fileList(page).getByRole('button', {name});

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

const layout = {
  path: 'layouts/main.tw',
  source: '<title>@reserve("title")</title>\n<main>\n@reserve("content")\n</main>\n',
};
const home = {
  path: 'home.tw',
  source: '@use("~main")\n@insert("title", "Home")\n@insert("content")<p>{{ name }}</p>@end\n',
};

// Multi-file examples of both versions, spread over the docs: their links open
// the files, data and version, and show the output the page shows.
const multiFile = loadDocFiles().flatMap((doc) =>
  doc.scan.examples.filter((e) => e.files && e.expected.kind === 'output').map((example) => ({doc, example})),
);
const sample = [
  multiFile.find(({doc}) => doc.version === 'v1')!,
  ...multiFile.filter(({doc}) => doc.version === 'v2').filter((_, i, all) => i === 0 || i === all.length - 1),
];

for (const {doc, example} of sample) {
  test(`"Try it" opens the multi-file example of ${doc.path} with its output`, async ({page}) => {
    await open(page, playgroundHref(exampleState(example, doc.version)));
    await expect(page.getByRole('radio', {name: new RegExp(doc.version)})).toBeChecked();
    for (const file of example.files!)
      await expect(fileButton(page, new RegExp(`^${file.path.replace(/[.]/g, '\\.')}`))).toBeVisible();
    await expect(
      fileButton(page, new RegExp(`^${example.files![0].path.replace(/[.]/g, '\\.')} page$`)),
    ).toHaveAttribute('aria-current', 'true');
    await expect
      .poll(async () => normalizeWhitespace((await output(page).textContent()) ?? ''))
      .toBe(normalizeWhitespace(example.expected.text));
  });
}

test('a docs page with a layout example links it to the playground', async ({page}) => {
  await open(page, '/docs/v2/guides/template-usage');
  const link = page.locator('.tw-try-it a').first();
  await link.click();
  await expect(fileList(page)).toBeVisible();
  await expect(output(page)).not.toBeEmpty();
});

test('adding a file turns one template into a page with a layout', async ({page}) => {
  await open(page, '/playground');
  await page.getByRole('button', {name: 'Add file'}).click();
  // The new file's name is ready to be typed; bad names are refused with the reason.
  const name = page.getByRole('textbox', {name: 'File name'});
  await expect(name).toBeFocused();
  await name.fill('../main.tw');
  await expect(page.getByRole('alert').filter({hasText: '".."'})).toBeVisible();
  await expect(page.getByRole('button', {name: 'Save name'})).toBeDisabled();
  await name.fill('layouts/main.tw');
  await name.press('Enter');
  await expect(fileButton(page, 'layouts/main.tw')).toHaveAttribute('aria-current', 'true');
  await replaceEditorText(page, 'Template file layouts/main.tw', '<div class="layout">@reserve("body")</div>');

  await fileButton(page, /^home\.tw/).click();
  await replaceEditorText(page, 'Template file home.tw', '@use("~main")\n@insert("body", "from home")');
  await expect(output(page)).toHaveText('<div class="layout">from home</div>');
  // The link holds the whole set.
  await expect(page).toHaveURL(/#s=/);
  await page.reload();
  await waitForHydration(page);
  await expect(fileButton(page, 'layouts/main.tw')).toBeVisible();
  await expect(output(page)).toHaveText('<div class="layout">from home</div>');
});

test('an error names its file and line, and choosing it opens that line', async ({page}) => {
  const broken = {...layout, source: '<title>@reserve("title")</title>\n<main>\n{{ 4 ~ 3 }}\n</main>\n'};
  await open(page, playgroundHref({version: 'v2', files: [home, broken], data: '{"name": "Anna"}', page: 'home.tw'}));
  await expect(problem(page)).toContainText("illegal token '~' found");
  // v2's parser lists three errors on that line ('~', then '3' and '}}' it can no longer place).
  await problem(page).getByRole('button', {name: 'in layouts/main.tw, line 3'}).first().click();
  await expect(fileButton(page, 'layouts/main.tw')).toHaveAttribute('aria-current', 'true');
  const editor = page.getByRole('textbox', {name: 'Template file layouts/main.tw', exact: true});
  await expect(editor).toBeFocused();
  await expect(editor.locator('.cm-activeLine')).toHaveText('{{ 4 ~ 3 }}');
});

test('renaming, making another file the page, and deleting keep the set consistent', async ({page}) => {
  await open(page, playgroundHref({version: 'v2', files: [home, layout], data: '{"name": "Anna"}', page: 'home.tw'}));
  await expect(output(page)).toContainText('<p>Anna</p>');
  await fileButton(page, 'layouts/main.tw').click();
  await page.getByRole('button', {name: 'Render this file as the page'}).click();
  await expect(fileButton(page, 'layouts/main.tw page')).toBeVisible();
  // As in a Go program, a layout is not a page that String can render by name.
  await expect(problem(page)).toContainText('in layouts/main.tw');
  await expect(problem(page)).toContainText('template not found');
  // A rename that would clash says so and changes nothing.
  await page.getByRole('button', {name: 'Rename'}).click();
  await page.getByRole('textbox', {name: 'File name'}).fill('home.tw');
  await expect(page.getByRole('alert').filter({hasText: 'already a file named home.tw'})).toBeVisible();
  await page.getByRole('button', {name: 'Cancel'}).click();
  await page.getByRole('button', {name: 'Delete'}).click();
  await expect(fileButton(page, 'home.tw page')).toHaveAttribute('aria-current', 'true');
  await expect(problem(page)).toContainText('layouts/main.tw');
  await expect(page.getByRole('textbox', {name: 'Template file home.tw', exact: true})).toContainText('@use("~main")');
});

test('a page that uses itself, and two files that use each other, get a message', async ({page}) => {
  const self = {path: 'home.tw', source: '@use("home")\n'};
  await open(page, playgroundHref({version: 'v2', files: [self], data: '', page: 'home.tw'}));
  await expect(problem(page)).toContainText('home.tw');
  const a = {path: 'a.tw', source: '@component("b")\n'};
  const b = {path: 'b.tw', source: '@component("a")\n'};
  await open(page, playgroundHref({version: 'v2', files: [a, b], data: '', page: 'a.tw'}));
  await expect(problem(page)).toBeVisible({timeout: 10_000});
  await replaceEditorText(page, 'Template file a.tw', 'fine');
  await expect(output(page)).toHaveText('fine');
});

test('huge output is cut to about 1 MB, with its size and a download', async ({page}) => {
  await open(page, playgroundHref({version: 'v2', template: '{{ "ab".repeat(1500000) }}', data: ''}));
  await expect(page.getByTestId('playground-output-size')).toContainText('The output is 2.9 MB');
  expect((await output(page).textContent())!.length).toBe(1_000_000);
  const download = page.waitForEvent('download');
  await page.getByRole('button', {name: 'Download'}).click();
  expect((await download).suggestedFilename()).toBe('output.html');
});

test('a template that needs too much memory is reported as such, and the next one runs', async ({page}) => {
  await open(page, playgroundHref({version: 'v2', template: '{{ "a".repeat(3000000000) }}', data: ''}));
  await expect(problem(page)).toContainText('Out of memory');
  await replaceEditorText(page, 'Template', '{{ 6 * 7 }}');
  await expect(output(page)).toHaveText('42');
});

test('the files, an error and the rename form pass axe in both colour modes at 320 px', async ({page}) => {
  test.slow();
  await page.setViewportSize({width: 320, height: 800});
  const broken = {...layout, source: '{{ 4 ~ 3 }}\n'};
  for (const mode of ['light', 'dark']) {
    await open(page, playgroundHref({version: 'v2', files: [home, broken], data: '', page: 'home.tw'}));
    await page.evaluate((m) => localStorage.setItem('theme', m), mode);
    await page.reload();
    await waitForHydration(page);
    await expect(problem(page)).toContainText('in layouts/main.tw, line 1');
    await page.getByRole('button', {name: 'Rename'}).click();
    await page.getByRole('textbox', {name: 'File name'}).fill('bad name.tw');
    expect((await axeViolations(page)).map((v) => `${mode}: ${v}`)).toEqual([]);
    // Nothing in the page is wider than the phone's screen.
    expect(await page.locator('main').evaluate((main) => main.scrollWidth - main.clientWidth)).toBe(0);
  }
});

test('too many files, or files too large, get a message and stay as they were', async ({page}) => {
  // Two sets of the largest kind the playground is asked to hold.
  test.slow();
  const many = Array.from({length: 101}, (_, i) => ({path: `part${i}.tw`, source: `<p>${i}</p>`}));
  await open(page, playgroundHref({version: 'v2', files: many, data: '', page: 'part0.tw'}));
  await expect(problem(page)).toContainText('at most 100 files; this set has 101');
  await expect(fileList(page).getByRole('button', {name: /^part\d+\.tw/})).toHaveCount(101);
  // A visitor deletes one, and the set renders.
  await fileButton(page, 'part100.tw').click();
  await page.getByRole('button', {name: 'Delete'}).click();
  await expect(output(page)).toHaveText('<p>0</p>');

  // A long run of one letter, so that its link stays short.
  const large = [home, {...layout, source: `${layout.source}<!--${'x'.repeat(4_500_000)}-->`}];
  await open(page, playgroundHref({version: 'v2', files: large, data: '', page: 'home.tw'}));
  await expect(problem(page)).toContainText('The files hold 4.3 MB');
  await expect(fileButton(page, 'layouts/main.tw')).toBeVisible();
});

test('a file keeps its undo history while others are opened, it is renamed and a third is deleted', async ({page}) => {
  const card = {path: 'components/card.tw', source: '<div>card</div>\n'};
  await open(
    page,
    playgroundHref({version: 'v2', files: [home, layout, card], data: '{"name": "Anna"}', page: 'home.tw'}),
  );
  await expect(output(page)).toContainText('<p>Anna</p>');
  const homeEditor = page.getByRole('textbox', {name: 'Template file home.tw', exact: true});
  await homeEditor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('<p>typed</p>');
  await expect(homeEditor).toContainText('<p>typed</p>');
  // Another file, then back to rename the first, and a third file deleted.
  await fileButton(page, 'layouts/main.tw').click();
  await fileButton(page, /^home\.tw/).click();
  await page.getByRole('button', {name: 'Rename'}).click();
  await page.getByRole('textbox', {name: 'File name'}).fill('index.tw');
  await page.getByRole('button', {name: 'Save name'}).click();
  await fileButton(page, 'components/card.tw').click();
  await page.getByRole('button', {name: 'Delete'}).click();
  await expect(fileList(page).getByRole('button')).toHaveText(['index.tw page', 'layouts/main.tw', 'Add file']);
  // Back in the renamed file, undo takes the typing away.
  await fileButton(page, 'index.tw page').click();
  const indexEditor = page.getByRole('textbox', {name: 'Template file index.tw', exact: true});
  await expect(indexEditor).toContainText('<p>typed</p>');
  await indexEditor.click();
  await page.keyboard.press('Control+z');
  await expect(indexEditor).not.toContainText('<p>typed</p>');
  await expect(indexEditor).toContainText('@insert("content")<p>{{ name }}</p>@end');
});
