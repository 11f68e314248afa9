/**
 * Where the playground keeps work: links in the URL fragment, never sent to
 * the server; older `?s=` links rewritten in place; each tab's draft in
 * browser storage. Served by our own static server on a port of its own, so
 * that every request line and Referer the server receives is recorded.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {strFromU8, unzipSync} from 'fflate';
import type {BrowserContext, Page} from '@playwright/test';
import {
  test,
  expect,
  waitForHydration,
  axeViolations,
  showColourMode,
  COLOUR_RULES,
  editorText,
  fillSiteStorage,
  insertInEditor,
} from './fixtures';
import type {RequestRecord} from '../../scripts/serve-build.mjs';
import {encodeState, hrefOf, playgroundHref} from '../../src/workbench/link';
import type {WorkbenchState} from '../../src/workbench/state';
import {linkFor, MAX_LINK_CHARS} from '../../src/playground/linkFragment';

let server: Server;
let origin: string;
const requests: RequestRecord[] = [];

test.beforeAll(async () => {
  // Imported here: Playwright would compile a static import of this ES module to require().
  const {serveBuild} = await import('../../scripts/serve-build.mjs');
  // Node refuses request lines over 16 KB; lifted, so that a leak is recorded rather than refused.
  server = await serveBuild(join(__dirname, '..', '..', 'build'), 0, {
    onRequest: (request) => requests.push(request),
    maxHeaderSize: 64 * 1024 * 1024,
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const editor = (page: Page, label: string) => page.getByRole('textbox', {name: label, exact: true});
const template = (page: Page) => editor(page, 'Template');
const notes = (page: Page) => page.getByTestId('playground-notes');

async function openPlayground(page: Page, href = '/playground') {
  await page.goto(origin + href);
  await waitForHydration(page);
  await expect(template(page)).toBeVisible();
}

/** Pastes into the template from the clipboard, replacing it: typing hundreds of KB would take minutes. */
async function pasteTemplate(page: Page, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await template(page).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Control+V');
}

/** A deterministic random number source (xorshift32). */
function numbers(seed: number): () => number {
  let state = seed;
  return () => ((state ^= state << 13), (state ^= state >>> 17), (state ^= state << 5), state >>> 0);
}

/** Template-like text: HTML lines of words from a short list and numbers (compresses about 3 to 1, as code does). */
function templateText(length: number): string {
  const words = [
    'item',
    'user',
    'name',
    'title',
    'list',
    'page',
    'layout',
    'card',
    'price',
    'total',
    'row',
    'cell',
    'link',
    'note',
    'tag',
  ];
  const next = numbers(1);
  const lines: string[] = [];
  for (let size = 0; size < length; size += lines[lines.length - 1].length) {
    lines.push(
      `<p class="${words[next() % words.length]}-${next() % 10_000}">${words[next() % words.length]} ${next().toString(36)}</p>\n`,
    );
  }
  return lines.join('').slice(0, length);
}

/** Text that hardly compresses (random letters and digits in lines), so a link holds about as many characters as it is long. */
function randomText(length: number): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const next = numbers(7);
  return Array.from({length}, (_, i) => (i % 64 === 63 ? '\n' : alphabet[next() % alphabet.length])).join('');
}

/** A browser context whose page fails the test on a console error, as the `page` fixture does. */
async function watchedPage(context: BrowserContext, errors: string[]): Promise<Page> {
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' && !/^Blocked script execution in 'about:srcdoc'/.test(message.text()))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return page;
}

test.describe('with the clipboard', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('a 200 KB state: reload keeps it, its Copy link opens it in another browser, and no request carries it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const big = templateText(200 * 1024);
    // This test's requests only (a worker runs one test at a time; the old-link test sends ?s= on purpose).
    const first = requests.length;
    await openPlayground(page);
    await pasteTemplate(page, big);
    const state: WorkbenchState = {version: 'v2', template: big, data: await editorText(editor(page, 'Data (JSON)'))};
    const href = playgroundHref(state);
    await expect.poll(() => page.url(), {timeout: 15_000}).toBe(origin + href);

    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => editorText(editor(page, 'Template'))).toBe(big);

    await page.getByRole('button', {name: 'Copy link'}).click();
    await expect(page.getByText('Link copied to the clipboard.')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(origin + href);

    const errors: string[] = [];
    const other = await browser.newContext();
    const elsewhere = await watchedPage(other, errors);
    await openPlayground(elsewhere, link.slice(origin.length));
    await expect.poll(() => editorText(editor(elsewhere, 'Template'))).toBe(big);
    await expect(notes(elsewhere)).toBeEmpty();
    await other.close();
    expect(errors).toEqual([]);

    // The server saw the playground's plain path three times, and nothing of the state, ever.
    const payload = encodeState(state);
    const seen = requests.slice(first);
    expect(seen.filter((request) => /^GET \/playground\/? HTTP/.test(request.line)).length).toBeGreaterThanOrEqual(3);
    const leaks = seen.filter(({line, referer}) =>
      [line, referer ?? ''].some(
        (text) => text.includes(payload.slice(0, 40)) || text.includes('s=') || text.length > 300,
      ),
    );
    expect(leaks).toEqual([]);
  });

  test('the largest state a link holds is a link; one byte more is kept as a draft and offered as a download', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // Found here with the page's own codec: the longest prefix of this text whose link fits.
    // Random letters compress to a little under their length: the boundary lies below 1.25 times the limit.
    const text = randomText(Math.round(MAX_LINK_CHARS * 1.25));
    const stateOf = (length: number): WorkbenchState => ({version: 'v2', template: text.slice(0, length), data: ''});
    const fits = (length: number) => linkFor(encodeState(stateOf(length))).fits;
    let low = 0;
    let high = text.length;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (fits(middle)) low = middle;
      else high = middle - 1;
    }
    const largest = low;
    expect(fits(largest) && !fits(largest + 1)).toBe(true);
    const largestHref = playgroundHref(stateOf(largest));
    expect(largestHref.length).toBeLessThanOrEqual(MAX_LINK_CHARS);
    expect(hrefOf(encodeState(stateOf(largest + 1))).length).toBeGreaterThan(MAX_LINK_CHARS);

    await openPlayground(page, playgroundHref(stateOf(0)));
    await pasteTemplate(page, text.slice(0, largest));
    await expect.poll(() => page.url(), {timeout: 20_000}).toBe(origin + largestHref);
    await page.getByRole('button', {name: 'Copy link'}).click();
    await expect(page.getByText('Link copied to the clipboard.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(origin + largestHref);

    // One byte more: the address stops following, with a note, and Copy link offers the files.
    await template(page).press('Control+End');
    await page.keyboard.insertText(text[largest]);
    await expect.poll(() => page.url(), {timeout: 20_000}).toBe(`${origin}/playground`);
    await expect(notes(page)).toContainText('This work is too large for a link');
    await expect(notes(page)).toContainText('It is kept as a draft in this browser.');
    await page.getByRole('button', {name: 'Copy link'}).click();
    await expect(
      page.getByText(
        /This work is too large to share as a link: its link would be \d+ KB, and a link holds up to 512 KB\./,
      ),
    ).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', {name: 'Download the files instead'}).click(),
    ]);
    const zip = unzipSync(readFileSync(await download.path()));
    expect(strFromU8(zip['textwire-playground/template.tw'])).toBe(text.slice(0, largest + 1));

    // The draft brings it back after a reload.
    await page.reload();
    await waitForHydration(page);
    await expect(notes(page)).toContainText(/Your draft from .+ is back/);
    await expect.poll(() => editorText(editor(page, 'Template'))).toBe(text.slice(0, largest + 1));
  });
});

test('older ?s= links open as before and are rewritten to the fragment; a bad fragment shows the sample and says so', async ({
  page,
}) => {
  const fixtures = JSON.parse(
    readFileSync(join(__dirname, '..', 'unit', 'fixtures', 'share-links-before-files.json'), 'utf8'),
  ) as Array<{state: WorkbenchState; href: string}>;
  const {state, href} = fixtures[fixtures.length - 1];
  const first = requests.length;
  await openPlayground(page, href);
  await expect.poll(() => page.url()).toBe(origin + href.replace('?s=', '#s='));
  // The old form's state did reach the server: the recorder sees what a leak would look like.
  expect(requests.slice(first).map((request) => request.line)).toContain(`GET ${href} HTTP/1.1`);
  expect(await editorText(editor(page, 'Template'))).toBe((state as {template: string}).template);
  await expect(page.getByTestId('playground-output')).toContainText('READING LIST');

  // Same page, another fragment: as pasting a link into the address bar.
  await page.goto(`${origin}/playground#s=NoIgbgTCA0IDwAsCMA`);
  await expect(notes(page)).toContainText('This link’s playground state could not be read');
  await expect(page.getByTestId('playground-output')).toContainText('READING LIST');
});

test('the draft comes back after closing and reopening; a link in another tab keeps it and offers it', async ({
  page,
  context,
}) => {
  const mine = '<p>{{ "my own work".upper() }}</p>';
  const linked: WorkbenchState = {version: 'v1', template: '<p>from a link</p>', data: ''};
  await openPlayground(page);
  await insertInEditor(page, template(page), mine);
  await expect(page.getByTestId('playground-output')).toHaveText('<p>MY OWN WORK</p>');
  const saved = () =>
    page.evaluate(() => Object.entries(localStorage).filter(([key]) => key.startsWith('textwire-playground-draft:')));
  await expect.poll(async () => (await saved()).length).toBe(1);
  const draft = await saved();

  // Another tab opens a shared link: the link is shown, the draft is left as it was.
  const linkTab = await context.newPage();
  await openPlayground(linkTab, playgroundHref(linked));
  expect(await editorText(editor(linkTab, 'Template'))).toBe(linked.template);
  await expect(notes(linkTab)).toContainText(/This is the link’s work; your draft from .+ is kept\./);
  // The note, at 320 px, in both colour modes.
  await linkTab.setViewportSize({width: 320, height: 800});
  expect(await axeViolations(linkTab)).toEqual([]);
  await showColourMode(linkTab, 'dark');
  expect(await axeViolations(linkTab, {rules: COLOUR_RULES})).toEqual([]);
  expect(await linkTab.locator('main').evaluate((main) => main.scrollWidth - main.clientWidth)).toBe(0);
  // Asked, it opens the draft instead.
  await linkTab.getByRole('button', {name: 'Open the draft'}).click();
  await expect.poll(() => editorText(editor(linkTab, 'Template'))).toBe(mine);
  await expect(linkTab.getByTestId('playground-output')).toHaveText('<p>MY OWN WORK</p>');
  await linkTab.close();
  expect(await saved()).toEqual(draft);

  // Every tab closed, the playground opened again: the draft is back.
  const reopened = await context.newPage();
  await page.close();
  await openPlayground(reopened);
  await expect(notes(reopened)).toContainText(/Your draft from .+ is back/);
  expect(await editorText(editor(reopened, 'Template'))).toBe(mine);
  await reopened.getByRole('button', {name: 'Start again from the sample'}).click();
  await expect(reopened.getByTestId('playground-output')).toContainText('READING LIST');
});

test('with storage blocked, and with storage full, the playground works and says its work is not kept', async ({
  browser,
}) => {
  const errors: string[] = [];
  const linked: WorkbenchState = {version: 'v2', template: '<b>{{ 6 * 7 }}</b>', data: ''};

  const blocked = await browser.newContext();
  // As when a visitor blocks site data: reading either storage throws.
  await blocked.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        get() {
          throw new DOMException(`Access to '${name}' is denied for this document.`, 'SecurityError');
        },
      });
    }
  });
  const blockedPage = await watchedPage(blocked, errors);
  await openPlayground(blockedPage, playgroundHref(linked));
  await expect(blockedPage.getByTestId('playground-output')).toHaveText('<b>42</b>');
  await expect(notes(blockedPage)).toContainText(
    'This browser does not let the site store data, so your work is not kept as a draft',
  );
  await insertInEditor(blockedPage, template(blockedPage), '<b>{{ 7 * 7 }}</b>');
  await expect(blockedPage.getByTestId('playground-output')).toHaveText('<b>49</b>');
  // Said once, not again at each change.
  await expect(notes(blockedPage).getByText(/does not let the site store data/)).toHaveCount(1);
  await blocked.close();

  const full = await browser.newContext();
  const fullPage = await watchedPage(full, errors);
  await openPlayground(fullPage, playgroundHref(linked));
  await fillSiteStorage(fullPage);
  await insertInEditor(fullPage, template(fullPage), '<b>{{ 8 * 7 }}</b>');
  await expect(fullPage.getByTestId('playground-output')).toHaveText('<b>56</b>');
  await expect(notes(fullPage)).toContainText(
    'Browser storage is full, so your latest changes are not kept as a draft',
  );
  await full.close();
  expect(errors).toEqual([]);
});
