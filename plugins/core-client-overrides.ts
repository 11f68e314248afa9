import {dirname, join, resolve} from 'node:path';
import type {Plugin} from '@docusaurus/types';

const CORE_CLIENT_DIR = join(dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client');
const CORE_CLIENT_ENTRY = join(CORE_CLIENT_DIR, 'clientEntry.js');
const STAGED_CLIENT_ENTRY = resolve(__dirname, '../src/entry/stagedClientEntry.tsx');
/** The core's route preload, imported as ./preload by its navigation (PendingNavigation.js). */
const CORE_PRELOAD_REQUEST = './preload';
const PRELOAD_NAVIGATION = resolve(__dirname, '../src/theme/CodeBlock/preloadNavigation.ts');
/** The only module of the browser bundle that requires tslib, for one helper. */
const UTILS_COMMON_DIR = join(dirname(require.resolve('@docusaurus/utils-common/package.json')), 'lib');
const TSLIB_IMPORT_DEFAULT = resolve(__dirname, '../src/client/tslibImportDefault.ts');

/**
 * Puts our modules in place of some of the core's client modules (see each
 * file for why):
 * - the client entry (src/entry/stagedClientEntry.tsx), which sets
 *   window.docusaurus itself (no prefetch; the preload below) and calls our
 *   stand-in for the core's ./preload for the first render
 *   (preloadRenderedRoute.ts);
 * - in the browser bundle, the ./preload that the core's navigation calls
 *   (src/theme/CodeBlock/preloadNavigation.ts, which the staged entry also calls on a
 *   link's hover: it waits for the code-block renderer too); the server
 *   render keeps the core's;
 * - in the browser bundle, all of tslib for @docusaurus/utils-common, which
 *   calls one helper of it (src/client/tslibImportDefault.ts).
 * UPGRADING.md lists these ties.
 */
export default function coreClientOverrides(): Plugin {
  return {
    name: 'core-client-overrides',
    configureWebpack: (_config, isServer, {currentBundler}) => ({
      plugins: [
        ...(isServer
          ? []
          : [
              new currentBundler.instance.NormalModuleReplacementPlugin(
                /^\.\/preload$/,
                (resource: {context: string; request: string}) => {
                  if (resource.context === CORE_CLIENT_DIR && resource.request === CORE_PRELOAD_REQUEST)
                    resource.request = PRELOAD_NAVIGATION;
                },
              ),
              new currentBundler.instance.NormalModuleReplacementPlugin(
                /^tslib$/,
                (resource: {context: string; request: string}) => {
                  if (resource.context === UTILS_COMMON_DIR) resource.request = TSLIB_IMPORT_DEFAULT;
                },
              ),
            ]),
        new currentBundler.instance.NormalModuleReplacementPlugin(/clientEntry\.js$/, (resource: {request: string}) => {
          if (resource.request === CORE_CLIENT_ENTRY) resource.request = STAGED_CLIENT_ENTRY;
        }),
      ],
    }),
  };
}
