import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, replaceEditorText, settled, waitForHydration} from './fixtures';
import {playgroundHref} from '../../src/workbench/link';
import {parseMarkdown} from '../support/docs';
import {scanTree} from '../../src/examples/scan';

const output = (page: Page) => page.getByTestId('playground-output');
const problem = (page: Page) => page.getByTestId('playground-problem');

async function openPlayground(page: Page, path = '/playground') {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByRole('textbox', {name: 'Template', exact: true})).toBeVisible();
}

test('typing a template shows the output of the real engine', async ({page}) => {
  await openPlayground(page);
  await replaceEditorText(page, 'Data (JSON)', '{"name": "gopher"}');
  await replaceEditorText(page, 'Template', '<b>{{ name.upper() }}</b> {{ 7 / 2 }}');
  await expect(output(page)).toHaveText('<b>GOPHER</b> 3');
  await expect(page.frameLocator('iframe[title="Preview of the rendered HTML"]').locator('b')).toHaveText('GOPHER');
});

test('the version switch runs the other engine', async ({page}) => {
  await openPlayground(page, playgroundHref({version: 'v2', template: '{{ true && false }}', data: ''}));
  await expect(output(page)).toHaveText('0');
  await page.getByRole('radio', {name: /v1/}).check();
  await expect(problem(page)).toContainText("illegal token '&' found");
  await page.getByRole('radio', {name: /v2/}).check();
  await expect(problem(page)).toHaveCount(0);
});

test('a template that never ends is stopped and the page stays responsive', async ({page}) => {
  await openPlayground(page, playgroundHref({version: 'v2', template: '@for(i = 0; true; i++)x@end', data: ''}));
  await expect(problem(page)).toContainText('did not finish', {timeout: 10_000});
  await replaceEditorText(page, 'Template', '{{ 40 + 2 }}');
  await expect(output(page)).toHaveText('42');
});

test('invalid JSON says where it fails and keeps the last good output', async ({page}) => {
  await openPlayground(page, playgroundHref({version: 'v2', template: '<i>{{ n }}</i>', data: '{"n": 5}'}));
  await expect(output(page)).toHaveText('<i>5</i>');
  await replaceEditorText(page, 'Data (JSON)', '{"n": }');
  await expect(problem(page)).toContainText('not valid JSON');
  await expect(problem(page)).toContainText('line 1, column');
  await expect(output(page)).toHaveText('<i>5</i>');
});

test("an error shows the engine's message and its line", async ({page}) => {
  await openPlayground(page, playgroundHref({version: 'v2', template: '<p>ok</p>\n{{ 4 ~ 3 }}', data: ''}));
  await expect(problem(page)).toContainText("illegal token '~' found");
  await expect(problem(page)).toContainText('on line 2');
});

test('a shared link restores template, data and version', async ({page}) => {
  const state = {
    version: 'v1' as const,
    template: '<p>{{ greeting }}, {{ names.join(" and ") }}</p>',
    data: '{"greeting": "Hi", "names": ["Ann", "Bo"]}',
  };
  await openPlayground(page, playgroundHref(state));
  await expect(page.getByRole('radio', {name: /v1/})).toBeChecked();
  await expect(page.getByRole('textbox', {name: 'Template', exact: true})).toHaveText(state.template);
  await expect(output(page)).toHaveText('<p>Hi, Ann and Bo</p>');
});

test('Reset brings back the sample and the clean /playground address', async ({page}) => {
  await openPlayground(page, playgroundHref({version: 'v1', template: '{{ 1 + 1 }}', data: ''}));
  await expect(output(page)).toHaveText('2');
  await page.getByRole('button', {name: 'Reset'}).click();
  await expect(output(page)).toContainText('READING LIST');
  await expect(page.getByRole('radio', {name: /v2/})).toBeChecked();
  // The link's state leaves the address (it was in the fragment): the address is /playground alone.
  await expect(page).toHaveURL(/\/playground$/);
});

test('the preview cannot run scripts', async ({page}) => {
  await openPlayground(
    page,
    playgroundHref({
      version: 'v2',
      template: '<p id="x">before</p><script>document.getElementById("x").textContent = "after"</script>',
      data: '',
    }),
  );
  const frame = page.locator('iframe[title="Preview of the rendered HTML"]');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(page.frameLocator('iframe[title="Preview of the rendered HTML"]').locator('#x')).toHaveText('before');
});

test('"Try it" on a docs example opens that example in the playground', async ({page}) => {
  const source = readFileSync(
    join(__dirname, '..', '..', 'versioned_docs', 'version-v2', 'functions', 'str.md'),
    'utf8',
  );
  const first = scanTree(parseMarkdown(source)).examples.find((e) => !e.files)!;
  await page.goto('/docs/v2/functions/str');
  await page.locator('.tw-try-it a').first().click();
  await expect(page).toHaveURL(/\/playground#s=/);
  await expect(page.getByRole('textbox', {name: 'Template', exact: true})).toContainText(
    first.template.split('\n')[0].trim(),
  );
  await expect(page.getByRole('radio', {name: /v2/})).toBeChecked();
  await expect(output(page)).not.toBeEmpty();
});

test.describe('when the editor’s code cannot be downloaded', () => {
  test.use({allowedConsoleErrors: [/Failed to load resource/]});

  // The editors' code is fetched once the page runs (loadEditor.ts).
  test.beforeEach(async ({page}) => {
    await page.route('**/assets/js/editor.*.js', (route) => route.abort());
  });

  test('each pane says so instead of staying empty', async ({page}) => {
    await page.goto('/playground');
    await waitForHydration(page);
    await expect(page.getByRole('alert').filter({hasText: 'The editor could not be loaded'})).toHaveCount(2);
  });

  test('invalid data is still reported, without the place it fails', async ({page}) => {
    // The grammar that finds the place is in the editors' chunk (src/workbench/data.ts).
    await page.goto(playgroundHref({version: 'v2', template: '<i>{{ n }}</i>', data: '{"n": }'}));
    await waitForHydration(page);
    await expect(problem(page)).toContainText('The data is not valid JSON: check its commas, quotes and brackets.');
  });
});

test('pages other than the playground do not download the engine', async ({page}) => {
  const engineRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/engine\/|\.wasm$/.test(request.url())) engineRequests.push(request.url());
  });
  await page.goto('/docs/v2/functions/str');
  await waitForHydration(page);
  await page.mouse.wheel(0, 2000);
  // What scrolling brought into view has loaded, and nothing more is coming.
  await settled(page);
  expect(engineRequests).toEqual([]);
});

test('the navbar and the landing page link to the playground', async ({page}) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Playground'})).toHaveAttribute(
    'href',
    '/playground',
  );
  await page.locator('main').getByRole('link', {name: 'Try it in the playground'}).first().click();
  // The untouched sample runs, and the address stays the clean /playground: no state in its
  // fragment, even once the playground has kept its work (after a pause of 250 ms, src/components/SavedWork/).
  await expect(output(page)).toContainText('READING LIST');
  // The playground has been through its first save pass (src/playground/savedWorkSession.ts): on a slow
  // machine a fixed second could end before it, and the address would be checked before it could change.
  await expect(page.getByTestId('playground-notes')).not.toHaveAttribute('data-save-passes', '0');
  expect(page.url()).toMatch(/\/playground$/);
});
