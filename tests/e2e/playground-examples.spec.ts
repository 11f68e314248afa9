/**
 * The playground's examples menu in the built site: it lists every docs
 * example (the scan the tests run), filters as you type, and opens the one
 * chosen exactly as its "Try it" link does, linked back to its docs section.
 */
import {test, expect, waitForHydration, axeViolations} from './fixtures';
import {linkState} from '../support/links';
import {menuExamples} from '../../src/examples/menu';
import {loadDocFiles} from '../support/docs';

const menu = menuExamples(loadDocFiles());

test('the examples menu filters the docs examples and opens the one chosen', async ({page}) => {
  await page.goto('/playground');
  await waitForHydration(page);
  await page.getByRole('button', {name: 'Examples'}).click();
  await expect(page.getByText(`${menu.length} of ${menu.length} examples`)).toBeVisible();
  // The first 50 are listed until "Show all", which hands focus to the first one it adds.
  const items = page.getByRole('list', {name: 'Docs examples'}).getByRole('button');
  await expect(items).toHaveCount(50);
  await page.getByRole('button', {name: `Show all ${menu.length}`}).click();
  await expect(items).toHaveCount(menu.length);
  await expect(items.nth(50)).toBeFocused();

  await page.getByRole('searchbox', {name: 'Filter examples'}).fill('v1 template usage');
  // Every word typed, anywhere in "version › page › section".
  const matching = menu.filter((e) =>
    ['v1', 'template', 'usage'].every((word) => `${e.version} ${e.page} ${e.section}`.toLowerCase().includes(word)),
  );
  expect(matching.length).toBeGreaterThan(1);
  await expect(page.getByText(`${matching.length} of ${menu.length} examples`)).toBeVisible();
  await expect(items).toHaveCount(matching.length);
  expect(await axeViolations(page)).toEqual([]);

  await items.first().click();
  await expect(page.getByRole('button', {name: 'Examples'})).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('radio', {name: /v1/})).toBeChecked();
  // The address holds the example's state, as its "Try it" link does.
  await expect.poll(() => linkState(page.url())).toEqual(matching[0].state);
  await expect(page.getByTestId('playground-output')).not.toBeEmpty();

  // It links back to its docs section, which exists on that page.
  const origin = matching[0].state.origin!;
  const back = page.getByTestId('playground-origin').getByRole('link');
  await expect(back).toHaveText(origin.label);
  await back.click();
  await expect(page).toHaveURL(new URL(origin.href, page.url()).href);
  await expect(page.locator(`[id="${new URL(origin.href, page.url()).hash.slice(1)}"]`)).toHaveCount(1);
});
