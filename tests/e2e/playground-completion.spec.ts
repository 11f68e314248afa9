/**
 * Completion in the playground's template editor, with the keyboard alone:
 * directives after `@` (Enter inserts the engine's snippet), a string's
 * functions with their signatures after `.`, the data's nested keys, and
 * axe finding nothing while a long list is open, in both colour modes.
 */
import {test, expect, waitForHydration, axeViolations, COLOUR_RULES, showColourMode} from './fixtures';
import {playgroundHref} from '../../src/workbench/link';

test('completion offers directives, functions with signatures and data keys, by keyboard', async ({page}) => {
  const data = '{"user": {"name": "Anna", "address": {"city": "Oslo"}}}';
  await page.goto(playgroundHref({version: 'v2', template: '', data}));
  await waitForHydration(page);
  const editor = page.getByRole('textbox', {name: 'Template', exact: true});
  const list = page.getByRole('listbox', {name: 'Completions'});
  const lines = page.locator('[data-language="textwire"] .cm-line');
  await editor.focus();

  // . after a value of unknown type: every function, by type, a long list;
  // axe finds nothing with it open, in either colour mode.
  await page.keyboard.type('{{ x.');
  await expect(list.getByRole('option').first()).toBeVisible();
  for (const mode of ['light', 'dark'] as const) {
    // The dark pass checks colours only, as a11y.spec.ts does: the mode is
    // switched by its attribute here, which leaves the light logo in the footer.
    await showColourMode(page, mode);
    expect(
      (await axeViolations(page, {rules: mode === 'dark' ? COLOUR_RULES : undefined})).map((v) => `${mode}: ${v}`),
    ).toEqual([]);
  }
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');

  // @: the directives; the one under the arrow keys is the editor's active descendant.
  await page.keyboard.type('@');
  await expect(list.getByRole('option', {name: /^@each/})).toBeVisible();
  await page.keyboard.type('each');
  const selected = list.getByRole('option', {selected: true});
  await expect(selected).toContainText('@each(item in array)');
  await expect(editor).toHaveAttribute('aria-activedescendant', (await selected.getAttribute('id'))!);
  await page.keyboard.press('Enter');
  await expect(lines).toHaveText(['@each( in )', /^\s*$/, '@end']);
  // The snippet's fields, in order: the variable, the array, the body.
  await page.keyboard.type('n');
  await page.keyboard.press('Tab');
  await page.keyboard.type('["a"]');
  await page.keyboard.press('Tab');

  // . after a string: its functions, each with its signature from the docs.
  await page.keyboard.type('{{ n.up');
  await expect(list.getByRole('option', {selected: true})).toHaveText(/^upper\.upper\(\): str$/);
  // CodeMirror takes Enter as a pick only once the list has been open for its
  // interaction delay (75 ms by default), so a fast Enter stays a new line.
  await page.waitForTimeout(100);
  await page.keyboard.press('Enter');
  await expect(lines.nth(1)).toHaveText('    {{ n.upper()}}');

  // A data value's keys, nested; Escape closes the list.
  await page.keyboard.press('End');
  await page.keyboard.type(' {{ user.');
  await expect(list.getByRole('option')).toHaveText([/^address/, /^name/]);
  await page.keyboard.type('address.');
  await expect(list.getByRole('option')).toHaveText([/^city/]);
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await page.keyboard.type('city');
  await expect(page.getByTestId('playground-output')).toHaveText('A Oslo');
});
