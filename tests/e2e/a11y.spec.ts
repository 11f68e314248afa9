import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {ALL_ROUTES} from './routes';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/** The rules whose outcome depends on colours; the others see the same page in both modes. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const VIEWPORTS = [
  {name: 'desktop', width: 1280, height: 900},
  {name: 'phone', width: 375, height: 812},
];

async function violations(page: Page, rules?: string[]): Promise<string[]> {
  // The playground preview is a sandboxed frame that runs no script, so axe
  // cannot enter it; it shows the visitor's own HTML, not the site's.
  const builder = new AxeBuilder({page})
    .withTags(WCAG_22_AA)
    .options({resultTypes: ['violations']})
    .exclude('iframe[sandbox]');
  if (rules) builder.withRules(rules);
  const results = await builder.analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join('\n    ')}`,
  );
}

/** Opens the route in a colour mode, stored as the site stores the toggle's choice. */
async function open(page: Page, route: string, mode: 'light' | 'dark') {
  await page.evaluate((m) => localStorage.setItem('theme', m), mode);
  await page.goto(route);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  if (route === '/playground') await expect(page.getByTestId('playground-output')).not.toBeEmpty();
}

// Every route, on a desktop and a phone: all rules in light mode, then the
// colour rules again in dark mode.
for (const route of [...ALL_ROUTES, '/playground']) {
  test(`axe finds no WCAG 2.2 A/AA violation on ${route}`, async ({browser, baseURL}) => {
    test.slow();
    const found: string[] = [];
    // A fresh context per viewport: the page is laid out at that width from the start.
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({baseURL, viewport});
      const page = await context.newPage();
      page.on('pageerror', (error) => found.push(`[${viewport.name}] uncaught: ${error.message}`));
      await page.goto('/');
      await open(page, route, 'light');
      for (const v of await violations(page)) found.push(`[${viewport.name}, light] ${v}`);
      await open(page, route, 'dark');
      for (const v of await violations(page, COLOUR_RULES)) found.push(`[${viewport.name}, dark] ${v}`);
      await context.close();
    }
    expect(found).toEqual([]);
  });
}
