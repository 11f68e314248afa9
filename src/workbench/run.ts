/**
 * The run pipeline: a state to an engine request to an outcome with its
 * title and message. The one way Textwire is run: the result pane, both
 * sides of compare, a lesson's Check (its state with each data set), the
 * llms build (plugins/llms.ts) and the examples test
 * (tests/examples/examples.test.ts) all call runState. The engine answers
 * with facts (EvalResult: a Go panic is its value); outcomeOf adds the title
 * and the one sentence a visitor reads, and keeps the facts.
 *
 * The steps: the file-set rules (files.ts), the data check (data.ts), then
 * the engine of the state's version. Runs as you type are scheduled by
 * RunScheduler: the first at once, later ones after a typing pause, and an
 * answer to an older run is dropped when a newer one was asked for.
 */
import type {EngineRequest, EngineVersion, EvalResult} from '../engine/client';
import {comparedVersions} from './compare';
import {checkData} from './data';
import {setProblem, templateProblem} from './files';
import {hasFiles, type WorkbenchState} from './state';

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

/**
 * A result with its title and the words a visitor reads: the result's own
 * fields are kept (a Go panic's value, a timeout's limit, the engine's
 * problems), so nothing needs to read them back out of the words.
 */
export type Outcome =
  | ({status: 'ok'; output: string} & {title: string; message: ''})
  | (Exclude<EvalResult, {status: 'ok'}> & {title: string; message: string})
  /** The files break a rule (files.ts): the engine was not asked. */
  | {status: 'files'; title: string; message: string};

/** What runs a request: an engine client of one version (EngineClient has this shape). */
export type Engine = {request(request: EngineRequest): Promise<EvalResult>};
export type EngineOf = (version: EngineVersion) => Engine;

/** What the engine is asked to do for a state: EvaluateString, or NewTemplate and the page. */
export function engineRequest(state: WorkbenchState): EngineRequest {
  return hasFiles(state)
    ? {kind: 'files', files: state.files, page: state.page, data: state.data}
    : {kind: 'string', template: state.template, data: state.data};
}

/**
 * The words for a result that did not render: the one place a result
 * becomes a sentence (the result pane, each side of compare and a lesson's
 * verdict show it).
 */
function messageOf(result: Exclude<EvalResult, {status: 'ok'}>): string {
  switch (result.status) {
    case 'timeout':
      return `Stopped after ${result.ms / 1000} s: the template did not finish. Look for a loop that never ends, or output that grows very large.`;
    case 'crash':
      return 'panic' in result
        ? `The engine crashed on this template (Go panic: ${result.panic}).`
        : `The engine stopped on this template (${result.fatal}). It was restarted.`;
    case 'out-of-memory':
      // The cap is set when the engine is built (scripts/build-engine.mjs).
      return 'The template needed more memory than the engine is given here (1 GB), so it stopped. It was restarted for your next change.';
    default:
      return result.message;
  }
}

export function outcomeOf(result: EvalResult): Outcome {
  const title = OUTCOME_TITLES[result.status];
  return result.status === 'ok' ? {...result, title, message: ''} : {...result, title, message: messageOf(result)};
}

/** Why the state cannot be given to the engine (its files or template break a rule, its data is not a JSON object), or null. */
export async function inputProblem(state: WorkbenchState): Promise<Outcome | null> {
  const files = hasFiles(state) ? setProblem(state.files, state.page) : templateProblem(state.template);
  if (files) return {status: 'files', title: OUTCOME_TITLES.files, message: files};
  const data = await checkData(state.data);
  if (!data.ok) return {status: 'data-error', title: OUTCOME_TITLES['data-error'], message: data.message};
  return null;
}

export type RunOptions = {
  /** Run on this version instead of the state's (compare's other side). */
  version?: EngineVersion;
  /** Called once the checks pass and the engine is asked (the result pane says "Running…"). */
  onEngine?: () => void;
};

/** Runs a state: its checks, then its engine. Never throws for a visitor's input. */
export async function runState(state: WorkbenchState, engineOf: EngineOf, options: RunOptions = {}): Promise<Outcome> {
  const problem = await inputProblem(state);
  if (problem) return problem;
  options.onEngine?.();
  return askEngine(state, engineOf, options.version ?? state.version);
}

async function askEngine(state: WorkbenchState, engineOf: EngineOf, version: EngineVersion): Promise<Outcome> {
  return outcomeOf(await engineOf(version).request(engineRequest(state)));
}

/** The two versions compared, older first, and each one's outcome (null when the input stopped before the engines). */
export type Compared = {versions: [EngineVersion, EngineVersion]; outcomes: [Outcome, Outcome] | null};

/** What one run of a workbench gives. */
export type WorkbenchRun = {
  /** On the state's own version: the result pane and the editor's problem marks. */
  outcome: Outcome;
  /** With compare on, both compared versions (the state's version is one of them); null with compare off. */
  compared: Compared | null;
};

/**
 * The workbench's one run of a state: on its version alone, or with compare
 * on, on the two compared versions (src/workbench/compare.ts) and nothing
 * more. The state's own version is one of the two, so it is not run again:
 * its side is the result pane's outcome and gives the editor's marks. One
 * engine call per version per run: 1 alone, 2 in compare.
 */
export async function runWorkbench(
  state: WorkbenchState,
  engineOf: EngineOf,
  onEngine?: () => void,
): Promise<WorkbenchRun> {
  const versions = state.compare ? comparedVersions(state.version) : null;
  if (!versions) return {outcome: await runState(state, engineOf, {onEngine}), compared: null};
  const problem = await inputProblem(state);
  if (problem) return {outcome: problem, compared: {versions, outcomes: null}};
  onEngine?.();
  const outcomes = (await Promise.all(versions.map((version) => askEngine(state, engineOf, version)))) as [
    Outcome,
    Outcome,
  ];
  const own = versions.indexOf(state.version);
  return {
    outcome: own >= 0 ? outcomes[own] : await askEngine(state, engineOf, state.version),
    compared: {versions, outcomes},
  };
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
  /** The run waiting for the typing pause, if any. */
  private pending: (() => void) | null = null;

  constructor(
    private readonly run: (state: WorkbenchState) => Promise<T>,
    private readonly deliver: (result: T, serial: number) => void,
    private readonly pauseMs = TYPING_PAUSE_MS,
  ) {}

  /**
   * Asks for a run of this state, after the typing pause, or `now` (a click,
   * not typing: nothing more is coming); returns its serial number.
   */
  schedule(state: WorkbenchState, now = false): number {
    const serial = ++this.serial;
    clearTimeout(this.timer);
    const go = () => {
      this.pending = null;
      this.run(state).then((result) => {
        if (serial === this.serial) this.deliver(result, serial);
      });
    };
    if (this.started && !now) {
      this.pending = go;
      this.timer = setTimeout(go, this.pauseMs);
    } else go();
    this.started = true;
    return serial;
  }

  /** Starts a run still waiting for the typing pause at once (a lesson's Check wants the latest state's result now). */
  flush(): void {
    const go = this.pending;
    if (!go) return;
    clearTimeout(this.timer);
    go();
  }

  /** Stops a pending run and drops any answer still to come; the next run asked for starts at once. */
  cancel(): void {
    clearTimeout(this.timer);
    this.pending = null;
    this.started = false;
    this.serial++;
  }
}
