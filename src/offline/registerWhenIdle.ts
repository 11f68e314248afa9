/**
 * The service worker's registration (@docusaurus/plugin-pwa's `swRegister`
 * option, in place of the plugin's own, which registers while the page is
 * still starting): a client module that waits until the first page has
 * rendered, the window has loaded, two more seconds have passed and the
 * browser is idle, then loads src/offline/client.ts. Nothing of offline
 * reading is in a first load but these lines (docs-dev/offline.md,
 * docs-dev/budgets.md). Kept to plain browser calls: they are in every page.
 */
import type {ClientModule} from '@docusaurus/types';
import {loadOnce} from '../client/loadOnce';
import {SEARCH_USED_EVENT} from '../search/events';

type OfflineClient = typeof import('./client');
/** Whether the offline code was asked for on this visit. */
let asked = false;
const loadClient = loadOnce(() => import(/* webpackChunkName: "offline" */ './client'));

/** The offline code: one chunk, shared with the "Save for offline" control; a failed load is tried again. */
export function loadOfflineClient(): Promise<OfflineClient> {
  asked = true;
  return loadClient();
}

function start(): void {
  // Playwright's route weights switch idle callbacks off: nothing starts there.
  setTimeout(
    () =>
      requestIdleCallback(() =>
        loadOfflineClient().then(
          (loaded) => loaded.startOffline(),
          // Offline before its code came: it starts once the network is back.
          () => window.addEventListener('online', start, {once: true}),
        ),
      ),
    2000,
  );
}

// Search used once is saved for offline use when the page is idle (src/search/events.ts).
if (typeof window !== 'undefined') {
  window.addEventListener(SEARCH_USED_EVENT, () => {
    if (typeof requestIdleCallback !== 'function') return;
    requestIdleCallback(() =>
      loadOfflineClient().then(
        (offline) => offline.saveByUse('search'),
        () => undefined,
      ),
    );
  });
}

const registerWhenIdle: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!previousLocation) {
      if (document.readyState === 'complete') start();
      else window.addEventListener('load', start, {once: true});
    } else if (asked && location.pathname !== previousLocation.pathname) {
      loadOfflineClient().then(
        (loaded) => loaded.pageRead(location.pathname),
        () => undefined,
      );
    }
  },
};

export default registerWhenIdle;
