import {dirname, join, resolve} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The theme's client module for the navigation progress bar, as the theme lists it (no extension). */
const THEME_PROGRESS_BAR_CLIENT_MODULE = join(
  dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib/nprogress',
);

/**
 * Puts src/client/progressBarOnDemand.ts in place of the theme's progress-bar
 * client module, which it then loads on the first navigation (see that file
 * for why). Only the theme's own reference to it is replaced: ours imports
 * the original by another name. UPGRADING.md lists this tie.
 */
export default function lazyProgressBar(): Plugin {
  return {
    name: 'lazy-progress-bar',
    configureWebpack: () => ({
      resolve: {
        alias: {
          [`${THEME_PROGRESS_BAR_CLIENT_MODULE}$`]: resolve(__dirname, '../src/client/progressBarOnDemand.ts'),
        },
      },
    }),
  };
}
