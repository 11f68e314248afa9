/**
 * The workbench: a template, or a set of template files, and JSON data in;
 * the real Textwire engine (WebAssembly, in a Web Worker) runs as you type,
 * the result out as HTML source and as a preview in a sandboxed frame.
 * /playground is a page around it; a lesson page mounts it with its own
 * files and fewer controls.
 *
 * Props:
 * - `initialState` (required): the state shown first (prerendered) and the
 *   one Reset returns to. When the address holds no state, the address stays
 *   clean while the workbench holds exactly this state.
 * - `controls`: which controls to show (context.tsx, WorkbenchControls); each
 *   is shown unless set to false, e.g. `{examples: false, compare: false,
 *   version: false}`.
 * - `address`: read the state from the address bar once mounted, and write
 *   it there as it changes, in the URL fragment (src/playground/address.ts,
 *   the one module that knows where), with a draft of it in browser storage
 *   (SavedWork/). Off unless set: only /playground owns its address.
 * - `onStateChange(state)`: after each change of the state (typing, files,
 *   version, data, compare), and once for the starting state.
 * - `ref`: a WorkbenchHandle, to replace the state from outside (a lesson's
 *   Solve and Reset: `ref.current.openState(state)`) or dispatch any action of
 *   the model (src/playground/model.ts). Changing the component's `key`
 *   starts it afresh too.
 *
 * The state lives in one reducer (src/playground/model.ts); the parts (one
 * folder each: Toolbar, FileBar, Editor, Results, Compare, ExamplesMenu,
 * KeyboardShortcuts) read it and dispatch through the context (context.tsx).
 */
import React, {
  useEffect,
  useImperativeHandle,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import Link from '@docusaurus/Link';
import {useLatest} from '@site/src/client/useLatest';
import type {EngineVersion} from '@site/src/engine/client';
import {browserEngine} from '@site/src/engine/browser';
import {initialModel, openPath, workbenchReducer, type WorkbenchAction} from '@site/src/playground/model';
import {RunScheduler, runWorkbench, type WorkbenchRun} from '@site/src/playground/run';
import type {PlaygroundState} from '@site/src/playground/state';
import {
  ALL_CONTROLS,
  WorkbenchContext,
  type RunView,
  type WorkbenchContextValue,
  type WorkbenchControls,
} from './context';
import Toolbar from './Toolbar';
import InputPane from './Editor/InputPane';
import Results from './Results';
import SavedWorkNotes from './SavedWork';
import {useSavedWork} from './SavedWork/useSavedWork';
import styles from './styles.module.css';

export type {WorkbenchControls} from './context';

export type WorkbenchHandle = {
  /** Replaces the whole state (files get new ids: their editors start afresh). */
  openState(state: PlaygroundState): void;
  dispatch(action: WorkbenchAction): void;
  /** The state now (the latest, even before React renders it). */
  getState(): PlaygroundState;
};

export type WorkbenchProps = {
  initialState: PlaygroundState;
  controls?: Partial<WorkbenchControls>;
  address?: boolean;
  onStateChange?: (state: PlaygroundState) => void;
  ref?: Ref<WorkbenchHandle>;
};

const engineOf = (version: EngineVersion) => browserEngine(version);
const engineMeta = (version: EngineVersion) => browserEngine(version).meta();

const IDLE: RunView = {outcome: null, compared: null, running: false, lastOutput: null, serial: 0, ms: 0};

/**
 * The workbench's one run owner: runs the state as it changes (the first run
 * at once, later ones after a typing pause), on its version alone or, with
 * compare on, on the two compared versions (runWorkbench), for the result
 * pane, the compare view and the editor's marks alike.
 */
function useRuns(state: PlaygroundState, waiting: boolean): RunView {
  const [run, setRun] = useState<RunView>(IDLE);
  const scheduler = useRef<RunScheduler<{result: WorkbenchRun; ms: number | null}> | null>(null);
  useEffect(() => {
    const runs = new RunScheduler(
      async (next: PlaygroundState) => {
        let started: number | null = null;
        const result = await runWorkbench(next, engineOf, () => {
          started = performance.now();
          setRun((current) => ({...current, running: true}));
        });
        return {result, ms: started === null ? null : Math.round(performance.now() - started)};
      },
      ({result: {outcome, compared}, ms}, serial) => {
        setRun((current) => ({
          outcome,
          compared,
          running: false,
          lastOutput: outcome.status === 'ok' ? outcome.output : current.lastOutput,
          // A run stopped by its input never reached the engine: the bench counts engine runs.
          serial: ms === null ? current.serial : serial,
          ms: ms ?? current.ms,
        }));
      },
    );
    scheduler.current = runs;
    return () => runs.cancel();
  }, []);
  const compare = Boolean(state.compare);
  const lastCompare = useRef(compare);
  useEffect(() => {
    // While the address's state is being opened, the starting state is not run.
    if (waiting) return;
    // Compare switched on or off is a click, not typing: its run starts at once.
    const switched = compare !== lastCompare.current;
    lastCompare.current = compare;
    scheduler.current?.schedule(state, switched);
  }, [state, compare, waiting]);
  return run;
}

export default function Workbench({
  initialState,
  controls,
  address = false,
  onStateChange,
  ref,
}: WorkbenchProps): ReactNode {
  // The page is prerendered with the starting state, every box at its final
  // size, so nothing moves when the editors and the engine arrive; a state
  // in the address replaces it once in the browser.
  const [model, dispatch] = useReducer(workbenchReducer, initialState, (state) => initialModel(state));
  const {state} = model;
  // The address and the drafts (SavedWork/useSavedWork.ts): a link's state,
  // else this tab's draft, replaces the starting state once in the browser.
  const savedWork = useSavedWork({
    enabled: address,
    state,
    startingState: initialState,
    open: (next) => dispatch({type: 'open-state', state: next}),
  });
  const readAddress = savedWork.ready;
  const run = useRuns(state, !readAddress);

  const latestOnStateChange = useLatest(onStateChange);
  useEffect(() => {
    if (readAddress) latestOnStateChange.current?.(state);
  }, [state, readAddress, latestOnStateChange]);

  const latestState = useLatest(state);
  useImperativeHandle(
    ref,
    () => ({
      openState: (next) => dispatch({type: 'open-state', state: next}),
      dispatch,
      getState: () => latestState.current,
    }),
    [latestState],
  );

  const shown = useMemo(() => ({...ALL_CONTROLS, ...controls}), [controls]);
  const value = useMemo<WorkbenchContextValue>(
    () => ({model, dispatch, startingState: initialState, controls: shown, run, engineOf, engineMeta}),
    [model, initialState, shown, run],
  );

  return (
    <WorkbenchContext.Provider value={value}>
      <div className={styles.playground}>
        <Toolbar />
        {address ? <SavedWorkNotes work={savedWork} /> : null}
        {state.origin ? (
          <p className={styles.origin} data-testid="playground-origin">
            From the docs: <Link to={state.origin.href}>{state.origin.label}</Link>
          </p>
        ) : null}
        <div className={styles.panes}>
          <InputPane
            problems={run.outcome?.status === 'error' ? run.outcome.problems : null}
            openPath={openPath(model)}
          />
          <section className={styles.outputs} aria-label="Result">
            <Results />
          </section>
        </div>
      </div>
    </WorkbenchContext.Provider>
  );
}
