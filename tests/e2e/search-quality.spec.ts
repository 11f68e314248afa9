import {test, expect, readySearch, settled, waitForHydration} from './fixtures';
import {LEARNERS, QUESTIONS, TYPOS, answers, type Question} from '../support/search-questions';
import {
  FIRST_ROUND as HTML_TEMPLATE_FIRST_ROUND,
  FOURTH_ROUND as HTML_TEMPLATE_FOURTH_ROUND,
  HELD_OUT as HTML_TEMPLATE_HELD_OUT,
  HTML_TEMPLATE_TUNED,
  SECOND_ROUND as HTML_TEMPLATE_SECOND_ROUND,
} from '../support/search-htmltemplate';
import {ADAPTER_MARK} from '../../src/search/LunrSearchAdapter';
import {ERROR_QUERIES, HELD_OUT as ERRORS_HELD_OUT} from '../support/search-errors';
import {holdRounds, NO_RESULTS, roundsTitle, topResults, type Round} from './search-rounds';

/**
 * Real queries of a Textwire user, each with the result that must be among
 * the first three: the page and, where a page has many sections, the section.
 */
const S = '/docs/v2/language-elements/statements';
const QUERIES: Array<[query: string, expected: RegExp]> = [
  // Every directive, with and without its sigil.
  ['@if', new RegExp(`${S}#if$`)],
  ['else', new RegExp(`${S}#else-and-elseif$`)],
  ['@elseif', new RegExp(`${S}#else-and-elseif$`)],
  ['@each', /statements#each$|loops#looping-over-an-array-with-each$/],
  ['for', /statements#for$|loops#counting-with-for$/],
  ['@use', /#use$/],
  ['reserve', /#reserve$/],
  ['@insert', /#insert$/],
  ['component', /statements#component$|template-usage#components$/],
  ['@slot', /statements#slot$|template-usage#slots$/],
  ['dump', new RegExp(`${S}#dump$`)],
  ['@break', /#break$|#break-and-breakif$/],
  ['continue', /#continue$|#continue-and-continueif$/],
  ['@breakIf', /#breakif$|#break-and-breakif$/],
  ['continueIf', /#continueif$|#continue-and-continueif$/],
  ['@end', new RegExp(`${S}#end$`)],
  // Built-in functions.
  ['then', /functions\/bool#then$/],
  ['binary', /functions\/bool#binary$/],
  ['truncate', /functions\/str#truncate$/],
  ['capitalize', /functions\/str#capitalize$/],
  ['trimRight', /functions\/str#trimright$/],
  ['repeat', /functions\/str#repeat$/],
  ['upper', /functions\/str#upper$/],
  ['len', /functions\/(str|arr|int)#len$/],
  ['join', /functions\/arr#join$/],
  ['shuffle', /functions\/arr#shuffle$/],
  ['prepend', /functions\/arr#prepend$/],
  ['decimal', /functions\/(str|int)#decimal$/],
  ['ceil', /functions\/float#ceil$/],
  ['abs', /functions\/(int|float)#abs$/],
  // Go API names.
  ['EvaluateString', /guides\/eval-string/],
  ['EvaluateFile', /guides\/eval-file/],
  ['NewTemplate', /guides\/configurations|get-started|template-usage/],
  ['TemplateDir', /guides\/configurations#templatedir$/],
  ['TemplateExt', /guides\/configurations#templateext$/],
  ['ErrorPagePath', /guides\/configurations#errorpagepath$/],
  ['DebugMode', /guides\/configurations#debugmode$/],
  // The guide, or the Go API reference, which documents each Register function.
  ['RegisterStrFunc', /guides\/custom-functions|guides\/go-api/],
  // The guide, or the struct's own section in the Go API reference.
  ['Config', /guides\/configurations|guides\/go-api#configconfig$/],
  ['Template.Response', /error-handling#templateresponse$|template-usage#rendering-from-go$/],
  // Concepts.
  ['layouts', /template-usage#layouts$|statements#layouts$/],
  ['loops', /guides\/loops/],
  ['loop index', /loops#the-loop-object$/],
  ['error page', /guides\/(error-handling|configurations)/],
  ['custom functions', /guides\/custom-functions/],
  ['escaping', /other#(html-escaping|escaping-directives|escaping-braces)$/],
  ['comments', /other#comments$/],
  ['ternary', /expressions#ternary-operator$/],
  ['precedence', /expressions#precedence-and-grouping$/],
  ['upgrade from v1', /\/docs\/v2\/upgrade/],
  ['install', /\/docs\/v2\/get-started/],
];

test(`${QUERIES.length} real queries find their page and section among the first three results`, async ({page}) => {
  test.setTimeout(180_000);
  expect(QUERIES.length).toBeGreaterThanOrEqual(40);
  await page.goto('/');
  const box = await readySearch(page);
  const misses: string[] = [];
  for (const [query, expected] of QUERIES) {
    const top = await topResults(page, box, query);
    if (!top.some((href) => expected.test(href))) misses.push(`${query} -> ${top.join(', ') || '(nothing)'}`);
    if (top.some((href) => href.startsWith('/docs/v1'))) misses.push(`${query} -> a v1 page: ${top.join(', ')}`);
  }
  expect(misses).toEqual([]);
});

test(`questions in users' words (${QUESTIONS.length}) and typos (${TYPOS.length}): 95 % find an answer among the first three results`, async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  expect(QUESTIONS.length).toBeGreaterThanOrEqual(60);
  expect(TYPOS.length).toBeGreaterThanOrEqual(20);
  await page.goto('/');
  const box = await readySearch(page);
  const misses: string[] = [];
  const all: Question[] = [...QUESTIONS, ...TYPOS];
  for (const [query, targets] of all) {
    const top = await topResults(page, box, query);
    if (!top.some((href) => answers(href, targets))) misses.push(`${query} -> ${top.join(', ') || '(nothing)'}`);
  }
  const hitRate = (all.length - misses.length) / all.length;
  testInfo.annotations.push({
    type: 'top-3 hit rate',
    description: `${(hitRate * 100).toFixed(1)} % (${all.length - misses.length}/${all.length}); misses: ${misses.join('; ') || 'none'}`,
  });
  console.log(
    `search: top-3 hit rate ${(hitRate * 100).toFixed(1)} % of ${all.length}${misses.length ? `; misses:\n  ${misses.join('\n  ')}` : ''}`,
  );
  expect(hitRate, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
});

/**
 * Each round of html/template habits, and the share of it that must find the guide first
 * (tests/support/search-htmltemplate.ts says when each was written and what was tuned on it).
 */
const HTML_TEMPLATE_ROUNDS: Round[] = [
  ['tuned', HTML_TEMPLATE_TUNED, 1],
  ['first round', HTML_TEMPLATE_FIRST_ROUND, 1],
  ['second round', HTML_TEMPLATE_SECOND_ROUND, 0.9],
  ['held out', HTML_TEMPLATE_HELD_OUT, 0.9],
  ['fourth round', HTML_TEMPLATE_FOURTH_ROUND, 0.7],
];

test(`html/template habits (${roundsTitle(HTML_TEMPLATE_ROUNDS)}) find the guide "Coming from html/template" first`, async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.goto('/');
  const box = await readySearch(page);
  const first = async (query: string) => (await topResults(page, box, query))[0] ?? '';
  await holdRounds(HTML_TEMPLATE_ROUNDS, first, {label: 'html/template habits', testInfo});
});

test(`learners' queries (${LEARNERS.length}): learning and trying, everyday words, typos, joined words; 95 % find an answer among the first three results`, async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  expect(LEARNERS.length).toBeGreaterThanOrEqual(60);
  await page.goto('/');
  const box = await readySearch(page);
  const misses: string[] = [];
  for (const [query, targets] of LEARNERS) {
    const top = await topResults(page, box, query);
    if (!top.some((href) => answers(href, targets))) misses.push(`${query} -> ${top.join(', ') || '(nothing)'}`);
    if (top.some((href) => href.startsWith('/docs/v1'))) misses.push(`${query} -> a v1 page: ${top.join(', ')}`);
  }
  const hitRate = (LEARNERS.length - misses.length) / LEARNERS.length;
  testInfo.annotations.push({
    type: 'top-3 hit rate',
    description: `${(hitRate * 100).toFixed(1)} % (${LEARNERS.length - misses.length}/${LEARNERS.length}); misses: ${misses.join('; ') || 'none'}`,
  });
  console.log(
    `search (learners): top-3 hit rate ${(hitRate * 100).toFixed(1)} % of ${LEARNERS.length}${misses.length ? `; misses:\n  ${misses.join('\n  ')}` : ''}`,
  );
  expect(hitRate, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
});

test('asked to practise a topic, search leads to its lesson, named with its place in the tour', async ({page}) => {
  await page.goto('/');
  const box = await readySearch(page);
  await box.fill('practice exercises for @each');
  const first = page.locator('.ds-suggestion a').first();
  await expect(first).toHaveAttribute('href', '/tour/loops/each');
  await expect(first.locator('.algolia-docsearch-suggestion--category-header')).toHaveText('Tour › Loops › @each');
  // Without a word of learning, the reference comes first.
  await box.fill('@each');
  await expect(page.locator('.ds-suggestion a').first()).toHaveAttribute('href', /statements#each$/);
});

test('a result names its page and section and shows an excerpt with the match highlighted', async ({page}) => {
  await page.goto('/');
  const box = await readySearch(page);
  await box.fill('string to uppercase');
  const first = page.locator('.ds-suggestion a').first();
  await expect(first).toHaveAttribute('href', /functions\/str#upper$/);
  await expect(first.locator('.algolia-docsearch-suggestion--category-header')).toHaveText('String functions');
  await expect(first.locator('.algolia-docsearch-suggestion--title')).toHaveText('upper');
  await expect(first.locator('.algolia-docsearch-suggestion--text')).toContainText(/upper case/i);
  await expect(
    first.locator('.algolia-docsearch-suggestion--text .algolia-docsearch-suggestion--highlight').first(),
  ).toBeVisible();
});

test('a query that finds nothing says so, offers the closest words, the tour and the playground', async ({page}) => {
  await page.goto('/');
  const box = await readySearch(page);
  await box.fill('upperrrrr');
  await expect(page.getByText(NO_RESULTS).first()).toBeVisible();
  const options = page.getByRole('option');
  await expect(options.filter({hasText: 'Closest words'}).first()).toBeVisible();
  await expect(options.locator('a[href="/docs/v2/functions/str#upper"]')).toBeVisible();
  await expect(options.locator('a[href="/tour"]')).toContainText('Take the tour');
  const playground = options.locator('a[href="/playground"]');
  await expect(playground).toContainText('Try it in the playground');
  await playground.click();
  await expect(page).toHaveURL(/\/playground$/);
});

test('a closest word that is not a Textwire name leads to its section', async ({page}) => {
  await page.goto('/');
  const box = await readySearch(page);
  await box.fill('qqcommentsqq');
  await expect(page.getByText(NO_RESULTS).first()).toBeVisible();
  const word = page.getByRole('option').filter({hasText: 'comments'}).first().locator('a');
  await expect(word).toHaveAttribute('href', /\/docs\/v2\/language-elements\/other#comments$/);
  await expect(page.getByRole('option').locator('a[href="/tour"]')).toBeVisible();
});

const HOSTILE = [
  'title:upper',
  'upper~2',
  'len^10',
  '*',
  '+if -else',
  '"@if"',
  "'single'",
  '<img src=x onerror="window.__injected=1" id="injected">',
  '<script>window.__injected=1</script>',
  '{{ name }}',
  '\\@if',
  '🦫 gopher 🚀',
  'Ünïcödé ĉĥâŕŝ 日本語',
  'a'.repeat(500),
  '::: ~~~ ^^^ *** +++ ---',
];

test('hostile queries are harmless: no error, no injected markup, results or a clear no-results line', async ({
  page,
}) => {
  await page.goto('/');
  const box = await readySearch(page);
  for (const query of HOSTILE) {
    await box.fill(query);
    const results = page.locator('.ds-suggestion');
    const none = page.getByText(NO_RESULTS).first();
    await expect(results.first().or(none).first(), `query ${JSON.stringify(query.slice(0, 40))}`).toBeVisible();
    expect(await page.locator('#injected, .ds-dropdown-menu img, .ds-dropdown-menu script').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as {__injected?: number}).__injected)).toBeUndefined();
  }
});

test('the keyboard drives search: Ctrl+K, arrows, Enter, Escape, announced as a list', async ({page}) => {
  await page.goto('/');
  const box = await readySearch(page);
  await page.locator('main').click();
  await page.keyboard.press('Control+k');
  await expect(box).toBeFocused();
  await page.keyboard.type('contains');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const first = await box.getAttribute('aria-activedescendant');
  await page.keyboard.press('ArrowDown');
  await expect(box).not.toHaveAttribute('aria-activedescendant', first ?? '');
  // Each option names its page and section for screen readers.
  await expect(page.getByRole('option').first().locator('a')).toHaveAttribute('aria-label', /.+ › .+|^[^›]+$/);
  await page.keyboard.press('Escape');
  await expect(listbox).toBeHidden();
  await page.keyboard.type('s');
  await expect(listbox).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/v2\//);
});

test('search code and index load only when the visitor reaches for search', async ({page}) => {
  const searchRequests: string[] = [];
  // Scripts holding our ranking code (its no-results label is in no other).
  const rankingScripts: string[] = [];
  page.on('request', (request) => {
    if (/lunr-index|search-doc/.test(request.url())) searchRequests.push(request.url());
  });
  page.on('response', async (response) => {
    if (
      response.request().resourceType() === 'script' &&
      (await response.text().catch(() => '')).includes(ADAPTER_MARK)
    )
      rankingScripts.push(response.url());
  });
  await page.goto('/docs/v2/introduction');
  await waitForHydration(page);
  await settled(page);
  expect(searchRequests).toEqual([]);
  expect(rankingScripts).toEqual([]);
  await page.getByRole('searchbox', {name: 'Search'}).hover();
  await expect.poll(() => searchRequests.length).toBeGreaterThanOrEqual(2);
  await expect.poll(() => rankingScripts.length).toBeGreaterThanOrEqual(1);
});

test(`engine errors pasted as printed (${ERROR_QUERIES.length} + ${ERRORS_HELD_OUT.length} held out) find their entry first`, async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  expect(ERROR_QUERIES.length + ERRORS_HELD_OUT.length).toBeGreaterThanOrEqual(40);
  await page.goto('/');
  const box = await readySearch(page);
  for (const [name, set] of [
    ['tuning', ERROR_QUERIES],
    ['held out', ERRORS_HELD_OUT],
  ] as const) {
    const misses: string[] = [];
    for (const [query, entry] of set) {
      const [first] = await topResults(page, box, query);
      if (first !== `/docs/v2/${entry}`) misses.push(`${query} -> ${first ?? '(nothing)'}`);
    }
    const figure = `${set.length - misses.length}/${set.length}`;
    testInfo.annotations.push({type: `errors first (${name})`, description: figure});
    console.log(
      `search (errors, ${name}): ${figure} first${misses.length ? `; misses:\n  ${misses.join('\n  ')}` : ''}`,
    );
    expect(misses, name).toEqual([]);
  }
});
