/**
 * Issue #40, items 2, 4 and 5, on the production build: what the site says
 * it keeps is kept. Work too large for a link, brought by an example's Try
 * it or by a 2 MB link, is there after a reload (src/workbench/linkAndDraftRule.ts);
 * idle playground tabs in a browser without Web Locks write nothing and keep
 * every open tab's draft (src/playground/draftStorage.ts); tour progress
 * written by a later version of the site keeps what this one does not read
 * (src/tour/progress.ts, src/storage/stored.ts). Figures: docs-dev/persistence.md.
 */
import type {BrowserContext, Page} from '@playwright/test';
import {test, expect, waitForHydration, editorText, fillSiteStorage, insertInEditor} from './fixtures';
import {encodeState, hrefOf} from '../../src/workbench/link';
import {MAX_LINK_CHARS} from '../../src/workbench/linkAndDraftRule';
import type {WorkbenchState} from '../../src/workbench/state';

const template = (page: Page) => page.getByRole('textbox', {name: /^Template/}).first();
const notes = (page: Page) => page.getByTestId('playground-notes');
const KEPT = 'It is kept as a draft in this browser.';

/** Letters and digits in lines, from a fixed seed: text that hardly compresses. */
function randomText(length: number, seed = 7): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  let state = seed;
  const next = () => ((state ^= state << 13), (state ^= state >>> 17), (state ^= state << 5), state >>> 0);
  return Array.from({length}, (_, i) => (i % 64 === 63 ? '\n' : alphabet[next() % alphabet.length])).join('');
}

/**
 * After the page shows `text`: either a reload brings it back, or the page
 * never said it was kept and left its address alone. Returns which.
 */
async function keptOrNeverClaimed(page: Page, text: string, addressBefore: string): Promise<'kept' | 'not claimed'> {
  // The save after a pause of a large state takes the worker a while on a busy machine.
  const claimed = await expect(notes(page))
    .toContainText(KEPT, {timeout: 30_000})
    .then(() => true)
    .catch(() => false);
  const address = page.url();
  await page.reload();
  await waitForHydration(page);
  await expect(template(page)).toBeVisible();
  const back = await expect
    .poll(() => editorText(template(page)), {timeout: 30_000})
    .toBe(text)
    .then(() => true)
    .catch(() => false);
  if (back) return 'kept';
  expect(claimed, 'the page said the work was kept, and a reload lost it').toBe(false);
  expect(address, 'the page cleared its address of work it did not keep').toBe(addressBefore);
  return 'not claimed';
}

test.describe('work too large for a link', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('about 700 KB edited in an example, taken to the playground by its Try it, is there after a reload', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const big = randomText(700 * 1024);
    await page.goto('/docs/v2/functions/str');
    await waitForHydration(page);
    await page.locator('p.tw-try-it [data-tw-edit]').first().click();
    const example = page.getByTestId('example-editor').first();
    const box = example.getByRole('textbox', {name: /^Template/});
    await expect(box).toBeVisible({timeout: 30_000});
    const tryIt = example.getByRole('link', {name: /Try it/}).first();
    const documented = await tryIt.getAttribute('href');
    await page.evaluate((text) => navigator.clipboard.writeText(text), big);
    await box.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Control+V');
    await expect.poll(() => editorText(box), {timeout: 30_000}).toBe(big);
    // Try it now carries the edit (by a link of about 700 KB before the limit applied to it),
    // built once the reader reaches for it (src/components/PlaygroundLink).
    await tryIt.focus();
    await expect.poll(() => tryIt.getAttribute('href'), {timeout: 30_000}).not.toBe(documented);
    await tryIt.click();
    await expect(page).toHaveURL(/\/playground/);
    await waitForHydration(page);
    await expect.poll(() => editorText(template(page)), {timeout: 60_000}).toBe(big);
    const addressBefore = page.url();
    const outcome = await keptOrNeverClaimed(page, big, addressBefore);
    test.info().annotations.push({type: 'outcome', description: outcome});
    expect(outcome).toBe('kept');
  });

  test('a link of about 2 MB opens, and its work is there after a reload', async ({page}) => {
    test.setTimeout(180_000);
    const big = randomText(1_900_000, 11);
    const state: WorkbenchState = {version: 'v2', template: big, data: ''};
    const href = hrefOf(encodeState(state));
    // Longer than any link the site makes, and short enough for Chromium to open (2,097,152 characters).
    expect(href.length).toBeGreaterThan(1_800_000);
    expect(href.length).toBeLessThan(2_000_000);
    expect(href.length).toBeGreaterThan(MAX_LINK_CHARS);
    await page.goto(href);
    await waitForHydration(page);
    await expect.poll(() => editorText(template(page)), {timeout: 60_000}).toBe(big);
    const outcome = await keptOrNeverClaimed(page, big, page.url());
    test.info().annotations.push({type: 'outcome', description: outcome});
    expect(outcome).toBe('kept');
  });
});

test.describe('with storage full', () => {
  // Docusaurus logs its own failed writes (the announcement bar's) when storage is full.
  test.use({allowedConsoleErrors: [/^Docusaurus storage error/]});

  test('work too large for a link says it is not kept, and its address keeps it', async ({page}) => {
    test.setTimeout(120_000);
    const big = randomText(700 * 1024, 5);
    const href = hrefOf(encodeState({version: 'v2', template: big, data: ''}));
    expect(href.length).toBeGreaterThan(MAX_LINK_CHARS);
    await page.goto('/');
    await fillSiteStorage(page);
    await page.goto(href);
    await waitForHydration(page);
    await expect.poll(() => editorText(template(page)), {timeout: 60_000}).toBe(big);
    await expect(notes(page)).toContainText(
      'it could not be kept as a draft: storage for this site is full. If you close this tab, it is lost: export it.',
      {timeout: 30_000},
    );
    await expect(notes(page)).not.toContainText(KEPT);
    // The address still holds the work: a reload brings it back from there.
    expect(page.url().endsWith(href)).toBe(true);
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => editorText(template(page)), {timeout: 60_000}).toBe(big);
  });
});

/** Counts this page's storage writes (localStorage and sessionStorage), from before the site's code runs. */
function countWrites(context: BrowserContext, {locks}: {locks: boolean}) {
  return context.addInitScript(
    ({keepLocks}) => {
      // A browser without Web Locks (before 2022): the getter is on the prototype.
      if (!keepLocks) delete (Navigator.prototype as {locks?: unknown}).locks;
      const counter = window as unknown as {storageWrites: number};
      counter.storageWrites = 0;
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
        counter.storageWrites++;
        return setItem.call(this, key, value);
      };
    },
    {keepLocks: locks},
  );
}

const TABS = 11;
const IDLE_MS = 10_000;

for (const locks of [false, true]) {
  test(`eleven idle playground tabs ${locks ? 'with' : 'without'} Web Locks write nothing in 10 s, and each keeps its draft`, async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const context = await browser.newContext();
    await countWrites(context, {locks});
    const errors: string[] = [];
    const tabs: Page[] = [];
    for (let i = 0; i < TABS; i++) {
      const tab = await context.newPage();
      tab.on('pageerror', (error) => errors.push(error.message));
      tabs.push(tab);
      await tab.goto('/playground');
      await waitForHydration(tab);
      expect(await tab.evaluate(() => 'locks' in navigator)).toBe(locks);
      await expect(template(tab)).toBeVisible();
      const mine = `<p>work of tab ${i}</p>`;
      await insertInEditor(tab, template(tab), mine);
      const encoded = encodeState({
        version: 'v2',
        template: mine,
        data: await editorText(tab.getByRole('textbox', {name: 'Data (JSON)'})),
      });
      await expect
        .poll(
          () => tab.evaluate((text) => Object.values(localStorage).some((value) => value.includes(text)), encoded),
          {
            timeout: 20_000,
          },
        )
        .toBe(true);
    }
    // Every tab has saved, and tidied (its tidy asks the others, 300 ms at most): then idle.
    await tabs[0].waitForTimeout(2_000);
    for (const tab of tabs)
      await tab.evaluate(() => ((window as unknown as {storageWrites: number}).storageWrites = 0));
    await tabs[0].waitForTimeout(IDLE_MS);
    const writes = await Promise.all(
      tabs.map((tab) => tab.evaluate(() => (window as unknown as {storageWrites: number}).storageWrites)),
    );
    const total = writes.reduce((sum, count) => sum + count, 0);
    // Each open tab's own draft is stored.
    const stored = await Promise.all(
      tabs.map((tab) =>
        tab.evaluate(() => {
          const id = sessionStorage.getItem('textwire-playground-draft-id');
          return id !== null && localStorage.getItem(`textwire-playground-draft:${id}`) !== null;
        }),
      ),
    );
    console.log(
      `${locks ? 'with' : 'without'} Web Locks: ${TABS} idle tabs wrote storage ${total} times in ${IDLE_MS / 1000} s; ${stored.filter(Boolean).length} of their drafts stored`,
    );
    await context.close();
    expect(total).toBe(0);
    expect(stored).toEqual(Array(TABS).fill(true));
    expect(errors).toEqual([]);
  });
}

test('tour progress written by a later version keeps its unknown fields, byte for byte, after a lesson is solved here', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // What a later version might store: fields this one does not know, a solved lesson and an edit in other shapes.
  const unknown = {
    theme: '"theme":{"font":"large","recent":["a","b"]}',
    version: '"v":2',
    doneLater: '{"id":"basics/loops","at":1700000000000}',
    editLater: '"basics/loops":{"files":[{"path":"home.tw","source":"@each(x in xs){{ x }}@end"}],"cursor":12}',
  };
  const seeded = `{"done":["basics/variables",${unknown.doneLater}],"edits":{${unknown.editLater}},"stamps":{},${unknown.theme},${unknown.version}}`;
  expect(JSON.parse(seeded)).toBeTruthy();
  await page.goto('/tour');
  await page.evaluate((text) => localStorage.setItem('textwire-tour-v1', text), seeded);

  await page.goto('/tour/basics/printing');
  await waitForHydration(page);
  await page.getByRole('button', {name: 'Solve'}).click();
  await page.getByRole('button', {name: 'Check', exact: true}).click();
  await expect(page.getByTestId('tour-verdict')).toContainText('Solved!', {timeout: 30_000});
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toContainText('solved');

  const stored = await page.evaluate(() => localStorage.getItem('textwire-tour-v1') ?? '');
  for (const [name, text] of Object.entries(unknown)) expect(stored, name).toContain(text);
  expect(JSON.parse(stored).done).toEqual(['basics/variables', JSON.parse(unknown.doneLater), 'basics/printing']);
});
