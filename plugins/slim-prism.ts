import {dirname, join, resolve} from 'node:path';
import type {Plugin} from '@docusaurus/types';

const THEME_LANGUAGES_CLIENT_MODULE = join(
  dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib/prism-include-languages',
);

/** The theme's code-block helpers: the block context, and the parser of a block's metadata. */
const CODE_BLOCK_UTILS = join(dirname(require.resolve('@docusaurus/theme-common/internal')), 'utils/codeBlockUtils.js');

/**
 * Puts src/prism/prism-react-renderer.ts in place of the `prism-react-renderer`
 * package in the site's bundles (browser and server render alike, so the
 * server's markup is what the browser hydrates). The theme's own imports stay
 * as they are; only what they resolve to changes. See that file for why.
 *
 * It also turns off the theme's client module that defines Prism's languages
 * when every page starts, which kept Prism in the start-up bundle: the code
 * block defines them on first use instead (src/prism/site-languages.ts).
 *
 * `code-block-metadata` names the theme's code-block helpers
 * (@docusaurus/theme-common/lib/utils/codeBlockUtils.js, which the package
 * does not export by name). Imported with a query
 * (`code-block-metadata?for-rendering`), it is a second instance of that
 * module, from which the code-block renderer takes its metadata parser: the
 * bundler trims each instance to what its importers use, and the first one,
 * shared by every page's code-block buttons, then keeps only the block
 * context, not the parser (magic comments, line ranges), which only a block
 * rendered in the browser needs (about 1.3 KB compressed, docs-dev/budgets.md).
 *
 * And it tells the code which bundle it is in (`process.env.SITE_BUNDLE`,
 * 'server' or 'client'): the server render draws every code block (with
 * Prism) and every Try it link (with the link codec), so they are part of its
 * bundle, while the browser loads them only for what it renders itself
 * (src/theme/CodeBlock/renderer.ts, src/components/RunnableExample/TryItBar.tsx).
 */
export default function slimPrism(): Plugin {
  return {
    name: 'slim-prism',
    configureWebpack: (_config, isServer, {currentBundler}) => ({
      plugins: [
        new currentBundler.instance.DefinePlugin({
          'process.env.SITE_BUNDLE': JSON.stringify(isServer ? 'server' : 'client'),
        }),
      ],
      resolve: {
        alias: {
          'prism-react-renderer$': resolve(__dirname, '../src/prism/prism-react-renderer.ts'),
          'code-block-metadata$': CODE_BLOCK_UTILS,
          [`${THEME_LANGUAGES_CLIENT_MODULE}$`]: resolve(__dirname, '../src/prism/no-startup-languages.ts'),
        },
      },
    }),
  };
}
