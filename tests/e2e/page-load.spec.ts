import {test, expect, settled, waitForHydration} from './fixtures';

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
// evaluates the app in later tasks, a group of modules at a time; the core's
// entry evaluates React DOM while main.js runs. React DOM reads the devtools
// hook as it is evaluated, so a hook that notes the read tells when that
// happened. (A renamed core file would silently bring the single long task
// back.)
test('running main.js leaves React DOM and the app to later tasks', async ({page}) => {
  await page.addInitScript(() => {
    const seen = {reactDomEvaluated: false, reactDomEvaluatedWithMain: null as boolean | null};
    (window as unknown as {entryStages: typeof seen}).entryStages = seen;
    // Disabled, so React does not report to it: only the read is noted.
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        supportsFiber: true,
        get isDisabled() {
          seen.reactDomEvaluated = true;
          return true;
        },
      },
    });
    document.addEventListener(
      'load',
      (event) => {
        if (/\/main\.[0-9a-f]+\.js$/.test((event.target as HTMLScriptElement).src ?? ''))
          seen.reactDomEvaluatedWithMain = seen.reactDomEvaluated;
      },
      true,
    );
  });
  await page.goto('/');
  await waitForHydration(page);
  const stages = await page.evaluate(
    () =>
      (window as unknown as {entryStages: {reactDomEvaluated: boolean; reactDomEvaluatedWithMain: boolean | null}})
        .entryStages,
  );
  expect(stages).toEqual({reactDomEvaluated: true, reactDomEvaluatedWithMain: false});
  // The core's inline check on the home page found the site's helpers in place.
  await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toHaveCount(0);
});

// src/client/stagedClientEntry.tsx (window.docusaurus): a link that comes
// into view prefetches nothing for the page it leads to (issue #57: the
// reader mostly never opens those pages); pointing at one loads that page's
// code before the click, and the click opens it.
test('links on screen load nothing for their pages; pointing at one loads its code', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/docs/v2/language-elements/expressions');
  await waitForHydration(page);
  await settled(page);
  await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
  const loaded = scripts.length;
  const link = page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Statements', exact: true});
  await link.hover();
  await expect.poll(() => scripts.length).toBeGreaterThan(loaded);
  await link.click();
  await expect(page).toHaveURL(/\/statements$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Statements');
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
  // The drawer's slices (a transition) and the work queued for idle time have run.
  await settled(page);
  expect(await page.evaluate(() => (window as unknown as {collatorUses: string[]}).collatorUses)).toEqual([]);
});

/**
 * Nothing moves while a page loads, at phone width: the layout shifts the
 * browser reports (Cumulative Layout Shift, as Lighthouse sums them) stay
 * under 0.05 on the pages with a workbench and on a docs page. The
 * playground's intro once shifted everything below it by 0.11 (it was laid
 * out lazily like a docs article).
 */
for (const route of ['/playground', '/tour/basics/printing', '/docs/v2/introduction']) {
  test(`${route} loads at phone width without a layout shift`, async ({page}) => {
    await page.setViewportSize({width: 412, height: 823});
    await page.addInitScript(() => {
      const seen = window as unknown as {shifted: number};
      seen.shifted = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & {value: number; hadRecentInput: boolean}>)
          if (!entry.hadRecentInput) seen.shifted += entry.value;
      }).observe({type: 'layout-shift', buffered: true});
    });
    await page.goto(route);
    await waitForHydration(page);
    // Everything the page loads after hydration (fonts, chunks, the engine) is in and laid out.
    await settled(page);
    expect(await page.evaluate(() => (window as unknown as {shifted: number}).shifted)).toBeLessThan(0.05);
  });
}
