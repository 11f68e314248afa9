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

// src/entry/stagedClientEntry.tsx stands in for the core's client entry and
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

// src/entry/stagedClientEntry.tsx (window.docusaurus): a link that comes
// into view prefetches nothing for the page it leads to (issue #57: the
// reader mostly never opens those pages); pointing at one loads that page's
// code before the click, and the click opens it.
test('links on screen load nothing for their pages; pointing at one loads its code', async ({page}) => {
  // Each link tells window.docusaurus.prefetch when it comes into view; the
  // core's (and the idle queue that was here before) answers with work started.
  await page.addInitScript(() => {
    type Helpers = {prefetch: (url: string) => unknown; preload: (url: string) => unknown};
    const seen = {calls: 0, started: 0};
    (window as unknown as {prefetches: typeof seen}).prefetches = seen;
    let helpers: Helpers | undefined;
    Object.defineProperty(window, 'docusaurus', {
      configurable: true,
      get: () => helpers,
      set(value: Helpers) {
        helpers = {
          ...value,
          prefetch: (url) => {
            seen.calls++;
            const started = value.prefetch(url);
            if (started) seen.started++;
            return started;
          },
        };
      },
    });
  });
  const prefetches = () =>
    page.evaluate(() => (window as unknown as {prefetches: {calls: number; started: number}}).prefetches);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/docs/v2/language-elements/expressions');
  await waitForHydration(page);
  // The sidebar's links have come into view and said so.
  await expect.poll(async () => (await prefetches()).calls).toBeGreaterThan(5);
  await settled(page);
  expect((await prefetches()).started).toBe(0);
  await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
  const loaded = scripts.length;
  const link = page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Statements', exact: true});
  await link.hover();
  await expect.poll(() => scripts.length).toBeGreaterThan(loaded);
  await link.click();
  await expect(page).toHaveURL(/\/statements$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Statements');
});

// src/theme/LastUpdated: a docs page keeps the "Last updated" line the server
// rendered; the theme's would build a date formatter while the page hydrates,
// the browser's calendar data loaded in one piece (issue #57). A page opened
// within the site renders the theme's own line.
test('a docs page keeps its last-updated line from the HTML and builds no date formatter while it loads', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen = {formatters: 0};
    (window as unknown as {dateFormatters: typeof seen}).dateFormatters = seen;
    const count = {
      construct: (target: typeof Intl.DateTimeFormat, args: unknown[]) => {
        seen.formatters++;
        return Reflect.construct(target, args) as object;
      },
      apply: (target: typeof Intl.DateTimeFormat, that: unknown, args: unknown[]) => {
        seen.formatters++;
        return Reflect.apply(target, that, args) as unknown;
      },
    };
    Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, count);
  });
  const formatters = () =>
    page.evaluate(() => (window as unknown as {dateFormatters: {formatters: number}}).dateFormatters.formatters);
  await page.goto('/docs/v2/introduction');
  await waitForHydration(page);
  const line = page.locator('article footer .theme-last-updated');
  test.skip(
    (await line.count()) === 0,
    'no dates in this build: a shallow clone whose history could not be fetched (scripts/git-history.mjs)',
  );
  await expect(line).toHaveText(/^Last updated on \w{3} \d{1,2}, \d{4}$/);
  await expect(line.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  expect(await formatters()).toBe(0);

  await page.locator('.pagination-nav__link--next').click();
  await expect(page).not.toHaveURL(/\/introduction$/);
  await expect(line.locator('time')).toHaveText(/^\w{3} \d{1,2}, \d{4}$/);
  expect(await formatters()).toBeGreaterThan(0);
});

// The first `localeCompare` of a page builds the browser's collator, one
// uninterrupted piece of work of tens of milliseconds on a phone. Nothing a
// page needs at load sorts text (src/theme/DocSidebar/Mobile).
test('a docs page at phone width builds no drawer and sorts no text while it loads', async ({page}) => {
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
  const collatorUses = () => page.evaluate(() => (window as unknown as {collatorUses: string[]}).collatorUses);
  const drawer = page.locator('.navbar-sidebar');
  await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeVisible();
  // The work queued for idle time has run; the drawer is built only when it opens (src/theme/Navbar/MobileSidebar).
  await settled(page);
  await expect(drawer).toHaveCount(0);
  expect(await collatorUses()).toEqual([]);
  // Opening it builds it, with the docs menu, and sorts nothing either.
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(
    drawer.locator('.navbar-sidebar__item.menu').nth(1).getByRole('link', {name: 'Expressions'}),
  ).toBeVisible();
  expect(await collatorUses()).toEqual([]);
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
