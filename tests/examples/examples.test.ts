/**
 * Runs every Textwire example in the docs (and blog) against the engine of
 * its docs version and compares with the output or error the page shows.
 * Writes reports/examples.json with per-version counts.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {ENGINE_VERSIONS, type EngineClient, type EngineVersion} from '../../src/engine/client';
import {createNodeEngine} from '../../src/engine/node';
import type {Code} from 'mdast';
import {parseMeta, shownText, type Example} from '../../src/examples/scan';
import {exampleState} from '../../src/examples/exampleState';
import {llmsSmallDoc} from '../../src/llms/llmsSmall';
import {playgroundHref} from '../../src/workbench/link';
import {linkState} from '../support/links';
import {comparedVersions} from '../../src/workbench/compare';
import {runState, type Outcome} from '../../src/workbench/run';
import {lineOf, loadDocFiles, SITE_ROOT, type DocFile} from '../support/docs';
import {ENGINE_DIR, ENGINE_MODULES, nativeRunner, renderFiles, renderString, type NativeResult} from '../support/go';

// The docs, the blog, and the source of /llms-small.txt, whose examples must hold as the docs' do.
const docs = [...loadDocFiles(), llmsSmallDoc(SITE_ROOT)];
const engines = new Map<EngineVersion, EngineClient>(ENGINE_VERSIONS.map((v) => [v, createNodeEngine(v)]));
const engineOf = (version: EngineVersion) => engines.get(version)!;

// The native runner is compiled once, before the first multi-file example: on a machine whose Go
// build cache is cold that compile alone can outlast one example's time limit.
beforeAll(() => void nativeRunner(), 300_000);

type Counts = {
  ran: number;
  passed: number;
  failed: number;
  notRunnable: number;
  goFiles: number;
  goFilesFailed: number;
};
const report: Record<EngineVersion, Counts> = Object.fromEntries(
  ENGINE_VERSIONS.map((v) => [v, {ran: 0, passed: 0, failed: 0, notRunnable: 0, goFiles: 0, goFilesFailed: 0}]),
);

/** A result in the terms a page states it: output, an error's message, or a Go panic's value. */
type Stated = {kind: 'output' | 'error' | 'panic'; text: string};

/**
 * Runs an example the way its "Try it" link does in the browser: the link's
 * state, decoded, goes through the workbench's run pipeline (runState: the
 * file rules, the data check, then the wasm engine through the same host code).
 * Multi-file examples are also rendered by a native Go build, which must agree.
 */
async function run(doc: DocFile, example: Example): Promise<Outcome> {
  const href = playgroundHref(exampleState(example, doc.version));
  const state = linkState(href);
  expect(state, `the Try it link of ${doc.path}:${lineOf(example.nodes[0])} does not decode`).not.toBeNull();
  const result = await runState(state!, engineOf);
  if (example.files) {
    const native = renderFiles(doc.version, example.files, example.data);
    expect(shown(result), 'the browser engine and a native Go build disagree').toEqual(shown(native));
  }
  return result;
}

function shown(result: Outcome | NativeResult): Stated {
  let stated: Stated;
  if (result.status === 'ok') stated = {kind: 'output', text: result.output};
  else if (result.status === 'error') stated = {kind: 'error', text: result.message};
  else if (result.status === 'panic') stated = {kind: 'panic', text: result.value};
  else if (result.status === 'crash' && 'panic' in result) stated = {kind: 'panic', text: result.panic};
  else stated = {kind: 'error', text: `[${result.status}] ${result.message}`};
  return {kind: stated.kind, text: shownText(stated.text)};
}

/** What a result block states, in the terms of shown(). */
function statedBy({kind, text}: {kind: Stated['kind']; text: string}): Stated {
  return {kind, text};
}

/**
 * A result block's stage="parse|start-up|render": the step its failure
 * happens at, checked with the native runner on that block's version.
 */
function checkStage(example: Example, block: Code, version: EngineVersion, where: string): void {
  const stage = parseMeta(block.meta).attributes.get('stage');
  if (stage === undefined) return;
  expect(['parse', 'start-up', 'render'], `${where}: stage="${stage}" is not a step`).toContain(stage);
  expect(
    stage === 'start-up' ? example.files : true,
    `${where}: only an example with files has a start-up step`,
  ).toBeTruthy();
  const native = example.files
    ? renderFiles(version, example.files, example.data)
    : renderString(version, example.template, example.data);
  expect(native.status === 'ok' ? 'ok' : native.stage, `${where}: the ${version} result fails at another step`).toBe(
    stage,
  );
}

/**
 * An example marked `compare` (or showing results for other versions) runs
 * as its "Compare" link opens it: on both versions the compare view sets
 * side by side. Its behaviour must differ between them, and what the page
 * shows for the other version must be what that engine does.
 */
function compareTest(doc: DocFile, example: Example, where: string): void {
  const pair = comparedVersions(doc.version);
  it(`example at line ${lineOf(example.nodes[0])}, compared`, async () => {
    expect(pair, `${where}: no other version to compare with`).not.toBeNull();
    const href = playgroundHref({...exampleState(example, doc.version), compare: true});
    const state = linkState(href);
    expect(state?.compare, `${where}: the Compare link does not open the compare view`).toBe(true);
    const [older, newer] = await Promise.all(pair!.map((version) => runState(state!, engineOf, {version})));
    const results = {[pair![0]]: shown(older), [pair![1]]: shown(newer)};
    if (example.compare)
      expect(
        results[pair![0]],
        `${where}: marked compare, but ${pair!.join(' and ')} give the same result`,
      ).not.toEqual(results[pair![1]]);
    for (const other of example.others) {
      expect(
        pair!.filter((version) => version !== doc.version),
        `${where}: a version block must name the version compared with`,
      ).toContain(other.version);
      expect(results[other.version], `${where}: the page shows a different result for ${other.version}`).toEqual(
        statedBy(other),
      );
      checkStage(example, other.node, other.version as EngineVersion, where);
    }
  });
}

for (const doc of docs) {
  report[doc.version].notRunnable += doc.scan.notRunnable.length;
  if (doc.scan.examples.length === 0 && doc.scan.problems.length === 0) continue;

  describe(`${doc.path} (engine ${doc.version})`, () => {
    it('has only well-formed example blocks', () => {
      const problems = doc.scan.problems.map((p) => `${doc.path}:${lineOf(p.node)}: ${p.message}`);
      expect(problems).toEqual([]);
    });

    for (const example of doc.scan.examples) {
      const where = `${doc.path}:${lineOf(example.nodes[0])}`;
      it(`example at line ${lineOf(example.nodes[0])}`, async () => {
        report[doc.version].ran++;
        const actual = shown(await run(doc, example));
        const expected = statedBy(example.expected);
        const ok = actual.kind === expected.kind && actual.text === expected.text;
        report[doc.version][ok ? 'passed' : 'failed']++;
        expect(actual, `${where}: the page shows a different result`).toEqual(expected);
        checkStage(example, example.expected.node, doc.version, where);
      });
      if (example.compare || example.others.length > 0) compareTest(doc, example, where);
    }
  });
}

/**
 * Every whole Go file in the docs must compile against its docs' engine,
 * and a program followed by a ```text output``` block must print it.
 * All files of one version go into one throwaway module, a package folder each.
 */
describe('Go files in the docs compile (go vet), and print what the page shows', () => {
  const goSum = readFileSync(join(ENGINE_DIR, 'go.sum'), 'utf8');
  const engineGoMod = readFileSync(join(ENGINE_DIR, 'go.mod'), 'utf8');
  const goEnv = {...process.env, GOFLAGS: '-mod=mod'};
  for (const version of ENGINE_VERSIONS) {
    const files = docs.filter((d) => d.version === version).flatMap((d) => d.scan.goFiles.map((g) => ({doc: d, ...g})));
    report[version].goFiles = files.length;
    if (files.length === 0) continue;
    const module = mkdtempSync(join(tmpdir(), `tw-go-${version}-`));
    afterAll(() => rmSync(module, {recursive: true, force: true}));
    const where = files.map((file, i) => `f${i} = ${file.doc.path}:${lineOf(file.node)}`);
    // The module, written once for the tests of this version that need it (each may run alone).
    let written = false;
    const writeModule = () => {
      if (written) return;
      const pin = new RegExp(`${ENGINE_MODULES[version].replace(/[/.]/g, '\\$&')} (v[\\d.]+)`).exec(engineGoMod);
      writeFileSync(
        join(module, 'go.mod'),
        `module docs.example/${version}\n\ngo 1.22\n\nrequire ${ENGINE_MODULES[version]} ${pin![1]}\n`,
      );
      writeFileSync(join(module, 'go.sum'), goSum);
      files.forEach((file, i) => {
        const dir = join(module, `f${i}`);
        mkdirSync(dir);
        writeFileSync(join(dir, 'main.go'), file.source);
      });
      written = true;
    };

    it(`${files.length} files for ${version}`, () => {
      writeModule();
      try {
        execFileSync('go', ['vet', './...'], {cwd: module, encoding: 'utf8', stdio: 'pipe', env: goEnv});
      } catch (error) {
        const output = String((error as {stderr?: string}).stderr ?? error);
        report[version].goFilesFailed = new Set(output.match(/\bf\d+\b/g) ?? []).size;
        expect.fail(`go vet failed:\n${output}\nwhere:\n${where.join('\n')}`);
      }
    }, 180_000);

    const programs = files.flatMap((file, i) => (file.output ? [{...file, output: file.output, i}] : []));
    if (programs.length === 0) continue;
    it(`${programs.length} programs for ${version} print what the page shows`, () => {
      writeModule();
      const bin = join(module, 'bin');
      mkdirSync(bin, {recursive: true});
      execFileSync('go', ['build', '-o', bin, ...programs.map(({i}) => `./f${i}`)], {
        cwd: module,
        stdio: 'pipe',
        env: goEnv,
      });
      for (const program of programs) {
        // Run from an empty folder, with the temporary folder the pages assume ("On Linux").
        const cwd = mkdtempSync(join(tmpdir(), 'tw-run-'));
        try {
          // One pipe for standard output and standard error, so that what the log package writes keeps its place.
          const run = spawnSync('sh', ['-c', 'exec "$0" 2>&1', join(bin, `f${program.i}`)], {
            cwd,
            encoding: 'utf8',
            timeout: 20_000,
            env: {...process.env, TMPDIR: '/tmp'},
          });
          expect(
            shownText(run.stdout),
            `${where[program.i]}: the program prints something else than the page shows`,
          ).toBe(program.output.value);
        } finally {
          rmSync(cwd, {recursive: true, force: true});
        }
      }
    }, 180_000);
  }
});

afterAll(() => {
  for (const engine of engines.values()) engine.dispose();
  mkdirSync(join(SITE_ROOT, 'reports'), {recursive: true});
  writeFileSync(join(SITE_ROOT, 'reports', 'examples.json'), JSON.stringify(report, null, 2) + '\n');
});
