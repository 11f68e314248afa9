/**
 * The docs of every built-in function and directive, for the template
 * editor's hover and completion: a signature, one or two sentences and the
 * address of its section in the docs of the playground's version. Written at
 * build time from our own docs pages (plugins/editor-docs.ts,
 * src/reference/editorDocsIndex.ts) and loaded the first time the editor
 * asks, never with the page.
 */
import type {EngineVersion} from '@site/src/versions';

export type EditorDoc = {
  /** As the docs write it: `.split(separator: str = " "): arr`, `@each(item in array)`. */
  signature: string;
  /** The first one or two sentences of the section, as plain text. */
  summary: string;
  /** The section in the built site: `/docs/v2/functions/str#split`. */
  url: string;
};

export type EditorDocs = {
  /**
   * By value type, then function name. The types are named as the docs'
   * function pages and signatures name them: `str`, `int`, `float`, `bool`,
   * `arr` (v1 has no `bool` functions).
   */
  functions: Record<string, Record<string, EditorDoc>>;
  /** By directive, with its `@`: `@each`. */
  directives: Record<string, EditorDoc>;
};

/** Every docs version's entries, by version name; what the plugin writes. */
export type EditorDocsIndex = Record<EngineVersion, EditorDocs>;

let loading: Promise<EditorDocsIndex> | undefined;

function loadIndex(): Promise<EditorDocsIndex> {
  // A load that failed (the network dropped) is tried afresh next time.
  loading ??= import(/* webpackChunkName: "editor-docs" */ '@generated/editor-docs/default/editor-docs.json').then(
    (module) => module.default,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The docs of one version's functions and directives; loaded once for all versions. */
export async function loadEditorDocs(version: EngineVersion): Promise<EditorDocs> {
  const index = await loadIndex();
  const docs = index[version];
  if (!docs) throw new Error(`No editor docs for Textwire ${version} (versions with docs: ${Object.keys(index).join(', ')})`);
  return docs;
}
