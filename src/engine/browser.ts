/**
 * Browser side of the engine: one Web Worker per docs version, created on
 * first use so that pages which never run Textwire never download it.
 */
import {EngineClient, type EngineVersion, type EngineWorker, type HostMessage} from './client';

function spawnBrowserWorker(version: EngineVersion, assetBase: string): EngineWorker {
  const worker = new Worker(new URL('./engine.worker.ts', import.meta.url));
  worker.postMessage({type: 'init', assetBase, version});
  return {
    post: (request) => worker.postMessage(request),
    onMessage: (listener) => worker.addEventListener('message', (event: MessageEvent<HostMessage>) => listener(event.data)),
    onCrash: (listener) => worker.addEventListener('error', (event) => listener(event.message || 'worker error')),
    terminate: () => worker.terminate(),
  };
}

const clients = new Map<EngineVersion, EngineClient>();

/** assetBase is the site URL of static/engine/, e.g. useBaseUrl('/engine/'). */
export function getBrowserEngine(version: EngineVersion, assetBase: string): EngineClient {
  let client = clients.get(version);
  if (!client) {
    client = new EngineClient(() => spawnBrowserWorker(version, assetBase));
    clients.set(version, client);
  }
  return client;
}
