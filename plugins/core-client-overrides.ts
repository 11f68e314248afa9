import {dirname, join, resolve} from 'node:path';
import type {Plugin} from '@docusaurus/types';

const CORE_CLIENT_DIR = join(dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client');
const CORE_CLIENT_ENTRY = join(CORE_CLIENT_DIR, 'clientEntry.js');
const STAGED_CLIENT_ENTRY = resolve(__dirname, '../src/client/stagedClientEntry.tsx');
/** The core's prefetch helper, imported by its ./docusaurus (window.docusaurus) only. */
const CORE_PREFETCH_REQUEST = './prefetch';
const PREFETCH_ONCE = resolve(__dirname, '../src/client/prefetchOnce.ts');
/** The core's route preload, imported as ./preload by its navigation and its ./docusaurus (hover). */
const CORE_PRELOAD_REQUEST = './preload';
const PRELOAD_NAVIGATION = resolve(__dirname, '../src/theme/CodeBlock/preloadNavigation.ts');
/** The only module of the browser bundle that requires tslib, for one helper. */
const UTILS_COMMON_DIR = join(dirname(require.resolve('@docusaurus/utils-common/package.json')), 'lib');
const TSLIB_IMPORT_DEFAULT = resolve(__dirname, '../src/client/tslibImportDefault.ts');

/**
 * Puts our modules in place of some of the core's client modules (see each
 * file for why):
 * - the client entry (src/client/stagedClientEntry.tsx), which calls our
 *   stand-ins for the core's ./docusaurus and ./preload itself
 *   (prefetchWhenIdle.ts, preloadRenderedRoute.ts);
 * - the prefetch helper the core's ./docusaurus calls (src/client/prefetchOnce.ts);
 * - in the browser bundle, the ./preload that the core's navigation and its
 *   ./docusaurus (a link's hover) call (src/theme/CodeBlock/preloadNavigation.ts: they
 *   also wait for the code-block renderer); the server render keeps the core's;
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
