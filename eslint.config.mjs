// ESLint (flat config): JavaScript's and typescript-eslint's recommended rules
// and the React hooks rules, without type information so that `npm run lint`
// stays a few seconds long (tsc --noEmit checks the types).
import js from '@eslint/js';
import {defineConfig, globalIgnores} from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores([
    'build/',
    '.docusaurus/',
    'static/',
    'reports/',
    'test-results/',
    'playwright-report/',
    'tests/.tmp/',
    'mcp/.pack/',
    'mcp/.pack-tools/',
  ]),
  {
    linterOptions: {reportUnusedDisableDirectives: 'error'},
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // `{line: _line, ...rest}` leaves a property out of `rest`.
      '@typescript-eslint/no-unused-vars': ['error', {ignoreRestSiblings: true}],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
    languageOptions: {globals: {...globals.browser, ...globals.node}},
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {globals: globals.node},
  },
  {
    // Its page.evaluate and waitForFunction callbacks run in the page.
    files: [
      'scripts/bench.mjs',
      'scripts/bench-search.mjs',
      'scripts/bench-first-output.mjs',
      'scripts/measure-url-limit.mjs',
      'scripts/bench-tour.mjs',
      'scripts/route-weight.mjs',
      'scripts/search-weight.mjs',
      'scripts/bench-engine-calls.mjs',
      'scripts/bench-engine.mjs',
    ],
    languageOptions: {globals: {...globals.node, ...globals.browser}},
  },
);
