/**
 * Talks to one Textwire engine running in a worker (a browser Web Worker or a
 * Node worker thread). The engine runs in a worker so that a template that
 * never ends cannot freeze the caller: after the time limit the worker is
 * terminated, the caller is told so, and the next call starts a fresh engine.
 */

// The versions come from the one registry (src/versions/registry.json).
export {ENGINE_MODULES, ENGINE_RELEASES, ENGINE_VERSIONS, type EngineVersion} from '../versions';

/** Long enough for any docs template, short enough that a stuck one is noticed. */
export const DEFAULT_TIMEOUT_MS = 3000;

/**
 * One error at its place: file is a path inside templates/ ('' for a single
 * template), line is 1-based (0 when the engine gives none).
 */
export type EngineProblem = {file: string; line: number; message: string};

/**
 * What the engine gave, as facts: no sentence is written here. The run
 * pipeline (src/workbench/run.ts, resultMessage) is the one place that turns
 * a result into the text a visitor reads.
 */
export type EvalResult =
  | {status: 'ok'; output: string}
  /**
   * The engine refused the template; message is the engine's own text, and
   * problems every error found (for a parse error, all the parser's errors
   * in every file, where the engine stops at the first).
   */
  | {status: 'error'; message: string; problems: EngineProblem[]}
  /** The data given to the template is not a JSON object (the engine's own text). */
  | {status: 'data-error'; message: string}
  /** The template did not finish within `ms`; the engine was stopped, and the next call starts a fresh one. */
  | {status: 'timeout'; ms: number}
  /** The engine panicked on this template (an engine bug): Go's panic value. The engine stays usable. */
  | {status: 'crash'; panic: string}
  /** A fatal error ended the engine during the call (its first line, e.g. "fatal error: stack overflow"); it was restarted. */
  | {status: 'crash'; fatal: string}
  /** The template needed more memory than a WebAssembly engine can have; the engine was restarted. */
  | {status: 'out-of-memory'}
  /** The engine could not be loaded or its worker crashed: why. */
  | {status: 'unavailable'; message: string};

/**
 * What an engine offers the template editor's completion, read from the
 * engine itself (engine/internal/meta): each directive with the snippet the
 * engine's lsp inserts for it ('' when it has none), the built-in function
 * names by the engine's object type ("STRING"), and the loop object's fields.
 */
export type EngineMeta = {
  directives: Array<{name: string; insert: string}>;
  functions: Record<string, string[]>;
  loop: string[];
};

/**
 * What the Go side returns (engine/wasm/bridge.go), or `fatal` with what Go
 * printed when a fatal error ended the engine during the call (host.ts).
 */
export type RawEngineResult = {
  output?: string;
  error?: string;
  problems?: EngineProblem[];
  dataError?: string;
  panic?: string;
  fatal?: string;
  meta?: EngineMeta;
};

/** A template file as a Go program would have it under its templates folder. */
export type TemplateFile = {path: string; source: string};

/**
 * One template through EvaluateString, or a set of files through NewTemplate
 * (templates folder, extension .tw) with `page`, a file's path, rendered.
 */
export type EngineRequest =
  | {kind: 'string'; template: string; data: string}
  | {kind: 'files'; files: TemplateFile[]; page: string; data: string};

/** A request to the engine's worker: a template to run, or its meta (EngineMeta). */
export type WorkerRequest = EngineRequest | {kind: 'meta'};

export type HostRequest = WorkerRequest & {id: number};
export type HostMessage =
  | {type: 'ready'}
  | {type: 'failed'; message: string}
  | {type: 'result'; id: number; raw: RawEngineResult};

/** What a browser worker sends back once it has compiled its engine (browser.ts keeps it for the next worker). */
export type CompiledMessage = {type: 'compiled'; module: WebAssembly.Module};

/** The few things the client needs from a worker, whatever its platform. */
export interface EngineWorker {
  post(request: HostRequest): void;
  onMessage(listener: (message: HostMessage) => void): void;
  onCrash(listener: (message: string) => void): void;
  terminate(): void;
}

/** The first line of a Go fatal error, e.g. "fatal error: out of memory". */
function fatalReason(printed: string): string {
  return /fatal error: [^\n]*/.exec(printed)?.[0] ?? printed.trim().split('\n')[0];
}

export function toResult(raw: RawEngineResult): EvalResult {
  if (typeof raw.fatal === 'string') {
    return /out of memory/.test(raw.fatal) ? {status: 'out-of-memory'} : {status: 'crash', fatal: fatalReason(raw.fatal)};
  }
  if (typeof raw.dataError === 'string') return {status: 'data-error', message: raw.dataError};
  if (typeof raw.panic === 'string') return {status: 'crash', panic: raw.panic};
  if (typeof raw.error === 'string') {
    return {
      status: 'error',
      message: raw.error,
      problems: raw.problems?.length ? raw.problems : [{file: '', line: 0, message: raw.error}],
    };
  }
  return {status: 'ok', output: raw.output ?? ''};
}

type Running = {worker: EngineWorker; ready: Promise<void>};

/** A call that got no answer from the engine, and why. */
type NoAnswer = {noAnswer: Extract<EvalResult, {status: 'unavailable' | 'timeout'}>};

export class EngineClient {
  private running: Running | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private nextId = 1;
  /** What settles a call: the engine's answer, or why there is none. */
  private pending = new Map<number, (answer: RawEngineResult | NoAnswer) => void>();
  private metaLoad: Promise<EngineMeta> | undefined;

  constructor(
    private readonly spawn: () => EngineWorker,
    private readonly timeoutMs = DEFAULT_TIMEOUT_MS,
  ) {}

  /** Calls run one after another, never in parallel. */
  request(request: EngineRequest): Promise<EvalResult> {
    return this.enqueue(() => this.call(request)).then((answer) =>
      'noAnswer' in answer ? answer.noAnswer : toResult(answer),
    );
  }

  private enqueue<T>(work: () => Promise<T>): Promise<T> {
    const result = this.queue.then(work);
    this.queue = result.catch(() => undefined);
    return result;
  }

  /**
   * The engine's directives, functions and loop fields, asked once per
   * client (one per version in the browser); a failed request is asked
   * again next time.
   */
  meta(): Promise<EngineMeta> {
    this.metaLoad ??= this.enqueue(() => this.call({kind: 'meta'})).then((answer) => {
      if ('meta' in answer && answer.meta) return answer.meta;
      this.metaLoad = undefined;
      if (!('noAnswer' in answer)) throw new Error('the engine gave no meta');
      throw new Error(answer.noAnswer.status === 'timeout' ? 'the engine did not answer in time' : answer.noAnswer.message);
    });
    return this.metaLoad;
  }

  /** Resolves once the engine has loaded (or failed to); useful to warm up. */
  async load(): Promise<EvalResult | null> {
    try {
      await this.start().ready;
      return null;
    } catch (error) {
      return {status: 'unavailable', message: String((error as Error).message ?? error)};
    }
  }

  dispose(): void {
    this.stop();
  }

  private start(): Running {
    if (this.running) return this.running;
    const worker = this.spawn();
    let markReady!: () => void;
    let markFailed!: (error: Error) => void;
    const ready = new Promise<void>((resolve, reject) => {
      markReady = resolve;
      markFailed = reject;
    });
    worker.onMessage((message) => {
      if (message.type === 'ready') markReady();
      else if (message.type === 'failed') markFailed(new Error(message.message));
      else {
        this.pending.get(message.id)?.(message.raw);
        // A fatal error ended the Go program: the next call starts a new one.
        if (message.raw.fatal !== undefined) this.stop();
      }
    });
    worker.onCrash((message) => {
      markFailed(new Error(message));
      for (const settle of this.pending.values()) {
        settle({noAnswer: {status: 'unavailable', message: `The engine stopped: ${message}`}});
      }
      this.stop();
    });
    this.running = {worker, ready};
    return this.running;
  }

  private stop(): void {
    this.running?.worker.terminate();
    this.running = null;
    this.pending.clear();
  }

  private async call(request: WorkerRequest): Promise<RawEngineResult | NoAnswer> {
    const running = this.start();
    try {
      await running.ready;
    } catch (error) {
      this.stop();
      return {noAnswer: {status: 'unavailable', message: `The engine could not be loaded: ${(error as Error).message}`}};
    }
    const id = this.nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        this.stop();
        resolve({noAnswer: {status: 'timeout', ms: this.timeoutMs}});
      }, this.timeoutMs);
      this.pending.set(id, (answer) => {
        clearTimeout(timer);
        this.pending.delete(id);
        resolve(answer);
      });
      running.worker.post({...request, id});
    });
  }
}
