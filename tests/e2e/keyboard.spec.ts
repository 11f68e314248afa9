import type {Page} from '@playwright/test';
import {test, expect, searchCombobox, waitForHydration} from './fixtures';
import {ARCHIVED, LATEST} from './routes';

async function tabTo(page: Page, matches: () => Promise<boolean>, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await matches()) return;
  }
  throw new Error('never reached with Tab');
}

const focusedIs = (page: Page, selector: string) => () =>
  page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);

test('the skip link comes first and moves focus to the main content', async ({page}) => {
  await page.goto('/docs/v2/introduction');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  // The next Tab lands inside the main content, past the navbar and sidebar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
});

test('focus is visible on links, buttons and inputs', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      return {
        tag: el.tagName,
        width: parseFloat(style.outlineWidth),
        styleName: style.outlineStyle,
        shadow: style.boxShadow,
      };
    });
    expect(
      (outline.styleName !== 'none' && outline.width > 0) || outline.shadow !== 'none',
      `${outline.tag} #${i} shows focus`,
    ).toBe(true);
  }
});

test('the version dropdown opens with Enter and its items are reachable', async ({page}) => {
  await page.goto(`${LATEST.route}/introduction`);
  await waitForHydration(page);
  await tabTo(page, focusedIs(page, '.navbar__items--right .dropdown > .navbar__link'));
  await page.keyboard.press('Enter');
  const archived = page.locator('.navbar__items--right .dropdown').getByRole('link', {name: ARCHIVED.name});
  await expect(archived).toBeVisible();
  await tabTo(page, focusedIs(page, `.dropdown__menu a[href^="${ARCHIVED.route}"]`), 5);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${ARCHIVED.route}/`));
});

test('the colour toggle and the announcement close work from the keyboard', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  await tabTo(page, focusedIs(page, 'button[title*="dark and light"], button[aria-label*="dark and light"]'));
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.locator('body').focus();
  await page.keyboard.press('Shift+Tab');
  await page.goto('/');
  await waitForHydration(page);
  await tabTo(page, focusedIs(page, '.theme-announcement-bar button'));
  await page.keyboard.press('Enter');
  await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
});

test.describe('search loading and keyboard focus', () => {
  // The index is held back until the test releases it, so the moment it
  // arrives is chosen by the test and not by the machine's speed.
  async function holdSearchIndex(page: Page): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/lunr-index[^/]*\.json$/, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  test('a visitor who tabs past the search box keeps focus where they went', async ({page}) => {
    const releaseIndex = await holdSearchIndex(page);
    await page.goto('/');
    await waitForHydration(page);
    await tabTo(page, focusedIs(page, '.navbar__search input'));
    await tabTo(page, focusedIs(page, 'button[aria-label*="dark and light"]'), 3);
    releaseIndex();
    await expect(searchCombobox(page)).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('a visitor who waits on the search box can type once it is ready', async ({page}) => {
    const releaseIndex = await holdSearchIndex(page);
    await page.goto('/');
    await waitForHydration(page);
    await tabTo(page, focusedIs(page, '.navbar__search input'));
    releaseIndex();
    await expect(searchCombobox(page)).toBeFocused();
    await page.keyboard.type('contains');
    await expect(page.getByRole('listbox')).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 375, height: 800}});

  test('the mobile menu opens, is navigable and closes with the keyboard', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await tabTo(page, focusedIs(page, 'button[aria-label="Toggle navigation bar"]'));
    await page.keyboard.press('Enter');
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await tabTo(page, focusedIs(page, '.navbar-sidebar a[href="/blog"]'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test('the playground works with the keyboard alone', async ({page}) => {
  await page.goto('/playground');
  await waitForHydration(page);
  await tabTo(page, focusedIs(page, 'input[type="radio"]'));
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', {name: /v1/})).toBeChecked();
  await tabTo(page, focusedIs(page, '[aria-label="Template"]'));
  await page.keyboard.press('Control+A');
  await page.keyboard.type('<p>{{ 6 * 7 }}</p>');
  await expect(page.getByTestId('playground-output')).toHaveText('<p>42</p>');
  // Tab leaves the editor for the next pane instead of inserting a tab.
  await page.keyboard.press('Tab');
  await expect(page.locator('[aria-label="Data (JSON)"]')).toBeFocused();
});
