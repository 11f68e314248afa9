/**
 * The workbench's store: the one owner of a workbench's state, its runs and
 * their latest results, without React. A page creates one (the playground, a
 * lesson, a docs example edited in place), lays out the parts that read it
 * (src/components/Workbench), and reads it itself: the playground to keep
 * the state in its address and drafts, a lesson to Check the store's result
 * instead of running the visible data again, an example to build its Try it
 * links. Nothing keeps a second copy.
 *
 * - State: the model and its one reducer (src/workbench/model.ts), changed
 *   through `dispatch` and `open`.
 * - Runs: one scheduler (src/workbench/run.ts RunScheduler, runWorkbench)
 *   runs the state as it changes, the first run at once, later ones after
 *   the typing pause, a compare switch at once: one engine call per pause
 *   alone, two in compare.
 * - Results: the latest run (`WorkbenchRun` with the state it is of), read
 *   by the result pane, the compare view, the editor's marks and a lesson's
 *   Check.
 * - Serialisation: the state as a link's payload (src/workbench/link.ts).
 *
 * React reads it with `useSyncExternalStore(store.subscribe,
 * store.getSnapshot)` and a selector (src/components/Workbench/useWorkbench.ts),
 * so a part renders again only when its slice changes.
 */
import {initialModel, workbenchReducer, type WorkbenchAction, type WorkbenchModel} from './model';
import {RunScheduler, runWorkbench, type Compared, type EngineOf, type Outcome} from './run';
import type {WorkbenchState} from './state';

/**
 * The latest run: the outcome on the state's version (the result pane, the
 * editor's marks), both compared versions' with compare on, and the last
 * output that rendered (shown dimmed under a problem).
 */
export type RunView = {
  outcome: Outcome | null;
  compared: Compared | null;
  /** The state `outcome` is of (null before the first run). */
  state: WorkbenchState | null;
  running: boolean;
  lastOutput: string | null;
  /** The finished run's number and engine time, for npm run bench. */
  serial: number;
  ms: number;
};

export type WorkbenchSnapshot = {
  model: WorkbenchModel;
  run: RunView;
};

export type WorkbenchStoreOptions = {
  /** The engines runs go to (the browser's workers on a page, Node workers in the tests). */
  engineOf: EngineOf;
  /** A clock for the runs' engine time (performance.now in the browser). */
  now?: () => number;
  /** The typing pause (run.ts TYPING_PAUSE_MS unless a test says otherwise). */
  pauseMs?: number;
};

const IDLE: RunView = {
  outcome: null,
  compared: null,
  state: null,
  running: false,
  lastOutput: null,
  serial: 0,
  ms: 0,
};

type Finished = {outcome: Outcome; compared: Compared | null; state: WorkbenchState; ms: number | null};

export class WorkbenchStore {
  /** The state shown first (prerendered) and the one Reset returns to. */
  readonly startingState: WorkbenchState;
  private snapshot: WorkbenchSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly scheduler: RunScheduler<Finished>;
  private readonly engineOf: EngineOf;
  private readonly now: () => number;
  /** Runs happen only between start() and stop(): while a page is still choosing its state, nothing runs. */
  private started = false;
  private lastScheduled: WorkbenchState | null = null;
  private waiting: Array<(run: RunView) => void> = [];

  constructor(startingState: WorkbenchState, options: WorkbenchStoreOptions) {
    this.startingState = startingState;
    this.engineOf = options.engineOf;
    this.now = options.now ?? (() => performance.now());
    this.snapshot = {model: initialModel(startingState), run: IDLE};
    this.scheduler = new RunScheduler<Finished>(
      (state) => this.runOnce(state),
      (finished, serial) => this.finish(finished, serial),
      options.pauseMs,
    );
  }

  // --- reading -------------------------------------------------------------

  /** For useSyncExternalStore: a new object only when something changed. */
  readonly getSnapshot = (): WorkbenchSnapshot => this.snapshot;

  /** For useSyncExternalStore: `listener` is called after each change; returns the unsubscribe. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get model(): WorkbenchModel {
    return this.snapshot.model;
  }

  /** The state now. */
  get state(): WorkbenchState {
    return this.snapshot.model.state;
  }

  get run(): RunView {
    return this.snapshot.run;
  }

  /** The latest outcome if it is of this very state (null when that state has not been run yet). */
  outcomeOf(state: WorkbenchState): Outcome | null {
    const {run} = this.snapshot;
    return run.state === state ? run.outcome : null;
  }

  // --- changing ------------------------------------------------------------

  readonly dispatch = (action: WorkbenchAction): void => {
    const model = workbenchReducer(this.snapshot.model, action);
    // A refused action returns the very model: nothing changes, nobody is told.
    if (model === this.snapshot.model) return;
    const compareSwitched = Boolean(model.state.compare) !== Boolean(this.snapshot.model.state.compare);
    this.set({...this.snapshot, model});
    if (model.state !== this.lastScheduled) this.schedule(compareSwitched);
  };

  /** Replaces the whole state (a link, a draft, a lesson's Solve or Reset): files get new ids, their editors start afresh. */
  readonly open = (state: WorkbenchState): void => this.dispatch({type: 'open-state', state});

  /**
   * Starts running the state, at once and then as it changes. The page calls
   * it once its state is chosen (the playground reads its address and drafts
   * first); the Workbench component calls it when mounted.
   */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.schedule(true);
  }

  /** Stops running: a pending run is dropped, and an answer still to come is not shown. */
  stop(): void {
    this.started = false;
    this.lastScheduled = null;
    this.scheduler.cancel();
  }

  /**
   * The run of the state now, once it is done: at once if it is the latest
   * result, else after a run started now (one still waiting for the typing
   * pause does not wait for it). A lesson's Check reads the visible data's
   * result here instead of running it again.
   */
  settled(): Promise<RunView> {
    const {run, model} = this.snapshot;
    if (run.state === model.state && !run.running) return Promise.resolve(run);
    const answer = new Promise<RunView>((resolve) => this.waiting.push(resolve));
    if (!this.started) this.start();
    else this.scheduler.flush();
    return answer;
  }

  // --- the runs ---------------------------------------------------------------

  private set(snapshot: WorkbenchSnapshot): void {
    this.snapshot = snapshot;
    for (const listener of [...this.listeners]) listener();
  }

  private setRun(change: (run: RunView) => RunView): void {
    this.set({...this.snapshot, run: change(this.snapshot.run)});
  }

  private schedule(now: boolean): void {
    if (!this.started) return;
    this.lastScheduled = this.state;
    this.scheduler.schedule(this.state, now);
  }

  private async runOnce(state: WorkbenchState): Promise<Finished> {
    let started: number | null = null;
    const {outcome, compared} = await runWorkbench(state, this.engineOf, () => {
      started = this.now();
      this.setRun((run) => (run.running ? run : {...run, running: true}));
    });
    return {outcome, compared, state, ms: started === null ? null : Math.round(this.now() - started)};
  }

  private finish({outcome, compared, state, ms}: Finished, serial: number): void {
    this.setRun((run) => ({
      outcome,
      compared,
      state,
      running: false,
      lastOutput: outcome.status === 'ok' ? outcome.output : run.lastOutput,
      // A run stopped by its input never reached the engine: the bench counts engine runs.
      serial: ms === null ? run.serial : serial,
      ms: ms ?? run.ms,
    }));
    if (state !== this.state) return;
    const waiting = this.waiting;
    this.waiting = [];
    for (const resolve of waiting) resolve(this.snapshot.run);
  }
}
