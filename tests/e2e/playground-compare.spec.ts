/**
 * The playground's compare view in the built site: opened from the upgrade
 * guide's "Compare" link, it shows both versions' outputs with what differs
 * marked, or an error on one side and output on the other; and the
 * playground's keyboard shortcuts, driven from the keyboard alone.
 */
import {test, expect, replaceEditorText, waitForHydration, axeViolations, showColourMode} from './fixtures';
import {playgroundHref} from '../../src/workbench/link';
import {linkState} from '../support/links';
import {comparedVersions} from '../../src/workbench/compare';
import {menuExamples} from '../../src/examples/menu';
import {loadDocFiles} from '../support/docs';

const [OLDER, NEWER] = comparedVersions('v2')!;

test("the upgrade guide's Compare link shows both versions, differences marked, and an error against an output", async ({
  page,
}) => {
  await page.goto('/docs/v2/upgrade');
  const section = page.locator('h3#len-counts-characters');
  // The first Try it paragraph after the section's heading.
  const links = section.locator('xpath=following-sibling::p[contains(@class, "tw-try-it")][1]');
  await links.getByRole('link', {name: `Compare ${OLDER} and ${NEWER} in the playground`}).click();

  await expect(page).toHaveURL(/\/playground#s=/);
  const summary = page.getByTestId('compare-summary');
  // "héllo".len(): 6 bytes on v1, 5 characters on v2.
  await expect(summary).toHaveText(`1 difference between the outputs of ${OLDER} and ${NEWER}.`);
  await expect(page.getByTestId(`compare-${OLDER}`).locator('del')).toHaveText('6');
  await expect(page.getByTestId(`compare-${NEWER}`).locator('ins')).toHaveText('5');
  await expect(page.getByRole('button', {name: `Compare ${OLDER} and ${NEWER}`})).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByTestId('playground-origin').getByRole('link')).toHaveText(
    `v2 › Upgrading from v1 › len counts characters`,
  );
  // axe over what this view adds (a11y.spec.ts covers the rest of the playground).
  const added = ['[data-testid="compare-view"]', '[data-testid="playground-origin"]'];
  expect(await axeViolations(page, {include: added})).toEqual([]);
  // The marks' colours in dark mode too.
  await showColourMode(page, 'dark');
  expect(await axeViolations(page, {include: added})).toEqual([]);

  // A function v2 added: an error on the older side, output on the newer one.
  await replaceEditorText(page, 'Template', '<p>{{ "textwire".capitalize() }}</p>');
  await expect(summary).toHaveText(`${OLDER} fails, ${NEWER} renders.`);
  await expect(page.getByTestId(`compare-${OLDER}`)).toHaveAttribute('data-kind', 'error');
  await expect(page.getByTestId(`compare-${OLDER}`)).toContainText("function 'capitalize' doesn't exist");
  await expect(page.getByTestId(`compare-${NEWER}`)).toContainText('<p>Textwire</p>');
});

test('one run owner: a typing pause asks the engine once alone and twice in compare, marks from the chosen version', async ({
  page,
}) => {
  // Counts the templates the page posts to the engines' workers, as npm run bench does. Imported
  // here: Playwright would compile a static import of this ES module to require().
  const {countEngineCalls, engineCallsAfter} = await import('../../scripts/bench-engine-calls.mjs');
  await page.addInitScript(countEngineCalls);
  await page.goto(playgroundHref({version: NEWER, template: '{{ true && false }}', data: ''}));
  await waitForHydration(page);
  await expect(page.getByTestId('playground-output')).toHaveText('0');
  const editor = page.getByRole('textbox', {name: 'Template', exact: true});
  const typeAtEnd = async (text: string) => {
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.insertText(text);
  };
  expect(await engineCallsAfter(page, () => typeAtEnd(' a'))).toBe(1);

  await page.getByRole('button', {name: `Compare ${OLDER} and ${NEWER}`}).click();
  // && is new in v2: the older version fails.
  await expect(page.getByTestId('compare-summary')).toHaveText(`${OLDER} fails, ${NEWER} renders.`);
  expect(await engineCallsAfter(page, () => typeAtEnd(' b'))).toBe(2);
  await expect(page.getByTestId(`compare-${NEWER}`)).toContainText('0 a b');
  // The editor marks the problems of the chosen version's side: none on the newer one...
  await expect(page.locator('.cm-lintRange-error')).toHaveCount(0);
  // ...and the older one's error once it is chosen (it is still compared with the newer one).
  await page.getByRole('radio', {name: new RegExp(OLDER)}).check();
  await expect(page.locator('.cm-lintRange-error')).not.toHaveCount(0);
  await expect(page.getByTestId('compare-summary')).toHaveText(`${OLDER} fails, ${NEWER} renders.`);
});

test.describe('keyboard shortcuts', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('switch files, compare, copy the link and export, from the editor', async ({page}) => {
    // The upgrade guide's `~` shortcut example: three files, v2 only.
    const tilde = menuExamples(loadDocFiles()).find((e) => e.version === 'v2' && e.section === 'The ~ shortcut')!;
    await page.goto(playgroundHref(tilde.state));
    await waitForHydration(page);
    // The list, opened from the keyboard.
    await page.locator('summary', {hasText: 'Keyboard shortcuts'}).focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('group').filter({hasText: 'Keyboard shortcuts'}).getByRole('definition').first(),
    ).toHaveText(/Copy a link/);

    await page.getByRole('textbox', {name: 'Template file home.tw', exact: true}).click();
    const files = page.getByRole('list', {name: 'Template files'});
    await page.keyboard.press('Alt+Shift+PageDown');
    await expect(files.getByRole('button', {name: 'layouts/main.tw'})).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('Alt+Shift+PageUp');
    await page.keyboard.press('Alt+Shift+PageUp');
    await expect(files.getByRole('button', {name: 'components/card.tw'})).toHaveAttribute('aria-current', 'true');

    // A set of files compares too: v1 has no `~` shortcut.
    await page.keyboard.press('Alt+Shift+C');
    await expect(page.getByTestId('compare-summary')).toHaveText(`${OLDER} fails, ${NEWER} renders.`);
    await expect(page.getByTestId(`compare-${NEWER}`)).toContainText('<div class="card">Hello</div>');

    await page.keyboard.press('Alt+Shift+L');
    await expect(page.getByText('Link copied to the clipboard.')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(linkState(link)).toMatchObject({compare: true, origin: tilde.state.origin});

    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Alt+Shift+E')]);
    expect(download.suggestedFilename()).toBe('textwire-playground-v2.zip');

    await page.keyboard.press('Alt+Shift+C');
    await expect(page.getByTestId('compare-view')).toHaveCount(0);
    await expect(page.getByTestId('playground-output')).toContainText('<div class="card">Hello</div>');

    // The copied link opens in the compare view.
    await page.goto(link);
    await expect(page.getByTestId('compare-summary')).toHaveText(`${OLDER} fails, ${NEWER} renders.`);
  });
});
