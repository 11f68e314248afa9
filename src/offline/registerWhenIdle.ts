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

type OfflineClient = typeof import('./client');
let client: Promise<OfflineClient> | null = null;

/** The offline code: one chunk, shared with the "Save for offline" control. */
export function loadOfflineClient(): Promise<OfflineClient> {
  client ??= import(/* webpackChunkName: "offline" */ './client');
  return client;
}

function start(): void {
  // Playwright's route weights switch idle callbacks off: nothing starts there.
  setTimeout(() => requestIdleCallback(() => void loadOfflineClient().then((loaded) => loaded.startOffline())), 2000);
}

const registerWhenIdle: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!previousLocation) {
      if (document.readyState === 'complete') start();
      else window.addEventListener('load', start, {once: true});
    } else if (client && location.pathname !== previousLocation.pathname) {
      void client.then((loaded) => loaded.pageRead(location.pathname));
    }
  },
};

export default registerWhenIdle;
