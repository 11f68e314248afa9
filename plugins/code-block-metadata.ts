import {dirname, join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The theme's code-block helpers: the block context, and the parser of a block's metadata. */
const CODE_BLOCK_UTILS = join(dirname(require.resolve('@docusaurus/theme-common/internal')), 'utils/codeBlockUtils.js');

/**
 * `code-block-metadata` names the theme's code-block helpers
 * (@docusaurus/theme-common/lib/utils/codeBlockUtils.js, which the package
 * does not export by name; UPGRADING.md, tie 13). Imported with a query
 * (`code-block-metadata?for-rendering`), it is a second instance of that
 * module, from which the code-block renderer takes its metadata parser: the
 * bundler trims each instance to what its importers use, and the first one,
 * shared by every page's code-block buttons, then keeps only the block
 * context, not the parser (magic comments, line ranges), which only a block
 * rendered in the browser needs (about 1.3 KB compressed, docs-dev/budgets.md).
 */
export default function codeBlockMetadata(): Plugin {
  return {
    name: 'code-block-metadata',
    configureWebpack: () => ({resolve: {alias: {'code-block-metadata$': CODE_BLOCK_UTILS}}}),
  };
}
