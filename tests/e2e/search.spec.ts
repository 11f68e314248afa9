import {test, expect, readySearch} from './fixtures';

test('the search box is ready after hover and Ctrl+K focuses it', async ({page}) => {
  await page.goto('/');
  const box = await readySearch(page);
  await page.locator('main').click();
  await page.keyboard.press('Control+k');
  await expect(box).toBeFocused();
});

test('a query finds v2 pages and never a v1 page', async ({page}) => {
  await page.goto('/');
  const box = await readySearch(page);
  await box.fill('truncate');
  const results = page.locator('.ds-suggestion a');
  await expect(results.first()).toBeVisible();
  const hrefs = await results.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.some((href) => href.startsWith('/docs/v2/functions/str'))).toBe(true);
  expect(hrefs.filter((href) => href.includes('/docs/v1'))).toEqual([]);
});

test('choosing a result opens it and highlights the term', async ({page}) => {
  await page.goto('/');
  const box = await readySearch(page);
  await box.fill('capitalize');
  const first = page.locator('.ds-suggestion a').first();
  await expect(first).toBeVisible();
  const href = (await first.getAttribute('href'))!;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(href.split('#')[0].replace(/[.]/g, '\\.')));
  await expect(page.locator('article mark').first()).toHaveText(/capitalize/i);
});
