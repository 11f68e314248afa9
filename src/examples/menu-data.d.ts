/** Written at build time by plugins/examples-menu.ts. */
declare module '@generated/examples-menu/default/examples.json' {
  const examples: import('./menu').MenuExample[];
  export default examples;
}
