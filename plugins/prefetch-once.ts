import {dirname, join, resolve} from 'node:path';
import type {Plugin} from '@docusaurus/types';

const CORE_CLIENT_DIR = join(dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client');
const PREFETCH_ONCE = resolve(__dirname, '../src/client/prefetchOnce.ts');

/**
 * Puts src/client/prefetchOnce.ts in place of the core's link-prefetch helper
 * (`./prefetch`, imported by the core's own client code only); see that file
 * for why. Our module still calls the original to do the prefetching.
 */
export default function prefetchOnce(): Plugin {
  return {
    name: 'prefetch-once',
    configureWebpack: (_config, _isServer, {currentBundler}) => ({
      plugins: [
        new currentBundler.instance.NormalModuleReplacementPlugin(/^\.\/prefetch$/, (resource: {context: string; request: string}) => {
          if (resource.context === CORE_CLIENT_DIR) resource.request = PREFETCH_ONCE;
        }),
      ],
    }),
  };
}
