import type {Plugin} from '@docusaurus/types';

/**
 * `import text from './file?raw'` gives a file's text as a string, as Vite
 * (and so Vitest) does on its own: the Go export (src/playground/
 * exportGoProject.ts) takes the engine's go.mod and go.sum this way, at build
 * time, so the site and the tests read the same files.
 */
export default function rawText(): Plugin {
  return {
    name: 'raw-text',
    configureWebpack: () => ({
      module: {rules: [{resourceQuery: /^\?raw$/, type: 'asset/source'}]},
    }),
  };
}
