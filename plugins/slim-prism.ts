import {dirname, join, resolve} from 'node:path';
import type {Plugin} from '@docusaurus/types';

const THEME_LANGUAGES_CLIENT_MODULE = join(
  dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib/prism-include-languages',
);

/**
 * Slim Prism (UPGRADING.md, tie 3). Puts src/prism/prism-react-renderer.ts
 * in place of the `prism-react-renderer` package in the site's bundles
 * (browser and server render alike, so the server's markup is what the
 * browser hydrates). The theme's own imports stay as they are; only what
 * they resolve to changes. See that file for why.
 *
 * It also turns off the theme's client module that defines Prism's languages
 * when every page starts, which kept Prism in the start-up bundle: the code
 * block defines them on first use instead (src/theme/CodeBlock/Content/site-languages.ts).
 */
export default function slimPrism(): Plugin {
  return {
    name: 'slim-prism',
    configureWebpack: () => ({
      resolve: {
        alias: {
          'prism-react-renderer$': resolve(__dirname, '../src/prism/prism-react-renderer.ts'),
          [`${THEME_LANGUAGES_CLIENT_MODULE}$`]: resolve(__dirname, '../src/prism/no-startup-languages.ts'),
        },
      },
    }),
  };
}
