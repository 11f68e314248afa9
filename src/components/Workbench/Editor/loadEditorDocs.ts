/**
 * The docs of every built-in function and directive, for the template
 * editor's hover and completion: a signature, one or two sentences and the
 * address of its section in the docs of the playground's version. Written at
 * build time from our own docs pages (plugins/editor-docs.ts,
 * src/reference/editorDocsIndex.ts) and loaded the first time the editor
 * asks, never with the page.
 */
import type {EngineVersion} from '@site/src/versions';
import {loadOnce} from '@site/src/client/loadOnce';
import type {EditorDocs, EditorDocsIndex} from '@site/src/language/editorDocs';

export type {EditorDoc, EditorDocs, EditorDocsIndex} from '@site/src/language/editorDocs';

/** A load that failed (the network dropped) is tried afresh next time. */
const loadIndex: () => Promise<EditorDocsIndex> = loadOnce(() =>
  import(/* webpackChunkName: "editor-docs" */ '@generated/editor-docs/default/editor-docs.json').then(
    (module) => module.default,
  ),
);

/** The docs of one version's functions and directives; loaded once for all versions. */
export async function loadEditorDocs(version: EngineVersion): Promise<EditorDocs> {
  const index = await loadIndex();
  const docs = index[version];
  if (!docs)
    throw new Error(`No editor docs for Textwire ${version} (versions with docs: ${Object.keys(index).join(', ')})`);
  return docs;
}
