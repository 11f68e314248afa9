/**
 * Browser side of the engine: one Web Worker per docs version, created on
 * first use so that pages which never run Textwire never download it.
 *
 * The clients are module-level singletons: an engine loads once per visit
 * and stays loaded as the visitor moves between pages that run Textwire
 * (client-side navigation keeps this module). The wasm is fetched and
 * compiled here, in the page, as soon as a page asks (warmEngine), while the
 * worker's own script is still loading; the compiled module is handed to the
 * worker, and to each worker started after a timeout or a crash, so the
 * engine is downloaded and compiled once.
 */
import {EngineClient, type EngineVersion, type EngineWorker, type HostMessage} from './client';

// Docusaurus sets the bundler's public path to the site's baseUrl; the
// engine's files are in static/engine/.
declare const __webpack_public_path__: string;

/** The site URL of static/engine/. */
export function engineAssetBase(): string {
  return `${__webpack_public_path__}engine/`;
}

/** The site URL of a version's wasm (for a <link rel="preload">). */
export function engineWasmUrl(version: EngineVersion): string {
  return `${engineAssetBase()}textwire-${version}.wasm`;
}

const compiled = new Map<EngineVersion, Promise<WebAssembly.Module>>();

/** Downloads and compiles a version's wasm once; a failed attempt is tried afresh next time. */
function compileEngine(version: EngineVersion): Promise<WebAssembly.Module> {
  let module = compiled.get(version);
  if (!module) {
    module = WebAssembly.compileStreaming(fetch(engineWasmUrl(version)));
    module.catch(() => compiled.delete(version));
    compiled.set(version, module);
  }
  return module;
}

function spawnBrowserWorker(version: EngineVersion): EngineWorker {
  const worker = new Worker(new URL('./engine.worker.ts', import.meta.url));
  worker.postMessage({type: 'init', assetBase: engineAssetBase(), version});
  compileEngine(version).then(
    (module) => worker.postMessage({type: 'module', module}),
    (error: Error) => worker.postMessage({type: 'module', error: `could not download the engine (${error.message})`}),
  );
  return {
    post: (request) => worker.postMessage(request),
    onMessage: (listener) => worker.addEventListener('message', (event: MessageEvent<HostMessage>) => listener(event.data)),
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
 * Starts a version's engine now (download, compile, worker), so that the
 * first run finds it ready. Pages that run Textwire call it when their code
 * is evaluated, before React renders them.
 */
export function warmEngine(version: EngineVersion): void {
  if (typeof window === 'undefined') return;
  void browserEngine(version).load();
}
