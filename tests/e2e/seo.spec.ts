import {test, expect} from './fixtures';
import {ALL_ROUTES} from './routes';

const SITE = 'https://textwire.github.io';
const PAGES = [...ALL_ROUTES, '/playground'];

test('every page has its own title, description, canonical URL and link-preview tags', async ({page}) => {
  // One page after another: about 0.3 s each, and the site has over 100.
  test.setTimeout(240_000);
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const problems: string[] = [];
  for (const path of PAGES) {
    await page.goto(path);
    // The head is rewritten during hydration; read it once that has settled.
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const head = await page.evaluate(() => {
      const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;
      return {
        title: document.title,
        description: meta('meta[name="description"]'),
        canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
        ogTitle: meta('meta[property="og:title"]'),
        ogImage: meta('meta[property="og:image"]'),
        twitterCard: meta('meta[name="twitter:card"]'),
        twitterImage: meta('meta[name="twitter:image"]'),
      };
    });
    if (!/\| Textwire$|^Textwire \|/.test(head.title))
      problems.push(`${path}: title "${head.title}" lacks "| Textwire"`);
    if (titles.has(head.title)) problems.push(`${path}: title "${head.title}" also used by ${titles.get(head.title)}`);
    titles.set(head.title, path);
    if (!head.description) problems.push(`${path}: no meta description`);
    else if (descriptions.has(head.description))
      problems.push(`${path}: description also used by ${descriptions.get(head.description)}`);
    else descriptions.set(head.description, path);
    if (head.canonical !== `${SITE}${path}`) problems.push(`${path}: canonical is ${head.canonical}`);
    if (!head.ogTitle) problems.push(`${path}: no og:title`);
    for (const image of [head.ogImage, head.twitterImage]) {
      if (image !== `${SITE}/img/social-card.png`) problems.push(`${path}: preview image is ${image}`);
    }
    if (head.twitterCard !== 'summary_large_image') problems.push(`${path}: twitter:card is ${head.twitterCard}`);
  }
  expect(problems).toEqual([]);
});

test('the social image is ours and served', async ({request}) => {
  const response = await request.get('/img/social-card.png');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
});

test('the sitemap lists v2 docs, blog and pages but no v1 page, and robots.txt points at it', async ({request}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(SITE, ''));
  for (const path of [
    '/',
    '/community',
    '/playground',
    '/blog',
    '/blog/textwire-v2.4.0',
    '/docs/v2/introduction',
    '/docs/v2/functions/str',
  ]) {
    expect(urls).toContain(path);
  }
  expect(urls.filter((u) => u.startsWith('/docs/v1'))).toEqual([]);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});
