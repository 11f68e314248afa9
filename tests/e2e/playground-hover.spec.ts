/**
 * The docs of functions and directives in the playground's template editor
 * (textwireHover.ts), in the built site: on hover and with F1 alone, for the
 * version the playground runs, their text as read from our docs pages.
 */
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, axeViolations, COLOUR_RULES, showColourMode} from './fixtures';
import {playgroundHref} from '../../src/workbench/link';
import {editorDocsOf, parseReferencePages} from '../../src/reference/editorDocsIndex';
import {DOCS_VERSIONS} from '../../src/versions';

const TEMPLATE = '<p>{{ "a b".split(" ").len() }}</p>';

/** The docs of `str.split` for a version, as the build reads them from the Markdown. */
function splitDocs(name: string) {
  const version = DOCS_VERSIONS.find((v) => v.name === name)!;
  const docs = editorDocsOf(parseReferencePages(version).map((page) => ({...page, permalink: ''})));
  return {...docs.functions.str.split, href: `${version.route}/functions/str#split`};
}

const templateEditor = (page: Page) => page.locator('[data-language="textwire"]');
const tooltip = (page: Page) => templateEditor(page).locator('.cm-textwire-docs');

async function open(page: Page) {
  await page.goto(playgroundHref({version: 'v2', template: TEMPLATE, data: '{}'}));
  await waitForHydration(page);
  await expect(page.getByTestId('playground-output')).toHaveText('<p>2</p>');
}

test('hovering a function shows its signature, summary and link, for the version selected', async ({page}) => {
  await open(page);
  for (const version of ['v2', 'v1']) {
    if (version === 'v1') {
      await page.mouse.move(0, 0);
      await page.getByRole('radio', {name: /v1/}).check();
    }
    const expected = splitDocs(version);
    await templateEditor(page)
      .locator('span', {hasText: /^split$/})
      .hover();
    await expect(tooltip(page).locator('code')).toHaveText(expected.signature);
    await expect(tooltip(page).locator('p')).toHaveText(expected.summary);
    await expect(tooltip(page).getByRole('link', {name: `split in the ${version} docs`})).toHaveAttribute(
      'href',
      expected.href,
    );
  }
});

test('F1 shows the docs at the cursor without a mouse: read out, link reachable, Escape closes; axe finds nothing, at 320 px, in both modes', async ({
  page,
}) => {
  await page.setViewportSize({width: 320, height: 720});
  await open(page);
  const editor = page.getByRole('textbox', {name: 'Template', exact: true});
  await editor.focus();
  await page.keyboard.press('Control+Home');
  for (let i = 0; i < TEMPLATE.indexOf('split') + 2; i++) await page.keyboard.press('ArrowRight');
  // CodeMirror's live region holds an announcement for a moment only: record what it is given.
  await page.evaluate(() => {
    const region = document.querySelector('[data-language="textwire"] .cm-announced')!;
    const said: string[] = ((window as unknown as {announced: string[]}).announced = []);
    new MutationObserver(() => said.push(region.textContent ?? '')).observe(region, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
  await page.keyboard.press('F1');

  const expected = splitDocs('v2');
  await expect(tooltip(page).locator('code')).toHaveText(expected.signature);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as {announced: string[]}).announced.join(' ')))
    .toContain(expected.summary);
  const box = (await tooltip(page).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(320);

  await page.keyboard.press('Tab');
  const link = tooltip(page).getByRole('link', {name: 'split in the v2 docs'});
  await expect(link).toBeFocused();
  const found: string[] = [];
  // Every rule in light mode; in dark mode the colour rules (as a11y.spec.ts), the site's
  // colours switching with the attribute the colour mode toggle sets.
  for (const mode of ['light', 'dark'] as const) {
    await showColourMode(page, mode);
    found.push(
      ...(await axeViolations(page, {rules: mode === 'dark' ? COLOUR_RULES : undefined})).map((v) => `${mode}: ${v}`),
    );
  }
  expect(found).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(tooltip(page)).toHaveCount(0);
  await expect(editor).toBeFocused();
});
