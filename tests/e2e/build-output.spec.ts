import {existsSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect} from '@playwright/test';
import type {EditorDocsIndex} from '../../src/language/editorDocs';

const SITE_ROOT = join(__dirname, '..', '..');

// The production build keeps its output in reports/build.log (scripts/build-site.mjs, run by
// `npm run build` and `npm test`); broken links throw, but broken anchors, markdown links and
// duplicate routes only warn there.
test('the production build printed no broken-link, anchor or duplicate-route warning', () => {
  const logFile = join(SITE_ROOT, 'reports', 'build.log');
  expect(existsSync(logFile), 'no reports/build.log: build with `npm run build`').toBe(true);
  // The log of the build under test, not of an earlier one: it is written to the end after the build's files.
  expect(
    statSync(logFile).mtimeMs,
    'reports/build.log is older than build/: build with `npm run build`',
  ).toBeGreaterThanOrEqual(statSync(join(SITE_ROOT, 'build', 'index.html')).mtimeMs);
  const log = readFileSync(logFile, 'utf8');
  expect(log).toMatch(/Generated static files/);
  const warnings = log
    .split('\n')
    .filter((line) => /broken (link|anchor|markdown)|duplicate route|Duplicate routes/i.test(line));
  expect(warnings).toEqual([]);
});

// The editor's docs (plugins/editor-docs.ts) link every function and
// directive to its section: each page must be served and hold that anchor.
test('every section the playground editor links to exists in the build', async ({request, page}) => {
  const generated = join(__dirname, '..', '..', '.docusaurus', 'editor-docs', 'default', 'editor-docs.json');
  const index = JSON.parse(readFileSync(generated, 'utf8')) as EditorDocsIndex;
  const urls = Object.values(index).flatMap((docs) =>
    [
      ...Object.values(docs.functions).flatMap((entries) => Object.values(entries)),
      ...Object.values(docs.directives),
    ].map((doc) => doc.url),
  );
  expect(urls.length).toBeGreaterThan(50);
  // Each page fetched once and read by the browser's HTML parser (the build's HTML is minified).
  const idsByPage = new Map<string, string[]>();
  const missing: string[] = [];
  for (const url of urls) {
    const [path, id] = url.split('#');
    if (!idsByPage.has(path)) {
      const response = await request.get(path);
      const html = response.ok() ? await response.text() : '';
      idsByPage.set(
        path,
        await page.evaluate(
          (source) =>
            [...new DOMParser().parseFromString(source, 'text/html').querySelectorAll('[id]')].map(
              (element) => element.id,
            ),
          html,
        ),
      );
    }
    if (!idsByPage.get(path)!.includes(id)) missing.push(url);
  }
  expect(missing).toEqual([]);
});
