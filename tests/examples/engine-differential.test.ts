/**
 * The browser's engine against Textwire itself. The wasm builds call the
 * engine's subpackages through a few functions of ours that repeat the root
 * package's EvaluateString, NewTemplate and Template.String
 * (engine/wasm/<version>/textwire.go), so that the root package and the
 * net/http it imports stay out of the download. Here the same inputs go
 * through the root package, natively (engine/cmd/twdiff), and through the
 * wasm engine loaded by src/engine/node.ts, and every output, error text,
 * panic, time-out and data error must be the same, byte for byte:
 *
 * - every docs example of every version, single template or files;
 * - the engine's own test inputs, read from its source in the module cache
 *   (the template strings of its evaluator and root tests, the data of
 *   their tables, and each folder of template files under testdata);
 * - the hostile cases that the engine and playground tests hold.
 *
 * It also runs the Go tests of the engine module's own packages (the JSON
 * data reader and the error reader, each against what it replaces).
 */
import {evaluate, render} from '../support/engine';
import {execFileSync, spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {mkdtempSync, readdirSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, relative} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {
  DEFAULT_TIMEOUT_MS,
  ENGINE_VERSIONS,
  type EngineClient,
  type EngineVersion,
  type EvalResult,
} from '../../src/engine/client';
import {createNodeEngine} from '../../src/engine/node';
import {exampleState} from '../../src/examples/exampleState';
import {lineOf, loadDocFiles} from '../support/docs';
import {ENGINE_DIR, ENGINE_MODULES, engineSourceDir} from '../support/go';

/** Both sides stop a case after the playground's limit: v1 never finishes parsing a block without @end. */
const TIMEOUT_MS = DEFAULT_TIMEOUT_MS;

type TemplateFile = {path: string; source: string};
type Case = {where: string; v: EngineVersion; data: string} & (
  {template: string} | {files: TemplateFile[]; page: string}
);
/** What one call gave: exactly one field is set. */
type Result = {output?: string; error?: string; panic?: string; dataError?: string; timeout?: boolean; fatal?: string};

let twdiff: string | null = null;
function nativeTool(): string {
  if (!twdiff) {
    twdiff = join(mkdtempSync(join(tmpdir(), 'twdiff-')), 'twdiff');
    execFileSync('go', ['build', '-o', twdiff, './cmd/twdiff'], {cwd: ENGINE_DIR, stdio: 'inherit'});
  }
  return twdiff;
}

/**
 * The cases through the root package, in order. A time-out or a Go fatal
 * error ends twdiff; it is started again with the cases after that one.
 */
function nativeResults(cases: Case[]): Result[] {
  const results: Result[] = [];
  let rest = cases;
  while (rest.length > 0) {
    const input = rest.map((c) =>
      JSON.stringify(
        'template' in c
          ? {v: c.v, template: c.template, data: c.data}
          : {v: c.v, files: c.files, page: c.page, data: c.data},
      ),
    );
    const run = spawnSync(nativeTool(), ['run', '-timeout', `${TIMEOUT_MS}ms`], {
      input: `${input.join('\n')}\n`,
      encoding: 'utf8',
      maxBuffer: 1 << 30,
    });
    const lines = run.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Result);
    results.push(...lines);
    if (run.status === 0 && lines.length === rest.length) break;
    if (run.status === 3) {
      rest = rest.slice(lines.length);
      continue;
    }
    const fatal = /fatal error: [^\n]*/.exec(run.stderr)?.[0];
    if (!fatal) throw new Error(`twdiff failed (status ${run.status}):\n${run.stderr}`);
    results.push({fatal});
    rest = rest.slice(lines.length + 1);
  }
  return results;
}

/** A wasm engine's answer in twdiff's terms. */
function asResult(result: EvalResult): Result {
  switch (result.status) {
    case 'ok':
      return {output: result.output};
    case 'error':
      return {error: result.message};
    case 'data-error':
      return {dataError: result.message};
    case 'timeout':
      return {timeout: true};
    case 'crash':
      return 'panic' in result ? {panic: result.panic} : {fatal: result.fatal};
    case 'out-of-memory':
      return {fatal: '[out-of-memory]'};
    case 'unavailable':
      return {fatal: `[unavailable] ${result.message}`};
  }
}

const engines = new Map<EngineVersion, EngineClient>();
function engine(v: EngineVersion): EngineClient {
  if (!engines.has(v)) engines.set(v, createNodeEngine(v, TIMEOUT_MS));
  return engines.get(v)!;
}
afterAll(() => {
  for (const client of engines.values()) client.dispose();
});

async function wasmResults(cases: Case[]): Promise<Result[]> {
  const results: Result[] = [];
  for (const c of cases) {
    const client = engine(c.v);
    const result =
      'template' in c
        ? await evaluate(client, c.template, c.data)
        : await render(client, c.files, `${c.page}.tw`, c.data);
    results.push(asResult(result));
  }
  return results;
}

/** How often a set of files whose results differ is run again, at most, on each side. */
const ORDER_TRIES = 24;

/**
 * NewTemplate goes through the files in Go's map order, which changes from
 * run to run; when two files fail, either can be the one reported (in v1, a
 * page read before its broken layout panics, the layout read first is an
 * error). Such a case passes when each side gives, within a few more runs,
 * the result the other gave.
 */
async function sameUpToFileOrder(c: Case, native: Result, wasm: Result): Promise<boolean> {
  if (!('files' in c)) return false;
  const key = (result: Result) => JSON.stringify(result);
  const nativeSeen = new Set([key(native)]);
  const wasmSeen = new Set([key(wasm)]);
  const found = () => nativeSeen.has(key(wasm)) && wasmSeen.has(key(native));
  for (let i = 0; i < ORDER_TRIES && !found(); i++) {
    nativeSeen.add(key(nativeResults([c])[0]));
    wasmSeen.add(key((await wasmResults([c]))[0]));
  }
  return found();
}

/** Runs the cases both ways and lists every one whose results differ. */
async function differences(cases: Case[]): Promise<Array<{where: string; native: Result; wasm: Result}>> {
  expect(cases.length).toBeGreaterThan(0);
  const native = nativeResults(cases);
  const wasm = await wasmResults(cases);
  expect(native.length).toBe(cases.length);
  const differing = [];
  for (const [i, c] of cases.entries()) {
    if (JSON.stringify(native[i]) === JSON.stringify(wasm[i])) continue;
    if (await sameUpToFileOrder(c, native[i], wasm[i])) continue;
    differing.push({where: c.where, native: native[i], wasm: wasm[i]});
  }
  return differing;
}

// 1. The docs examples, as their "Try it" links open them.
const docs = loadDocFiles();
function docsCases(v: EngineVersion): Case[] {
  return docs
    .filter((doc) => doc.version === v)
    .flatMap((doc) =>
      doc.scan.examples.map((example): Case => {
        const state = exampleState(example, v);
        const where = `${doc.path}:${lineOf(example.nodes[0])}`;
        return 'files' in state
          ? {where, v, files: state.files, page: state.page.replace(/\.tw$/, ''), data: state.data}
          : {where, v, template: state.template, data: state.data};
      }),
    );
}

// 2. The engine's own tests, read from its source.
type TestInputs = {templates: string[]; data: Record<string, string>};

function goFiles(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir)
    .filter((name) => pattern.test(name))
    .map((name) => join(dir, name));
}

function testInputs(source: string): TestInputs {
  const files = [...goFiles(join(source, 'evaluator'), /_test\.go$/), ...goFiles(source, /_test\.go$/)];
  return JSON.parse(execFileSync(nativeTool(), ['testcases', ...files], {encoding: 'utf8'})) as TestInputs;
}

/** A file the engine's tests use as a template: .tw, or .tw.html in v1's. */
const TEMPLATE_FILE = /\.tw(\.html)?$/;

/**
 * The folders of template files under the engine's testdata: each folder
 * holding templates whose parent holds none is one templates folder, as its
 * tests give it to NewTemplate. Files keep their text; .tw.html becomes
 * .tw, the extension the site gives NewTemplate.
 */
function testdataSets(source: string): Array<{where: string; files: TemplateFile[]}> {
  const sets: Array<{where: string; files: TemplateFile[]}> = [];
  const holdsTemplates = (dir: string) =>
    readdirSync(dir, {withFileTypes: true}).some((e) => e.isFile() && TEMPLATE_FILE.test(e.name));
  const visit = (dir: string, parentHolds: boolean) => {
    const holds = holdsTemplates(dir);
    if (holds && !parentHolds) {
      const files = readdirSync(dir, {withFileTypes: true, recursive: true})
        .filter((e) => e.isFile() && TEMPLATE_FILE.test(e.name))
        .map((e) => join(e.parentPath, e.name))
        .sort()
        .map((path) => ({
          path: relative(dir, path).replace(TEMPLATE_FILE, '.tw'),
          source: readFileSync(path, 'utf8'),
        }));
      sets.push({where: relative(source, dir), files});
    }
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      if (entry.isDirectory()) visit(join(dir, entry.name), holds);
    }
  };
  const find = (dir: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      if (!entry.isDirectory()) continue;
      if (entry.name === 'testdata') visit(join(dir, entry.name), false);
      else find(join(dir, entry.name));
    }
  };
  find(source);
  return sets;
}

function engineTestCases(v: EngineVersion): Case[] {
  const source = engineSourceDir(v);
  const {templates, data} = testInputs(source);
  const strings = templates.map((template, i): Case => ({
    where: `test string ${i}`,
    v,
    template,
    data: data[template] ?? '',
  }));
  const sets = testdataSets(source).flatMap(({where, files}) =>
    files.map((file): Case => {
      const page = file.path.replace(/\.tw$/, '');
      return {where: `${where}: ${page}`, v, files, page, data: data[page] ?? ''};
    }),
  );
  expect(sets.length, `no template folders under ${source}'s testdata`).toBeGreaterThan(0);
  return [...strings, ...sets];
}

// 3. Hostile input: from tests/unit/engine.test.ts and tests/e2e/playground*.spec.ts,
// and data at the edges of JSON. Left out: {{ "a".repeat(3000000000) }}, which the
// browser's engine stops by its memory cap (scripts/build-engine.mjs) and a
// native program without one would try to hold.
const layout = {
  path: 'layouts/main.tw',
  source: '<title>@reserve("title")</title>\n<main>@reserve("content")</main>\n',
};
const page = {
  path: 'home.tw',
  source: '@use("~main")\n@insert("title", "Home")\n@insert("content")<p>{{ name }}</p>@end\n',
};
const badLayout = {path: 'layouts/main.tw', source: '<title>@reserve("title")</title>\n<main>{{ }}</main>\n'};
const EDGE_DATA = [
  '{"n": 7, "f": 2.5, "z": 2.0, "e": 1e3, "neg": -0, "max": 9223372036854775807, "over": 9223372036854775808, "inf": 1e400}',
  '{"s": "a\\"b\\\\c\\/d\\u00e9\\u4e2d\\ud83d\\ude00 é 😀", "bad": "\\ud800", "n": null, "t": true, "l": [1, [2, {"x": "y"}]]}',
  '{"dup": 1, "dup": 2} trailing',
  '[1, 2',
  '{"a": tru}',
  '{"a": [1 2]}',
  '"not an object"',
  `{"deep": ${'['.repeat(10001)}${']'.repeat(10001)}}`,
];
function hostileCases(): Case[] {
  const v2 = (where: string, template: string, data = ''): Case => ({where, v: 'v2', template, data});
  const v1 = (where: string, template: string, data = ''): Case => ({where, v: 'v1', template, data});
  const files = (where: string, v: EngineVersion, set: TemplateFile[], entry: string, data = ''): Case => ({
    where,
    v,
    files: set,
    page: entry,
    data,
  });
  const printAll =
    '{{ n }}|{{ f }}|{{ z }}|{{ e }}|{{ neg }}|{{ max }}|{{ over }}|{{ inf }}|{{ s }}|{{ bad }}|{{ l[1][1].x }}|{{ dup }}';
  return [
    v2('a loop that never ends', '@for(i = 0; true; i++)x@end'),
    v1('a block without @end (v1 parses forever)', '@if(true)x'),
    v1('after a time-out', '{{ "still" }}'),
    v2('a @for with an empty body (v2 panics)', '@for(i = 0; i < 2; i++)@end'),
    v2('after a panic', '{{ "ok" }}'),
    v2('3 MB of output', '{{ "ab".repeat(1500000) }}'),
    v2('illegal token', '{{ 4 ~ 3 }}'),
    v1('illegal token', '{{ 4 ~ 3 }}'),
    v1('&& in v1', '{{ true && false }}'),
    v2('parse errors on two lines', '<p>{{ }}</p>\nfine\n<p>{{ }}</p>\n'),
    v2('a function that does not exist', '{{ x.nope() }}', '{"x":1}'),
    v1('a function that does not exist', '{{ x.nope() }}', '{"x":1}'),
    ...EDGE_DATA.flatMap((data, i) => [v2(`edge data ${i}`, printAll, data), v1(`edge data ${i}`, printAll, data)]),
    files('a layout with the ~ shortcut', 'v2', [page, layout], 'home', '{"name":"Anna"}'),
    files(
      'a layout with an illegal token',
      'v2',
      [page, {...layout, source: '<title>@reserve("title")</title>\n{{ 4 ~ 3 }}\n'}],
      'home',
    ),
    files('a layout that does not parse', 'v2', [page, badLayout], 'home'),
    files(
      'a layout that does not parse (v1 panics)',
      'v1',
      [{path: 'home.tw', source: '@use("layouts/main")\n'}, badLayout],
      'home',
    ),
    files('a layout that is missing (v1 panics)', 'v1', [{path: 'home.tw', source: '@use("main")\n'}], 'home'),
    files('a layout that is missing', 'v2', [page], 'home'),
    files('a page that uses itself', 'v2', [{path: 'home.tw', source: '@use("home")\n'}], 'home'),
    files(
      'two components that use each other',
      'v2',
      [
        {path: 'a.tw', source: '@component("b")\n'},
        {path: 'b.tw', source: '@component("a")\n'},
      ],
      'a',
    ),
    files('a component that is missing', 'v2', [{path: 'home.tw', source: '<p>\n@component("nope")\n</p>\n'}], 'home'),
    files('a component that is missing', 'v1', [{path: 'home.tw', source: '<p>\n@component("nope")\n</p>\n'}], 'home'),
    files('a layout rendered as the page', 'v2', [page, layout], 'layouts/main'),
    files('a page that is not there', 'v1', [page, layout], 'nope'),
    files(
      '101 files',
      'v2',
      Array.from({length: 101}, (_, i) => ({path: `part${i}.tw`, source: `<p>${i}</p>`})),
      'part0',
    ),
    files(
      'a file of 4.5 MB',
      'v2',
      [page, {...layout, source: `${layout.source}<!--${'x'.repeat(4_500_000)}-->`}],
      'home',
    ),
  ];
}

/**
 * What the wasm builds must not link (docs-dev/engine.md has the sizes):
 * the root package and the HTTP stack it imports, and the two standard
 * packages that were replaced by small readers of our own.
 */
const LEFT_OUT = ['net/http', 'encoding/json', 'regexp'];

/**
 * The sha256 of each engine's root package (its .go files but the tests,
 * by name) as it was when engine/wasm/<version>/textwire.go was last
 * written against it. A new release that changes it fails here.
 */
const AUDITED_ROOT: Record<EngineVersion, string> = {
  v1: '39afe8ede991135f5edd18348cfbd0ef2dfbc2230fde4464403aa6392dc26c2c',
  v2: '43d5939c6cc86df7384c86014238a3b7b27c956be8778bd7dff36cae4f2add23',
};

function rootPackageHash(source: string): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(source)
    .filter((f) => f.endsWith('.go') && !f.endsWith('_test.go'))
    .sort()) {
    hash.update(`${name}\0${readFileSync(join(source, name), 'utf8')}\0`);
  }
  return hash.digest('hex');
}

describe('the browser engine', () => {
  it.each(ENGINE_VERSIONS)('%s: repeats the root package it was written against', (v) => {
    expect(
      rootPackageHash(engineSourceDir(v)),
      `${ENGINE_MODULES[v]}'s root package changed: re-read engine/wasm/${v}/textwire.go against its textwire.go, ` +
        'template.go and the files they call, carry the changes over, then record the new hash here',
    ).toBe(AUDITED_ROOT[v]);
  });

  it.each(ENGINE_VERSIONS)('%s: links neither the root package nor net/http, encoding/json or regexp', (v) => {
    const deps = execFileSync('go', ['list', '-deps', `./wasm/${v}`], {
      cwd: ENGINE_DIR,
      encoding: 'utf8',
      env: {...process.env, GOOS: 'js', GOARCH: 'wasm'},
    }).split('\n');
    expect(deps.filter((dep) => dep === ENGINE_MODULES[v] || LEFT_OUT.includes(dep))).toEqual([]);
  });
});

describe('the browser engine gives what the root package gives', () => {
  it('the Go tests of the engine module pass (the data reader and the error reader)', () => {
    execFileSync('go', ['test', './internal/...'], {cwd: ENGINE_DIR, encoding: 'utf8', stdio: 'pipe'});
  }, 120_000);

  for (const v of ENGINE_VERSIONS) {
    it(`${v}: every docs example`, async () => {
      expect(await differences(docsCases(v))).toEqual([]);
    }, 120_000);

    it(`${v}: the engine's own test inputs`, async () => {
      expect(await differences(engineTestCases(v))).toEqual([]);
    }, 120_000);
  }

  it('hostile input', async () => {
    expect(await differences(hostileCases())).toEqual([]);
  }, 120_000);
});
