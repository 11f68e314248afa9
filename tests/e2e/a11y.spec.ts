import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, COLOUR_RULES, WCAG_22_AA} from './fixtures';
import {ALL_ROUTES} from './routes';

/**
 * The written content of docs and blog pages: its colours come from the same
 * CSS at every width (no media query sets a colour), so its colour rules run
 * at desktop width only. On code-heavy pages they are most of axe's time.
 */
const MARKDOWN_CONTENT = '.markdown';

type Pass = {mode: 'light' | 'dark'; only?: string[]; skip?: string[]; exclude?: string};

const VIEWPORTS: {name: string; width: number; height: number; passes: Pass[]}[] = [
  {
    name: 'desktop',
    width: 1280,
    height: 900,
    passes: [{mode: 'light'}, {mode: 'dark', only: COLOUR_RULES}],
  },
  {
    name: 'phone',
    width: 375,
    height: 812,
    passes: [
      {mode: 'light', skip: COLOUR_RULES},
      {mode: 'light', only: COLOUR_RULES, exclude: MARKDOWN_CONTENT},
      {mode: 'dark', only: COLOUR_RULES, exclude: MARKDOWN_CONTENT},
    ],
  },
];

async function violations(page: Page, pass: Pass): Promise<string[]> {
  // The playground preview is a sandboxed frame that runs no script, so axe
  // cannot enter it; it shows the visitor's own HTML, not the site's. With no
  // other frame on the site, axe runs in the page itself ("legacy" mode):
  // three times faster on long docs pages than collecting results per frame.
  const builder = new AxeBuilder({page})
    .setLegacyMode(true)
    .withTags(WCAG_22_AA)
    .options({resultTypes: ['violations']})
    .exclude('iframe[sandbox]');
  if (pass.only) builder.withRules(pass.only);
  if (pass.skip) builder.disableRules(pass.skip);
  if (pass.exclude) builder.exclude(pass.exclude);
  const results = await builder.analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .slice(0, 5)
        .map((n) => n.target.join(' '))
        .join('\n    ')}`,
  );
}

/** Shows the page in a colour mode, stored as the site stores the toggle's choice. */
async function setMode(page: Page, route: string, mode: 'light' | 'dark') {
  await page.evaluate((m) => localStorage.setItem('theme', m), mode);
  await page.reload();
  await ready(page, route, mode);
}

async function ready(page: Page, route: string, mode: 'light' | 'dark') {
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  if (route === '/playground') await expect(page.getByTestId('playground-output')).not.toBeEmpty();
}

/**
 * Docs pages and blog posts share their layout within their kind: navbar,
 * sidebar, table of contents, footer, the phone-width drawer, and on archived
 * docs the version banner. One page of each kind, with a table of contents and
 * code, is checked at both widths in both modes; every other page of the kind
 * has its own content checked at desktop width in both modes. The phone passes
 * would only repeat the sample's: the content's colours and markup are the same
 * at every width (no media query sets a colour, and wide tables and code
 * blocks are focusable whether or not they overflow).
 */
const LAYOUT_SAMPLES = ['/docs/v2/guides/loops', '/docs/v1/functions/str', '/blog/textwire-v2.4.0'];
const SHARES_A_LAYOUT = /^\/docs\/|^\/blog\/(?!archive$|authors|tags)[^/]+$/;
const viewportsFor = (route: string): typeof VIEWPORTS =>
  SHARES_A_LAYOUT.test(route) && !LAYOUT_SAMPLES.includes(route)
    ? VIEWPORTS.filter((viewport) => viewport.name === 'desktop')
    : VIEWPORTS;

test('each layout sample is one of the routes', () => {
  for (const sample of LAYOUT_SAMPLES) expect(ALL_ROUTES).toContain(sample);
});

for (const route of [...ALL_ROUTES, '/playground']) {
  const viewports = viewportsFor(route);
  test(`axe finds no WCAG 2.2 A/AA violation on ${route}`, async ({browser, baseURL}) => {
    // Axe passes over the longest docs pages (hundreds of highlighted
    // examples) take over a minute on two busy cores.
    test.setTimeout(180_000);
    const found: string[] = [];
    // A fresh context per viewport: the page is laid out at that width from the start,
    // in the default light mode.
    for (const {name, width, height, passes} of viewports) {
      const context = await browser.newContext({baseURL, viewport: {width, height}});
      const page = await context.newPage();
      page.on('pageerror', (error) => found.push(`[${name}] uncaught: ${error.message}`));
      await page.goto(route);
      await ready(page, route, 'light');
      let mode = 'light';
      for (const pass of passes) {
        if (pass.mode !== mode) await setMode(page, route, (mode = pass.mode));
        for (const v of await violations(page, pass)) found.push(`[${name}, ${pass.mode}] ${v}`);
      }
      await context.close();
    }
    expect(found).toEqual([]);
  });
}
