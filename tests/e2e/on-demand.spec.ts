import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {playgroundHref} from '../../src/workbench/link';

/**
 * What a page leaves out of its first load (docs-dev/budgets.md) still works:
 * code blocks and Try it links kept as the server rendered them, the code to
 * render them on a page opened within the site, the navigation progress bar.
 */

/** Idle moments never come: nothing is loaded ahead, as on a busy phone. */
async function withoutIdleMoments(page: import('@playwright/test').Page): Promise<void> {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
}

test('a code block from the page’s HTML keeps its highlighted lines and gets its buttons', async ({page}) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const pre = document.querySelector('article .theme-code-block pre');
      (window as unknown as {served: string | undefined}).served = pre?.innerHTML;
    });
  });
  await page.goto('/docs/v2/introduction');
  await waitForHydration(page);
  const block = page.locator('article .theme-code-block').first();
  // Mounted after hydration, in a transition: as long as the test has, not one step's guess.
  await block.getByRole('button', {name: 'Copy code to clipboard'}).waitFor({state: 'attached'});
  const served = await page.evaluate(() => (window as unknown as {served: string | undefined}).served);
  expect(served).toContain('class="token');
  expect(await block.locator('pre').innerHTML()).toBe(served);
});

test('a page opened within the site shows its code blocks highlighted from its first render', async ({page}) => {
  await withoutIdleMoments(page);
  await page.goto('/tour');
  await waitForHydration(page);
  // The first <pre> the next page's article shows, as it appears.
  await page.evaluate(() => {
    const observer = new MutationObserver(() => {
      const pre = document.querySelector('article pre');
      if (!pre) return;
      (window as unknown as {firstPre: object}).firstPre = {
        highlighted: pre.classList.contains('prism-code') && pre.querySelector('.token') !== null,
        titled: pre.closest('.theme-code-block') !== null,
      };
      observer.disconnect();
    });
    observer.observe(document.body, {childList: true, subtree: true});
  });
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Docs', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/v2\/introduction$/);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as {firstPre?: object}).firstPre))
    .toEqual({highlighted: true, titled: true});
});

/** A click on the page's first Try it link opens the playground within the site: the page is not loaded again. */
async function expectTryItOpensPlaygroundInSite(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as {stayed: boolean}).stayed = true));
  await page.locator('.tw-try-it a').first().click();
  await expect(page).toHaveURL(/\/playground#s=/);
  await expect(page.getByRole('textbox', {name: 'Template', exact: true})).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {stayed?: boolean}).stayed)).toBe(true);
}

test('Try it links: kept from the HTML, they open the playground within the site; rendered anew, they hold the same hrefs', async ({
  page,
}) => {
  await page.goto('/docs/v2/introduction');
  await waitForHydration(page);
  const served = await page.locator('.tw-try-it a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(served.length).toBeGreaterThan(0);
  expect(served.every((href) => href?.startsWith('/playground#s='))).toBe(true);
  // Another page and back, within the site: the links are rendered by the browser this time.
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Community', exact: true}).click();
  await expect(page).toHaveURL(/\/community$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/docs\/v2\/introduction$/);
  await expect
    .poll(() => page.locator('.tw-try-it a').evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
    .toEqual(served);
  // A click on one stays within the site: the page is not loaded again.
  await expectTryItOpensPlaygroundInSite(page);
});

test('a kept Try it link opens the playground within the site', async ({page}) => {
  await page.goto('/docs/v2/introduction');
  await waitForHydration(page);
  await expectTryItOpensPlaygroundInSite(page);
});

test('a slow navigation shows the progress bar, whose code loads with the first navigation', async ({page}) => {
  await page.goto('/tour');
  await waitForHydration(page);
  // The next page's own chunks take a second to come; the bar's own code does not.
  await page.route(/\/assets\/js\/(?!progress-bar\.)[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Community', exact: true}).click();
  await expect(page.locator('#nprogress')).toBeAttached();
  await expect(page).toHaveURL(/\/community$/);
  await expect(page.locator('#nprogress')).not.toBeAttached();
});

test('a playground link opened on the playground waits for no code-block renderer', async ({page}) => {
  await page.goto(playgroundHref({version: 'v2', template: '<p>{{ first }}</p>', data: '{"first": "one"}'}));
  await waitForHydration(page);
  await expect(page.getByTestId('playground-output')).toContainText('<p>one</p>');
  // The renderer's chunk never comes: a navigation to another page would wait for it (tie 14), this one must not.
  await page.route(/\/assets\/js\/code-block\.[0-9a-f]+\.js$/, () => undefined);
  // As a visitor pasting a link into the address bar: the same page, a new fragment.
  await page.goto(playgroundHref({version: 'v2', template: '<p>{{ second }}</p>', data: '{"second": "two"}'}));
  await expect(page.getByTestId('playground-output')).toContainText('<p>two</p>');
});
