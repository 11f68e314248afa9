/**
 * Offline reading (docs-dev/offline.md) in Chromium against the production
 * build, with the service worker allowed (the rest of the suite blocks it,
 * playwright.config.ts) and the browser context's offline mode: the tour,
 * the playground and pages read before work with the network off; a page not
 * read shows the site's offline page; "Save for offline" and "Remove offline
 * copy"; blocked or full storage; nothing typed is ever stored; Chromium finds
 * the site installable. The update to a new build is in offline-update.spec.ts.
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, readySearch, replaceEditorText, savedCollectionBuild, waitForHydration} from './fixtures';
import {playgroundHref} from '../../src/workbench/link';

test.use({serviceWorkers: 'allow'});

const output = (page: Page) => page.getByTestId('playground-output');
const verdict = (page: Page) => page.getByTestId('tour-verdict');
const NOT_SAVED = 'Not available offline';

/** Waits until the service worker is in control of the page and has stored the page itself. */
async function pageStored(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {timeout: 30_000});
  await expect
    .poll(() => page.evaluate(async () => Boolean(await caches.match(location.pathname))), {timeout: 30_000})
    .toBe(true);
}

/** Types a query in the search box and waits for a first result whose href matches. */
async function searchFinds(page: Page, query: string, href: RegExp): Promise<void> {
  const box = await readySearch(page);
  await box.fill(query);
  await expect(page.locator('.ds-suggestion a').first()).toHaveAttribute('href', href);
}

/** Whether a collection is whole in this build's caches (src/offline/serviceWorker.mjs). */
async function collectionSaved(page: Page, name: string): Promise<boolean> {
  return (await savedCollectionBuild(page, name)) !== '';
}

async function solveWithCheck(page: Page): Promise<void> {
  await page.getByRole('button', {name: 'Solve'}).click();
  await page.getByRole('button', {name: 'Check', exact: true}).click();
  await expect(verdict(page)).toContainText('Solved!');
}

test('after one visit the tour, the playground and the pages read work with the network off', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  // Opening the tour saves it (by use): every lesson, the editor and the engine.
  await page.goto('/tour');
  await waitForHydration(page);
  await pageStored(page);
  await expect.poll(() => collectionSaved(page, 'tour'), {timeout: 90_000}).toBe(true);
  // A docs page read, and the playground run with both engines.
  await page.goto('/docs/v2/introduction');
  await pageStored(page);
  await page.goto(playgroundHref({version: 'v2', template: '{{ 2 + 3 }}', data: ''}));
  await waitForHydration(page);
  await expect(output(page)).toHaveText('5');
  await page.getByRole('radio', {name: /v1/}).check();
  await expect(output(page)).toHaveText('5');
  await pageStored(page);
  // A blog post read, and search used once there.
  await page.goto('/blog/textwire-v2.4.0');
  await pageStored(page);
  await searchFinds(page, 'loops', /^\/docs\/v2\//);
  // Used once, search is saved in the background: its index and every result's text.
  await expect.poll(() => collectionSaved(page, 'search'), {timeout: 90_000}).toBe(true);

  await context.setOffline(true);
  // The service worker's own fetches fail too: a page never read gets the offline page below.

  // Two lessons, finished with Check.
  await page.goto('/tour/basics/printing');
  await waitForHydration(page);
  await expect(output(page)).toContainText('<h1>Hello, visitor!</h1>');
  await solveWithCheck(page);
  await verdict(page)
    .getByRole('link', {name: /^Next:/})
    .click();
  await expect(page).toHaveURL(/\/tour\/basics\/expressions$/);
  await expect(output(page)).toContainText('Total:');
  await solveWithCheck(page);

  // The playground runs both engines.
  await page.goto('/playground');
  await waitForHydration(page);
  await replaceEditorText(page, 'Template', '{{ 6 * 7 }}');
  await expect(output(page)).toHaveText('42');
  await page.getByRole('radio', {name: /v1/}).check();
  await expect(output(page)).toHaveText('42');

  // The blog post read before opens, and search answers from its stored index.
  await page.goto('/blog/textwire-v2.4.0');
  await expect(page.getByRole('heading', {level: 1})).toContainText('Textwire v2.4.0');
  await searchFinds(page, 'each loop', /^\/docs\/v2\//);
  // With the result's excerpt, from the stored texts.
  await expect(page.locator('.algolia-docsearch-suggestion--text').first()).toContainText(/loop/i);

  // A page read before opens; one never read says so in the site's layout.
  await page.goto('/docs/v2/introduction');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Introduction');
  await page.goto('/docs/v2/get-started');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(NOT_SAVED);
  await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('"Save for offline" shows its size and progress, then an unread page opens offline; removing it undoes that', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await page.goto('/docs/v2/introduction');
  await waitForHydration(page);
  const save = page.getByRole('button', {name: /^Save for offline \(\d+\.\d MB\)$/});
  await expect(save).toBeEnabled({timeout: 30_000});
  // Note each progress the control shows, however fast the save.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as {progressSeen: string[]}).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('progress[aria-label="Saving for offline"]');
      if (bar) seen.push(`${bar.getAttribute('value')}/${bar.getAttribute('max')}`);
    }).observe(document.body, {subtree: true, childList: true, attributes: true});
  });
  await save.click();
  await expect(page.getByRole('button', {name: 'Remove offline copy'})).toBeVisible({timeout: 120_000});
  await expect(page.getByText(/^Saved on this device \(\d+\.\d MB\)/)).toBeVisible();
  expect(
    (await page.evaluate(() => (window as unknown as {progressSeen: string[]}).progressSeen)).length,
  ).toBeGreaterThan(0);

  await context.setOffline(true);
  await page.goto('/docs/v2/guides/loops');
  await expect(page.getByRole('heading', {level: 1})).not.toHaveText(NOT_SAVED);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Loops');

  await context.setOffline(false);
  await page.goto('/docs/v2/introduction');
  await waitForHydration(page);
  await page.getByRole('button', {name: 'Remove offline copy'}).click();
  await expect(page.getByRole('button', {name: /^Save for offline \(/})).toBeEnabled();
  await context.setOffline(true);
  await page.goto('/docs/v2/functions/str');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(NOT_SAVED);
});

test('full storage says so plainly, and the site works online as before', async ({page, context}) => {
  test.setTimeout(90_000);
  await page.goto('/docs/v2/introduction');
  await waitForHydration(page);
  // Chromium's own quota, made smaller than the offline copy.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', {origin: new URL(page.url()).origin, quotaSize: 2_000_000});
  const save = page.getByRole('button', {name: /^Save for offline \(/});
  await expect(save).toBeEnabled({timeout: 30_000});
  await save.click();
  await expect(page.getByRole('alert')).toContainText('This device has no room for the offline copy', {
    timeout: 60_000,
  });
  expect(await collectionSaved(page, 'all')).toBe(false);
  await page.getByRole('link', {name: 'Get started'}).first().click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/Get started/i);
});

test.describe('with storage blocked', () => {
  test.use({serviceWorkers: 'block'});
  test('the tour says the offline copy cannot be kept, and still runs', async ({page}) => {
    await page.goto('/tour');
    await waitForHydration(page);
    await expect(page.getByText('Your browser does not let this site store files')).toBeVisible({timeout: 30_000});
    await page.getByTestId('tour-start').click();
    await expect(output(page)).toContainText('<h1>Hello, visitor!</h1>');
  });
});

test('nothing a visitor types is stored: templates, data, #s= links and query strings', async ({page}) => {
  test.setTimeout(90_000);
  const typed = 'zq' + 'Marker' + Date.now();
  await page.goto('/tour/basics/printing');
  await waitForHydration(page);
  await pageStored(page);
  await replaceEditorText(page, 'Template', `<p>${typed} tour</p>`);
  await expect(output(page)).toContainText(`${typed} tour`);
  await page.goto(playgroundHref({version: 'v2', template: `${typed} link`, data: `{"x": "${typed}"}`}));
  await waitForHydration(page);
  await expect(output(page)).toContainText(`${typed} link`);
  await replaceEditorText(page, 'Template', `${typed} typed`);
  await expect(output(page)).toContainText(`${typed} typed`);
  await page.goto(`/docs/v2/introduction?q=${typed}#${typed}`);
  await waitForHydration(page);
  await page.evaluate((q) => fetch(`/search-doc.json?q=${q}`), typed);
  // Give the worker time to store what it was told to.
  await page.waitForTimeout(2000);
  const stored = await page.evaluate(async () => {
    const found: {url: string; body: string}[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const type = response?.headers.get('content-type') ?? '';
        found.push({url: request.url, body: /html|json|text\/plain/.test(type) ? await response!.text() : ''});
      }
    }
    return found;
  });
  expect(stored.length).toBeGreaterThan(10);
  expect(stored.filter((entry) => entry.url.includes(typed) || entry.body.includes(typed))).toEqual([]);
  expect(
    stored.filter((entry) => new URL(entry.url).search && !/^\?__WB_REVISION__=/.test(new URL(entry.url).search)),
  ).toEqual([]);
});

test('Chromium finds the site installable, with our manifest and icons', async ({playwright, baseURL, request}) => {
  // Chromium never offers to install from an incognito window, which every
  // Playwright context but a persistent one is.
  const profile = mkdtempSync(join(tmpdir(), 'textwire-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    baseURL,
    serviceWorkers: 'allow',
  });
  try {
    const page = await context.newPage();
    await page.goto('/tour');
    await waitForHydration(page);
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {timeout: 30_000});
    const cdp = await context.newCDPSession(page);
    const {installabilityErrors} = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const {url} = await cdp.send('Page.getAppManifest');
    expect(new URL(url).pathname).toBe('/manifest.json');
  } finally {
    await context.close();
    rmSync(profile, {recursive: true, force: true});
  }
  const manifest = (await (await request.get('/manifest.json')).json()) as {icons: {src: string}[]; start_url: string};
  expect(manifest.start_url).toBe('/tour/');
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
});

test.describe('the offline page', () => {
  // Offline, the browser reports each file it could not fetch (the next page's code); the page itself throws nothing.
  test.use({allowedConsoleErrors: [/^Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)/]});

  test('Back from it opens the stored page, and it opens its own page once the network is back', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const heading = page.getByRole('heading', {level: 1});
    await page.goto('/docs/v2/introduction');
    await waitForHydration(page);
    await pageStored(page);
    await context.setOffline(true);
    // A page within the site that is not stored: its code cannot be fetched, the site reloads it, and the worker answers.
    await page.getByRole('article').getByRole('link', {name: 'Get started'}).first().click();
    await expect(page).toHaveURL(/\/docs\/v2\/get-started\/?$/);
    await expect(heading).toHaveText(NOT_SAVED);
    await page.goBack();
    await expect(page).toHaveURL(/\/docs\/v2\/introduction\/?$/);
    await expect(heading).toHaveText('Introduction');
    // The stored page has started (a Forward pressed while it is still hydrating is handled by
    // src/entry/stagedClientEntry.tsx, but React logs its recovery as an error: see docs-dev/offline.md).
    await waitForHydration(page);
    await page.goForward();
    await expect(heading).toHaveText(NOT_SAVED);
    await context.setOffline(false);
    await expect(heading).toHaveText(/Get started/i);
  });

  test("is still served when the browser has cleared the worker's caches under a live page", async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/docs/v2/introduction');
    await waitForHydration(page);
    await pageStored(page);
    // What "clear site data" or storage pressure does to the caches, with the page and its worker still running.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', {origin: new URL(page.url()).origin, storageTypes: 'cache_storage'});
    expect(await page.evaluate(() => caches.keys())).toEqual([]);
    await context.setOffline(true);
    await page.goto('/docs/v2/get-started');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(NOT_SAVED);
    await expect(page.getByRole('link', {name: 'The tour', exact: true})).toBeVisible();
  });
});
