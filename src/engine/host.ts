/**
 * The engine's side of a worker, the same code in the browser's Web Worker
 * (engine.worker.ts) and in Node's worker thread (node.ts, for the tests):
 * it starts one Textwire engine compiled to WebAssembly and answers
 * requests. Files are given to the engine in an in-memory file system under
 * /app/templates, with /app as the working directory, so that NewTemplate
 * reads them exactly as a Go program run from /app reads them from disk.
 */
import {createMemoryFs} from './memoryFs';
import {APP_ROOT, TEMPLATES_DIR} from './hostPaths';
import type {EngineMeta, RawEngineResult, WorkerRequest} from './client';

type GoRuntime = {importObject: WebAssembly.Imports; run(instance: WebAssembly.Instance): Promise<void>; exited: boolean};
type GoGlobals = {
  Go: new () => GoRuntime;
  fs: unknown;
  process: {cwd: () => string};
  [name: string]: unknown;
};

/** Keeps the start of what Go printed to stderr: a fatal error's reason comes first. */
const STDERR_KEPT = 4000;

export type EngineHost = {evaluate(request: WorkerRequest): RawEngineResult};

/**
 * Go's js/wasm port spells system error texts its own way (syscall/tables_js.go:
 * "No such file or directory"); a Go program on Linux or macOS, where the
 * engine's users run it, prints "no such file or directory". These are the
 * errors the in-memory file system can give; the host words them as on Linux.
 */
const LINUX_ERROR_TEXTS: Array<[string, string]> = [
  ['No such file or directory', 'no such file or directory'],
  ['Not a directory', 'not a directory'],
  ['Is a directory', 'is a directory'],
  ['Read-only file system', 'read-only file system'],
  ['Bad file number', 'bad file descriptor'],
];

function asOnLinux(message: string): string {
  return LINUX_ERROR_TEXTS.reduce((text, [wasm, linux]) => text.split(`: ${wasm}`).join(`: ${linux}`), message);
}

/**
 * Call once wasm_exec.js has defined globalThis.Go. `instantiate` compiles
 * and instantiates the engine's wasm with Go's imports.
 */
export async function startEngine(
  version: string,
  instantiate: (imports: WebAssembly.Imports) => Promise<WebAssembly.Instance>,
): Promise<EngineHost> {
  const global = globalThis as unknown as GoGlobals;
  let stderr = '';
  const fs = createMemoryFs(APP_ROOT, (fd, text) => {
    if (fd === 2 && stderr.length < STDERR_KEPT) stderr = (stderr + text).slice(0, STDERR_KEPT);
  });
  // Go's runtime reads both when it starts, so they are set before it runs.
  global.fs = fs;
  global.process.cwd = () => APP_ROOT;

  const go = new global.Go();
  const instance = await instantiate(go.importObject);
  void go.run(instance);
  const name = `textwire${version.toUpperCase()}`;
  if (typeof global[name] !== 'function' || typeof global[`${name}Files`] !== 'function') {
    throw new Error(`engine ${version} did not start`);
  }
  const evaluateString = global[name] as (template: string, data: string) => unknown;
  const renderFiles = global[`${name}Files`] as (dir: string, entry: string, data: string) => unknown;
  const meta = global[`${name}Meta`] as () => {meta: EngineMeta};

  function call(request: WorkerRequest): unknown {
    if (request.kind === 'meta') return meta();
    if (request.kind === 'string') return evaluateString(request.template, request.data);
    const tree: Record<string, string> = {};
    for (const file of request.files) tree[`${APP_ROOT}/${TEMPLATES_DIR}/${file.path}`] = file.source;
    fs.replaceFiles(tree);
    return renderFiles(TEMPLATES_DIR, request.page.replace(/\.tw$/, ''), request.data);
  }

  return {
    evaluate(request) {
      if (go.exited) return {fatal: stderr || 'the engine has stopped'};
      stderr = '';
      let raw: unknown;
      let thrown: unknown;
      try {
        raw = call(request);
      } catch (error) {
        thrown = error;
      }
      // A fatal error (out of memory, a stack overflow) ends the Go program
      // in the middle of the call: there is no result, only what it printed.
      if (go.exited || raw === undefined || thrown !== undefined) {
        return {fatal: stderr || String((thrown as Error | undefined)?.message ?? 'the engine stopped')};
      }
      const result = raw as RawEngineResult;
      if (typeof result.error !== 'string') return result;
      // Go's values arrive as JavaScript objects; a plain copy crosses to the page.
      const problems = (result.problems ?? []).map(({file, line, message}) => ({file, line, message: asOnLinux(message)}));
      return {...result, error: asOnLinux(result.error), problems};
    },
  };
}
