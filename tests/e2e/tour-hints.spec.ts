/**
 * Hints in the tour (src/components/TourHints): none until a Check fails,
 * then one at a time, the second after the first, Solve after the last; the
 * hints opened survive a reload and say how the lesson was solved; /tour
 * does not load them.
 */
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {loadTour} from '../../src/tour/load';

const {lessons} = loadTour();
const LITERALS = lessons.find((lesson) => lesson.id === 'basics/literals')!;

async function openLesson(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByRole('textbox', {name: /^Template/})).toBeVisible();
}

const exercise = (page: Page) => page.getByRole('region', {name: 'Exercise'});
const hintButton = (page: Page) => exercise(page).getByTestId('tour-hint-button');

test('a failed Check offers a hint, the next after the first, Solve last; they survive a reload', async ({page}) => {
  test.setTimeout(60_000);
  expect(LITERALS.hints.length).toBe(2);
  await openLesson(page, '/tour/basics/literals');
  await expect(hintButton(page)).toHaveCount(0);

  await exercise(page).getByRole('button', {name: 'Check', exact: true}).click();
  await expect(page.getByTestId('tour-verdict')).toContainText('Not yet');
  await expect(hintButton(page)).toHaveText('Show a hint (1 of 2)');
  // The hint comes before Solve among the lesson's actions.
  const actions = await exercise(page)
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.textContent ?? ''));
  expect(actions.findIndex((name) => name.startsWith('Show a hint'))).toBeLessThan(actions.indexOf('Solve'));

  await hintButton(page).click();
  const hints = page.getByTestId('tour-hints');
  await expect(hints.getByRole('listitem')).toHaveCount(1);
  await expect(hints).toContainText(`Hint 1: ${LITERALS.hints[0].replace(/`/g, '')}`);
  await expect(hintButton(page)).toHaveText('Show the next hint (2 of 2)');
  await hintButton(page).click();
  await expect(hints.getByRole('listitem')).toHaveCount(2);
  await expect(hints).toContainText(`Hint 2: ${LITERALS.hints[1].replace(/`/g, '')}`);
  await expect(hintButton(page)).toHaveCount(0);
  await expect(hints).toContainText('Still stuck? Solve shows one answer');

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('tour-hints').getByRole('listitem')).toHaveCount(2);

  // Solved with the hints: the lesson says so, to this visitor only.
  await exercise(page).getByRole('button', {name: 'Solve'}).click();
  await exercise(page).getByRole('button', {name: 'Check', exact: true}).click();
  await expect(page.getByTestId('tour-verdict')).toContainText('Solved!');
  await expect(page.getByRole('heading', {level: 1})).toContainText('solved with 2 hints');

  await openLesson(page, '/tour/basics/printing');
  await exercise(page).getByRole('button', {name: 'Solve'}).click();
  await exercise(page).getByRole('button', {name: 'Check', exact: true}).click();
  await expect(page.getByRole('heading', {level: 1})).toContainText('solved without hints');
});

test("the tour's page loads no hint; it says how many lessons and chapters, and how Check judges", async ({page}) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' || response.url().endsWith('.json'))
      scripts.push(await response.text());
  });
  await page.goto('/tour');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const hint = LITERALS.hints[0];
  expect(scripts.length).toBeGreaterThan(0);
  expect(
    scripts.some((text) => text.includes(hint)),
    'a hint in what /tour loads',
  ).toBe(false);
  const chapters = new Set(lessons.map((lesson) => lesson.chapter)).size;
  await expect(page.locator('article').first()).toContainText(
    `The tour has ${lessons.length} lessons in ${chapters} chapters`,
  );
  await expect(page.getByRole('heading', {name: 'How Check judges your answer'})).toBeVisible();
  await expect(page.getByRole('heading', {name: 'My answer looks right but Check fails'})).toBeVisible();
});
