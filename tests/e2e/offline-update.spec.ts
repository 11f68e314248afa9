/**
 * A new build published while a page is open (docs-dev/offline.md): the page
 * says a newer version is out, reloads into it on consent, and until then
 * keeps answering from its own build; the old build's caches go as a whole,
 * drafts and tour progress (localStorage) stay. The build is served by this
 * spec's own server (scripts/serve-build.mjs, on a free port of its own), which
 * publishes the second build by serving another folder at the same address.
 *
 * The second build is build/ copied with its content changed (llms.txt), a
 * new build id (in sw.js and offline-collections.json), new names for its
 * code (every chunk's hash, the first build's files gone from the server)
 * and another engine (its files changed, in a folder of another name), as a
 * rebuild would change them: a real second `docusaurus build` takes minutes.
 */
import {
  appendFileSync,
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
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
/** Added to the second build's engine glue script (wasm_exec.js). */
const ENGINE_MARK = '// The engine of the second build.';

const reversed = (text: string) => text.split('').reverse().join('');
const textFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return textFiles(path);
    return /\.(html|js|json)$/.test(name) ? [path] : [];
  });

/**
 * Makes the copy in `dir` a build of its own, as a rebuild with changed code
 * is: every chunk under a new name (its hash reversed, in every file that
 * names it), so none of the first build's code is on the server any more, and
 * the engine changed (a mark in its glue script, a custom section at the end
 * of each wasm, which leaves the module valid), under another folder name
 * when the build keeps it in a folder named by its hash.
 */
function asAnotherBuild(dir: string): void {
  const renames = new Map<string, string>();
  const chunks = join(dir, 'assets', 'js');
  for (const file of readdirSync(chunks)) {
    const hash = /^.+\.([0-9a-f]{8})\.js$/.exec(file)?.[1];
    if (hash) renames.set(hash, reversed(hash));
  }
  const engine = join(dir, 'engine');
  const engineFolders = readdirSync(engine).filter((name) => statSync(join(engine, name)).isDirectory());
  for (const name of engineFolders) renames.set(name, reversed(name));
  const names = new RegExp(`(?<![0-9a-f])(${[...renames.keys()].join('|')})(?![0-9a-f])`, 'g');
  for (const path of textFiles(dir)) {
    const text = readFileSync(path, 'utf8');
    const renamed = text.replace(names, (hash) => renames.get(hash)!);
    if (renamed !== text) writeFileSync(path, renamed);
  }
  for (const file of readdirSync(chunks)) {
    const [, name, hash] = /^(.+)\.([0-9a-f]{8})\.js$/.exec(file) ?? [];
    if (hash) renameSync(join(chunks, file), join(chunks, `${name}.${renames.get(hash)}.js`));
  }
  for (const name of engineFolders) renameSync(join(engine, name), join(engine, renames.get(name)!));
  for (const folder of [engine, ...engineFolders.map((name) => join(engine, renames.get(name)!))]) {
    if (existsSync(join(folder, 'wasm_exec.js'))) appendFileSync(join(folder, 'wasm_exec.js'), `\n${ENGINE_MARK}\n`);
    for (const wasm of readdirSync(folder).filter((name) => name.endsWith('.wasm')))
      // A custom section (id 0) named "second", 7 bytes long: the name's length and the name.
      appendFileSync(join(folder, wasm), Buffer.from([0, 7, 6, ...Buffer.from('second')]));
  }
}

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
  asAnotherBuild(SECOND);
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

/** Whether a cache of the browser holds the engine's glue script (a page that ran the engine stores it). */
const engineStored = (page: import('@playwright/test').Page) =>
  page.evaluate(async () => {
    for (const name of await caches.keys())
      if ((await (await caches.open(name)).keys()).some((request) => request.url.endsWith('/wasm_exec.js')))
        return true;
    return false;
  });

test('a tab left on the old build keeps loading its own code after another tab applied the new build', async ({
  page,
  context,
}) => {
  test.setTimeout(360_000);
  // The old build's tab: the tour opened (saved by use, the editor's code with it), then a docs page with examples.
  await page.goto(`${ORIGIN}/tour`);
  await waitForHydration(page);
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {timeout: 90_000});
  await expect.poll(() => tourSaved(page), {timeout: 90_000}).toBe(firstId);
  await page.goto(`${ORIGIN}/docs/v2/functions/str`);
  await waitForHydration(page);

  // The new build is published; the reader opens a second tab and takes the update there.
  served = SECOND;
  const other = await context.newPage();
  await other.goto(`${ORIGIN}/tour`);
  await waitForHydration(other);
  const notice = other.getByRole('region', {name: 'Site update'});
  await expect(notice).toContainText('A newer version of this site is out', {timeout: 120_000});
  const reloaded = other.waitForEvent('framenavigated', {
    predicate: (frame) => frame === other.mainFrame(),
    timeout: 90_000,
  });
  await notice.getByRole('button', {name: 'Reload'}).click();
  await reloaded;
  await waitForHydration(other);
  expect(await llms(other), 'the second tab is on the new build').toContain(CHANGED);

  // The first tab, still on the old build, whose code is no longer on the server: an example's editor opens and runs.
  await page.locator('p.tw-try-it [data-tw-edit]').first().click();
  const example = page.getByTestId('example-editor').first();
  await expect(example.getByRole('textbox', {name: /^Template/})).toBeVisible({timeout: 30_000});
  await expect(example.getByTestId('playground-output')).not.toBeEmpty({timeout: 30_000});
  await other.close();
});

test('a page opened after a new build is published, before Reload, runs the engine of its own build', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  // The old build's worker in control, with the engine stored.
  await page.goto(`${ORIGIN}/playground`);
  await waitForHydration(page);
  await expect(page.getByTestId('playground-output')).not.toBeEmpty({timeout: 30_000});
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {timeout: 90_000});
  await expect.poll(() => engineStored(page), {timeout: 90_000}).toBe(true);

  // The new build is published; a new tab opens the playground while the old worker still answers.
  served = SECOND;
  const other = await context.newPage();
  const engineScripts: Promise<string>[] = [];
  other.on('response', (response) => {
    if (/\/wasm_exec\.js$/.test(new URL(response.url()).pathname)) engineScripts.push(response.text());
  });
  await other.goto(`${ORIGIN}/playground`);
  await waitForHydration(other);
  await replaceEditorText(other, 'Template', '{{ 6 * 7 }}');
  await expect(other.getByTestId('playground-output')).toHaveText('42', {timeout: 60_000});

  const mainScript = await other.evaluate(
    () => new URL(document.querySelector<HTMLScriptElement>('script[src*="/main."]')!.src).pathname,
  );
  const pageOfSecond = !existsSync(join(FIRST, mainScript));
  expect(engineScripts.length, 'the engine was loaded').toBeGreaterThan(0);
  const engineOfSecond = (await Promise.all(engineScripts)).every((text) => text.includes(ENGINE_MARK));
  expect({engineOfSecond}, `the page is of the ${pageOfSecond ? 'second' : 'first'} build`).toEqual({
    engineOfSecond: pageOfSecond,
  });
  await other.close();
});
