/** Written at build time by plugins/error-catalog.ts. */
declare module '@generated/error-catalog/default/errors.json' {
  const index: import('./explain').ErrorIndex;
  export default index;
}
