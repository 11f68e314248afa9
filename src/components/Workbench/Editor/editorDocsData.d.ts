/** Written at build time by plugins/editor-docs.ts. */
declare module '@generated/editor-docs/default/editor-docs.json' {
  const index: import('@site/src/language/editorDocs').EditorDocsIndex;
  export default index;
}
