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
