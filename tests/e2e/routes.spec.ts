import {test, expect, waitForHydration} from './fixtures';
import {BLOG_POSTS, PAGES, V1_DOCS, V2_DOCS, docTitle, postTitle} from './routes';

test.describe('every route of the spec answers with its own page', () => {
  for (const {path, heading} of PAGES) {
    test(path, async ({page}) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1').first()).toHaveText(heading);
      await expect(page).toHaveTitle(/Textwire/);
    });
  }

  for (const post of BLOG_POSTS) {
    test(post.path, async ({page}) => {
      expect((await page.goto(post.path))?.status()).toBe(200);
      await expect(page.locator('article h1')).toHaveText(postTitle(post.path));
      await expect(page.locator('article time')).toHaveAttribute('datetime', new RegExp(`^${post.date}`));
    });
  }

  for (const [version, docs] of [
    ['v2', V2_DOCS],
    ['v1', V1_DOCS],
  ] as const) {
    for (const doc of docs) {
      const path = `/docs/${version}/${doc}`;
      test(path, async ({page}) => {
        expect((await page.goto(path))?.status()).toBe(200);
        await expect(page.locator('article h1, article header h1').first()).toHaveText(docTitle(version, doc));
        await expect(page).toHaveTitle(`${docTitle(version, doc)} | Textwire`);
      });
    }
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
