import {dirname, join, resolve} from 'node:path';
import type {Plugin} from '@docusaurus/types';

const CORE_CLIENT_DIR = join(dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client');
const CORE_CLIENT_ENTRY = join(CORE_CLIENT_DIR, 'clientEntry.js');
const STAGED_CLIENT_ENTRY = resolve(__dirname, '../src/client/stagedClientEntry.tsx');

/**
 * Our modules that stand in for three of the core's internal client modules,
 * imported by the core's own client code only. Each still calls the original;
 * see each file for why. The client entry is replaced too (below); it
 * imports our stand-ins itself.
 */
const OVERRIDES: Record<string, string> = {
  './docusaurus': resolve(__dirname, '../src/client/prefetchWhenIdle.ts'),
  './prefetch': resolve(__dirname, '../src/client/prefetchOnce.ts'),
  './preload': resolve(__dirname, '../src/client/preloadRenderedRoute.ts'),
};

export default function coreClientOverrides(): Plugin {
  return {
    name: 'core-client-overrides',
    configureWebpack: (_config, _isServer, {currentBundler}) => ({
      plugins: [
        new currentBundler.instance.NormalModuleReplacementPlugin(/^\.\/(docusaurus|prefetch|preload)$/, (resource: {context: string; request: string}) => {
          if (resource.context === CORE_CLIENT_DIR) resource.request = OVERRIDES[resource.request] ?? resource.request;
        }),
        new currentBundler.instance.NormalModuleReplacementPlugin(/clientEntry\.js$/, (resource: {request: string}) => {
          if (resource.request === CORE_CLIENT_ENTRY) resource.request = STAGED_CLIENT_ENTRY;
        }),
      ],
    }),
  };
}
