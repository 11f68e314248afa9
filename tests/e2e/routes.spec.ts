import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {BLOG_POSTS, PAGES, V1_DOCS, V2_DOCS, docTitle, postTitle} from './routes';

/**
 * Every route of the spec answers with its own page. Each kind of route is
 * walked in one page, one route after another (a test per route took over a
 * second each, most of it a new browser context); each route's checks are
 * soft, so a failure names every route that went wrong, and the fixture still
 * fails the walk on a console error from any of them.
 */
type Expected = {path: string; heading: string | RegExp; title: string | RegExp; date?: string};

/** Walks `routes`; each route's heading is the first element matching `headingAt`. */
async function walk(page: Page, headingAt: string, routes: Expected[]): Promise<void> {
  for (const {path, heading, title, date} of routes) {
    expect.soft((await page.goto(path))?.status(), path).toBe(200);
    await expect.soft(page.locator(headingAt).first(), path).toHaveText(heading);
    // The title is the page's own once hydrated (the head is rewritten meanwhile).
    await expect.soft(page, path).toHaveTitle(title);
    if (date)
      await expect.soft(page.locator('article time').first(), path).toHaveAttribute('datetime', new RegExp(`^${date}`));
  }
}

test.describe('every route of the spec answers with its own page', () => {
  test(`the ${PAGES.length} pages`, async ({page}) => {
    await walk(
      page,
      'h1',
      PAGES.map(({path, heading}) => ({path, heading, title: /Textwire/})),
    );
  });

  test(`the ${BLOG_POSTS.length} blog posts, each with its date`, async ({page}) => {
    const posts = BLOG_POSTS.map(({path, date}) => ({path, heading: postTitle(path), title: /Textwire/, date}));
    await walk(page, 'article h1', posts);
  });

  for (const [version, docs] of [
    ['v2', V2_DOCS],
    ['v1', V1_DOCS],
  ] as const) {
    test(`the ${docs.length} ${version} docs pages`, async ({page}) => {
      test.setTimeout(90_000);
      const pages = docs.map((doc) => ({
        path: `/docs/${version}/${doc}`,
        heading: docTitle(version, doc),
        title: `${docTitle(version, doc)} | Textwire`,
      }));
      await walk(page, 'article h1', pages);
    });
  }
});

test.describe('an unknown path', () => {
  // The server answers 404, which the browser reports on the console.
  test.use({allowedConsoleErrors: [/status of 404/]});

  // One 404.html answers them all, built for no docs version; under /docs
  // the page's code still finds a docs route for the path, and must show the
  // same single not-found page without a hydration error.
  const versionShown = {
    '/no-such-page': 'v2',
    '/blog/no-such-post': 'v2',
    '/docs/no-such-page': 'v2',
    '/docs/v2/no-such-page': 'v2',
    '/docs/v1/no-such-page': 'v1',
    '/docs/v1/faq/no-such-page': 'v1',
  };
  for (const [path, version] of Object.entries(versionShown)) {
    test(`${path} shows the not-found page`, async ({page}) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      // Once the page follows the visitor's path, the version menu says so.
      await expect(page.locator('.navbar__items--right .dropdown > .navbar__link')).toHaveText(version);
      await expect(page.locator('h1')).toHaveText('Page Not Found');
      await expect(page).toHaveTitle('Page Not Found | Textwire');
      await expect(page.locator('main')).toHaveCount(1);
      await expect(page.locator('nav.navbar')).toHaveCount(1);
    });
  }
});

for (const path of ['/docs/v2/introduction.html', '/docs/v2/introduction/index.html']) {
  test(`${path} shows the introduction`, async ({page}) => {
    await page.goto(path);
    await expect(page.locator('article h1')).toHaveText(docTitle('v2', 'introduction'));
  });
}
