import {test, expect, waitForHydration} from './fixtures';

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
      value: {supportsFiber: true, get isDisabled() {
        seen.reactDomEvaluated = true;
        return true;
      }},
    });
    document.addEventListener('load', (event) => {
      if (/\/main\.[0-9a-f]+\.js$/.test((event.target as HTMLScriptElement).src ?? '')) seen.reactDomEvaluatedWithMain = seen.reactDomEvaluated;
    }, true);
  });
  await page.goto('/');
  await waitForHydration(page);
  const stages = await page.evaluate(() => (window as unknown as {entryStages: {reactDomEvaluated: boolean; reactDomEvaluatedWithMain: boolean | null}}).entryStages);
  expect(stages).toEqual({reactDomEvaluated: true, reactDomEvaluatedWithMain: false});
  // The core's inline check on the home page found the site's helpers in place.
  await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toHaveCount(0);
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
