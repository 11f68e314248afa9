import {test, expect, waitForHydration} from './fixtures';

const theme = (page: import('@playwright/test').Page) => page.locator('html').getAttribute('data-theme');

test('light by default, even when the system prefers dark', async ({browser}) => {
  const context = await browser.newContext({colorScheme: 'dark'});
  const page = await context.newPage();
  await page.goto('/');
  expect(await theme(page)).toBe('light');
  await context.close();
});

test('the toggle flips dark and light and the choice survives reload', async ({page}) => {
  await page.goto('/docs/v2/introduction');
  await waitForHydration(page);
  const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await waitForHydration(page);
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('a change made in another tab is followed', async ({context}) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/');
  await second.goto('/blog');
  await waitForHydration(first);
  await waitForHydration(second);
  await first.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(first.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('code blocks take the colours of the mode, on load and on toggle', async ({page}) => {
  const codeColours = () =>
    page
      .locator('pre.prism-code')
      .first()
      .evaluate((pre) => ({
        background: getComputedStyle(pre).backgroundColor,
        keyword: getComputedStyle(pre.querySelector('.token.function') ?? pre).color,
      }));
  await page.goto('/docs/v2/functions/str');
  await waitForHydration(page);
  const light = await codeColours();
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const dark = await codeColours();
  expect(dark.background).not.toBe(light.background);
  expect(dark.keyword).not.toBe(light.keyword);
  // A page loaded in dark mode shows the dark colours straight from its HTML.
  await page.reload();
  await waitForHydration(page);
  expect(await codeColours()).toEqual(dark);
});
