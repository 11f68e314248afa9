/// <reference lib="webworker" />
/**
 * Browser host of one engine. The page tells it where the assets are and
 * which version to load; it answers evaluation requests until terminated.
 */
import type {HostMessage, HostRequest, RawEngineResult} from './client';

type Init = {type: 'init'; assetBase: string; version: string};
type GoRuntime = {importObject: WebAssembly.Imports; run(instance: WebAssembly.Instance): Promise<void>};

const scope = self as unknown as DedicatedWorkerGlobalScope & {
  Go: new () => GoRuntime;
  [fn: string]: unknown;
};
let evaluate: ((template: string, data: string) => RawEngineResult) | null = null;
let queued: HostRequest[] = [];

function send(message: HostMessage): void {
  scope.postMessage(message);
}

function answer(request: HostRequest): void {
  send({type: 'result', id: request.id, raw: evaluate!(request.template, request.data)});
}

async function load({assetBase, version}: Init): Promise<void> {
  scope.importScripts(`${assetBase}wasm_exec.js`);
  const go = new scope.Go();
  const response = fetch(`${assetBase}textwire-${version}.wasm`);
  const {instance} = await WebAssembly.instantiateStreaming(response, go.importObject);
  void go.run(instance);
  const fn = scope[`textwire${version.toUpperCase()}`];
  if (typeof fn !== 'function') throw new Error(`engine ${version} did not start`);
  evaluate = fn as typeof evaluate;
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
  } else if (evaluate) {
    answer(message);
  } else {
    queued.push(message);
  }
};
