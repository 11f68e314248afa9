/**
 * The run pipeline: a state to an engine request to an outcome with its
 * title and message. The one way Textwire is run for a visitor: the result
 * pane, both sides of compare, a lesson's Check (runState with other data)
 * and the examples test (tests/examples/examples.test.ts) all call runState.
 *
 * The steps: the file-set rules (files.ts), the data check (data.ts), then
 * the engine of the state's version. Runs as you type are scheduled by
 * RunScheduler: the first at once, later ones after a typing pause, and an
 * answer to an older run is dropped when a newer one was asked for.
 */
import type {EngineProblem, EngineRequest, EngineVersion, EvalResult} from '../engine/client';
import {checkData} from './data';
import {setProblem, templateProblem} from './files';
import {hasFiles, type PlaygroundState} from './state';

/** How long typing must pause before the state is run again (and written to the address bar). */
export const TYPING_PAUSE_MS = 250;

/** What stopped the input from reaching the engine, or how the engine answered. */
export type OutcomeStatus = EvalResult['status'] | 'files';

/** The one table of titles, for the result pane and each side of compare. */
export const OUTCOME_TITLES: Record<OutcomeStatus, string> = {
  ok: 'Rendered',
  error: 'Textwire error',
  files: 'Files',
  'data-error': 'Data error',
  timeout: 'Stopped',
  crash: 'Engine crash',
  'out-of-memory': 'Out of memory',
  unavailable: 'Engine unavailable',
};

export type Outcome =
  | {status: 'ok'; title: string; message: ''; output: string}
  /** message is the engine's own text; problems each error at its place. */
  | {status: 'error'; title: string; message: string; problems: EngineProblem[]}
  | {status: Exclude<OutcomeStatus, 'ok' | 'error'>; title: string; message: string};

/** What runs a request: an engine client of one version (EngineClient has this shape). */
export type Engine = {request(request: EngineRequest): Promise<EvalResult>};
export type EngineOf = (version: EngineVersion) => Engine;

/** What the engine is asked to do for a state: EvaluateString, or NewTemplate and the page. */
export function engineRequest(state: PlaygroundState): EngineRequest {
  return hasFiles(state)
    ? {kind: 'files', files: state.files, page: state.page, data: state.data}
    : {kind: 'string', template: state.template, data: state.data};
}

export function outcomeOf(result: EvalResult): Outcome {
  const title = OUTCOME_TITLES[result.status];
  switch (result.status) {
    case 'ok':
      return {status: 'ok', title, message: '', output: result.output};
    case 'error':
      return {status: 'error', title, message: result.message, problems: result.problems};
    default:
      return {status: result.status, title, message: result.message};
  }
}

/** Why the state cannot be given to the engine (its files or template break a rule, its data is not a JSON object), or null. */
export async function inputProblem(state: PlaygroundState): Promise<Outcome | null> {
  const files = hasFiles(state) ? setProblem(state.files, state.page) : templateProblem(state.template);
  if (files) return {status: 'files', title: OUTCOME_TITLES.files, message: files};
  const data = await checkData(state.data);
  if (!data.ok) return {status: 'data-error', title: OUTCOME_TITLES['data-error'], message: data.message};
  return null;
}

export type RunOptions = {
  /** Run on this version instead of the state's (compare's other side). */
  version?: EngineVersion;
  /** Run with this data instead of the state's (a lesson's hidden data sets). */
  data?: string;
  /** Called once the checks pass and the engine is asked (the result pane says "Running…"). */
  onEngine?: () => void;
};

/** Runs a state: its checks, then its engine. Never throws for a visitor's input. */
export async function runState(state: PlaygroundState, engineOf: EngineOf, options: RunOptions = {}): Promise<Outcome> {
  const input = options.data === undefined ? state : {...state, data: options.data};
  const problem = await inputProblem(input);
  if (problem) return problem;
  options.onEngine?.();
  return outcomeOf(await engineOf(options.version ?? input.version).request(engineRequest(input)));
}

/**
 * Runs a state as it changes: the first run at once (nobody is typing yet),
 * each later one after TYPING_PAUSE_MS without a change. Only the answer to
 * the latest state is delivered.
 */
export class RunScheduler<T> {
  private serial = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private started = false;

  constructor(
    private readonly run: (state: PlaygroundState) => Promise<T>,
    private readonly deliver: (result: T, serial: number) => void,
    private readonly pauseMs = TYPING_PAUSE_MS,
  ) {}

  /** Asks for a run of this state; returns its serial number. */
  schedule(state: PlaygroundState): number {
    const serial = ++this.serial;
    clearTimeout(this.timer);
    const go = () => {
      this.run(state).then((result) => {
        if (serial === this.serial) this.deliver(result, serial);
      });
    };
    if (this.started) this.timer = setTimeout(go, this.pauseMs);
    else go();
    this.started = true;
    return serial;
  }

  /** Stops a pending run and drops any answer still to come. */
  cancel(): void {
    clearTimeout(this.timer);
    this.serial++;
  }
}
