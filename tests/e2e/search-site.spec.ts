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
import {holdRounds, roundsTitle, type Round} from './search-rounds';
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

const ROUNDS: Round[] = [
  ['tuning', SITE_TUNING, 13 / 14],
  ['first round', SITE_FIRST_ROUND, 1],
  ['second round', SITE_SECOND_ROUND, 0.9],
  ['held out', SITE_HELD_OUT, 1],
  ['fourth round', SITE_FOURTH_ROUND, 0.6],
  ['fifth round', SITE_FIFTH_ROUND, 0.6],
];

test(`questions about the site (${roundsTitle(ROUNDS)}) find their page first`, async ({page}, testInfo) => {
  test.setTimeout(180_000);
  await page.goto('/');
  const box = await readySearch(page);
  await holdRounds(ROUNDS, (query) => firstResult(page, box, query), {label: 'site questions', testInfo});
});
