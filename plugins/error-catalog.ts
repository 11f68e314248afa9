import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {DOCS_VERSIONS} from '../src/versions';
import {ERRORS_FOLDER, readDocEntries} from '../src/errors/catalog';
import type {ErrorIndex} from '../src/errors/explain';

/**
 * Writes the error reference's entries of every docs version (each id,
 * message and address) as @generated/error-catalog/default/errors.json,
 * which src/components/ErrorExplanation loads when an error is first shown.
 * Addresses are the docs plugin's own permalinks, so a link goes where the
 * page is served. Which engine messages need an entry is checked by
 * tests/unit/errors.test.ts, against the engines' `fail` packages.
 */
export default function errorCatalog(context: LoadContext): Plugin {
  return {
    name: 'error-catalog',
    getPathsToWatch: () => DOCS_VERSIONS.map((version) => `${version.docsFolder}/${ERRORS_FOLDER}/**/*.md`),
    async allContentLoaded({allContent, actions}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      if (!docsContent) throw new Error('error-catalog: the docs plugin loaded no content');
      const permalinks = new Map(
        docsContent.loadedVersions.flatMap((version) =>
          version.docs.map((doc) => [doc.source, doc.permalink] as const),
        ),
      );
      const index: ErrorIndex = {};
      for (const version of DOCS_VERSIONS) {
        index[version.name] = readDocEntries(context.siteDir, version).map((entry) => {
          const source = `@site/${version.docsFolder}/${entry.path}`;
          const permalink = permalinks.get(source);
          if (!permalink) throw new Error(`error-catalog: the docs plugin has no page for ${source}`);
          const url = `${permalink}#${entry.id}`;
          return entry.also
            ? {id: entry.id, message: entry.message, url, also: entry.also}
            : {id: entry.id, message: entry.message, url};
        });
      }
      await actions.createData('errors.json', JSON.stringify(index));
    },
  };
}
