/**
 * Sets of questions written in rounds (tests/support/search-site.ts,
 * tests/support/search-htmltemplate.ts), each held at the share of it that
 * must find its page first: every round is asked, its figure printed and
 * annotated, and only then is each held at its floor, so that a failing run
 * still shows every round's figure.
 */
import type {Page, TestInfo} from '@playwright/test';
import {expect} from './fixtures';
import {answers, type Question} from '../support/search-questions';

/** A round: its name, its questions, and the share of them that must find their page first. */
export type Round = [name: string, set: Question[], floor: number];

/** The rounds' names and sizes, for a test's title: "14 tuning, 10 first round". */
export const roundsTitle = (rounds: Round[]) => rounds.map(([name, set]) => `${set.length} ${name}`).join(', ');

/**
 * Asks each round's questions through `firstResult` (the first result's
 * href, '' for none) and holds each round at its floor.
 */
export async function holdRounds(
  rounds: Round[],
  firstResult: (query: string) => Promise<string>,
  {label, testInfo}: {label: string; testInfo: TestInfo},
): Promise<void> {
  expect(rounds.reduce((sum, [, set]) => sum + set.length, 0)).toBeGreaterThanOrEqual(20);
  const results = [];
  for (const [name, set, floor] of rounds) {
    const misses: string[] = [];
    for (const [query, targets] of set) {
      const first = await firstResult(query);
      if (!answers(first, targets)) misses.push(`${query} -> ${first || '(nothing)'}`);
    }
    results.push({name, set, floor, misses});
  }
  const report = results.map(
    ({name, set, misses}) =>
      `${name}: first result right ${set.length - misses.length}/${set.length}${misses.length ? `; misses: ${misses.join('; ')}` : ''}`,
  );
  testInfo.annotations.push({type: label, description: report.join(' | ')});
  console.log(`search (${label}):\n  ${report.join('\n  ')}`);
  for (const {name, set, floor, misses} of results)
    expect((set.length - misses.length) / set.length, `${name}:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(floor);
}

export const NO_RESULTS = 'No results found for query';

/** The first three results as listed (grouped by page); none when the list says nothing was found. */
export async function topResults(page: Page, box: ReturnType<Page['locator']>, query: string): Promise<string[]> {
  await box.fill(query);
  // One round trip per query once the list is there: the suite asks ~150.
  let listed: {none: boolean; hrefs: string[]} | null = null;
  await expect
    .poll(async () => {
      listed = await page.evaluate((noResults) => {
        const links = [...document.querySelectorAll('.ds-suggestion a')];
        if (links.length === 0) return null;
        const none = [...document.querySelectorAll('.algolia-docsearch-suggestion--category-header-lvl0')].some((e) =>
          e.textContent?.startsWith(noResults),
        );
        return {none, hrefs: links.map((a) => a.getAttribute('href') ?? '')};
      }, NO_RESULTS);
      return listed !== null;
    })
    .toBe(true);
  const {none, hrefs} = listed!;
  return none ? [] : hrefs.slice(0, 3);
}
