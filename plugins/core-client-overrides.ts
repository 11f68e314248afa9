import {dirname, join, resolve} from 'node:path';
import type {Plugin} from '@docusaurus/types';

const CORE_CLIENT_DIR = join(dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client');
const CORE_CLIENT_ENTRY = join(CORE_CLIENT_DIR, 'clientEntry.js');
const STAGED_CLIENT_ENTRY = resolve(__dirname, '../src/client/stagedClientEntry.tsx');
/** The core's prefetch helper, imported by its ./docusaurus (window.docusaurus) only. */
const CORE_PREFETCH_REQUEST = './prefetch';
const PREFETCH_ONCE = resolve(__dirname, '../src/client/prefetchOnce.ts');

/**
 * Puts our client entry (src/client/stagedClientEntry.tsx) in place of the
 * core's, and our prefetch helper (src/client/prefetchOnce.ts) in place of
 * the one the core's ./docusaurus calls; see each file for why. The entry
 * calls our stand-ins for the core's ./docusaurus and ./preload itself
 * (prefetchWhenIdle.ts, preloadRenderedRoute.ts), so those two need no
 * replacement: the core's entry was the only importer of ./docusaurus, and
 * ours differs from the core's ./preload only in the entry's first call, so
 * its other importers (navigations, the server render) lose nothing.
 * UPGRADING.md lists these ties.
 */
export default function coreClientOverrides(): Plugin {
  return {
    name: 'core-client-overrides',
    configureWebpack: (_config, _isServer, {currentBundler}) => ({
      plugins: [
        new currentBundler.instance.NormalModuleReplacementPlugin(
          /^\.\/prefetch$/,
          (resource: {context: string; request: string}) => {
            if (resource.context === CORE_CLIENT_DIR && resource.request === CORE_PREFETCH_REQUEST)
              resource.request = PREFETCH_ONCE;
          },
        ),
        new currentBundler.instance.NormalModuleReplacementPlugin(/clientEntry\.js$/, (resource: {request: string}) => {
          if (resource.request === CORE_CLIENT_ENTRY) resource.request = STAGED_CLIENT_ENTRY;
        }),
      ],
    }),
  };
}
