import {test, expect} from './fixtures';

test('headings carry direct-link anchors', async ({page}) => {
  await page.goto('/docs/v2/guides/loops');
  const heading = page.locator('article h2').first();
  const text = (await heading.innerText()).trim();
  await expect(heading.locator('a.hash-link')).toHaveAttribute('aria-label', `Direct link to ${text}`);
});

test('docs pages show breadcrumbs', async ({page}) => {
  await page.goto('/docs/v2/functions/str');
  const crumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
  await expect(crumbs.getByRole('link', {name: 'Home page'})).toBeVisible();
  await expect(crumbs.getByText('Functions')).toBeVisible();
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

test('v1 pages say they are not the latest and link to it', async ({page}) => {
  await page.goto('/docs/v1/functions/str');
  const banner = page.locator('.theme-doc-version-banner');
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', {name: 'latest version'})).toHaveAttribute('href', /\/docs\/v2\//);
});
