/**
 * Node side of the engine: runs the wasm build of Textwire in a worker thread,
 * with the same host code as the browser's worker (host.ts, memoryFs.ts).
 * Used by the tests and scripts; the site uses ./browser.ts.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {Worker} from 'node:worker_threads';
import ts from 'typescript';
import {EngineClient, type EngineVersion, type EngineWorker, type HostMessage} from './client';

export const ENGINE_ASSETS = join(__dirname, '..', '..', 'static', 'engine');

/**
 * What a bundled copy of this file (the MCP package, mcp/) finds elsewhere:
 * the folder of the wasm files, and the host's modules compiled when it was
 * bundled (it ships without TypeScript). Set once, before an engine starts.
 */
export type BundledEngine = {assets: string; hostModules: Record<string, string>};
let bundled: BundledEngine | null = null;

export function setBundledEngine(setup: BundledEngine): void {
  bundled = setup;
}

/** The host's modules as CommonJS: a worker thread cannot load TypeScript itself. */
const HOST_MODULES = ['host', 'memoryFs', 'hostPaths'];
let hostModules: Record<string, string> | null = null;

function compiledHostModules(): Record<string, string> {
  if (bundled) return bundled.hostModules;
  hostModules ??= Object.fromEntries(
    HOST_MODULES.map((name) => {
      const source = readFileSync(join(__dirname, `${name}.ts`), 'utf8');
      const {outputText} = ts.transpileModule(source, {compilerOptions: {module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022}});
      return [`./${name}`, outputText];
    }),
  );
  return hostModules;
}

// Loads the host's modules from their compiled text, starts the engine and
// answers requests, as engine.worker.ts does in the browser. The worker runs
// this as a script: inside a function, its names cannot shadow the globals
// that wasm_exec.js looks up (a top-level \`fs\` would hide globalThis.fs).
const BOOTSTRAP = `(() => {
const {parentPort, workerData} = require('node:worker_threads');
const {readFileSync} = require('node:fs');
const loaded = {};
function load(name) {
  if (!loaded[name]) {
    const module = {exports: {}};
    loaded[name] = module;
    new Function('require', 'module', 'exports', workerData.modules[name])(load, module, module.exports);
  }
  return loaded[name].exports;
}
require(workerData.wasmExec);
const ready = load('./host').startEngine(workerData.version, async (imports) =>
  (await WebAssembly.instantiate(readFileSync(workerData.wasm), imports)).instance);
ready.then(
  () => parentPort.postMessage({type: 'ready'}),
  (error) => parentPort.postMessage({type: 'failed', message: String(error && error.message || error)}),
);
parentPort.on('message', async (request) => {
  const engine = await ready;
  parentPort.postMessage({type: 'result', id: request.id, raw: engine.evaluate(request)});
});
})();
`;

export function wasmPath(version: EngineVersion): string {
  return join(bundled?.assets ?? ENGINE_ASSETS, `textwire-${version}.wasm`);
}

/** A worker thread running one version's engine (createNodeEngine's; tests wrap it to watch its messages). */
export function spawnNodeWorker(version: EngineVersion): EngineWorker {
  const wasm = wasmPath(version);
  if (!existsSync(wasm)) {
    throw new Error(`${wasm} is missing: run "npm run engine" to build the engines.`);
  }
  const worker = new Worker(BOOTSTRAP, {
    eval: true,
    workerData: {wasm, wasmExec: join(bundled?.assets ?? ENGINE_ASSETS, 'wasm_exec.js'), version, modules: compiledHostModules()},
  });
  return {
    post: (request) => worker.postMessage(request),
    onMessage: (listener) => worker.on('message', (message: HostMessage) => listener(message)),
    onCrash: (listener) => worker.on('error', (error) => listener(error.message)),
    terminate: () => void worker.terminate(),
  };
}

export function createNodeEngine(version: EngineVersion, timeoutMs?: number): EngineClient {
  return new EngineClient(() => spawnNodeWorker(version), timeoutMs);
}
