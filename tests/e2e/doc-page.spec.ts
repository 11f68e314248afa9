import {test, expect, waitForHydration} from './fixtures';
import {ARCHIVED, LATEST} from './routes';

test('headings carry direct-link anchors', async ({page}) => {
  await page.goto('/docs/v2/get-started');
  const labels = await page.locator('article h2, article h3').evaluateAll((headings) =>
    headings.map((h) => ({
      text: h.textContent!.replace(/\u200b/g, '').trim(),
      label: h.querySelector('a.hash-link')?.getAttribute('aria-label'),
    })),
  );
  expect(labels.length).toBeGreaterThan(2);
  // Docusaurus names a heading by its text; one with code in it, by its id.
  for (const {label} of labels) expect(label).toMatch(/^Direct link to \S/);
  expect(labels.some(({text, label}) => label === `Direct link to ${text}`)).toBe(true);
});

test('docs pages show breadcrumbs', async ({page}) => {
  await page.goto('/docs/v2/functions/str');
  const crumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
  await expect(crumbs.getByRole('link', {name: 'Home page'})).toBeVisible();
  await expect(crumbs.getByRole('link', {name: 'Functions', exact: true})).toBeVisible();
});

test('the table of contents lists h2 and h3, nothing deeper', async ({page}) => {
  await page.goto('/docs/v2/guides/loops');
  const toc = page.locator('.table-of-contents').first();
  const tocIds = await toc.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!.slice(1)));
  const headingIds = await page
    .locator('article .markdown')
    .locator('h2[id], h3[id]')
    .evaluateAll((hs) => hs.map((h) => h.id));
  expect(tocIds.length).toBeGreaterThan(2);
  expect(tocIds).toEqual(headingIds);
});

test('archived pages say they are not the latest and link to it', async ({page}) => {
  await page.goto(`${ARCHIVED.route}/functions/str`);
  const banner = page.locator('.theme-doc-version-banner');
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', {name: 'latest version'})).toHaveAttribute(
    'href',
    new RegExp(`^${LATEST.route}/`),
  );
});

test.describe('code blocks on a phone', () => {
  test.use({viewport: {width: 375, height: 800}});

  test('a block that scrolls sideways offers word wrap; every block copies its code', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/docs/v2/language-elements/expressions');
    const blocks = page.locator('article .theme-code-block');
    // The buttons come once the page has hydrated (src/theme/CodeBlock/Server): on the longest
    // page and a busy machine that takes longer than any one step's guess, so the test waits for it
    // as long as it has.
    await waitForHydration(page);
    await blocks.first().getByRole('button', {name: 'Copy code to clipboard'}).waitFor({state: 'attached'});
    const scrolls = await blocks.evaluateAll((all) =>
      all.map((block) => {
        const pre = block.querySelector('pre')!;
        return pre.scrollWidth > pre.clientWidth;
      }),
    );
    const wide = blocks.nth(scrolls.indexOf(true));
    const narrow = blocks.nth(scrolls.indexOf(false));
    expect(scrolls.indexOf(true)).toBeGreaterThanOrEqual(0);
    expect(scrolls.indexOf(false)).toBeGreaterThanOrEqual(0);

    const wrap = wide.getByRole('button', {name: 'Toggle word wrap'});
    await expect(narrow.getByRole('button', {name: 'Toggle word wrap'})).toHaveCount(0);
    await wrap.click();
    await expect.poll(() => wide.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth)).toBe(false);
    await expect(wrap).toBeVisible();
    await wrap.click();
    await expect.poll(() => wide.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth)).toBe(true);

    const code = await narrow.locator('code').innerText();
    await narrow.getByRole('button', {name: 'Copy code to clipboard'}).click();
    // The button says "Copied" for one second only; the clipboard is what lasts.
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(code.replace(/\n$/, ''));
  });
});

/** How far the heading sits from where scrolling to it should put it (just below the navbar). */
const offsetFromLanding = (heading: import('@playwright/test').Locator) =>
  heading.evaluate((h) => Math.abs(h.getBoundingClientRect().top - parseFloat(getComputedStyle(h).scrollMarginTop)));

test('going back to a long page returns to the same place', async ({page}) => {
  await page.goto('/docs/v2/language-elements/expressions');
  await waitForHydration(page);
  await page.locator('#truthiness').scrollIntoViewIfNeeded();
  const heading = page.locator('#truthiness');
  // The place to come back to is where the heading rests (the same for three frames).
  const before = await heading.evaluate(
    (h) =>
      new Promise<number>((resolve) => {
        const tops: number[] = [];
        const look = () => {
          tops.push(h.getBoundingClientRect().top);
          const last = tops.slice(-3);
          if (last.length === 3 && last.every((top) => top === last[0])) resolve(last[0]);
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
  );
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Community', exact: true}).click();
  await expect(page).toHaveURL(/\/community$/);
  await page.goBack();
  await expect(page).toHaveURL(/expressions$/);
  await expect.poll(() => heading.evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBe(Math.round(before));
});

// However far down a long page, a link to a section lands on its heading.
test('a link to a section far down a long page lands on its heading', async ({page}) => {
  await page.goto('/docs/v2/language-elements/expressions#truthiness');
  await waitForHydration(page);
  await expect.poll(() => offsetFromLanding(page.locator('#truthiness'))).toBeLessThanOrEqual(2);
});

test('the table of contents takes the visitor to the section', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/docs/v2/language-elements/expressions');
  await waitForHydration(page);
  await page.locator('.table-of-contents').getByRole('link', {name: 'Type mismatches', exact: true}).click();
  await expect(page).toHaveURL(/#type-mismatches$/);
  await expect.poll(() => offsetFromLanding(page.locator('#type-mismatches'))).toBeLessThanOrEqual(2);
});

test('a pair of the html/template guide shows the Go side by its package, then the Textwire side to try', async ({
  page,
}) => {
  await page.goto('/docs/v2/guides/from-html-template/printing-and-logic');
  const section = page.locator('article .markdown');
  // The first pair: the Go template, the Textwire template, the data, the output both give.
  const titles = await section.locator('.theme-code-block [class*="codeBlockTitle"]').allTextContents();
  expect(titles.slice(0, 4)).toEqual(['html/template', 'Textwire', 'Data (JSON)', 'Output (both)']);
  await expect(section.getByRole('link', {name: 'Try it in the playground'}).first()).toBeVisible();
});
