// `docusaurus build`, its output shown as it comes and kept in
// reports/build.log, which tests/e2e/build-output.spec.ts reads: broken
// anchors, markdown links and duplicate routes only warn in the build's
// output, so that spec checks the log of the build it is testing. Used by
// `npm run build` and by `npm test`, so the spec runs alone after either:
//   npm run build && npx playwright test tests/e2e/build-output.spec.ts
// Then the MCP package is made from the sources and this build, and served
// with it: build/ai/textwire-mcp.tgz (mcp/build.mjs, docs-dev/assistants.md).
import {spawn} from 'node:child_process';
import {createWriteStream, mkdirSync} from 'node:fs';

mkdirSync('reports', {recursive: true});
const log = createWriteStream('reports/build.log');

/** Runs a step, its output shown as it comes and kept in the log; resolves to its exit code. */
function step(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {stdio: ['inherit', 'pipe', 'pipe']});
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      log.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      log.write(chunk);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const code =
  (await step('npx', ['docusaurus', 'build', ...process.argv.slice(2)])) ||
  (await step(process.execPath, ['mcp/build.mjs', 'build']));
log.end(() => process.exit(code));
