// `npm test`: every check, in order, stopping at the first that fails.
// Prints one closing line with the counts of Vitest and Playwright together.
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';

mkdirSync('reports', {recursive: true});
// Counts from an earlier run must not be mistaken for this one's.
for (const report of ['reports/vitest.json', 'reports/vitest-mcp.json', 'reports/playwright.json'])
  rmSync(report, {force: true});

function step(name, command, args, {log} = {}) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  const result = spawnSync(command, args, {stdio: log ? ['inherit', 'pipe', 'pipe'] : 'inherit', encoding: 'utf8'});
  if (log) {
    process.stdout.write(result.stdout);
    process.stderr.write(result.stderr);
    writeFileSync(log, result.stdout + result.stderr);
  }
  console.log(
    `=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return result.status === 0;
}

// A test that failed and then passed on a retry is "flaky": it counts as
// passed and is named in the closing line. Only offline-update.spec.ts
// retries (a known wait under heavy load, issue #44); every other spec runs once.
function counts() {
  let passed = 0;
  let failed = 0;
  let flaky = 0;
  for (const report of ['reports/vitest.json', 'reports/vitest-mcp.json']) {
    if (!existsSync(report)) continue;
    const v = JSON.parse(readFileSync(report, 'utf8'));
    passed += v.numPassedTests;
    failed += v.numFailedTests;
  }
  if (existsSync('reports/playwright.json')) {
    const p = JSON.parse(readFileSync('reports/playwright.json', 'utf8'));
    passed += p.stats.expected + p.stats.flaky;
    failed += p.stats.unexpected;
    flaky = p.stats.flaky;
  }
  return {passed, failed, flaky};
}

const ok =
  // A shallow clone gets its whole history first: pages are dated from it (scripts/git-history.mjs).
  step('git history for "last updated" dates', 'node', ['scripts/git-history.mjs']) &&
  step('engine (Go to WebAssembly)', 'node', ['scripts/build-engine.mjs']) &&
  step('typecheck', 'npx', ['tsc', '--noEmit']) &&
  step('lint (ESLint)', 'npm', ['run', '--silent', 'lint']) &&
  step('unit and examples tests (Vitest)', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile=reports/vitest.json',
  ]) &&
  // Keeps its output in reports/build.log (tests/e2e/build-output.spec.ts reads it).
  step('production build', 'node', ['scripts/build-site.mjs']) &&
  // The MCP package's tests install the tarball the build packed (docs-dev/assistants.md).
  step('MCP package from its tarball (Vitest)', 'npx', [
    'vitest',
    'run',
    '--config',
    'mcp/vitest.config.ts',
    '--reporter=default',
    '--reporter=json',
    '--outputFile=reports/vitest-mcp.json',
  ]) &&
  step('browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test']);

const {passed, failed, flaky} = counts();
// A step that fails before its runner counts anything (a type error, a
// failed build) still counts as one failure in the closing line.
const retried = flaky ? ` (${flaky} of them on a retry)` : '';
console.log(`\n${passed} passed${retried}, ${failed || (ok ? 0 : 1)} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
