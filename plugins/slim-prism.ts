import {resolve} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Puts src/prism/prism-react-renderer.ts in place of the `prism-react-renderer`
 * package in the site's bundles (browser and server render alike, so the
 * server's markup is what the browser hydrates). The theme's own imports stay
 * as they are; only what they resolve to changes. See that file for why.
 */
export default function slimPrism(): Plugin {
  return {
    name: 'slim-prism',
    configureWebpack: () => ({
      resolve: {
        alias: {'prism-react-renderer$': resolve(__dirname, '../src/prism/prism-react-renderer.ts')},
      },
    }),
  };
}
