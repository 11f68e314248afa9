import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {ALL_ROUTES} from './routes';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const VIEWPORTS = [
  {name: 'desktop', width: 1280, height: 900},
  {name: 'phone', width: 375, height: 812},
];

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({page}).withTags(WCAG_22_AA).analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join('\n    ')}`,
  );
}

// One test per route; each checks light and dark mode on a desktop and a phone.
for (const route of [...ALL_ROUTES, '/playground']) {
  test(`axe finds no WCAG 2.2 A/AA violation on ${route}`, async ({page}) => {
    test.slow();
    const found: string[] = [];
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      for (const mode of ['light', 'dark'] as const) {
        await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
        await page.goto(route);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
        if (route === '/playground') await page.getByTestId('playground-output').waitFor();
        for (const v of await violations(page)) found.push(`[${viewport.name}, ${mode}] ${v}`);
      }
    }
    expect(found).toEqual([]);
  });
}
