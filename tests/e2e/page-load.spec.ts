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
