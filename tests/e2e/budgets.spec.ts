import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect} from '@playwright/test';
import {measureRoute, overBudget, readBudgets, servedBytes} from '../../scripts/route-weight.mjs';
import {measureSearchWeight, overSearchBudget} from '../../scripts/search-weight.mjs';
import {ALL_ROUTES} from './routes';

/**
 * Every kind of route within its weight budget (budgets.json): what a fresh
 * visit loads first, gzipped as a compressing host serves it, measured in the
 * browser (scripts/route-weight.mjs says what counts). A failure names the
 * route, the figure over budget and each file that is new or heavier than the
 * figures recorded beside the budget. docs-dev/budgets.md: what to do then.
 */
const ROOT = join(__dirname, '..', '..');
const BUILD = join(ROOT, 'build');
const {routes, search} = readBudgets(join(ROOT, 'budgets.json'));

// A fresh visit each, the playground's with its engine: slower than most tests on a busy machine,
// and room for route-weight.mjs to name a request that never ends (STUCK_MS) before the time limit.
test.describe.configure({timeout: 90_000});

for (const route of routes) {
  test(`${route.name} (${route.path}) loads no more than its budget`, async ({browser, baseURL}) => {
    const measured = await measureRoute(browser, baseURL!, route.path, {buildDir: BUILD});
    // Something was measured: the page, its stylesheet and its scripts.
    expect(measured.js).toBeGreaterThan(50 * 1024);
    expect(overBudget(route, measured)).toBeNull();
  });
}

// Every docs page is held to the docs page's budget (issue #42). A docs page's first load is the
// shared code plus its own HTML and content chunk, which grow together with its prose and examples:
// the three pages with the heaviest HTML are measured, the ones that would go over first.
test('the heaviest docs pages load no more than a docs page may', async ({browser, baseURL}) => {
  test.setTimeout(120_000);
  const docsPage = routes.find((route) => route.name === 'docs page')!;
  const heaviest = ALL_ROUTES.filter((route) => route.startsWith('/docs/'))
    .map((path) => ({path, html: servedBytes(BUILD, path)}))
    .sort((a, b) => b.html - a.html)
    .slice(0, 3);
  const problems: string[] = [];
  for (const {path} of heaviest) {
    const measured = await measureRoute(browser, baseURL!, path, {buildDir: BUILD});
    const problem = overBudget({...docsPage, path}, measured);
    if (problem) problems.push(problem);
  }
  expect(problems).toEqual([]);
});

// Search, from the first hover on a docs page: its code, its stylesheet, the index and the
// documents; then each query's texts (scripts/search-weight.mjs).
test('search loads no more than its budget on first use and per query', async ({browser, baseURL}) => {
  const measured = await measureSearchWeight(browser, baseURL!, {buildDir: BUILD});
  // Something was measured: the index, the documents and the search box's code.
  expect(measured.firstUse.files.map((file) => file.urlPath)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^\/lunr-index-\d+\.json$/),
      expect.stringMatching(/^\/search-doc-/),
    ]),
  );
  expect(measured.queries.some((query) => query.bytes > 0)).toBe(true);
  expect(overSearchBudget(search, measured, BUILD)).toBeNull();
});

// The ties to Docusaurus that keep the budgets (UPGRADING.md): each leaves
// code out of a docs page's first load, and an upgrade that undoes one brings
// it back in silently, under budget or not. Each marker is a string that
// survives minification in the code it stands for.
test('a docs page’s first load holds no Prism, no tslib and no progress bar', async ({browser, baseURL}) => {
  const measured = await measureRoute(browser, baseURL!, '/docs/v2/introduction', {buildDir: BUILD});
  const scripts = measured.requests
    .filter((request) => request.type === 'script')
    .map((request) => ({name: request.name, source: readFileSync(join(BUILD, request.urlPath), 'utf8')}));
  const holding = (marker: string) => scripts.filter(({source}) => source.includes(marker)).map(({name}) => name);
  // Code blocks kept as the server rendered them (src/theme/CodeBlock/Server).
  expect(holding('before-tokenize'), 'Prism').toEqual([]);
  // src/client/tslibImportDefault.ts in place of tslib for @docusaurus/utils-common.
  expect(holding('__generator'), 'tslib').toEqual([]);
  // src/client/progressBarOnDemand.ts in place of the theme's progress bar.
  expect(holding('nprogress'), 'nprogress').toEqual([]);
});
