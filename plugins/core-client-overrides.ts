import {dirname, join, resolve} from 'node:path';
import type {Plugin} from '@docusaurus/types';

const CORE_CLIENT_ENTRY = join(dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client', 'clientEntry.js');
const STAGED_CLIENT_ENTRY = resolve(__dirname, '../src/client/stagedClientEntry.tsx');

/**
 * Puts our client entry (src/client/stagedClientEntry.tsx) in place of the
 * core's; see that file for why. The entry calls our stand-in for the core's
 * ./preload itself (preloadRenderedRoute.ts), which differs from the core's
 * only in the entry's first call, so the core's other importers (navigations,
 * the server render) keep theirs. UPGRADING.md lists this tie and its figures.
 */
export default function coreClientOverrides(): Plugin {
  return {
    name: 'core-client-overrides',
    configureWebpack: (_config, _isServer, {currentBundler}) => ({
      plugins: [
        new currentBundler.instance.NormalModuleReplacementPlugin(/clientEntry\.js$/, (resource: {request: string}) => {
          if (resource.request === CORE_CLIENT_ENTRY) resource.request = STAGED_CLIENT_ENTRY;
        }),
      ],
    }),
  };
}
