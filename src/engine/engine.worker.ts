/// <reference lib="webworker" />
/**
 * Browser host of one engine. The page tells it where the assets are and
 * which version to load, then sends the engine's compiled wasm (browser.ts
 * downloads and compiles it while this script loads); it answers evaluation
 * requests until terminated. The engine's side of the work is host.ts,
 * shared with the tests' host.
 */
import type {HostMessage, HostRequest} from './client';
import {startEngine, type EngineHost} from './host';

type Init = {type: 'init'; assetBase: string; version: string};
type CompiledModule = {type: 'module'; module?: WebAssembly.Module; error?: string};

const scope = self as unknown as DedicatedWorkerGlobalScope;
let engine: EngineHost | null = null;
let queued: HostRequest[] = [];
let receiveModule!: (message: CompiledModule) => void;
const moduleMessage = new Promise<CompiledModule>((resolve) => (receiveModule = resolve));

function send(message: HostMessage): void {
  scope.postMessage(message);
}

function answer(request: HostRequest): void {
  send({type: 'result', id: request.id, raw: engine!.evaluate(request)});
}

async function load({assetBase, version}: Init): Promise<void> {
  scope.importScripts(`${assetBase}wasm_exec.js`);
  const {module, error} = await moduleMessage;
  if (!module) throw new Error(error ?? 'no engine module');
  engine = await startEngine(version, (imports) => WebAssembly.instantiate(module, imports));
}

scope.onmessage = (event: MessageEvent<Init | CompiledModule | HostRequest>) => {
  const message = event.data;
  if ('type' in message && message.type === 'module') {
    receiveModule(message);
  } else if ('type' in message) {
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
