import {test, expect, waitForHydration} from './fixtures';

test.use({viewport: {width: 800, height: 900}});

const bodyOverflow = (page: import('@playwright/test').Page) =>
  page.evaluate(() => getComputedStyle(document.body).overflow);

async function openMenu(page: import('@playwright/test').Page) {
  await waitForHydration(page);
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  const sidebar = page.locator('.navbar-sidebar');
  await expect(sidebar).toBeVisible();
  return sidebar;
}

test('the hamburger opens the sidebar and locks body scroll while it is open', async ({page}) => {
  await page.goto('/');
  const sidebar = await openMenu(page);
  await expect(sidebar.getByRole('link', {name: 'Blog'})).toBeVisible();
  expect(await bodyOverflow(page)).toBe('hidden');
  await sidebar.getByRole('button', {name: 'Close navigation bar'}).click();
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  expect(await bodyOverflow(page)).not.toBe('hidden');
});

test('on a docs page it shows the docs menu with a way back to the main menu', async ({page}) => {
  await page.goto('/docs/v2/guides/loops');
  const sidebar = await openMenu(page);
  const secondary = sidebar.locator('.navbar-sidebar__item.menu').nth(1);
  await expect(secondary.getByRole('link', {name: 'Loops'})).toBeVisible();
  await sidebar.getByRole('button', {name: /Back to main menu/}).click();
  await expect(sidebar.getByRole('link', {name: 'Community'})).toBeVisible();
});

test('following a link in the docs menu opens that page and closes the drawer', async ({page}) => {
  await page.goto('/docs/v2/guides/loops');
  const sidebar = await openMenu(page);
  await sidebar.locator('.navbar-sidebar__item.menu').nth(1).getByRole('link', {name: 'Introduction'}).click();
  await expect(page).toHaveURL(/\/docs\/v2\/introduction$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Introduction');
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
});

test('it closes when the window grows past 996 px', async ({page}) => {
  await page.goto('/docs/v2/introduction');
  await openMenu(page);
  await page.setViewportSize({width: 1200, height: 900});
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
});

test('it closes on browser back', async ({page}) => {
  await page.goto('/');
  await page.goto('/docs/v2/introduction');
  await openMenu(page);
  await page.goBack();
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
});

test('at 320 px the navbar shows the whole brand, clear of the search box', async ({page}) => {
  await page.setViewportSize({width: 320, height: 700});
  await page.goto('/');
  await waitForHydration(page);
  const title = page.locator('.navbar__inner .navbar__title');
  await expect(title).toHaveText('Textwire');
  const brand = await title.boundingBox();
  const search = await page.getByRole('searchbox', {name: 'Search'}).boundingBox();
  expect(await title.evaluate((node) => node.scrollWidth - node.clientWidth), 'the title is not cut').toBe(0);
  expect(brand!.x + brand!.width, 'the title ends before the search box starts').toBeLessThanOrEqual(search!.x);
});

// WCAG 1.4.10 (reflow): at 320 px nothing makes the page scroll sideways. Code blocks and tables
// scroll inside themselves, so the page's own width is what counts.
test('at 320 px no kind of page is wider than the screen', async ({page}) => {
  await page.setViewportSize({width: 320, height: 700});
  for (const path of ['/', '/community', '/blog', '/tour', '/playground', '/docs/v2/language-elements/expressions']) {
    await page.goto(path);
    await waitForHydration(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect.soft(width, `${path} scrolls sideways`).toBeLessThanOrEqual(320);
  }
});
