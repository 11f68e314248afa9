/**
 * Nothing a visitor did is lost when several tabs share the browser's
 * storage: two tabs on one tour lesson follow each other, say so when both
 * have edits, and never unsolve a lesson; eleven playground tabs never drop
 * the draft of one still open; drafts that cannot be read are set aside,
 * once, for an older one that can. Pages of one browser context share
 * localStorage, as tabs do (src/tour/progress.ts, lessonSync.ts,
 * src/playground/draftStorage.ts, persistence.ts).
 */
import type {BrowserContext, Page} from '@playwright/test';
import {
  test,
  expect,
  waitForHydration,
  axeViolations,
  showColourMode,
  COLOUR_RULES,
  editorText,
  insertInEditor,
} from './fixtures';
import {encodeState, playgroundHref} from '../../src/workbench/link';
import type {WorkbenchState} from '../../src/workbench/state';

const LESSON = '/tour/basics/printing';
const template = (page: Page) => page.getByRole('textbox', {name: /^Template/});
const notes = (page: Page) => page.getByTestId('playground-notes');

/** Another tab of the context, whose console errors and uncaught exceptions fail the test as the `page` fixture's do. */
async function otherTab(context: BrowserContext, errors: string[]): Promise<Page> {
  const tab = await context.newPage();
  tab.on('console', (message) => {
    if (message.type() === 'error' && !/^Blocked script execution in 'about:srcdoc'/.test(message.text()))
      errors.push(message.text());
  });
  tab.on('pageerror', (error) => errors.push(error.message));
  return tab;
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await expect(template(page)).toBeVisible();
}

/** What the tour keeps for the lesson, as stored now. */
function storedLesson(page: Page): Promise<string | null> {
  return page.evaluate(
    (id) => JSON.parse(localStorage.getItem('textwire-tour-v1') ?? '{}')?.edits?.[id]?.[0]?.source ?? null,
    LESSON.replace('/tour/', ''),
  );
}

test('two tabs on one tour lesson: each follows the other, both editing is said, a solve stays solved', async ({
  page: one,
  context,
}) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  const two = await otherTab(context, errors);
  await open(one, LESSON);
  await open(two, LESSON);

  // Typed in tab one: tab two, with no edits of its own, shows it.
  await insertInEditor(one, template(one), '<h1>Hello from one</h1>');
  await expect.poll(() => editorText(template(two))).toBe('<h1>Hello from one</h1>');
  await expect(two.getByTestId('tour-other-tab')).toContainText('Updated with your edits from another tab.');
  // Typed on in tab two: tab one follows, and reloaded it shows both.
  await template(two).click();
  await two.keyboard.press('Control+End');
  await two.keyboard.insertText(' and two');
  await expect.poll(() => editorText(template(one))).toBe('<h1>Hello from one</h1> and two');
  await one.reload();
  await waitForHydration(one);
  await expect.poll(() => editorText(template(one))).toBe('<h1>Hello from one</h1> and two');

  // Solved in tab one, then typed in tab two: the lesson stays solved everywhere.
  await one.getByRole('button', {name: 'Solve'}).click();
  await one.getByRole('button', {name: 'Check', exact: true}).click();
  await expect(one.getByTestId('tour-verdict')).toContainText('Solved!');
  await expect(two.getByRole('heading', {level: 1})).toContainText('solved');
  await expect.poll(() => editorText(template(two))).toContain('<h1>Hello, {{ name }}!</h1>');
  await insertInEditor(two, template(two), '<h1>Hello again, {{ name }}!</h1>');
  await expect.poll(() => storedLesson(two)).toBe('<h1>Hello again, {{ name }}!</h1>');
  await expect(one.getByRole('heading', {level: 1})).toContainText('solved');

  // Tab two has typed and its typing pause (300 ms) has not ended when another tab's edit of the
  // lesson arrives (written here by a third tab, at once): it says so, and writes nothing over it.
  const third = await otherTab(context, errors);
  await third.goto('/tour');
  const theirs = '<h1>Hello again, {{ name }}!</h1> and one';
  await template(two).click();
  await two.keyboard.press('Control+End');
  await two.keyboard.insertText(' and two');
  await third.evaluate(
    ({id, source}) => {
      const progress = JSON.parse(localStorage.getItem('textwire-tour-v1')!);
      progress.edits[id] = [{path: '', source}];
      progress.stamps[id] = {at: Date.now(), by: 'a third tab'};
      localStorage.setItem('textwire-tour-v1', JSON.stringify(progress));
    },
    {id: LESSON.replace('/tour/', ''), source: theirs},
  );
  // Tab one, with no edits of its own, follows it.
  await expect.poll(() => editorText(template(one))).toBe(theirs);
  const note = two.getByTestId('tour-other-tab');
  await expect(note).toContainText('This lesson was changed in another tab, and you have edits here');
  // Tab one's edit is what is stored; tab two's, still on its page, was not written over it. Tab two's
  // save waiting for its typing pause is made to run now (what leaving the page does: useSaveAfterPause
  // saves at once on pagehide), so the check follows it rather than a sleep a slow machine outlasts.
  await two.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', {persisted: false})));
  expect(await storedLesson(two)).toBe(theirs);
  const mine = await editorText(template(two));
  expect(mine).toBe('<h1>Hello again, {{ name }}!</h1> and two');
  // The note and its buttons, in both colour modes.
  expect(await axeViolations(two, {include: ['[data-testid="tour-other-tab"]']})).toEqual([]);
  await showColourMode(two, 'dark');
  expect(await axeViolations(two, {rules: COLOUR_RULES, include: ['[data-testid="tour-other-tab"]']})).toEqual([]);
  // Keep mine: tab two's text is saved, and tab one, with no edits since, follows.
  await note.getByRole('button', {name: 'Keep mine'}).click();
  await expect.poll(() => storedLesson(one)).toBe(mine);
  await expect.poll(() => editorText(template(one))).toBe(mine);

  await one.goto('/tour');
  await waitForHydration(one);
  await expect(one.getByTestId('tour-count')).toHaveText(/^1 of \d+ lessons solved$/);
  expect(errors).toEqual([]);
});

/** Text that hardly compresses (random letters and digits in lines), so its link is about as long as it is. */
function randomText(length: number): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  let state = 7;
  const next = () => ((state ^= state << 13), (state ^= state >>> 17), (state ^= state << 5), state >>> 0);
  return Array.from({length}, (_, i) => (i % 64 === 63 ? '\n' : alphabet[next() % alphabet.length])).join('');
}

const draftKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('textwire-playground-draft:')));

test.describe('with the clipboard', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('eleven playground tabs: the draft of an open tab, too large for a link, is never the one dropped', async ({
    page,
    context,
  }) => {
    test.setTimeout(150_000);
    const errors: string[] = [];
    // About 900 KB that does not compress: too large for a link, kept only as a draft.
    const big = randomText(900 * 1024);
    await open(page, '/playground');
    await page.evaluate((text) => navigator.clipboard.writeText(text), big);
    await template(page).click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Control+V');
    await expect(notes(page)).toContainText('It is kept as a draft in this browser.', {timeout: 30_000});
    await expect.poll(() => draftKeys(page)).toHaveLength(1);
    const [bigDraft] = await draftKeys(page);

    // Ten other tabs, one after the other, each with work of its own, each closed once its draft is saved.
    const drafts: string[][] = [];
    for (let i = 0; i < 10; i++) {
      const other = await otherTab(context, errors);
      const state: WorkbenchState = {version: 'v2', template: `<p>tab ${i}</p>`, data: ''};
      await open(other, playgroundHref(state));
      await expect.poll(() => editorText(template(other))).toBe(state.template);
      const edited = {...state, template: `<p>tab ${i}, edited</p>`};
      await insertInEditor(other, template(other), edited.template);
      const encoded = encodeState(edited);
      await expect
        .poll(() =>
          other.evaluate((text) => Object.values(localStorage).some((value) => value.includes(text)), encoded),
        )
        .toBe(true);
      drafts.push(await draftKeys(other));
      await other.close();
    }
    // Ten drafts kept: the open tab's, and the nine newest of the closed ones (the oldest closed went first).
    await expect.poll(() => draftKeys(page)).toHaveLength(10);
    expect(await draftKeys(page)).toContain(bigDraft);

    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => editorText(template(page)), {timeout: 30_000}).toBe(big);
    await expect(notes(page)).toContainText(/Your draft from .+ is back/);
    expect(errors).toEqual([]);
  });
});

test('a damaged and a retired newest draft are set aside, once, and the older one that can be read opens', async ({
  page,
}) => {
  const good: WorkbenchState = {version: 'v2', template: '<p>{{ "the good one".upper() }}</p>', data: ''};
  await page.goto('/');
  await page.evaluate(
    ({older, good, retired, damaged}) => {
      const now = Date.now();
      const draft = (encoded: string, ago: number) => JSON.stringify({v: 1, saved: now - ago, by: 'closed', encoded});
      localStorage.setItem('textwire-playground-draft:older', draft(older, 60_000));
      localStorage.setItem('textwire-playground-draft:good', draft(good, 3_000));
      localStorage.setItem('textwire-playground-draft:retired', draft(retired, 2_000));
      localStorage.setItem('textwire-playground-draft:damaged', draft(damaged, 1_000));
    },
    {
      older: encodeState({...good, template: '<p>an older draft</p>'}),
      good: encodeState(good),
      // An engine version this site no longer has, and a draft cut short.
      retired: encodeState({...good, version: 'v0' as never}),
      damaged: encodeState({...good, template: '<p>damaged</p>'}).slice(0, -12),
    },
  );
  await open(page, '/playground');
  await expect(page.getByTestId('playground-output')).toHaveText('<p>THE GOOD ONE</p>');
  await expect(notes(page)).toContainText(/Your draft from .+ is back/);
  await expect(notes(page)).toContainText(/2 drafts, from .+, could not be opened .+ set aside/);
  await expect(notes(page)).toContainText('Another draft is kept in this browser: Open the draft from');
  const keys = await page.evaluate(() => Object.keys(localStorage).sort());
  expect(keys.filter((key) => key.startsWith('textwire-playground-'))).toEqual(
    expect.arrayContaining([
      'textwire-playground-draft:good',
      'textwire-playground-unreadable:damaged',
      'textwire-playground-unreadable:retired',
    ]),
  );
  expect(keys).not.toContain('textwire-playground-draft:damaged');
  // The notes, at 320 px, in both colour modes.
  await page.setViewportSize({width: 320, height: 800});
  expect(await axeViolations(page)).toEqual([]);
  await showColourMode(page, 'dark');
  expect(await axeViolations(page, {rules: COLOUR_RULES})).toEqual([]);
  expect(await page.locator('main').evaluate((main) => main.scrollWidth - main.clientWidth)).toBe(0);
  // The other draft is offered, and opens when asked.
  await notes(page)
    .getByRole('button', {name: /^Open the draft from/})
    .click();
  await expect(page.getByTestId('playground-output')).toHaveText('<p>an older draft</p>');

  // Said once: set aside, they are not tried again.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('playground-output')).toHaveText('<p>an older draft</p>');
  await expect(notes(page)).not.toContainText('could not be opened');
});
