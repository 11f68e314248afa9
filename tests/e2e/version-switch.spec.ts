/**
 * The version switch keeps the reader's place (src/versions/pageMap.ts): on
 * every docs page of every version, the version menu's link to the other
 * version is the page the map gives, and that page is one the site serves;
 * a few are followed: the same topic at another path, a section kept, a
 * missing topic with its note, the archived banner's link.
 */
import {test, expect, waitForHydration} from './fixtures';
import type {Locator, Page} from '@playwright/test';
import {DOCS_VERSIONS} from '../../src/versions';
import {readDocPages, sharedAnchorsOf} from '../../src/examples/docPages';
import {versionSwitchUrl} from '../../src/versions/pageMap';
import {ARCHIVED, LATEST, V1_DOCS, V2_DOCS} from './routes';

const pages = readDocPages();
const shared = sharedAnchorsOf(pages);
const served = new Set([...V2_DOCS.map((path) => `/docs/v2/${path}`), ...V1_DOCS.map((path) => `/docs/v1/${path}`)]);

function expectedUrl(
  from: (typeof DOCS_VERSIONS)[number],
  to: (typeof DOCS_VERSIONS)[number],
  path: string,
  hash = '',
) {
  const pathname = `${from.route}/${path}`;
  return versionSwitchUrl({
    from,
    to,
    pathname,
    hash,
    targetPaths: new Set(pages.filter((page) => page.version === to).map((page) => page.path)),
    sharedAnchors: shared[pathname]?.[to.name] ?? [],
  });
}

/**
 * Follows a link of the version menu as a click does (through the router). The theme's menu opens
 * on hover; in a headless run it may close while the pointer travels from its button to the
 * item, which is the theme's behaviour, not what these tests are about: where the link leads.
 */
async function follow(link: Locator) {
  await link.dispatchEvent('click');
}

/** The version menu's link to a version, once the reader points at the menu (which loads the map). */
async function menuLink(page: Page, version: string) {
  const dropdown = page.locator('.navbar__items--right .dropdown');
  const link = dropdown.getByRole('link', {name: version, exact: true});
  await waitForHydration(page);
  // A pointer that came over the menu before the page hydrated, or that rests where the last
  // page's menu was, has not come over this one: it comes from elsewhere, as a reader's does.
  // The menu is made anew just after hydration (DocsVersionDropdownNavbarItem.tsx), and the
  // navbar hides when the page scrolls to a #section: so, as a reader would, the pointer
  // scrolls up a little (which shows the navbar) and comes again until the menu opens.
  await expect(async () => {
    await page.mouse.move(0, 300);
    await page.mouse.wheel(0, -40);
    await dropdown.hover();
    await expect(link).toBeVisible({timeout: 1000});
  }).toPass();
  return link;
}

/** The menu's link to a version, once open and showing the address expected. */
async function menuLinkTo(page: Page, version: string, href: string) {
  let link = await menuLink(page, version);
  await expect(async () => {
    link = await menuLink(page, version);
    await expect(link).toHaveAttribute('href', href, {timeout: 1000});
  }).toPass();
  return link;
}

for (const from of DOCS_VERSIONS) {
  const to = DOCS_VERSIONS.find((version) => version !== from)!;
  test(`every ${from.name} page's version menu leads to its ${to.name} page`, async ({page}) => {
    test.setTimeout(180_000);
    const fromPages = pages.filter((entry) => entry.version === from);
    expect(fromPages.length).toBe(from === LATEST ? V2_DOCS.length : V1_DOCS.length);
    for (const entry of fromPages) {
      const expected = expectedUrl(from, to, entry.path);
      expect(expected, `${from.route}/${entry.path} maps to a page`).not.toBeNull();
      expect(served, `${from.route}/${entry.path} → ${expected}`).toContain(expected!.replace(/[?#].*$/, ''));
      await page.goto(`${from.route}/${entry.path}`);
      await waitForHydration(page);
      await expect(await menuLink(page, to.name), `${from.route}/${entry.path}`).toHaveAttribute('href', expected!);
    }
  });
}

test('a page of the same topic at another path, with the section kept', async ({page}) => {
  await page.goto('/docs/v2/guides/eval-file#signature');
  await waitForHydration(page);
  // Clicked once the map has loaded and the link shows where it leads.
  const toV1 = await menuLink(page, 'v1');
  await expect(toV1).toHaveAttribute('href', '/docs/v1/get-started/eval-file#signature');
  await follow(toV1);
  await expect(page).toHaveURL(/\/docs\/v1\/get-started\/eval-file#signature$/);
  await expect(page.getByRole('heading', {level: 1})).toContainText('Evaluating Files');
  await expect(page.locator('#signature')).toBeInViewport();
  expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('v1');
});

// The menu's links are made anew after hydration: React keeps a server-rendered href (without the
// #section, which the server cannot know) where the first render in the browser differs, and a link whose
// address then stays the same kept it: on a fresh page, and on the first page after a switch.
test('from v1, the section is kept too, on a fresh page', async ({page}) => {
  await page.goto('/docs/v1/functions/str#trim');
  await waitForHydration(page);
  await expect(await menuLink(page, 'v2')).toHaveAttribute('href', '/docs/v2/functions/str#trim');
});

test('from v1, the section is kept after a switch made in the page', async ({page}) => {
  await page.goto('/docs/v2/guides/eval-file#signature');
  await waitForHydration(page);
  await follow(await menuLinkTo(page, 'v1', '/docs/v1/get-started/eval-file#signature'));
  await expect(page).toHaveURL(/\/docs\/v1\/get-started\/eval-file#signature$/);
  await follow(await menuLinkTo(page, 'v2', '/docs/v2/guides/eval-file#signature'));
  await expect(page).toHaveURL(/\/docs\/v2\/guides\/eval-file#signature$/);
});

test('a section the other version lacks is dropped, one it has is kept', async ({page}) => {
  await page.goto('/docs/v2/functions/str#truncate');
  await waitForHydration(page);
  await expect(await menuLink(page, 'v1')).toHaveAttribute('href', '/docs/v1/functions/str');
  await page.goto('/docs/v2/guides/loops#the-loop-object');
  await waitForHydration(page);
  const link = await menuLink(page, 'v1');
  await expect(link).toHaveAttribute('href', '/docs/v1/language-elements/statements#the-loop-object');
  await follow(link);
  await expect(page.locator('#the-loop-object')).toBeInViewport();
});

test('a topic the other version lacks lands on the nearest page, which says why', async ({page}) => {
  await page.goto('/docs/v2/functions/bool');
  await waitForHydration(page);
  const toV1 = await menuLink(page, 'v1');
  await expect(toV1).toHaveAttribute('href', /switched-from/);
  await follow(toV1);
  await expect(page).toHaveURL(/\/docs\/v1\/functions\/\?switched-from=/);
  await expect(page.getByRole('status').filter({hasText: 'no boolean functions'})).toBeVisible();
  // The note belongs to the switch: the same page reached otherwise has none.
  await page.goto('/docs/v1/functions/');
  await waitForHydration(page);
  await expect(page.locator('[data-version-arrival-note]')).toHaveCount(0);
});

test("the archived version's banner leads to the latest version's page on the same topic", async ({page}) => {
  await page.goto(`${ARCHIVED.route}/get-started/template-usage`);
  await waitForHydration(page);
  const latest = page.locator('.theme-doc-version-banner').getByRole('link', {name: 'latest version'});
  await expect(latest).toHaveAttribute('href', `${LATEST.route}/guides/template-usage`);
  await latest.click();
  await expect(page).toHaveURL(new RegExp(`${LATEST.route}/guides/template-usage$`));
});

test('each docs page names the engine release it documents, without scrolling', async ({page}) => {
  for (const version of DOCS_VERSIONS) {
    await page.goto(`${version.route}/functions/str`);
    const release = page.locator('.theme-doc-engine-release');
    await expect(release).toHaveText(`Documents Textwire v${version.engineRelease} (${version.engineModule})`);
    await expect(release).toBeInViewport();
  }
});
