/** The docs as the tests read them: the same reading as the playground's examples menu (src/examples/docs.ts). */
export * from '../../src/examples/docs';
