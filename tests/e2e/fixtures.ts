/**
 * The test object every browser test uses: it fails a test when the page
 * logs a console error or throws an uncaught exception, so "no console error
 * on any page" is checked everywhere, not in one place.
 */
import AxeBuilder from '@axe-core/playwright';
import {test as base, expect} from '@playwright/test';

type Fixtures = {consoleErrors: string[]; allowedConsoleErrors: RegExp[]};

export const test = base.extend<Fixtures>({
  /** Errors a test expects, e.g. the 404 status of the not-found page. */
  allowedConsoleErrors: [[], {option: true}],
  consoleErrors: [
    async ({page, allowedConsoleErrors}, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // Playwright itself tries to run script in every frame, which a
        // sandboxed frame (the playground preview) reports; browsers without
        // Playwright do not (microsoft/playwright#33343).
        if (/^Blocked script execution in 'about:srcdoc'/.test(message.text())) return;
        if (message.type() !== 'error' || allowedConsoleErrors.some((allowed) => allowed.test(message.text()))) return;
        errors.push(`console.error: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await use(errors);
      expect(errors, 'the page logged errors').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/** Docusaurus's client router is ready once React has hydrated the page. */
export async function waitForHydration(page: import('@playwright/test').Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/**
 * Hovers the search box and waits until its code and files are in and it is
 * a ready combobox. Before loading it is a plain search box.
 */
export async function readySearch(page: import('@playwright/test').Page) {
  await waitForHydration(page);
  await page.getByRole('searchbox', {name: 'Search'}).hover();
  const box = searchCombobox(page);
  // The box is shown once its code and index are in (about 400 KB): as long as the test has, on a busy machine.
  await box.waitFor({state: 'visible'});
  await expect(box).toHaveAttribute('placeholder', 'Search Ctrl+K');
  await expect(box).toBeEnabled();
  return box;
}

/** The search box, shown only once its code and index are in (src/theme/SearchBar). */
export function searchCombobox(page: import('@playwright/test').Page) {
  return page.getByRole('combobox', {name: 'Search'});
}

/**
 * Replaces the text of a playground editor by typing, as a visitor would.
 * CodeMirror closes brackets and quotes as you type; typing the closing one steps over it.
 */
export async function replaceEditorText(
  page: import('@playwright/test').Page,
  label: string,
  text: string,
): Promise<void> {
  const editor = page.getByRole('textbox', {name: label, exact: true});
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await editor.pressSequentially(text, {delay: 5});
}

/** The axe tags of WCAG 2.2 levels A and AA, which every axe check of the site runs. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/** The axe rules whose outcome depends on colours: all a dark-mode pass needs to rerun. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe's WCAG 2.2 A/AA violations on the page, as one line each (rule and
 * elements), optionally limited to some rules or to some parts of the page.
 * The playground preview is a sandboxed frame that runs no script, so axe
 * cannot enter it (and it shows the visitor's HTML, not the site's); with no
 * other frame on the site, axe runs in the page itself ("legacy" mode).
 */
export async function axeViolations(
  page: import('@playwright/test').Page,
  {rules, include = []}: {rules?: string[]; include?: string[]} = {},
): Promise<string[]> {
  const builder = new AxeBuilder({page}).setLegacyMode(true).withTags(WCAG_22_AA).exclude('iframe[sandbox]');
  if (rules) builder.withRules(rules);
  for (const selector of include) builder.include(selector);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Switches the site's colours as the colour-mode toggle does, by the attribute it sets. */
export async function showColourMode(page: import('@playwright/test').Page, mode: 'light' | 'dark'): Promise<void> {
  await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
  // Links and buttons fade to the new mode's colours (CSS transitions): on a busy machine axe could
  // read a colour half way. The mode is shown once no transition is running.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
}

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: {name?: string; data?: {frames?: TraceFrame[]} & Partial<TraceFrame>};
};
type TraceFrame = {processId: number; isOutermostMainFrame: boolean};

/**
 * How long the page's main thread was busy at a stretch while `during` ran,
 * measured two ways:
 * - `longestMoveMs`: the longest time the page took to take a mouse move,
 *   the mouse moved over its top-left corner every 50 ms as a visitor's
 *   hand would (the browser answers a move once the page has handled it);
 * - `longestTaskMs`: the longest task the page's main thread ran, in the
 *   thread's own CPU time (Chromium's trace): what a move waits for at
 *   most on a machine with a core free for the page. On a machine shared
 *   with other work the first is inflated by the wait for a core, the
 *   second is not: the tests assert on the second, and report both.
 * Frames in processes of their own (the sandboxed preview) do not count:
 * they do not hold the page's input.
 */
export async function mainThreadBusy<T>(
  browser: import('@playwright/test').Browser,
  page: import('@playwright/test').Page,
  during: () => Promise<T>,
): Promise<{result: T; longestMoveMs: number; longestTaskMs: number}> {
  await browser.startTracing(page, {categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline']});
  let result: T;
  let longestMoveMs: number;
  let trace: Buffer;
  try {
    ({result, longest: longestMoveMs} = await longestInputWait(page, during));
  } finally {
    trace = await browser.stopTracing();
  }
  const events = (JSON.parse(trace.toString()) as {traceEvents: TraceEvent[]}).traceEvents;
  const pagePids = new Set<number>();
  for (const event of events) {
    const data = event.args?.data;
    if (event.name === 'TracingStartedInBrowser')
      for (const frame of data?.frames ?? []) if (frame.isOutermostMainFrame) pagePids.add(frame.processId);
    if (event.name === 'FrameCommittedInBrowser' && data?.isOutermostMainFrame && data.processId)
      pagePids.add(data.processId);
  }
  const mainThreads = new Set(
    events
      .filter(
        (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && pagePids.has(event.pid),
      )
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const tasks = events.filter((event) => event.name === 'RunTask' && mainThreads.has(`${event.pid}:${event.tid}`));
  if (tasks.length === 0) throw new Error('the trace holds no task of the page: nothing was measured');
  const longestTaskMs = Math.round(Math.max(...tasks.map((event) => (event.tdur ?? event.dur ?? 0) / 1000)));
  return {result, longestMoveMs, longestTaskMs};
}

/**
 * Runs `during` while moving the mouse over the page's top-left corner
 * every 50 ms, as a visitor's hand would, and returns with its result the
 * longest time the page took to take one move: the browser answers a move
 * only once the page's main thread has handled it, so this is how long the
 * page could not answer input meanwhile (a few to tens of milliseconds on
 * an idle page).
 */
export async function longestInputWait<T>(
  page: import('@playwright/test').Page,
  during: () => Promise<T>,
): Promise<{result: T; longest: number}> {
  let running = true;
  let longest = 0;
  const moving = (async () => {
    for (let i = 0; running; i++) {
      const started = Date.now();
      await page.mouse.move(2 + (i % 2), 2).catch(() => undefined);
      longest = Math.max(longest, Date.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  let result: T;
  try {
    result = await during();
  } finally {
    running = false;
    await moving;
  }
  return {result, longest};
}

/**
 * CodeMirror's view module, bundled for the page by the tests (from the same
 * node_modules as the site, so the same version), so that a test reads an
 * editor through CodeMirror's public API, `EditorView.findFromDOM`, and
 * never through a private field of its DOM.
 */
let codeMirrorForPages: Promise<string> | null = null;

function codeMirrorScript(): Promise<string> {
  codeMirrorForPages ??= import('esbuild').then(async ({build}) => {
    const bundled = await build({
      stdin: {contents: "export {EditorView} from '@codemirror/view';", resolveDir: __dirname, loader: 'js'},
      bundle: true,
      format: 'iife',
      globalName: 'codeMirrorForTests',
      write: false,
      logLevel: 'silent',
    });
    return bundled.outputFiles[0].text;
  });
  return codeMirrorForPages;
}

type FindView = {
  codeMirrorForTests: {
    EditorView: {findFromDOM(dom: HTMLElement): {state: {doc: {toString(): string}}} | null};
  };
};

/**
 * The whole text of a CodeMirror editor (the editor's element or its
 * content, the textbox), from its view's state: CodeMirror draws only the
 * lines in view, so the DOM's text is not all of it.
 */
export async function editorText(editor: import('@playwright/test').Locator): Promise<string> {
  const page = editor.page();
  if (!(await page.evaluate(() => 'codeMirrorForTests' in window)))
    await page.addScriptTag({content: await codeMirrorScript()});
  return editor.evaluate((element) => {
    const {EditorView} = (window as unknown as FindView).codeMirrorForTests;
    const view = EditorView.findFromDOM(element.closest<HTMLElement>('.cm-editor') ?? (element as HTMLElement));
    if (!view) throw new Error('no CodeMirror editor at this element');
    return view.state.doc.toString();
  });
}

/**
 * Waits until the page has settled: no request for `quietMs` (none started
 * or in flight), then an idle period the browser reports as whole, so the
 * work it queued for idle time has run. A positive signal to wait on before
 * checking that something did not happen (a download, a write), in place of
 * a fixed sleep that a slow machine outlasts before the thing could happen.
 */
export async function settled(page: import('@playwright/test').Page, quietMs = 500): Promise<void> {
  let inFlight = 0;
  let lastActivity = Date.now();
  const started = () => {
    inFlight++;
    lastActivity = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await expect
      .poll(() => inFlight === 0 && Date.now() - lastActivity >= quietMs, {timeout: 30_000, intervals: [100]})
      .toBe(true);
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const whenIdle = (deadline: IdleDeadline) =>
            deadline.timeRemaining() >= 45 ? resolve() : requestIdleCallback(whenIdle);
          requestIdleCallback(whenIdle);
        }),
    );
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** Replaces an editor's text at once, as a paste would (typing long text takes a while). */
export async function insertInEditor(
  page: import('@playwright/test').Page,
  editor: import('@playwright/test').Locator,
  text: string,
): Promise<void> {
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(text);
}

/** Fills this site's browser storage for real, halving the chunk written until nothing more fits. */
export async function fillSiteStorage(page: import('@playwright/test').Page): Promise<void> {
  await page.evaluate(() => {
    let chunk = 'x'.repeat(1024 * 1024);
    for (let i = 0; chunk.length > 0; i++) {
      try {
        localStorage.setItem(`filler-${i}`, chunk);
      } catch {
        chunk = chunk.slice(0, chunk.length >> 1);
      }
    }
  });
}

/**
 * The build whose offline collection `name` is whole in the browser's caches
 * (src/offline/serviceWorker.mjs names them `textwire-offline-<build id>-<name>`
 * and marks a whole one), or '' when none is.
 */
export function savedCollectionBuild(page: import('@playwright/test').Page, name: string): Promise<string> {
  return page.evaluate(async (collection) => {
    for (const key of await caches.keys()) {
      const whole = key.endsWith(`-${collection}`) && (await (await caches.open(key)).match('/__offline__/complete'));
      if (whole) return key.slice('textwire-offline-'.length, -`-${collection}`.length);
    }
    return '';
  }, name);
}
