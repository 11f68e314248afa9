/// <reference lib="webworker" />
/**
 * Browser host of one engine. The page tells it where the assets are and
 * which version to load (with the compiled module when an earlier worker
 * compiled it: browser.ts); it answers evaluation requests until
 * terminated. The engine's side of the work is host.ts, shared with the
 * tests' host.
 */
import type {CompiledMessage, HostMessage, HostRequest} from './client';
import {startEngine, type EngineHost} from './host';

type Init = {type: 'init'; assetBase: string; version: string; module?: WebAssembly.Module};

const scope = self as unknown as DedicatedWorkerGlobalScope;
let engine: EngineHost | null = null;
let queued: HostRequest[] = [];

function send(message: HostMessage | CompiledMessage): void {
  scope.postMessage(message);
}

function answer(request: HostRequest): void {
  send({type: 'result', id: request.id, raw: engine!.evaluate(request)});
}

async function load({assetBase, version, module: given}: Init): Promise<void> {
  // The download and compile start first; Go's glue script loads meanwhile.
  const compiling = given ? Promise.resolve(given) : WebAssembly.compileStreaming(fetch(`${assetBase}textwire-${version}.wasm`));
  scope.importScripts(`${assetBase}wasm_exec.js`);
  const module = await compiling;
  if (!given) send({type: 'compiled', module});
  engine = await startEngine(version, (imports) => WebAssembly.instantiate(module, imports));
}

scope.onmessage = (event: MessageEvent<Init | HostRequest>) => {
  const message = event.data;
  if ('type' in message) {
    load(message).then(
      () => {
        send({type: 'ready'});
        queued.forEach(answer);
        queued = [];
      },
      (error: Error) => send({type: 'failed', message: error.message}),
    );
  } else if (engine) {
    answer(message);
  } else {
    queued.push(message);
  }
};
