import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

/**
 * The MCP package's tests (tests/mcp): they install the tarball the
 * production build packs, so `npm test` runs them after the build:
 *   node scripts/build-site.mjs && npx vitest run --config mcp/vitest.config.ts
 */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['tests/mcp/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
