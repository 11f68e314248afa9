// The engine's figures before and after a change, for `npm run bench` and
// alone (`node scripts/bench-engine.mjs`, on the build already there):
//
// - the wasm of each version, raw and gzipped, built from a git ref (before)
//   and from the working tree (after, the build's own);
// - the time from opening /playground and the tour's first lesson, cold, to
//   their first output, with the engine before and after alternated open by
//   open on one server (only the engine's files differ, so only the engine
//   is compared), on the server's own speed and on a shared 10 Mbit/s link
//   with 40 ms latency (a phone on 4G; BENCH_LINK_MBPS changes it);
// - the engine alone, in a fresh Node process each time, before and after
//   alternated: compile the wasm, start Go and evaluate one template (the
//   CPU part of the engine's way to a first output, without the page).
//
// BENCH_ENGINE_BEFORE names the ref (default: the commit before the latest
// one that changed engine/); BENCH_ENGINE_RUNS the opens per engine, page
// and link (default 7); BENCH_PORT the server's port. It measures; it
// asserts nothing.
import {execFileSync, spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {basename, join, resolve} from 'node:path';
import {pathToFileURL} from 'node:url';
import {gzipSync} from 'node:zlib';
import {lessons} from './bench-tour.mjs';
import {median} from './median.mjs';

const {versions} = JSON.parse(readFileSync('src/versions/registry.json', 'utf8'));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Raw and gzipped (level 6, as the bench's server sends it) bytes of each version's wasm in dir. */
export function engineSizes(dir) {
  return Object.fromEntries(
    versions.map(({name}) => {
      const file = join(dir, `textwire-${name}.wasm`);
      return [name, {rawBytes: statSync(file).size, gzipBytes: gzipSync(readFileSync(file), {level: 6}).length}];
    }),
  );
}

/** The commit before the latest one that changed the engine's sources or its build. */
export function defaultBeforeRef() {
  const commits = execFileSync('git', ['log', '-n', '2', '--format=%h', '--', 'engine', 'scripts/build-engine.mjs'], {
    encoding: 'utf8',
  })
    .trim()
    .split('\n');
  return `${commits[0]}~1`;
}

/**
 * Builds the engines as `ref` had them, with its own build script, in a
 * temporary folder; returns the folder holding its textwire-<version>.wasm.
 */
export function buildEnginesAt(ref) {
  const dir = mkdtempSync(join(tmpdir(), 'engine-before-'));
  const archive = execFileSync('git', [
    'archive',
    ref,
    'engine',
    'scripts/build-engine.mjs',
    'src/versions/registry.json',
  ]);
  execFileSync('tar', ['-x', '-C', dir], {input: archive});
  execFileSync('node', ['scripts/build-engine.mjs'], {cwd: dir, stdio: ['ignore', 'ignore', 'inherit']});
  return join(dir, 'static', 'engine');
}

/** Milliseconds from opening url in a fresh context to the first output (or problem) in the page. */
async function firstResultMs(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const started = Date.now();
  await page.goto(url);
  await page.waitForFunction(
    () =>
      (document.querySelector('[data-testid="playground-output"]')?.textContent ?? '') !== '' ||
      document.querySelector('[data-testid="playground-problem"]') !== null,
    undefined,
    {polling: 'raf', timeout: 60_000},
  );
  const ms = Date.now() - started;
  await context.close();
  return ms;
}

/**
 * Serves buildDir on one port, with the engine's wasm taken from the
 * engine folder in use (`use(dir)`; null for the build's own).
 */
export async function engineSwitchingServer(serveBuild, buildDir, port, link) {
  let engineDir = null;
  const override = (urlPath) => {
    const name = basename(urlPath);
    return engineDir && urlPath.startsWith('/engine/') && name.endsWith('.wasm') && existsSync(join(engineDir, name))
      ? join(engineDir, name)
      : null;
  };
  const server = await serveBuild(buildDir, port, {override, link});
  return {server, use: (dir) => (engineDir = dir)};
}

/**
 * Cold opens of each page with each engine, alternated open by open (the
 * order flipped every round), so that a busy machine weighs on both alike.
 */
export async function compareFirstOutput(browser, base, use, engines, pages, runs) {
  const times = Object.fromEntries(engines.map((e) => [e.name, Object.fromEntries(pages.map((p) => [p, []]))]));
  // One open each first: fills the server's gzip cache for both engines.
  for (const engine of engines) {
    use(engine.dir);
    await firstResultMs(browser, `${base}${pages[0]}`);
  }
  for (let run = 0; run < runs; run++) {
    for (const engine of run % 2 === 0 ? engines : [...engines].reverse()) {
      use(engine.dir);
      for (const page of pages) times[engine.name][page].push(await firstResultMs(browser, `${base}${page}`));
    }
  }
  use(null);
  return Object.fromEntries(
    engines.map((e) => [
      e.name,
      Object.fromEntries(pages.map((p) => [p, {medianMs: median(times[e.name][p]), runs: times[e.name][p]}])),
    ]),
  );
}

/** In a fresh Node process: ms to compile the wasm, then to start Go and evaluate one template. */
const START_SCRIPT = `
const [wasm, wasmExec, name] = process.argv.slice(1);
const bytes = require('node:fs').readFileSync(wasm);
require(wasmExec);
(async () => {
  const started = performance.now();
  const module = await WebAssembly.compile(bytes);
  const compiled = performance.now();
  const go = new Go();
  go.run(await WebAssembly.instantiate(module, go.importObject));
  const result = globalThis[name]('<b>{{ name.upper() }}</b>', '{"name":"go"}');
  if (result.output !== '<b>GO</b>') throw new Error(JSON.stringify(result));
  console.log(JSON.stringify({compileMs: compiled - started, startAndRunMs: performance.now() - compiled}));
  process.exit(0);
})();`;

function engineStart(wasm, wasmExec, version) {
  const run = spawnSync(
    process.execPath,
    ['-e', START_SCRIPT, resolve(wasm), resolve(wasmExec), `textwire${version.toUpperCase()}`],
    {
      encoding: 'utf8',
    },
  );
  if (run.status !== 0) throw new Error(`engine start failed: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

/** The engine alone, before and after alternated run by run: medians per version. */
export function compareEngineStart(engines, wasmExec, runs) {
  const times = {};
  for (let run = 0; run < runs; run++) {
    for (const engine of run % 2 === 0 ? engines : [...engines].reverse()) {
      for (const {name: v} of versions) {
        const t = engineStart(join(engine.dir, `textwire-${v}.wasm`), wasmExec, v);
        ((times[engine.name] ??= {})[v] ??= []).push(t);
      }
    }
  }
  return Object.fromEntries(
    Object.entries(times).map(([engine, byVersion]) => [
      engine,
      Object.fromEntries(
        Object.entries(byVersion).map(([v, list]) => [
          v,
          {
            compileMs: Math.round(median(list.map((t) => t.compileMs))),
            startAndRunMs: Math.round(median(list.map((t) => t.startAndRunMs))),
            totalMs: Math.round(median(list.map((t) => t.compileMs + t.startAndRunMs))),
          },
        ]),
      ),
    ]),
  );
}

/** The first lesson of the tour, as the build's plugin wrote it. */
export function firstLessonRoute() {
  return `/tour/${lessons()[0].id}`;
}

/** All of it: sizes before and after, and first output on each link. */
export async function measureEngineChange(
  browser,
  serveBuild,
  {buildDir = 'build', port, ref, runs = 7, linkMbps = 10},
) {
  const before = buildEnginesAt(ref);
  const pages = ['/playground', firstLessonRoute()];
  // A production build keeps the engine in a folder named by its hash (plugins/offline.ts).
  const folders = readdirSync(join(buildDir, 'engine')).map((name) => join(buildDir, 'engine', name));
  const after = folders.find((dir) => existsSync(join(dir, 'wasm_exec.js'))) ?? join(buildDir, 'engine');
  const engines = [
    {name: 'before', dir: before},
    {name: 'after', dir: null},
  ];
  const result = {
    ref,
    sizes: {before: engineSizes(before), after: engineSizes(after)},
    engineStart: compareEngineStart(
      [
        {name: 'before', dir: before},
        {name: 'after', dir: after},
      ],
      join(after, 'wasm_exec.js'),
      runs,
    ),
    firstOutput: {},
  };
  const links = [
    ['server speed', undefined],
    [`${linkMbps} Mbit/s, 40 ms`, {bytesPerSecond: (linkMbps * 1e6) / 8, latencyMs: 40}],
  ];
  for (const [label, link] of links) {
    const {server, use} = await engineSwitchingServer(serveBuild, buildDir, port, link);
    try {
      result.firstOutput[label] = await compareFirstOutput(
        browser,
        `http://127.0.0.1:${port}`,
        use,
        engines,
        pages,
        runs,
      );
    } finally {
      server.close();
    }
  }
  return result;
}

export function printEngineChange(change) {
  console.log(`\nengine wasm before (${change.ref}) and after, raw / gzipped:`);
  for (const [v, after] of Object.entries(change.sizes.after)) {
    const before = change.sizes.before[v];
    const less = (key) => `${Math.round((1 - after[key] / before[key]) * 100)} % less`;
    console.log(
      `  ${v}: ${kb(before.rawBytes)} / ${kb(before.gzipBytes)} -> ${kb(after.rawBytes)} / ${kb(after.gzipBytes)} ` +
        `(${less('rawBytes')} raw, ${less('gzipBytes')} gzipped)`,
    );
  }
  console.log(`the engine alone in Node (compile, start Go, one template), medians of runs alternated before/after:`);
  for (const [v, after] of Object.entries(change.engineStart.after)) {
    const before = change.engineStart.before[v];
    console.log(
      `  ${v}: ${before.totalMs} ms before (compile ${before.compileMs}, start and run ${before.startAndRunMs}), ` +
        `${after.totalMs} ms after (compile ${after.compileMs}, start and run ${after.startAndRunMs}), ` +
        `${Math.round((1 - after.totalMs / before.totalMs) * 100)} % sooner`,
    );
  }
  for (const [label, byEngine] of Object.entries(change.firstOutput)) {
    console.log(`first output, cold opens alternated before/after, ${label}:`);
    for (const page of Object.keys(byEngine.after)) {
      const before = byEngine.before[page];
      const after = byEngine.after[page];
      console.log(
        `  ${page}: ${before.medianMs} ms before, ${after.medianMs} ms after (${Math.round((1 - after.medianMs / before.medianMs) * 100)} % sooner; ` +
          `medians of ${after.runs.length}: ${before.runs.join(', ')} | ${after.runs.join(', ')})`,
      );
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const {chromium} = await import('@playwright/test');
  const {serveBuild} = await import('./serve-build.mjs');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    printEngineChange(
      await measureEngineChange(browser, serveBuild, {
        port: Number(process.env.BENCH_PORT ?? 4180),
        ref: process.env.BENCH_ENGINE_BEFORE || defaultBeforeRef(),
        runs: Number(process.env.BENCH_ENGINE_RUNS ?? 7),
        linkMbps: Number(process.env.BENCH_LINK_MBPS ?? 10),
      }),
    );
  } finally {
    await browser.close();
  }
}
