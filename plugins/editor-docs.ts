import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {DOCS_VERSIONS} from '../src/versions';
import {editorDocsOf, parseReferencePages} from '../src/reference/editorDocsIndex';
import type {EditorDocsIndex} from '../src/language/editorDocs';

/**
 * Writes the template editor's docs of functions and directives
 * (src/reference/editorDocsIndex.ts) for every docs version as
 * @generated/editor-docs/default/editor-docs.json, which the playground
 * loads when its editor first asks (editorDocs.ts). Page addresses are the
 * docs plugin's own permalinks, so a link goes where the docs are served.
 */
export default function editorDocs(context: LoadContext): Plugin {
  const maintainCase = context.siteConfig.markdown.anchors.maintainCase;
  return {
    name: 'editor-docs',
    getPathsToWatch: () => DOCS_VERSIONS.map((version) => `${version.docsFolder}/**/*.md`),
    async allContentLoaded({allContent, actions}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      if (!docsContent) throw new Error('editor-docs: the docs plugin loaded no content');
      const permalinks = new Map(
        docsContent.loadedVersions.flatMap((version) =>
          version.docs.map((doc) => [doc.source, doc.permalink] as const),
        ),
      );
      const index: EditorDocsIndex = {};
      for (const version of DOCS_VERSIONS) {
        const pages = parseReferencePages(version).map((page) => {
          const source = `@site/${version.docsFolder}/${page.path}`;
          const permalink = permalinks.get(source);
          if (!permalink) throw new Error(`editor-docs: the docs plugin has no page for ${source}`);
          return {...page, permalink};
        });
        index[version.name] = editorDocsOf(pages, maintainCase);
      }
      await actions.createData('editor-docs.json', JSON.stringify(index));
    },
  };
}
