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
import {execFile, execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {strFromU8, unzipSync} from 'fflate';
import {afterAll, describe, expect, it} from 'vitest';
import {ENGINE_VERSIONS, type EngineVersion, type EvalResult} from '../../src/engine/client';
import {createNodeEngine} from '../../src/engine/node';
import {APP_ROOT} from '../../src/engine/hostPaths';
import {exportGoProject, PROJECT_NAME} from '../../src/workbench/exportGoProject';
import {engineRequest, outcomeOf} from '../../src/workbench/run';
import {hasFiles, type WorkbenchState} from '../../src/workbench/state';
import {exampleState} from '../../src/examples/exampleState';
import {lineOf, loadDocFiles} from '../support/docs';

type Case = {where: string; state: WorkbenchState; folder: string; program: string};

const GO_SIDE = ['main.go', 'go.mod', 'go.sum'];
/** Builds and runs at once: the machine is shared, and each waits much on the others. */
const PARALLEL = 4;

type Run = {status: number | null; stdout: string; stderr: string};

function runFile(file: string, args: string[], options: {cwd: string; env?: NodeJS.ProcessEnv}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(file, args, {...options, encoding: 'utf8', timeout: 60_000}, (error, stdout, stderr) => {
      resolve({status: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr});
    });
  });
}

/** Calls work on every item, PARALLEL at a time, keeping the order of the results. */
async function inParallel<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]);
    }
  };
  await Promise.all(Array.from({length: PARALLEL}, worker));
  return results;
}
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

/** What the exported program must do: the engine's run, or for a template that panics, the same Go panic. */
type Expected = Run | {panic: string};

function expectedRun(result: EvalResult, folder: string): Expected {
  if (result.status === 'ok') return {status: 0, stdout: result.output, stderr: ''};
  if (result.status === 'crash' && 'panic' in result) return {panic: result.panic};
  if (result.status !== 'error') throw new Error(`the engine gave ${result.status}: ${outcomeOf(result).message}`);
  // The engine in the page names files under /app; the program names them where it runs.
  return {status: 1, stdout: '', stderr: `${result.message.split(`${APP_ROOT}/`).join(`${folder}/`)}\n`};
}

/**
 * Which examples: each multi-file example whose page is home.tw or in a
 * folder (layouts/main.tw: the page's name is a path), and every
 * SINGLE_STRIDE-th one-template example, both versions. Other page names
 * would each be one more program to build (about 3 s on this shared
 * machine) and test nothing new.
 */
const SINGLE_STRIDE = 8;
const chosen = (state: WorkbenchState, i: number) =>
  hasFiles(state) ? state.page === 'home.tw' || state.page.includes('/') : i % SINGLE_STRIDE === 0;

describe('docs examples exported as Go projects', () => {
  const examples = loadDocFiles()
    .flatMap((doc) =>
      doc.scan.examples.map((example) => ({
        where: `${doc.path}:${lineOf(example.nodes[0])}`,
        state: exampleState(example, doc.version),
      })),
    )
    .filter(({state}, i) => chosen(state, i));

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

    // The engine's answers, while the programs build: as a developer's editor
    // would leave them (gofmt), then built as `go run .` builds them.
    const engineAnswers = (async () => {
      const answers: Expected[] = [];
      for (const {state, folder} of cases)
        answers.push(expectedRun(await engines.get(state.version)!.request(engineRequest(state)), folder));
      return answers;
    })();
    const buildStarted = Date.now();
    const builds = await inParallel([...programs.values()], async ({folder, binary}) => {
      expect(
        execFileSync('gofmt', ['-l', 'main.go'], {cwd: folder, encoding: 'utf8'}),
        `${folder}/main.go is not gofmt-formatted`,
      ).toBe('');
      return {
        folder,
        ...(await runFile('go', ['build', '-o', binary, '.'], {
          cwd: folder,
          env: {...process.env, GOFLAGS: '-mod=readonly'},
        })),
      };
    });
    for (const build of builds) expect(build, `go build in ${build.folder}`).toMatchObject({status: 0});
    const built = (Date.now() - buildStarted) / 1000;
    const expected = await engineAnswers;
    const runs = await inParallel(cases, ({folder, program}) => runFile(program, [], {cwd: folder}));

    const counts: Record<string, number> = {};
    for (const [i, {where, state}] of cases.entries()) {
      const want = expected[i];
      if ('panic' in want) {
        // Go prints the panic's value, then a trace of the goroutines, and exits with status 2.
        expect(runs[i], `${where}: the exported program does not panic as the playground's engine does`).toMatchObject({
          status: 2,
          stdout: '',
        });
        expect(runs[i].stderr, where).toContain(`panic: ${want.panic}`);
      } else expect(runs[i], `${where}: the exported program differs from the playground`).toEqual(want);
      const kind = `${state.version} ${hasFiles(state) ? 'files' : 'one template'} ${'panic' in want ? 'panic' : want.status === 0 ? 'output' : 'error'}`;
      counts[kind] = (counts[kind] ?? 0) + 1;
    }
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `${cases.length} exported examples, ${programs.size} programs built (${built.toFixed(1)} s of the ${seconds.toFixed(1)} s):`,
      counts,
    );
    // Both versions, one template and several files, outputs and errors.
    for (const version of ENGINE_VERSIONS as readonly EngineVersion[]) {
      for (const shape of ['files', 'one template']) {
        for (const result of ['output', 'error'])
          expect(counts[`${version} ${shape} ${result}`], `${version} ${shape} ${result}`).toBeGreaterThan(0);
      }
    }
  }, 180_000);
});
