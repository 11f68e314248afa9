import type {LoadContext, Plugin} from '@docusaurus/types';
import {DOCS_VERSIONS} from '../src/versions';
import {readDocPages, sharedAnchorsOf} from '../src/examples/docPages';

/**
 * Writes @generated/version-switch/default/shared-anchors.json: for each docs
 * page, the heading ids it shares with its page in the other version
 * (src/versions/pageMap.ts), so that a version switch keeps the reader's
 * section only where the target page has it. The version menu loads it with
 * the map, in an idle moment (src/components/VersionSwitch).
 */
export default function versionSwitch(context: LoadContext): Plugin {
  const maintainCase = context.siteConfig.markdown.anchors.maintainCase;
  return {
    name: 'version-switch',
    getPathsToWatch: () => DOCS_VERSIONS.map((version) => `${version.docsFolder}/**/*.md`),
    async contentLoaded({actions}) {
      await actions.createData('shared-anchors.json', JSON.stringify(sharedAnchorsOf(readDocPages(maintainCase))));
    },
  };
}
