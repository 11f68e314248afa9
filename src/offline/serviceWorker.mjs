/* global caches, self */
/**
 * The service worker's own part (docs-dev/offline.md). @docusaurus/plugin-pwa
 * builds sw.js around it (its `swCustom` option, through the module that
 * plugins/offline.ts writes with this build's id and collections) and keeps
 * the precache of the app shell itself: the offline page, the stylesheet and
 * the app's icons (docusaurus.config.ts, OFFLINE_SHELL), answered by the
 * plugin's own fetch handler. Everything else the site serves is stored here,
 * with Workbox's routing and strategies:
 *
 * - by use: every page read, and every file a page loads (code, the engines,
 *   the search index), in this build's "read" cache;
 * - on request: a collection (src/offline/collections.ts) in a cache of its
 *   own, whole or not at all.
 *
 * A cache's name holds the build's id, so a build's files are never mixed with
 * another's: a new build's worker fills its own caches while it installs (the
 * collections the visitor had saved included) and deletes the old build's
 * when it takes over, which it does only when the visitor accepts the update.
 *
 * Nothing a visitor types is stored: it lives in the page (localStorage, the
 * playground's #s= fragment, which never reaches the worker) and any request
 * that carries a query string is left to the network, never cached.
 *
 * Plain JavaScript: the plugin compiles this file with Babel, not TypeScript.
 */
import {registerRoute, setCatchHandler} from 'workbox-routing';
import {Strategy} from 'workbox-strategies';
import {cacheNames, copyResponse} from 'workbox-core';
import {standIn, withoutScripts} from './offlineDocument.mjs';
import {whatWasAsked} from './expectedType.mjs';

/** The prefix of every cache this worker makes (the plugin's precache has its own name). */
export const CACHE_PREFIX = 'textwire-offline';
/** The entry a collection's cache gets once every file of it is in. */
const COMPLETE = '/__offline__/complete';
/** The files the plugin precaches (docusaurus.config.ts); its handler answers them. */
const SHELL =
  /^\/(offline\/(index\.html)?|assets\/css\/styles\.[0-9a-f]+\.css|img\/(logo|favicon)\.svg|img\/app\/.*|manifest\.json|sw\.js)$/;
/**
 * How long the page's own requests must have been over before a save in the
 * background fetches its next file: a page that is loading asks for its next
 * file within this time, and on a slow link every byte the save takes is one
 * the page waits for (docs-dev/offline.md, Figures).
 */
const QUIET_MS = 1500;
/** Why a background fetch was stopped: the page asked for a file (try again later), or a newer build is out (give up). */
const YIELD = 'the page needs the network';
const NEWER = 'a newer build is installing';
/** The build's list of collections (plugins/offline.ts). */
const COLLECTIONS_URL = '/offline-collections.json';
/** Where a build's worker notes the pages that were open when it took over: they run an older build. */
const OLDER_PAGES = '/__offline__/older-pages';
/**
 * Files whose name changes with their content (the bundler's assets, the
 * engine's folder named by its hash, plugins/offline.ts): the same address
 * is the same file in every build, so an older build's copy may answer it.
 */
const CONTENT_ADDRESSED = /^\/(assets\/|engine\/[0-9a-f]{8,}\/)/;

/**
 * @typedef {{urls: string[], bytes: number}} Collection
 * @typedef {{buildId: string, collections: Record<string, Collection>}} Build
 * @typedef {'full' | 'offline' | 'blocked' | 'failed'} Problem
 */

/** @type {ServiceWorkerGlobalScope} */
const worker = /** @type {any} */ (self);

/**
 * @param {{offlineMode?: boolean, debug?: boolean}} params the plugin's parameters
 * @param {string} buildId this build's id (plugins/offline.ts)
 * @param {string} offlineDocument the offline page without its scripts, kept in the worker's code (plugins/offline.ts)
 */
export function startOfflineReading(params, buildId, offlineDocument = '') {
  const prefix = `${CACHE_PREFIX}-${buildId}-`;
  const readCache = `${prefix}read`;
  /** Where the worker keeps its build's list of collections. */
  const metaCache = `${prefix}meta`;
  /** @param {string} name */
  const collectionCache = (name) => `${prefix}${name}`;
  const log = params.debug ? (/** @type {unknown[]} */ ...args) => console.log('[offline]', ...args) : () => {};

  /** Every cache of this build, whole or not. */
  const allBuildCaches = async () => (await caches.keys()).filter((name) => name.startsWith(prefix));
  /** @type {Promise<string[]> | null} */
  let answering = null;
  /**
   * The caches this build answers from, the read one first: a collection's
   * only once it is whole (a half-saved tour would open half the tour), while
   * a save fills it file by file, resumable on a later visit. Kept until a
   * collection is completed or removed (only this worker changes them).
   */
  function buildCaches() {
    answering ??= (async () => {
      // The read and meta caches by name: they may not exist yet when this is kept.
      const names = [readCache, metaCache];
      for (const name of await allBuildCaches())
        if (!names.includes(name) && (await (await caches.open(name)).match(COMPLETE))) names.push(name);
      return names;
    })();
    return answering;
  }

  /**
   * The page's own requests that went to the network through this worker:
   * a save in the background waits while there are any (and stops the file
   * it is fetching), so that it never takes the link from the visit.
   */
  let pageRequests = 0;
  let lastPageRequest = 0;
  /** @type {Set<AbortController>} */
  const backgroundFetches = new Set();
  const stopBackground = (/** @type {string} */ reason) => {
    for (const controller of backgroundFetches) controller.abort(reason);
  };
  /**
   * Runs one of the page's network requests, counted until its body is in:
   * Workbox resolves with the response at its headers and stores the body
   * after (handler.doneWaiting), and on a slow link the body is what takes long.
   * @param {() => Promise<Response>} request
   * @param {import('workbox-strategies').StrategyHandler} handler
   */
  async function asThePage(request, handler) {
    pageRequests += 1;
    lastPageRequest = Date.now();
    stopBackground(YIELD);
    const end = () => {
      pageRequests -= 1;
      lastPageRequest = Date.now();
    };
    let response;
    try {
      response = await request();
      return response;
    } finally {
      if (response) void handler.doneWaiting().finally(end);
      else end();
    }
  }
  const newerBuildError = () => Object.assign(new Error(NEWER), {problem: 'failed'});
  /** Resolves once the page has had no request in flight for QUIET_MS; rejects when a newer build is out. */
  async function untilQuiet() {
    for (;;) {
      if (newerBuild()) throw newerBuildError();
      const quietFor = Date.now() - lastPageRequest;
      if (pageRequests === 0 && quietFor >= QUIET_MS) return;
      await new Promise((resolve) => setTimeout(resolve, Math.max(250, QUIET_MS - quietFor)));
    }
  }
  /**
   * Fetches a file in the background into `cache`, at low priority, one at
   * a time, only while the page is quiet; a file interrupted by the page is
   * fetched again once it is quiet. Resolves with the stored response's size.
   */
  async function fetchInBackground(/** @type {string} */ url, /** @type {Cache} */ cache, init = {}) {
    for (;;) {
      await untilQuiet();
      const controller = new AbortController();
      backgroundFetches.add(controller);
      try {
        const response = await fetch(url, {...init, priority: 'low', signal: controller.signal});
        const body = await storable(response);
        if (!body) throw Object.assign(new Error(`${url}: ${response.status}`), {problem: 'failed'});
        const bytes = Number(body.headers.get('content-length')) || 0;
        await cache.put(url, body);
        return bytes;
      } catch (error) {
        if (controller.signal.aborted && controller.signal.reason === YIELD) continue;
        if (controller.signal.aborted) throw newerBuildError();
        throw error;
      } finally {
        backgroundFetches.delete(controller);
      }
    }
  }

  /**
   * The pages that were open when this build took over (they run an older
   * build until the reader reloads them), and the older builds' caches kept
   * for them: a tab on an older build keeps the files its build needs (the
   * code it loads later, its engine) until it reloads. Noted in the meta
   * cache, as the browser stops and restarts the worker; null when none.
   * @type {Promise<{pages: Set<string>, caches: string[]} | null> | null}
   */
  let olderBuilds = null;
  const otherBuildCaches = async () =>
    (await caches.keys()).filter((name) => name.startsWith(`${CACHE_PREFIX}-`) && !name.startsWith(prefix));
  function keptForOlderPages() {
    olderBuilds ??= (async () => {
      const note = await (await caches.open(metaCache)).match(OLDER_PAGES);
      if (!note) return null;
      /** @type {{pages: string[]}} */
      const {pages} = await note.json();
      return {pages: new Set(pages), caches: await otherBuildCaches()};
    })();
    return olderBuilds;
  }
  /** Deletes the older builds' caches, and the note, once no page of theirs is open. */
  async function dropOlderBuilds({unlessOpen = true} = {}) {
    const kept = await keptForOlderPages();
    if (unlessOpen && kept) {
      const open = await worker.clients.matchAll({type: 'window', includeUncontrolled: true});
      if (open.some((client) => kept.pages.has(client.id))) return;
    }
    for (const name of await otherBuildCaches()) await caches.delete(name);
    await (await caches.open(metaCache)).delete(OLDER_PAGES);
    olderBuilds = Promise.resolve(null);
  }
  let lastOlderCheck = 0;
  /** At most every 2 s, on the worker's events: the older builds' caches go once their last page has. */
  function checkOlderBuilds() {
    if (Date.now() - lastOlderCheck < 2000) return Promise.resolve();
    lastOlderCheck = Date.now();
    return keptForOlderPages().then((kept) => (kept ? dropOlderBuilds() : undefined));
  }

  /**
   * A stored answer for the request; pages under each form of their path.
   * From this build's caches; for a page still on an older build (`clientId`),
   * from that build's caches first; and a file whose name changes with its
   * content, from an older build's caches too (the engine's worker of an
   * older page is a client of its own, and asks for such files only).
   */
  async function stored(/** @type {Request | string} */ request, {page = false, clientId = ''} = {}) {
    const url = new URL(typeof request === 'string' ? request : request.url, worker.location.href);
    url.search = '';
    url.hash = '';
    const forms = [url.href];
    if (page) forms.push(url.pathname.endsWith('/') ? `${url.href}index.html` : `${url.href}/`);
    if (page && url.pathname.endsWith('/index.html')) forms.push(url.href.slice(0, -'index.html'.length));
    const own = await buildCaches();
    const kept = await keptForOlderPages();
    let names = own;
    if (kept && clientId && kept.pages.has(clientId)) names = [...kept.caches, ...own];
    else if (kept && CONTENT_ADDRESSED.test(url.pathname)) names = [...own, ...kept.caches];
    for (const name of names) {
      const cache = await caches.open(name);
      for (const form of forms) {
        const response = await cache.match(form);
        if (response) return response;
      }
    }
    return undefined;
  }

  /**
   * A response as it may be stored: only a whole success (200), and never a
   * redirected one, which the browser refuses to take for a page.
   */
  async function storable(/** @type {Response} */ response) {
    if (response.status !== 200 || response.type === 'opaque' || !whatWasAsked(response.url, response)) return null;
    return response.redirected ? copyResponse(response) : response;
  }

  /**
   * This build's caches, then the network (storing what it gets), or the
   * network first for pages (a page read online is always the served one),
   * then the caches.
   */
  class FromThisBuild extends Strategy {
    /** @param {{networkFirst: boolean}} options */
    constructor({networkFirst}) {
      super({cacheName: readCache, plugins: [{cacheWillUpdate: async ({response}) => storable(response)}]});
      this.networkFirst = networkFirst;
    }

    /**
     * @param {Request} request
     * @param {import('workbox-strategies').StrategyHandler} handler
     */
    async _handle(request, handler) {
      void handler.waitUntil(checkOlderBuilds().catch((error) => log('older builds', error)));
      if (!this.networkFirst) {
        const cached = await stored(request, {clientId: handler.event.clientId});
        if (cached) return cached;
        const response = await asThePage(() => handler.fetchAndCachePut(request), handler);
        // Not what was asked for (a page for a script): a failed load, which the page may try again.
        return whatWasAsked(request.url, response) ? response : Response.error();
      }
      // While a newer build waits for the visitor's consent, the open build
      // keeps answering with its own pages where it has them.
      if (worker.registration.waiting) {
        const cached = await stored(request, {page: true});
        if (cached) return cached;
      }
      try {
        // A page with a query string is fetched but not stored.
        if (new URL(request.url).search) return await asThePage(() => handler.fetch(request), handler);
        return await asThePage(() => handler.fetchAndCachePut(request), handler);
      } catch (error) {
        const cached = await stored(request, {page: true});
        if (cached) return cached;
        throw error;
      }
    }
  }

  const sameOrigin = (/** @type {URL} */ url) => url.origin === worker.location.origin;
  registerRoute(
    ({request, url}) => request.mode === 'navigate' && sameOrigin(url) && !SHELL.test(url.pathname),
    new FromThisBuild({networkFirst: true}),
  );
  registerRoute(
    ({request, url}) => request.mode !== 'navigate' && sameOrigin(url) && !url.search && !SHELL.test(url.pathname),
    new FromThisBuild({networkFirst: false}),
  );

  // A page neither stored nor reachable: the site's offline page, in the
  // site's layout, instead of the browser's error page.
  // The page comes with the worker's code (plugins/offline.ts), so that it is
  // there when the browser has cleared the caches; the precached one otherwise.
  setCatchHandler(async ({request}) => {
    if (request.mode !== 'navigate') return Response.error();
    let markup = offlineDocument;
    if (!markup) {
      const precache = await caches.open(cacheNames.precache);
      const keys = await precache.keys();
      const key = keys.find((entry) => new URL(entry.url).pathname === '/offline/index.html');
      const page = key && (await precache.match(key));
      if (!page) return Response.error();
      markup = withoutScripts(await page.text());
    }
    return new Response(standIn(markup), {
      status: 200,
      headers: {'content-type': 'text/html; charset=utf-8'},
    });
  });

  /**
   * This build's collections (/offline-collections.json), fetched when the
   * worker installs and kept with it; a file of another build (published in
   * between) is refused rather than mixed in.
   * @returns {Promise<Build>}
   */
  async function buildCollections() {
    const cache = await caches.open(metaCache);
    const kept = await cache.match(COLLECTIONS_URL);
    if (kept) return kept.json();
    const response = await fetch(COLLECTIONS_URL, {cache: 'no-cache'});
    /** @type {Build} */
    const build = await response.clone().json();
    if (build.buildId !== buildId) throw Object.assign(new Error('another build was published'), {problem: 'failed'});
    await cache.put(COLLECTIONS_URL, response);
    return build;
  }

  /** @type {Map<string, Promise<void>>} */
  const saving = new Map();

  /**
   * Stores a collection in its cache, reporting progress. One file at a
   * time, in the background (fetchInBackground): a file this build has
   * already stored (read, or fetched by an earlier, interrupted save) is not
   * fetched again, so a save cut short resumes where it stopped on a later
   * visit. The collection is answered from only once every file is in.
   */
  async function save(/** @type {string} */ name, /** @type {(done: number, total: number) => void} */ progress) {
    const running = saving.get(name);
    if (running) {
      await running;
      const {bytes} = (await buildCollections()).collections[name];
      return progress(bytes, bytes);
    }
    const work = saveNow(name, progress);
    saving.set(name, work);
    try {
      await work;
    } finally {
      saving.delete(name);
    }
  }

  async function saveNow(/** @type {string} */ name, /** @type {(done: number, total: number) => void} */ progress) {
    const build = await buildCollections();
    const collection = build.collections[name];
    if (!collection) throw new Error(`no collection ${name}`);
    const cache = await caches.open(collectionCache(name));
    if (await cache.match(COMPLETE)) return progress(collection.bytes, collection.bytes);
    const total = collection.bytes;
    const share = Math.round(total / collection.urls.length);
    let done = 0;
    for (const url of collection.urls) {
      // A newer build is out: the server now holds its files, not this
      // build's, and the browser will not switch to it while this runs.
      if (newerBuild()) throw newerBuildError();
      let bytes;
      const had = (await cache.match(url)) ?? (await stored(url, {page: true}));
      if (had) {
        bytes = Number(had.headers.get('content-length')) || 0;
        if (!(await cache.match(url))) await cache.put(url, had);
      } else {
        bytes = await fetchInBackground(url, cache, {cache: 'no-cache'});
      }
      done += bytes || share;
      progress(Math.min(done, total), total);
    }
    await cache.put(COMPLETE, new Response(String(Date.now())));
    answering = null;
  }

  /** Whether a newer build's worker is installing or waiting: this one stops storing. */
  const newerBuild = () => {
    const me = worker.serviceWorker;
    const {installing, waiting} = worker.registration;
    return Boolean(me) && [installing, waiting].some((other) => other && other !== me);
  };
  // The moment a newer build is found, what this one fetches in the
  // background stops: the browser switches to the newer build only once
  // this worker has no work left (the visitor's Reload would wait for it).
  worker.registration.addEventListener('updatefound', () => {
    if (newerBuild()) stopBackground(NEWER);
  });

  /** @returns {Problem} */
  function problemOf(/** @type {unknown} */ error) {
    const named = /** @type {{name?: string, problem?: Problem}} */ (error ?? {});
    if (named.problem) return named.problem;
    if (named.name === 'QuotaExceededError') return 'full';
    if (named.name === 'SecurityError') return 'blocked';
    if (error instanceof TypeError) return 'offline';
    return 'failed';
  }

  /** Which collections this build holds whole. */
  async function savedState() {
    const build = await buildCollections();
    /** @type {Record<string, boolean>} */
    const saved = {};
    for (const name of Object.keys(build.collections))
      saved[name] =
        (await caches.has(collectionCache(name))) &&
        Boolean(await (await caches.open(collectionCache(name))).match(COMPLETE));
    return saved;
  }

  /** Stores the files a page loaded before this worker took it over, and each page read. */
  async function keep(/** @type {string[]} */ urls) {
    const cache = await caches.open(readCache);
    for (const href of urls) {
      if (newerBuild()) return;
      const url = new URL(href, worker.location.href);
      if (!sameOrigin(url) || url.search || SHELL.test(url.pathname)) continue;
      url.hash = '';
      if (await stored(url.href, {page: true})) continue;
      try {
        await fetchInBackground(url.href, cache);
      } catch (error) {
        if (newerBuild()) return;
        log('could not keep', url.href, error);
      }
    }
  }

  /**
   * The messages this worker is still working on, and since when: the browser
   * switches to a newer build only once this worker has no event left running,
   * so a Reload that waits is explained by this list (`offline-work`, asked by
   * tests/e2e/offline-update.spec.ts when the switch does not come).
   * @type {Map<object, string>}
   */
  const working = new Map();
  const workInProgress = () => ({
    messages: [...working.values()],
    pageRequests,
    // null: no request of the page has gone to the network through this worker since it started.
    quietForMs: lastPageRequest ? Date.now() - lastPageRequest : null,
    backgroundFetches: backgroundFetches.size,
    saving: [...saving.keys()],
    newerBuild: newerBuild(),
  });

  worker.addEventListener('message', (/** @type {ExtendableMessageEvent} */ event) => {
    const data = /** @type {{type?: string, collection?: string, urls?: string[]}} */ (event.data ?? {});
    const port = event.ports[0];
    const reply = (/** @type {unknown} */ message) => port?.postMessage(message);
    // Answered at once, outside the list it reports.
    if (data.type === 'offline-work') return reply(workInProgress());
    const key = {};
    working.set(
      key,
      `${data.type ?? '?'}${data.collection ? ` ${data.collection}` : ''} since ${new Date().toISOString()}`,
    );
    const work = (async () => {
      try {
        await checkOlderBuilds().catch((error) => log('older builds', error));
        if (data.type === 'offline-status') {
          reply({type: 'status', buildId, saved: await savedState(), sizes: sizesOf(await buildCollections())});
        } else if (data.type === 'offline-save' && data.collection) {
          await save(data.collection, (done, total) => reply({type: 'progress', done, total}));
          reply({type: 'done', saved: await savedState()});
        } else if (data.type === 'offline-remove') {
          for (const name of await allBuildCaches())
            if (name !== readCache && name !== metaCache) await caches.delete(name);
          answering = null;
          reply({type: 'done', saved: await savedState()});
        } else if (data.type === 'offline-keep' && Array.isArray(data.urls)) {
          await keep(data.urls);
          reply({type: 'done'});
        }
      } catch (error) {
        log(data.type, error);
        reply({type: 'error', problem: problemOf(error)});
      } finally {
        working.delete(key);
      }
    })();
    event.waitUntil(work);
  });

  // A new build's worker stores, while it installs, the collections the
  // visitor had saved with the build before: the switch to it (activate) is
  // then whole, and an update never takes the offline copy away.
  worker.addEventListener('install', (/** @type {ExtendableEvent} */ event) => {
    event.waitUntil(
      (async () => {
        const build = await buildCollections();
        const older = (await caches.keys()).filter(
          (name) => name.startsWith(`${CACHE_PREFIX}-`) && !name.startsWith(prefix),
        );
        const wanted = new Set();
        for (const name of older) {
          const collection = name.slice(name.lastIndexOf('-') + 1);
          if (collection in build.collections && (await (await caches.open(name)).match(COMPLETE)))
            wanted.add(collection);
        }
        for (const name of wanted)
          await save(name, () => {}).catch((error) => log('could not carry over', name, error));
      })(),
    );
  });

  worker.addEventListener('activate', (/** @type {ExtendableEvent} */ event) => {
    event.waitUntil(
      (async () => {
        // The pages open now run an older build (or none): the older builds'
        // caches stay for them until the last one is closed or reloaded.
        const open = await worker.clients.matchAll({type: 'window', includeUncontrolled: true});
        if (open.length > 0 && (await otherBuildCaches()).length > 0) {
          const note = JSON.stringify({pages: open.map((client) => client.id)});
          await (await caches.open(metaCache)).put(OLDER_PAGES, new Response(note));
          olderBuilds = null;
        } else {
          await dropOlderBuilds({unlessOpen: false});
        }
        // Pages opened before this worker was installed are taken over at
        // once (the first visit): what they load next is stored.
        await worker.clients.claim();
      })(),
    );
  });
}

/** @param {Build} build */
function sizesOf(build) {
  return Object.fromEntries(Object.entries(build.collections).map(([name, {bytes}]) => [name, bytes]));
}
