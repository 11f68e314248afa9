import type {Plugin} from '@docusaurus/types';
import {loadDocFiles} from '../src/examples/docs';
import {menuExamples, type MenuExample} from '../src/examples/menu';

/**
 * Writes the playground's examples menu (src/examples/menu.ts) as
 * @generated/examples-menu/default/examples.json, which the playground
 * loads when the menu is first opened.
 */
export default function examplesMenu(): Plugin {
  return {
    name: 'examples-menu',
    getPathsToWatch: () => ['versioned_docs/**/*.md'],
    loadContent: (): MenuExample[] => menuExamples(loadDocFiles()),
    async contentLoaded({content, actions}) {
      await actions.createData('examples.json', JSON.stringify(content));
    },
  };
}
