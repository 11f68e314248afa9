/**
 * Node side of the engine: runs the wasm build of Textwire in a worker thread.
 * Used by the tests and scripts; the site uses ./browser.ts.
 */
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {Worker} from 'node:worker_threads';
import {EngineClient, type EngineVersion, type EngineWorker, type HostMessage} from './client';

export const ENGINE_ASSETS = join(__dirname, '..', '..', 'static', 'engine');

// The host is plain CommonJS evaluated by the worker: Node cannot run the
// TypeScript of this folder inside a worker thread without a loader.
const HOST_SOURCE = `
const {parentPort, workerData} = require('node:worker_threads');
const fs = require('node:fs');
let evaluate;
const ready = (async () => {
  require(workerData.wasmExec);
  const go = new Go();
  const {instance} = await WebAssembly.instantiate(fs.readFileSync(workerData.wasm), go.importObject);
  go.run(instance);
  evaluate = globalThis[workerData.fnName];
  if (typeof evaluate !== 'function') throw new Error(workerData.fnName + ' was not registered');
})();
ready.then(
  () => parentPort.postMessage({type: 'ready'}),
  (error) => parentPort.postMessage({type: 'failed', message: String(error && error.message || error)}),
);
parentPort.on('message', async (request) => {
  await ready;
  parentPort.postMessage({type: 'result', id: request.id, raw: evaluate(request.template, request.data)});
});
`;

export function wasmPath(version: EngineVersion): string {
  return join(ENGINE_ASSETS, `textwire-${version}.wasm`);
}

function spawnNodeWorker(version: EngineVersion): EngineWorker {
  const wasm = wasmPath(version);
  if (!existsSync(wasm)) {
    throw new Error(`${wasm} is missing: run "npm run engine" to build the engines.`);
  }
  const worker = new Worker(HOST_SOURCE, {
    eval: true,
    workerData: {
      wasm,
      wasmExec: join(ENGINE_ASSETS, 'wasm_exec.js'),
      fnName: `textwire${version.toUpperCase()}`,
    },
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
