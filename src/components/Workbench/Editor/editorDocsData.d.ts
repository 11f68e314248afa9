/** Written at build time by plugins/editor-docs.ts. */
declare module '@generated/editor-docs/default/editor-docs.json' {
  const index: import('./editorDocs').EditorDocsIndex;
  export default index;
}
