/**
 * The docs for readers' tools in the production build (plugins/llms.ts):
 * each docs page's Markdown, llms.txt and the whole-docs files; and on a
 * docs page, "Copy page", the edit and report links, the last-updated date
 * and the tabs of a multi-file example.
 */
import {execFileSync} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test as fileTest} from '@playwright/test';
import {test, expect, waitForHydration, axeViolations, showColourMode, COLOUR_RULES} from './fixtures';
import {markdownPath} from '../../src/llms/markdownPath';
import {createNodeEngine} from '../../src/engine/node';
import {runState} from '../../src/workbench/run';
import {exampleState} from '../../src/examples/exampleState';
import {shownText, statedResult} from '../../src/examples/scan';
import {loadDocFiles, SITE_ROOT} from '../../src/examples/docs';
import {DOCS_VERSIONS, LATEST_VERSION} from '../../src/versions';
import {parsePage} from '../../src/llms/pageMarkdown';
import {LLMS_SMALL_FILE, LLMS_SMALL_MAX_BYTES, LLMS_SMALL_SOURCE} from '../../src/llms/llmsSmall';

const BUILD = join(SITE_ROOT, 'build');
const SITE_URL = 'https://textwire.github.io';
const REPOSITORY = 'https://github.com/textwire/textwire.github.io';

/** Every docs page of the build, by route ("/docs/v2/guides/loops"), from its HTML files. */
function builtDocsRoutes(): string[] {
  return DOCS_VERSIONS.flatMap((version) =>
    readdirSync(join(BUILD, version.route), {recursive: true, withFileTypes: true})
      .filter((entry) => entry.isFile() && entry.name === 'index.html')
      .map((entry) =>
        join(entry.parentPath, entry.name)
          .slice(BUILD.length)
          .replace(/\/index\.html$/, ''),
      ),
  ).sort();
}

const withoutSlash = (url: string) => url.replace(/\/$/, '');

fileTest(
  'every docs page has its Markdown, llms.txt lists every page and no other, and the examples show what the engine gives',
  async ({request}) => {
    const routes = builtDocsRoutes();
    expect(routes.length).toBeGreaterThan(40);

    // Each page's Markdown is served beside it and names the page it is.
    const markdown = new Map<string, string>();
    for (const route of routes) {
      const response = await request.get(markdownPath(route));
      expect(response.status(), `${markdownPath(route)}`).toBe(200);
      const text = await response.text();
      expect(text).toMatch(/^# \S/);
      expect(withoutSlash(/^Source: <([^>]+)>/m.exec(text)?.[1] ?? ''), `${route}.md names another page`).toBe(
        `${SITE_URL}${route}`,
      );
      expect(text, `${route}.md keeps site-only syntax`).not.toMatch(
        /^:::|```\w+ .*(file|title|version)=|```\w+ (norun|compare|output|data)\b/m,
      );
      // Every link is one a reader's tool can follow: no link form of the site's own (pathname://).
      expect(text, `${route}.md keeps a site-only link`).not.toContain('pathname://');
      markdown.set(route, text);
    }

    // llms.txt links every page's Markdown once, and nothing else but the whole-docs files.
    const llms = await (await request.get('/llms.txt')).text();
    const links = [...llms.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((match) => match[1]);
    const pageLinks = links.filter((link) => link.endsWith('.md'));
    expect(new Set(pageLinks).size, 'a page is listed twice').toBe(pageLinks.length);
    expect(pageLinks.map((link) => link.slice(SITE_URL.length)).sort()).toEqual(routes.map(markdownPath).sort());
    expect(links.filter((link) => !link.endsWith('.md'))).toEqual([`${SITE_URL}/llms-full-v1.txt`]);
    expect(llms.split('## Optional')[1]).not.toContain(LATEST_VERSION.route);

    // Each version's whole file holds its pages' Markdown, in the order llms.txt lists them.
    for (const [file, route] of [
      ['/llms-full.txt', '/docs/v2/'],
      ['/llms-full-v1.txt', '/docs/v1/'],
    ]) {
      const full = await (await request.get(file)).text();
      const order = pageLinks
        .filter((link) => link.includes(route))
        .map((link) => withoutSlash(link.slice(SITE_URL.length, -'.md'.length)));
      const sources = [...full.matchAll(/^Source: <([^>]+)>/gm)].map((match) =>
        withoutSlash(match[1].slice(SITE_URL.length)),
      );
      expect(sources, file).toEqual(order);
      for (const page of order) expect(full, `${file} lacks ${page}`).toContain(markdown.get(page)!.trim());
    }

    // The examples of a multi-file page and of one showing two versions' results: what the engines give, in order.
    const docs = loadDocFiles();
    const engines = new Map(DOCS_VERSIONS.map((version) => [version.name, createNodeEngine(version.name)]));
    try {
      for (const [path, route] of [
        ['versioned_docs/version-v2/guides/template-usage.md', '/docs/v2/guides/template-usage'],
        ['versioned_docs/version-v2/upgrade.md', '/docs/v2/upgrade'],
      ]) {
        const doc = docs.find((d) => d.path === path)!;
        const text = markdown.get(route)!;
        let from = 0;
        for (const example of doc.scan.examples) {
          for (const version of [doc.version, ...example.others.map((other) => other.version)]) {
            const result = await runState(exampleState(example, version), (name) => engines.get(name)!);
            const {kind, text: stated} = statedResult(result);
            // A Go panic is labelled as one (its value is a field of the result, not read back from a message).
            const fence = (lang: string, body: string) => `\`\`\`${lang}\n${body}\n\`\`\``;
            // What the engine gave, byte for byte but its final newline (shownText, docs-dev/writing-docs.md).
            const shown = fence(kind === 'output' ? 'html' : 'text', shownText(stated));
            const at = text.indexOf(shown, from);
            expect(
              at,
              `${route}.md: the example at line ${example.nodes[0].position?.start.line} on ${version} does not show what the engine gives`,
            ).toBeGreaterThanOrEqual(from);
            if (kind === 'panic') {
              // Its label, e.g. "Go panic when rendering (v1):", stands right before it.
              expect(text.slice(from, at), `${route}.md: a Go panic is labelled as one`).toMatch(
                new RegExp(`Go panic[^\\n]*\\(${version}\\):\\n\\n$`),
              );
            }
            from = at + shown.length;
          }
        }
      }
    } finally {
      for (const engine of engines.values()) engine.dispose();
    }

    // The Go API pages link pkg.go.dev at the release of their engine.
    for (const [route, version] of [
      ['/docs/v2/guides/go-api', DOCS_VERSIONS[0]],
      ['/docs/v1/get-started/go-api', DOCS_VERSIONS[1]],
    ] as const) {
      const html = readFileSync(join(BUILD, route, 'index.html'), 'utf8');
      expect(html).toMatch(
        new RegExp(
          `href="?https://pkg\\.go\\.dev/${version.engineModule.replace(/[/.]/g, '\\$&')}@v${version.engineRelease.replace(/\./g, '\\.')}[/"> ]`,
        ),
      );
    }
  },
);

fileTest(
  'llms-small.txt: linked first from llms.txt, at most 40 KB, every example followed by what the engine gives',
  async ({request}) => {
    const llms = await (await request.get('/llms.txt')).text();
    expect(/\]\((https?:[^)\s]+)\)/.exec(llms)?.[1], 'the first link of llms.txt').toBe(
      `${SITE_URL}/${LLMS_SMALL_FILE}`,
    );

    const response = await request.get(`/${LLMS_SMALL_FILE}`);
    expect(response.status()).toBe(200);
    const small = await response.text();
    expect(Buffer.byteLength(small)).toBeLessThanOrEqual(LLMS_SMALL_MAX_BYTES);
    expect(small).not.toMatch(/<!-- engine:|^:::|```\w+ (norun|output|data|error|panic)\b/m);

    const parsed = parsePage(readFileSync(join(SITE_ROOT, LLMS_SMALL_SOURCE), 'utf8'));
    const engine = createNodeEngine(LATEST_VERSION.name);
    try {
      let from = 0;
      for (const example of parsed.scan.examples) {
        const result = await runState(exampleState(example, LATEST_VERSION.name), () => engine);
        const {kind, text} = statedResult(result);
        const shown = `\`\`\`${kind === 'output' ? 'html' : 'text'}\n${shownText(text)}\n\`\`\``;
        const at = small.indexOf(shown, from);
        expect(
          at,
          `the example at line ${example.nodes[0].position?.start.line} of ${LLMS_SMALL_SOURCE}`,
        ).toBeGreaterThanOrEqual(from);
        from = at + shown.length;
      }
    } finally {
      engine.dispose();
    }
  },
);

test('a docs page: copy as Markdown, edit, report, last updated, and a multi-file example in keyboard-operated tabs', async ({
  page,
  context,
  request,
}) => {
  const route = '/docs/v2/guides/template-usage';
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(route);
  await waitForHydration(page);

  // Edit this page, the date of the file's last commit, and a new issue naming the page and version.
  const source = 'versioned_docs/version-v2/guides/template-usage.md';
  await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveAttribute(
    'href',
    `${REPOSITORY}/edit/main/${source}`,
  );
  const git = (args: string[]) => execFileSync('git', args, {cwd: SITE_ROOT, encoding: 'utf8'}).trim();
  if (git(['rev-parse', '--is-shallow-repository']) === 'true') {
    // A shallow clone whose history could not be fetched (scripts/git-history.mjs): no date rather than a wrong one.
    await expect(page.locator('article footer time')).toHaveCount(0);
  } else {
    const committed = new Date(Number(git(['log', '-1', '--format=%ct', '--', source])) * 1000).toISOString();
    await expect(page.locator('article footer time')).toHaveAttribute('datetime', committed);
  }
  const report = new URL(
    (await page.getByRole('link', {name: 'Report a problem with this page'}).getAttribute('href'))!,
  );
  expect(`${report.origin}${report.pathname}`).toBe(`${REPOSITORY}/issues/new`);
  expect(report.searchParams.get('body')).toContain(
    `Page: ${SITE_URL}${route}\nDocs version: v2 (Textwire ${LATEST_VERSION.engineRelease})`,
  );

  // Copy page puts the page's Markdown on the clipboard and says so in a live region.
  await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', `${route}.md`);
  await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', `${route}.md`);
  await page.getByRole('button', {name: 'Copy page'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Copied'})).toHaveText('Copied this page as Markdown.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    await (await request.get(`${route}.md`)).text(),
  );

  // The first multi-file example: one tab stop, arrows, Home and End; the panel shown is the selected tab's.
  const tablist = page.getByRole('tablist', {name: 'Files of this example'}).first();
  const tabs = tablist.getByRole('tab');
  const example = tablist.locator('xpath=..');
  await expect(tabs).toHaveText(['home.tw', 'layouts/main.tw']);
  const shows = async (index: number) => {
    const tab = tabs.nth(index);
    await expect(tab).toBeFocused();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(1 - index)).toHaveAttribute('aria-selected', 'false');
    await expect(tabs.nth(1 - index)).toHaveAttribute('tabindex', '-1');
    const panel = page.locator(`[id="${await tab.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeVisible();
    await expect(example.getByRole('tabpanel', {name: (await tab.textContent())!})).toBeVisible();
  };
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await shows(1);
  await expect(example.getByRole('tabpanel', {name: 'layouts/main.tw'})).toContainText('@reserve("title") | Acme');
  await page.keyboard.press('ArrowRight');
  await shows(0);
  await page.keyboard.press('End');
  await shows(1);
  await page.keyboard.press('Home');
  await shows(0);
  await page.keyboard.press('ArrowLeft');
  await shows(1);
  // Tab leaves the tabs for the file shown, not for the next tab.
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => document.activeElement?.closest('[role="tabpanel"]')?.getAttribute('aria-labelledby')),
  ).toBe(await tabs.nth(1).getAttribute('id'));

  expect(await axeViolations(page)).toEqual([]);
  await showColourMode(page, 'dark');
  expect(await axeViolations(page, {rules: COLOUR_RULES})).toEqual([]);

  // At 320 px the tabs and the page's actions wrap instead of widening the page.
  await page.setViewportSize({width: 320, height: 700});
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
