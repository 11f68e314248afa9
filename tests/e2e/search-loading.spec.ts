/**
 * Search whose code or files fail to load once (issue #53, items 2 and 3):
 * the box says so with a way to try again, and the next use loads it. Never a
 * "Loading..." for the rest of the visit.
 */
import type {Page} from '@playwright/test';
import {test, expect, axeViolations, searchCombobox, showColourMode, waitForHydration} from './fixtures';

// The browser logs each failed request itself (offline, the 503s below).
test.use({allowedConsoleErrors: [/^Failed to load resource/]});

const INDEX = /\/lunr-index-[^/]*\.json$/;
const DOCUMENTS = /\/search-doc-[^/]*\.json$/;

/** The search input in view: the stand-in until the box is in, then the box. */
function searchInput(page: Page) {
  return page.locator('.navbar__search input:visible');
}

function failure(page: Page) {
  return page.getByRole('alert').filter({hasText: 'Search could not load'});
}

/** The box takes a query and lists results. */
async function searchWorks(page: Page): Promise<void> {
  const box = searchCombobox(page);
  await expect(box).toBeEnabled();
  await box.fill('loops');
  await expect(page.locator('.ds-suggestion a').first()).toBeVisible();
}

/** Answers the first request for `url` with `answer`, every later one as the server does. */
async function failOnce(page: Page, url: RegExp, answer: {status: number; contentType: string; body: string}) {
  let failed = 0;
  await page.route(url, async (route) => {
    if (failed++ === 0) await route.fulfill(answer);
    else await route.continue();
  });
  return () => failed;
}

test('search reached for offline says so, and works on the next use once the network is back', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  await context.setOffline(true);
  await searchInput(page).hover();
  await searchInput(page).click();
  await expect(failure(page)).toContainText('you are offline');
  await expect(searchInput(page)).not.toHaveAttribute('placeholder', 'Loading...');

  await context.setOffline(false);
  await page.locator('main').hover();
  await searchInput(page).hover();
  await searchInput(page).click();
  await page.keyboard.press('Control+k');
  await expect(searchCombobox(page)).toBeFocused();
  await expect(failure(page)).toHaveCount(0);
  await searchWorks(page);
});

test('an index answered once with a 503 is asked again on the next hover', async ({page}) => {
  const failures = await failOnce(page, INDEX, {status: 503, contentType: 'text/plain', body: 'busy'});
  await page.goto('/');
  await waitForHydration(page);
  await searchInput(page).hover();
  await expect(failure(page)).toBeVisible();
  await expect(failure(page)).not.toContainText('offline');
  expect(failures()).toBe(1);

  await page.locator('main').hover();
  await searchInput(page).hover();
  await expect(failure(page)).toHaveCount(0);
  await searchWorks(page);
});

test('documents answered with a web page are a failed load, and "Try again" loads them', async ({page}) => {
  await failOnce(page, DOCUMENTS, {status: 200, contentType: 'text/html', body: '<!doctype html><p>Sign in'});
  await page.goto('/');
  await waitForHydration(page);
  await searchInput(page).focus();
  await expect(failure(page)).toBeVisible();
  await failure(page).getByRole('button', {name: 'Try again'}).click();
  await expect(failure(page)).toHaveCount(0);
  await searchWorks(page);
});

test('an index of another shape (JSON, but not this site’s index) is a failed load too', async ({page}) => {
  await failOnce(page, INDEX, {status: 200, contentType: 'application/json', body: '{"texts": "/search-text/x/"}'});
  await page.goto('/');
  await waitForHydration(page);
  await searchInput(page).hover();
  await expect(failure(page)).toBeVisible();
  await page.locator('main').hover();
  await searchInput(page).hover();
  await searchWorks(page);
});

test('after a failed load, Ctrl+K on another page loads search', async ({page}) => {
  await failOnce(page, INDEX, {status: 503, contentType: 'text/plain', body: 'busy'});
  await page.goto('/');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await expect(failure(page)).toBeVisible();

  await page.locator('main').click();
  await page.getByRole('link', {name: 'Docs', exact: true}).first().click();
  await expect(page.locator('.theme-doc-markdown')).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(searchCombobox(page)).toBeFocused();
  await searchWorks(page);
});

test('the message is read out with the box and keeps to WCAG in both colour modes and at 320 px', async ({page}) => {
  await failOnce(page, INDEX, {status: 503, contentType: 'text/plain', body: 'busy'});
  await page.goto('/');
  await waitForHydration(page);
  await searchInput(page).focus();
  await expect(failure(page)).toBeVisible();
  await expect(searchInput(page)).toHaveAccessibleDescription(/Search could not load/);
  for (const mode of ['light', 'dark'] as const) {
    await showColourMode(page, mode);
    expect(await axeViolations(page, {include: ['.navbar']}), mode).toEqual([]);
  }
  await page.setViewportSize({width: 320, height: 700});
  const box = (await failure(page).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  await expect(failure(page).getByRole('button', {name: 'Try again'})).toBeInViewport({ratio: 1});
});
