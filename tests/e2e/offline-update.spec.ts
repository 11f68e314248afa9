/**
 * A new build published while a page is open (docs-dev/offline.md): the page
 * says a newer version is out, reloads into it on consent, and until then
 * keeps answering from its own build; the old build's caches go as a whole,
 * drafts and tour progress (localStorage) stay. The build is served by this
 * spec's own server (scripts/serve-build.mjs, on a free port of its own), which
 * publishes the second build by serving another folder at the same address.
 *
 * The second build is build/ copied with its content changed (llms.txt) and
 * a new build id (in sw.js and offline-collections.json), as a rebuild would
 * change them: a real second `docusaurus build` takes minutes.
 */
import {cpSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {test, expect, replaceEditorText, savedCollectionBuild, waitForHydration} from './fixtures';

test.use({serviceWorkers: 'allow'});

const ROOT = join(__dirname, '..', '..');
const FIRST = join(ROOT, 'build');
/** Per Playwright worker, with a server on a free port each: copies of this test may run side by side (--repeat-each). */
let SECOND = '';
let ORIGIN = '';
const CHANGED = 'This line is new in the second build.';

let served = FIRST;
let server: Server;
let firstId = '';
let secondId = '';

test.beforeAll(() => {
  SECOND = join(ROOT, 'tests', '.tmp', `offline-second-build-${test.info().parallelIndex}`);
  rmSync(SECOND, {recursive: true, force: true});
  cpSync(FIRST, SECOND, {recursive: true});
  firstId = (JSON.parse(readFileSync(join(FIRST, 'offline-collections.json'), 'utf8')) as {buildId: string}).buildId;
  secondId = firstId.split('').reverse().join('');
  // The worker's own code is in sw.js and, built by Rspack, in chunks beside it (<id>.sw.js).
  const workerFiles = readdirSync(SECOND).filter((file) => file.endsWith('sw.js'));
  for (const file of [...workerFiles, 'offline-collections.json']) {
    const path = join(SECOND, file);
    writeFileSync(path, readFileSync(path, 'utf8').split(firstId).join(secondId));
  }
  writeFileSync(join(SECOND, 'llms.txt'), `${readFileSync(join(SECOND, 'llms.txt'), 'utf8')}\n${CHANGED}\n`);
});

test.beforeEach(async () => {
  served = FIRST;
  // A dynamic import: the script's own command line awaits at its top level.
  const {serveBuild} = await import('../../scripts/serve-build.mjs');
  server = await serveBuild(() => served, 0);
  ORIGIN = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test.afterAll(() => rmSync(SECOND, {recursive: true, force: true}));

/** The served llms.txt as the page gets it. */
const llms = (page: import('@playwright/test').Page) => page.evaluate(() => fetch('/llms.txt').then((r) => r.text()));
const cacheNames = (page: import('@playwright/test').Page) =>
  page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('textwire-offline-')));

/** The build whose tour collection is whole in the browser's caches ('' when none is). */
const tourSaved = (page: import('@playwright/test').Page) => savedCollectionBuild(page, 'tour');

/** What the worker in control of the page is still working on (serviceWorker.mjs, `offline-work`). */
const controllerWork = (page: import('@playwright/test').Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const controller = navigator.serviceWorker.controller;
        if (!controller) return resolve('no worker in control');
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(JSON.stringify(event.data));
        controller.postMessage({type: 'offline-work'}, [channel.port2]);
        setTimeout(() => resolve('no answer in 5 s'), 5000);
      }),
  );

/**
 * What the browser says of each version of the worker (its state, and whether
 * it is running, starting or stopped), followed from the start of the test
 * through the DevTools protocol: for a failure's message.
 */
async function followWorkerVersions(page: import('@playwright/test').Page) {
  const versions = new Map<string, string>();
  const cdp = await page.context().newCDPSession(page);
  cdp.on('ServiceWorker.workerVersionUpdated', ({versions: updated}) => {
    for (const version of updated)
      versions.set(
        version.versionId,
        `${version.status}/${version.runningStatus}, ${version.controlledClients?.length ?? 0} controlled`,
      );
  });
  await cdp.send('ServiceWorker.enable');
  return () => JSON.stringify(Object.fromEntries(versions));
}

const storage = (page: import('@playwright/test').Page) =>
  page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort(([a], [b]) => a.localeCompare(b))));

// Issue #44: under full-suite load, in some runs, the new build's worker stayed `installed` for 90 s
// after Reload while the old one stayed in control. The failure's report (worker versions and the
// old worker's `offline-work`) showed an old worker with no work of its own: no message, no network
// request, no save. What it did have was this test's own poll of llms.txt, a fetch event every
// second at most; Chromium hands over only once the old worker has no event left, and on a busy
// machine the poll kept it busy. The test now waits for the page's own reload and fetches nothing
// meanwhile. Retries stay until CI runs show no retry (scripts/test-all.mjs names a test passed
// on a retry); every attempt asserts the whole update.
test.describe.configure({retries: 2});

test('a new build is offered, applied on consent, and never mixed with the old one', async ({page}) => {
  test.setTimeout(360_000);
  const workerVersions = await followWorkerVersions(page);
  // Tour progress and a playground draft: the visitor's work, in localStorage.
  await page.goto(`${ORIGIN}/tour/basics/printing`);
  await waitForHydration(page);
  await page.getByRole('button', {name: 'Solve'}).click();
  await page.getByRole('button', {name: 'Check', exact: true}).click();
  await expect(page.getByTestId('tour-verdict')).toContainText('Solved!');
  await page.goto(`${ORIGIN}/playground`);
  await waitForHydration(page);
  await replaceEditorText(page, 'Template', '{{ "kept across the update" }}');
  await expect(page.getByTestId('playground-output')).toHaveText('kept across the update');
  await page.goto(`${ORIGIN}/tour`);
  await waitForHydration(page);
  // The worker registers only when the page is idle (registerWhenIdle.ts): late on a busy machine.
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {timeout: 90_000});
  // The visitor has the tour for offline (opening it saves it): the new build must keep it.
  await expect.poll(() => tourSaved(page), {timeout: 90_000}).toBe(firstId);
  await expect(page.getByTestId('tour-count')).toContainText('1 of');
  expect(await llms(page)).not.toContain(CHANGED);
  const work = await storage(page);
  expect(work).toContain('textwire-playground-draft');
  expect(work).toContain('basics/printing');

  served = SECOND;
  // The next visit of a page checks for a new build; the open page keeps its own.
  await page.reload();
  await waitForHydration(page);
  const notice = page.getByRole('region', {name: 'Site update'});
  // Offered once the new build's worker has installed, with the saved tour carried over (8 MB, file by file).
  await expect(notice).toContainText('A newer version of this site is out', {timeout: 120_000});
  expect(await llms(page), 'until the visitor agrees, the page answers from its own build').not.toContain(CHANGED);

  // The page reloads itself once the new build is in control. Nothing is fetched meanwhile: a
  // request of the test's own would be one more event for the old worker, and the browser hands
  // over only once that worker has no event left (on a busy machine, polling kept it busy).
  const reloaded = page.waitForEvent('framenavigated', {
    predicate: (frame) => frame === page.mainFrame(),
    timeout: 90_000,
  });
  await notice.getByRole('button', {name: 'Reload'}).click();
  await reloaded.catch(async () => {
    const work = await controllerWork(page).catch((reason: unknown) => String(reason));
    throw new Error(
      `the page did not reload into the new build within 90 s of Reload; worker versions: ${workerVersions()}; the old worker's work: ${work}`,
    );
  });
  await waitForHydration(page);
  expect(await llms(page), 'the reloaded page answers from the new build').toContain(CHANGED);
  // The first build's caches went as a whole.
  await expect.poll(async () => (await cacheNames(page)).filter((name) => name.includes(firstId))).toEqual([]);
  expect((await cacheNames(page)).length).toBeGreaterThan(0);
  expect(await tourSaved(page), 'the offline copy of the tour came over to the new build').toBe(secondId);
  expect(await storage(page)).toBe(work);
  await expect(page.getByTestId('tour-count')).toContainText('1 of');
});
