import {test, expect} from './fixtures';
import {AUTHOR_PAGE, BLOG_POSTS, postTitle} from './routes';

const titles = BLOG_POSTS.map((p) => postTitle(p.path));

test('the blog list shows every post with its reading time', async ({page}) => {
  await page.goto('/blog');
  for (const title of titles) await expect(page.getByRole('link', {name: title, exact: true}).first()).toBeVisible();
  await expect(page.locator('article').first()).toContainText(/min read/);
});

test('each "Read more" link names its post in its text, not only in a label', async ({page}) => {
  await page.goto('/blog');
  for (const title of titles) {
    const link = page.getByRole('link', {name: `Read more about ${title}`, exact: true});
    // innerText, as Lighthouse's link-text audit reads it.
    await expect.poll(() => link.evaluate((el) => (el as HTMLElement).innerText)).toBe(`Read more about ${title}`);
    await expect(link).toHaveAttribute('href', BLOG_POSTS.find((p) => postTitle(p.path) === title)!.path);
  }
});

test('the sidebar groups posts by year', async ({page}) => {
  await page.goto('/blog');
  const sidebar = page.getByRole('navigation', {name: 'Blog recent posts navigation'});
  await expect(sidebar.getByRole('heading', {name: '2025'})).toBeVisible();
  await expect(sidebar.getByRole('heading', {name: '2024'})).toBeVisible();
});

test('the archive lists every post', async ({page}) => {
  await page.goto('/blog/archive');
  for (const title of titles) await expect(page.getByRole('link', {name: title})).toBeVisible();
});

test('tag pages list their posts', async ({page}) => {
  await page.goto('/blog/tags');
  await expect(page.getByRole('link', {name: /^release/i})).toBeVisible();
  await page.goto('/blog/tags/release');
  await expect(page.locator('article')).toHaveCount(2);
  await page.goto('/blog/tags/story');
  await expect(page.locator('article')).toHaveCount(1);
});

test('the author page lists the team and its posts', async ({page}) => {
  await page.goto('/blog/authors');
  await page.getByRole('link', {name: 'Textwire team'}).first().click();
  await expect(page).toHaveURL(AUTHOR_PAGE);
  await expect(page.locator('article')).toHaveCount(3);
});

for (const feed of ['rss.xml', 'atom.xml']) {
  test(`the ${feed} feed parses as XML and holds the three posts`, async ({page, request}) => {
    const response = await request.get(`/blog/${feed}`);
    expect(response.status()).toBe(200);
    const xml = await response.text();
    await page.goto('/');
    const parsed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      if (doc.querySelector('parsererror')) return null;
      return Array.from(doc.querySelectorAll('item > title, entry > title')).map((t) => t.textContent);
    }, xml);
    expect(parsed?.sort()).toEqual([...titles].sort());
  });
}
