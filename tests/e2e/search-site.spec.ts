/**
 * Questions about the site itself (tests/support/search-site.ts), asked of
 * the real search box on the build: each is meant to find its page FIRST.
 * Every round's figure is printed; each round is held at what it reached on
 * 2026-11-29 (docs-dev/search.md), so that a change that loses one fails.
 * The rounds written before a change and measured once are its honest
 * figures; the fourth and fifth hold a floor of 60 %.
 */
import type {Page} from '@playwright/test';
import {test, expect, readySearch} from './fixtures';
import {answers, type Question} from '../support/search-questions';
import {
  SITE_FIRST_ROUND,
  SITE_FIFTH_ROUND,
  SITE_FOURTH_ROUND,
  SITE_HELD_OUT,
  SITE_SECOND_ROUND,
  SITE_TUNING,
} from '../support/search-site';

/** The first result's href, or '' when nothing was found. */
async function firstResult(page: Page, box: ReturnType<Page['locator']>, query: string): Promise<string> {
  await box.fill(query);
  let first: string | null = null;
  await expect
    .poll(async () => {
      first = await page.evaluate(() => {
        const link = document.querySelector('.ds-suggestion a');
        if (!link) return null;
        const none = [...document.querySelectorAll('.algolia-docsearch-suggestion--category-header-lvl0')].some((e) =>
          e.textContent?.startsWith('No results found for query'),
        );
        return none ? '' : (link.getAttribute('href') ?? '');
      });
      return first !== null;
    })
    .toBe(true);
  return first!;
}

async function firstHits(page: Page, box: ReturnType<Page['locator']>, set: Question[]) {
  const misses: string[] = [];
  for (const [query, targets] of set) {
    const first = await firstResult(page, box, query);
    if (!answers(first, targets)) misses.push(`${query} -> ${first || '(nothing)'}`);
  }
  return {rate: (set.length - misses.length) / set.length, misses};
}

const ROUNDS: Array<[name: string, set: Question[], floor: number]> = [
  ['tuning', SITE_TUNING, 13 / 14],
  ['first round', SITE_FIRST_ROUND, 1],
  ['second round', SITE_SECOND_ROUND, 0.9],
  ['held out', SITE_HELD_OUT, 1],
  ['fourth round', SITE_FOURTH_ROUND, 0.6],
  ['fifth round', SITE_FIFTH_ROUND, 0.6],
];

test(`questions about the site (${ROUNDS.map(([name, set]) => `${set.length} ${name}`).join(', ')}) find their page first`, async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  expect(ROUNDS.reduce((sum, [, set]) => sum + set.length, 0)).toBeGreaterThanOrEqual(20);
  await page.goto('/');
  const box = await readySearch(page);
  const results = [];
  for (const [name, set, floor] of ROUNDS) results.push({name, set, floor, ...(await firstHits(page, box, set))});
  const report = results.map(
    ({name, set, rate, misses}) =>
      `${name}: first result right ${Math.round(rate * set.length)}/${set.length}${misses.length ? `; misses: ${misses.join('; ')}` : ''}`,
  );
  testInfo.annotations.push({type: 'site questions', description: report.join(' | ')});
  console.log(`search (site questions):\n  ${report.join('\n  ')}`);
  for (const {name, rate, floor, misses} of results)
    expect(rate, `${name}:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(floor);
});
