/** Written at build time by plugins/version-switch.ts. */
declare module '@generated/version-switch/default/shared-anchors.json' {
  const anchors: import('../../examples/docPages').SharedAnchors;
  export default anchors;
}
