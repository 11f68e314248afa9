/**
 * Prism's core highlights every `language-*` element of the page by itself
 * unless a global `Prism` asks for manual mode before the core loads; React
 * owns those elements here. Imported first by src/prism/prism-react-renderer.ts.
 */
const scope = globalThis as {Prism?: {manual?: boolean; disableWorkerMessageHandler?: boolean}};
scope.Prism = {...scope.Prism, manual: true, disableWorkerMessageHandler: true};

export {};
