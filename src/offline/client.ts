/**
 * The page's side of offline reading (docs-dev/offline.md), loaded when the
 * page is idle (src/offline/registerWhenIdle.ts), never in a first load, in
 * one chunk ("offline") with the "Save for offline" control and the update
 * notice:
 * registers the service worker that @docusaurus/plugin-pwa builds, tells it
 * which files the page loaded before it took over and which pages the
 * visitor reads, saves the tour by use, offers a new build when one is
 * published, and answers the "Save for offline" control. No React here but
 * the update notice, rendered on its own root as the plugin's own does.
 */
import {engineAssetBase} from '@site/src/engine/assetBase';
import type {CollectionName} from './collections';

/** Set by the plugin (its EnvironmentPlugin) in production builds. */
const SERVICE_WORKER_URL = process.env.PWA_SERVICE_WORKER_URL;
const ACTIVATION = process.env.PWA_OFFLINE_MODE_ACTIVATION_STRATEGIES as unknown as string[] | undefined;
const DEBUG = process.env.PWA_DEBUG as unknown as boolean | undefined;
/** Noted when the visitor removes the offline copy: the tour is then no longer saved by use. */
const REMOVED_KEY = 'textwire.offline.removed';
/** How long an open page waits between two checks for a new build. */
const UPDATE_CHECK_MS = 60_000;

/**
 * `unsupported`: no service workers here (or a development build);
 * `blocked`: the browser refuses this site storage; `starting`: not ready yet.
 */
export type OfflineState =
  | {status: 'unsupported' | 'blocked' | 'starting'}
  | {status: 'ready'; saved: Record<CollectionName, boolean>; sizes: Record<CollectionName, number>};

/** Why a save failed, as the control says it. */
export type SaveProblem = 'full' | 'offline' | 'blocked' | 'failed';

type Reply =
  | {type: 'status'; saved: Record<CollectionName, boolean>; sizes: Record<CollectionName, number>}
  | {type: 'progress'; done: number; total: number}
  | {type: 'done'; saved?: Record<CollectionName, boolean>}
  | {type: 'error'; problem: SaveProblem};

let state: OfflineState = {status: 'starting'};
const listeners = new Set<() => void>();
let registration: ServiceWorkerRegistration | null = null;
/** How long the visitor's Reload waits for the new build before asking its worker again. */
const ASK_AGAIN_MS = 3000;
let lastUpdateCheck = 0;

function setState(next: OfflineState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function offlineState(): OfflineState {
  return state;
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The worker of this page's build: the one in control, else the active one (first visit). */
function worker(): ServiceWorker | null {
  return navigator.serviceWorker.controller ?? registration?.active ?? null;
}

/** Sends a message to the worker and waits for its last answer, passing progress on. */
function ask(message: object, onProgress?: (done: number, total: number) => void, timeoutMs = 10_000): Promise<Reply> {
  const target = worker();
  if (!target) return Promise.resolve({type: 'error', problem: 'failed'});
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    let timer = setTimeout(() => resolve({type: 'error', problem: 'failed'}), timeoutMs);
    channel.port1.onmessage = ({data}: MessageEvent<Reply>) => {
      clearTimeout(timer);
      if (data.type === 'progress') {
        onProgress?.(data.done, data.total);
        // A save takes as long as the network does; it only has to keep moving.
        timer = setTimeout(() => resolve({type: 'error', problem: 'offline'}), 60_000);
        return;
      }
      resolve(data);
    };
    target.postMessage(message, [channel.port2]);
  });
}

async function refreshState(): Promise<void> {
  const reply = await ask({type: 'offline-status'});
  if (reply.type === 'status') setState({status: 'ready', saved: reply.saved, sizes: reply.sizes});
}

/** Saves a collection; resolves with the problem, or null once it is whole on this device. */
export async function save(
  collection: CollectionName,
  onProgress: (done: number, total: number) => void,
): Promise<SaveProblem | null> {
  if (state.status === 'blocked') return 'blocked';
  try {
    localStorage.removeItem(REMOVED_KEY);
  } catch {
    // Storage that throws holds no note to remove; the save goes on.
  }
  const reply = await ask({type: 'offline-save', collection}, onProgress);
  await refreshState();
  return reply.type === 'error' ? reply.problem : null;
}

/** Removes every saved collection of this build (pages read stay until the next build). */
export async function removeOfflineCopy(): Promise<SaveProblem | null> {
  try {
    localStorage.setItem(REMOVED_KEY, '1');
  } catch {
    // Storage full: the tour may be saved again by use; the copy still goes.
  }
  const reply = await ask({type: 'offline-remove'});
  await refreshState();
  return reply.type === 'error' ? reply.problem : null;
}

const mounted = new WeakSet<Element>();

/** Renders the "Save for offline" control into each slot of the page (src/components/OfflineCopy) not done yet. */
async function mountOfflineCopies(): Promise<void> {
  const slots = [...document.querySelectorAll('[data-offline-copy]')].filter((slot) => !mounted.has(slot));
  if (slots.length === 0) return;
  for (const slot of slots) mounted.add(slot);
  const [{createRoot}, {default: Panel}, React] = await Promise.all([
    import('react-dom/client'),
    import(/* webpackChunkName: "offline" */ '@site/src/offline/Panel'),
    import('react'),
  ]);
  for (const slot of slots) createRoot(slot).render(React.createElement(Panel));
}

/**
 * After a navigation within the site: the new page's slots get the control,
 * the page is stored (its document was never fetched), and now and then the
 * worker checks for a new build.
 */
export function pageRead(pathname: string): void {
  void mountOfflineCopies();
  if (state.status !== 'ready') return;
  void ask({type: 'offline-keep', urls: [pathname]});
  if (Date.now() - lastUpdateCheck > UPDATE_CHECK_MS) checkForUpdate();
}

function checkForUpdate(): void {
  lastUpdateCheck = Date.now();
  registration?.update().catch(() => undefined);
}

/** Shows the update notice (src/theme/PwaReloadPopup); on consent the new build takes over and the page reloads. */
async function offerUpdate(waiting: ServiceWorker): Promise<void> {
  if (document.getElementById('offline-update')) return;
  const container = document.createElement('div');
  container.id = 'offline-update';
  document.body.appendChild(container);
  const [{createRoot}, {default: UpdateNotice}, React] = await Promise.all([
    import('react-dom/client'),
    import(/* webpackChunkName: "offline" */ '@theme/PwaReloadPopup'),
    import('react'),
  ]);
  createRoot(container).render(
    React.createElement(UpdateNotice, {
      onReload() {
        // Reload once the new build is in control: on the controller's
        // change, or on the worker's own state if that change was missed
        // (it took over already, or another tab's Reload made it redundant).
        let reloading = false;
        const reload = () => {
          if (reloading) return;
          reloading = true;
          window.location.reload();
        };
        navigator.serviceWorker.addEventListener('controllerchange', reload, {once: true});
        const settled = () => waiting.state === 'activated' || waiting.state === 'redundant';
        waiting.addEventListener('statechange', () => settled() && reload());
        if (settled()) return reload();
        // Asked again every few seconds of the wait, of the worker waiting then:
        // a message to a worker the browser is stopping or starting can be lost.
        const ask = () => (registration?.waiting ?? waiting).postMessage({type: 'SKIP_WAITING'});
        ask();
        const again = window.setInterval(() => (reloading ? window.clearInterval(again) : ask()), ASK_AGAIN_MS);
      },
    }),
  );
}

function watchForUpdates(registered: ServiceWorkerRegistration): void {
  const offer = () => {
    // With no worker in control this is the first one: nothing to update.
    if (registered.waiting && navigator.serviceWorker.controller) void offerUpdate(registered.waiting);
  };
  const follow = (installing: ServiceWorker | null) =>
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer();
    });
  offer();
  // A worker may be installing already (found by this very visit).
  follow(registered.installing);
  registered.addEventListener('updatefound', () => follow(registered.installing));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && Date.now() - lastUpdateCheck > UPDATE_CHECK_MS) checkForUpdate();
  });
}

/**
 * The engine's files a page fetched before the worker took it over: the
 * engine runs in a worker of its own, whose fetches are not in the page's
 * resource timings, so they are named here. The playground and the lessons
 * start on the current engine (src/engine/browser.ts); another version run
 * later is fetched through the service worker and kept as it is used.
 */
function enginesOfPage(pathname: string): string[] {
  if (!/^\/(playground|tour\/.)/.test(pathname)) return [];
  return [`${engineAssetBase()}wasm_exec.js`, `${engineAssetBase()}textwire-v2.wasm`];
}

/** Registers the worker and starts offline reading; called once, when the page is idle. */
export async function startOffline(): Promise<void> {
  void mountOfflineCopies();
  if (!SERVICE_WORKER_URL || !('serviceWorker' in navigator) || typeof caches === 'undefined') {
    setState({status: 'unsupported'});
    return;
  }
  const offlineMode = Boolean(ACTIVATION?.includes('always'));
  const url = `${SERVICE_WORKER_URL}?params=${encodeURIComponent(JSON.stringify({offlineMode, debug: DEBUG}))}`;
  let registered: ServiceWorkerRegistration | undefined;
  try {
    registered = await navigator.serviceWorker.register(url);
  } catch (error) {
    // Storage blocked for this site (or a browser setting): the site works online as before.
    console.warn('Offline reading is off: the browser refused the service worker.', error);
  }
  // Some embedders answer a blocked registration with nothing at all.
  if (!registered) {
    setState({status: 'blocked'});
    return;
  }
  registration = registered;
  lastUpdateCheck = Date.now();
  watchForUpdates(registered);
  await navigator.serviceWorker.ready;
  await refreshState();
  const loaded = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .concat(window.location.pathname, enginesOfPage(window.location.pathname));
  await ask({type: 'offline-keep', urls: loaded}, undefined, 60_000);
  if (window.location.pathname.startsWith('/tour')) wanted.add('tour');
  await saveWanted();
}

/** The collections saved by use once the worker is ready: the tour when it is opened, search when it is used. */
const wanted = new Set<CollectionName>();

/** Whether the visitor removed the offline copy (then nothing is saved by use); storage that throws has no such note. */
function removedByVisitor(): boolean {
  try {
    return Boolean(localStorage.getItem(REMOVED_KEY));
  } catch {
    return false;
  }
}

async function saveWanted(): Promise<void> {
  if (state.status !== 'ready' || removedByVisitor()) return;
  for (const name of wanted) {
    wanted.delete(name);
    if (!state.saved[name]) await save(name, () => undefined);
  }
}

/**
 * Saves a collection by use (in the background, as the tour is when opened):
 * now if the worker is ready, else once startOffline has made it ready. Not
 * after the visitor removed the offline copy.
 */
export function saveByUse(name: CollectionName): void {
  wanted.add(name);
  void saveWanted();
}
