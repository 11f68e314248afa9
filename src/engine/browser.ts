/**
 * Browser side of the engine: one Web Worker per docs version, created on
 * first use so that pages which never run Textwire never download it.
 *
 * The clients are module-level singletons: an engine loads once per visit
 * and stays loaded as the visitor moves between pages that run Textwire
 * (client-side navigation keeps this module). A page that runs Textwire
 * calls warmEngine when its code is evaluated, before React renders it: the
 * worker then downloads and compiles the wasm (streaming) while the page
 * hydrates. The worker hands its compiled module back, and a worker started
 * after a timeout or a crash gets it, so the engine is downloaded and
 * compiled once per visit.
 *
 * Measured against a <link rel="preload"> of the wasm compiled in the page
 * (docs-dev/playground.md, "First output"): the preload took bandwidth and decoding time
 * from the page's own scripts and the page's main thread had to finish the
 * compile before the worker could start the engine; both came later.
 */
import {engineAssetBase} from './assetBase';
import {EngineClient, type CompiledMessage, type EngineVersion, type EngineWorker, type HostMessage} from './client';

const compiled = new Map<EngineVersion, WebAssembly.Module>();

function spawnBrowserWorker(version: EngineVersion): EngineWorker {
  const worker = new Worker(new URL('./engine.worker.ts', import.meta.url));
  worker.postMessage({type: 'init', assetBase: engineAssetBase(), version, module: compiled.get(version)});
  worker.addEventListener('message', (event: MessageEvent<HostMessage | CompiledMessage>) => {
    if (event.data.type === 'compiled') compiled.set(version, event.data.module);
  });
  return {
    post: (request) => worker.postMessage(request),
    onMessage: (listener) =>
      worker.addEventListener('message', (event: MessageEvent<HostMessage | CompiledMessage>) => {
        if (event.data.type !== 'compiled') listener(event.data);
      }),
    onCrash: (listener) => worker.addEventListener('error', (event) => listener(event.message || 'worker error')),
    terminate: () => worker.terminate(),
  };
}

const clients = new Map<EngineVersion, EngineClient>();

/** The engine of a version, shared by every workbench of the visit. */
export function browserEngine(version: EngineVersion): EngineClient {
  let client = clients.get(version);
  if (!client) {
    client = new EngineClient(() => spawnBrowserWorker(version));
    clients.set(version, client);
  }
  return client;
}

/**
 * Starts a version's engine now (worker, download, compile, Go), so that
 * the first run finds it ready. Pages that run Textwire call it when their
 * code is evaluated, before React renders them.
 */
export function warmEngine(version: EngineVersion): void {
  if (typeof window === 'undefined') return;
  void browserEngine(version).load();
}
