import {test, expect, waitForHydration} from './fixtures';

/**
 * A page's HTML names its route's scripts (plugins/route-chunk-scripts.ts), so
 * the browser fetches them all at once while it reads the HTML, instead of
 * learning of them only after `main` has run. A script inserted by script
 * before hydration is a round trip the visitor waits for.
 */
for (const path of ['/', '/docs/v2/introduction', '/blog/textwire-v2.4.0', '/community']) {
  test(`${path} fetches every script its first render needs from its HTML`, async ({page}) => {
    const scripts: {url: string; initiator: string}[] = [];
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    cdp.on('Network.requestWillBeSent', ({type, request, initiator}) => {
      if (type === 'Script') scripts.push({url: request.url.replace(/.*\//, ''), initiator: initiator.type});
    });
    await page.goto(path);
    await waitForHydration(page);
    // The runtime, main and at least one of the route's own chunks.
    expect(scripts.length).toBeGreaterThan(2);
    expect(scripts.filter(({initiator}) => initiator !== 'parser')).toEqual([]);
  });
}

// src/client/stagedClientEntry.tsx stands in for the core's client entry and
// evaluates the app in later tasks, a group of modules at a time. The core's
// entry sets window.docusaurus while main.js runs, so finding it unset when
// main.js has run shows the stand-in is the one built (a renamed core file
// would silently bring the single long task back).
test('running main.js leaves the app to later tasks', async ({page}) => {
  await page.addInitScript(() => {
    document.addEventListener('load', (event) => {
      const script = event.target as HTMLScriptElement;
      if (/\/main\.[0-9a-f]+\.js$/.test(script.src ?? '')) {
        (window as unknown as {appReadyAfterMain: boolean}).appReadyAfterMain = 'docusaurus' in window;
      }
    }, true);
  });
  await page.goto('/docs/v2/introduction');
  await waitForHydration(page);
  expect(await page.evaluate(() => (window as unknown as {appReadyAfterMain?: boolean}).appReadyAfterMain)).toBe(false);
  expect(await page.evaluate(() => typeof window.docusaurus.prefetch)).toBe('function');
});

// src/client/prefetchOnce.ts: links prefetch the chunks of the routes they
// point to; routes share most chunks, and the page has its own already.
test('links prefetch each chunk once, and never the page’s own scripts', async ({page}) => {
  await page.goto('/docs/v2/language-elements/expressions');
  await waitForHydration(page);
  const prefetched = () => page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  // The sidebar's links to other pages come into view and are prefetched.
  await expect.poll(async () => (await prefetched()).length).toBeGreaterThan(5);
  await page.waitForTimeout(500);
  const hrefs = await prefetched();
  const ownScripts = await page.locator('script[src]').evaluateAll((scripts) => scripts.map((script) => script.getAttribute('src')));
  expect(hrefs.length).toBe(new Set(hrefs).size);
  expect(hrefs.filter((href) => ownScripts.includes(href))).toEqual([]);
});

// The first `localeCompare` of a page builds the browser's collator, one
// uninterrupted piece of work of tens of milliseconds on a phone. Nothing a
// page needs at load sorts text (src/theme/DocSidebar/Mobile).
test('a docs page at phone width sorts no text while it loads', async ({page}) => {
  await page.setViewportSize({width: 412, height: 823});
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as {collatorUses: string[]}).collatorUses = calls;
    const localeCompare = String.prototype.localeCompare;
    String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof localeCompare>) {
      calls.push(new Error().stack ?? 'localeCompare');
      return localeCompare.apply(this, args);
    };
  });
  await page.goto('/docs/v2/language-elements/expressions');
  await waitForHydration(page);
  // The mobile docs menu fills the navbar drawer in an effect after hydration.
  await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeVisible();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as {collatorUses: string[]}).collatorUses)).toEqual([]);
});
