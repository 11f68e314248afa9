import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/examples/**/*.test.ts'],
    testTimeout: 30_000,
    // The engines are 6 MB wasm modules; two cores are better spent on one file at a time.
    fileParallelism: false,
  },
});
