/**
 * Issue #41: wherever the site shows an engine error, "What this means"
 * links it to its entry in the error reference, and following the link
 * lands on that entry. Three places a reader meets an error: the playground
 * (its problem list and the editor's mark), an example edited in place, and
 * a lesson's Check.
 */
import type {Page} from '@playwright/test';
import {axeViolations, expect, replaceEditorText, test, waitForHydration} from './fixtures';
import {playgroundHref} from '../../src/workbench/link';

/** The page shows the entry: its address ends with the id, and the heading with that id is in view. */
async function expectEntry(page: Page, path: string, id: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${path}#${id}$`));
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
}

test('the playground links an error to its entry, from the problem list and from the mark', async ({page}) => {
  await page.goto(playgroundHref({version: 'v2', template: '<p>Hello, {{ nmae }}!</p>\n', data: '{"name": "Anna"}'}));
  await waitForHydration(page);
  const link = page.getByTestId('playground-problem').getByRole('link', {name: 'What this means'});
  await expect(link).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The mark's tooltip carries the same link.
  await page.locator('[data-language="textwire"] .cm-lintRange-error').hover();
  await expect(page.getByTestId('error-explanation-mark')).toHaveAttribute(
    'href',
    '/docs/v2/errors/render#variable-is-undefined',
  );

  // By keyboard: focus the link and press Enter.
  await link.focus();
  await page.keyboard.press('Enter');
  await expectEntry(page, '/docs/v2/errors/render', 'variable-is-undefined');
});

test('an example edited in place links its error to the entry of the page’s version', async ({page}) => {
  await page.goto('/docs/v2/functions/str');
  await waitForHydration(page);
  await page.locator('p.tw-try-it [data-tw-edit]').first().click();
  const example = page.getByTestId('example-editor');
  await replaceEditorText(page, 'Template', '{{ "go".uper() }}');
  const link = example.getByRole('link', {name: 'What this means'});
  await expect(link).toBeVisible();
  await link.click();
  await expectEntry(page, '/docs/v2/errors/render', 'no-func-for-this-type');
});

test('a lesson’s Check links the error to its entry', async ({page}) => {
  await page.goto('/tour/basics/printing');
  await waitForHydration(page);
  await replaceEditorText(page, 'Template', '<h1>Hello, {{ name }</h1>');
  await page.getByRole('button', {name: 'Check', exact: true}).click();
  const link = page.getByTestId('tour-verdict').getByRole('link', {name: 'What this means'}).first();
  await expect(link).toBeVisible();
  await link.click();
  await expectEntry(page, '/docs/v2/errors/parse', 'illegal-token');
});

test('the reference’s entries load with the first error shown, not before', async ({page}) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (/error-explain/.test(request.url())) fetched.push(request.url());
  });
  await page.goto(playgroundHref({version: 'v2', template: '<p>{{ name }}</p>\n', data: '{"name": "Anna"}'}));
  await waitForHydration(page);
  await expect(page.getByTestId('playground-output')).toHaveText('<p>Anna</p>\n');
  expect(fetched).toEqual([]);
  await replaceEditorText(page, 'Template', '<p>{{ nmae }}</p>');
  await expect(page.getByTestId('playground-problem').getByRole('link', {name: 'What this means'})).toBeVisible();
  expect(fetched.length).toBeGreaterThan(0);
});

// Issue #53, item 9: a loop of components (a uses b, b uses a) gives the message of a component
// without a block; its entry must be the one that explains components inside components and loops,
// and show the very message the playground gave.
test('a loop of components is explained by an entry that covers it', async ({page}) => {
  const files = [
    {path: 'home.tw', source: '@component("~a")\n'},
    {path: 'components/a.tw', source: '<div>@component("~b")</div>\n'},
    {path: 'components/b.tw', source: '<p>@component("~a")</p>\n'},
  ];
  await page.goto(playgroundHref({version: 'v2', files, data: '{}', page: 'home.tw'}));
  await waitForHydration(page);
  const problem = page.getByTestId('playground-problem');
  const message = "the component 'components/b' must have a block";
  await expect(problem).toContainText(message);
  // Where the playground places it: the component file that calls b, not the page.
  await expect(problem.getByRole('button', {name: 'in components/a.tw, line 1'})).toBeVisible();
  await problem.getByRole('link', {name: 'What this means'}).click();
  await expectEntry(page, '/docs/v2/errors/files', 'component-must-have-block');
  // The entry's text, from its heading to the next entry.
  const entry = await page.locator('[id="component-must-have-block"]').evaluate((heading) => {
    let text = '';
    for (let node = heading.nextElementSibling; node && node.tagName !== 'H2'; node = node.nextElementSibling)
      text += `${node.textContent}\n`;
    return text;
  });
  expect(entry).toContain('A loop');
  expect(entry).toContain('inside a component file');
  // The entry runs this very case and shows the message at the same file and line.
  expect(entry).toContain(`components/a.tw:1]: ${message}`);
});
