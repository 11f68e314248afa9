/**
 * "Export as Go project", for real: every runnable docs example is exported
 * with the function the browser uses (from the state its "Try it" link
 * opens), unzipped, built with the Go toolchain against the engine module it
 * requires, and run. Its standard output must be the engine's output byte
 * for byte; for an example that shows an error, the program must exit with
 * status 1 and print the engine's error.
 *
 * Projects whose Go side (main.go, go.mod, go.sum) is the same are one
 * program: it is built once and run in each project's folder, which holds
 * that example's templates and data. The build runs with -mod=readonly, as
 * `go run .` does on a fresh unzip: the zip's go.sum must be complete.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {strFromU8, unzipSync} from 'fflate';
import {afterAll, describe, expect, it} from 'vitest';
import {ENGINE_VERSIONS, type EngineVersion, type EvalResult} from '../../src/engine/client';
import {createNodeEngine} from '../../src/engine/node';
import {APP_ROOT} from '../../src/engine/hostPaths';
import {exportGoProject, PROJECT_NAME} from '../../src/components/Playground/exportGoProject';
import {engineRequest, hasFiles, type PlaygroundState} from '../../src/components/Playground/shareState';
import {exampleState} from '../../src/examples/exampleState';
import {lineOf, loadDocFiles} from '../support/docs';

type Case = {where: string; state: PlaygroundState; folder: string; program: string};

const GO_SIDE = ['main.go', 'go.mod', 'go.sum'];
const root = mkdtempSync(join(tmpdir(), 'tw-export-'));
const engines = new Map(ENGINE_VERSIONS.map((version) => [version, createNodeEngine(version)]));

afterAll(() => {
  for (const engine of engines.values()) engine.dispose();
  rmSync(root, {recursive: true, force: true});
}, 60_000);

/** Unzips a project into its own folder; returns its files by path inside the project. */
function unpack(zip: Uint8Array, folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const [entry, bytes] of Object.entries(unzipSync(zip))) {
    expect(entry.startsWith(`${PROJECT_NAME}/`), `${entry} is outside the project folder`).toBe(true);
    const path = entry.slice(PROJECT_NAME.length + 1);
    files[path] = strFromU8(bytes);
    mkdirSync(dirname(join(folder, path)), {recursive: true});
    writeFileSync(join(folder, path), bytes);
  }
  return files;
}

function expectedRun(result: EvalResult, folder: string): {status: number; stdout: string; stderr: string} {
  if (result.status === 'ok') return {status: 0, stdout: result.output, stderr: ''};
  if (result.status !== 'error') throw new Error(`the engine gave ${result.status}: ${result.message}`);
  // The engine in the page names files under /app; the program names them where it runs.
  return {status: 1, stdout: '', stderr: `${result.message.split(`${APP_ROOT}/`).join(`${folder}/`)}\n`};
}

/**
 * Every multi-file example (they differ most: layouts, components, error
 * paths) and every SINGLE_STRIDE-th one-template example, both versions:
 * each run is a process, and the machine is shared.
 */
const SINGLE_STRIDE = 8;

describe('docs examples exported as Go projects', () => {
  const examples = loadDocFiles()
    .flatMap((doc) => doc.scan.examples.map((example) => ({where: `${doc.path}:${lineOf(example.nodes[0])}`, state: exampleState(example, doc.version)})))
    .filter(({state}, i) => hasFiles(state) || i % SINGLE_STRIDE === 0);

  it(`build with Go and print what the engine prints (${examples.length} examples)`, async () => {
    const started = Date.now();
    const cases: Case[] = [];
    const programs = new Map<string, {folder: string; binary: string}>();
    for (const [i, {where, state}] of examples.entries()) {
      const folder = join(root, `e${i}`);
      const files = unpack(exportGoProject(state).zip, folder);
      const goSide = GO_SIDE.map((name) => files[name]).join('\0');
      if (!programs.has(goSide)) programs.set(goSide, {folder, binary: join(root, `program-${programs.size}`)});
      cases.push({where, state, folder, program: programs.get(goSide)!.binary});
    }

    // As a developer's editor would leave them, then built as `go run .` builds them.
    const buildStarted = Date.now();
    for (const {folder, binary} of programs.values()) {
      expect(execFileSync('gofmt', ['-l', 'main.go'], {cwd: folder, encoding: 'utf8'}), `${folder}/main.go is not gofmt-formatted`).toBe('');
      execFileSync('go', ['build', '-o', binary, '.'], {cwd: folder, stdio: 'pipe', env: {...process.env, GOFLAGS: '-mod=readonly'}});
    }

    const built = (Date.now() - buildStarted) / 1000;

    const counts: Record<string, number> = {};
    for (const {where, state, folder, program} of cases) {
      const expected = expectedRun(await engines.get(state.version)!.request(engineRequest(state)), folder);
      const run = spawnSync(program, [], {cwd: folder, encoding: 'utf8', timeout: 10_000});
      expect({status: run.status, stdout: run.stdout, stderr: run.stderr}, `${where}: the exported program differs from the playground`).toEqual(expected);
      const kind = `${state.version} ${hasFiles(state) ? 'files' : 'one template'} ${expected.status === 0 ? 'output' : 'error'}`;
      counts[kind] = (counts[kind] ?? 0) + 1;
    }
    const seconds = (Date.now() - started) / 1000;
    console.log(`${cases.length} exported examples, ${programs.size} programs built (${built.toFixed(1)} s of the ${seconds.toFixed(1)} s):`, counts);
    // Both versions, one template and several files, outputs and errors.
    for (const version of ENGINE_VERSIONS as readonly EngineVersion[]) {
      for (const shape of ['files', 'one template']) {
        for (const result of ['output', 'error']) expect(counts[`${version} ${shape} ${result}`], `${version} ${shape} ${result}`).toBeGreaterThan(0);
      }
    }
  }, 180_000);
});
