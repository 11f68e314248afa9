import {test, expect} from './fixtures';
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

  for (const [version, docs] of [['v2', V2_DOCS], ['v1', V1_DOCS]] as const) {
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

  test('shows the not-found page', async ({page}) => {
    const response = await page.goto('/docs/v2/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Page Not Found');
  });
});

for (const path of ['/docs/v2/introduction.html', '/docs/v2/introduction/index.html']) {
  test(`${path} shows the introduction`, async ({page}) => {
    await page.goto(path);
    await expect(page.locator('article h1')).toHaveText(docTitle('v2', 'introduction'));
  });
}
