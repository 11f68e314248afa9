/**
 * The workbench: a template, or a set of template files, and JSON data in;
 * the real Textwire engine (WebAssembly, in a Web Worker) runs as you type,
 * the result out as HTML source and as a preview in a sandboxed frame.
 *
 * The page that shows it owns its state: it creates a store with
 * `useWorkbenchStore(startingState)` (./useWorkbenchStore.ts), reads and
 * opens states through it, and passes it here. /playground keeps the store's
 * state in the address and in drafts (src/components/SavedWork); a lesson
 * page keeps it in the tour's progress and checks it.
 *
 * Props:
 * - `store` (required): the page's store.
 * - `controls`: which controls to show (context.tsx, WorkbenchControls); each
 *   is shown unless set to false, e.g. `{examples: false, compare: false,
 *   version: false}`.
 * - `ready` (default true): false while the page is still choosing the state
 *   to open (the playground reads its address and drafts first); nothing is
 *   run before.
 * - `children`: notes of the page's own, shown under the toolbar.
 * - `layout`: 'page' (default) or 'inline', for an example edited where it
 *   stands in the docs: panes stacked, editors as tall as their text, the
 *   output as HTML source without a preview, titles that are not headings.
 *
 * The parts (one folder each: Toolbar, FileBar, Editor, Results, Compare,
 * ExamplesMenu, KeyboardShortcuts) read the store and the run and dispatch
 * through the context (context.tsx).
 */
import React, {useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import type {EngineVersion} from '@site/src/engine/client';
import {browserEngine} from '@site/src/engine/browser';
import {openPath} from '@site/src/playground/model';
import {RunScheduler, runWorkbench, type WorkbenchRun} from '@site/src/playground/run';
import type {PlaygroundState} from '@site/src/playground/state';
import {
  ALL_CONTROLS,
  WorkbenchContext,
  type RunView,
  type WorkbenchContextValue,
  type WorkbenchControls,
  type WorkbenchLayout,
} from './context';
import Toolbar from './Toolbar';
import InputPane from './Editor/InputPane';
import Results from './Results';
import type {WorkbenchStore} from './useWorkbenchStore';
import styles from './styles.module.css';

export type {WorkbenchControls} from './context';
export {useWorkbenchStore, type WorkbenchStore} from './useWorkbenchStore';

export type WorkbenchProps = {
  store: WorkbenchStore;
  controls?: Partial<WorkbenchControls>;
  ready?: boolean;
  children?: ReactNode;
  layout?: WorkbenchLayout;
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
  store,
  controls,
  ready = true,
  children,
  layout = 'page',
}: WorkbenchProps): ReactNode {
  // The page is prerendered with the starting state, every box at its final
  // size, so nothing moves when the editors and the engine arrive.
  const {model, dispatch, startingState} = store;
  const {state} = model;
  const run = useRuns(state, !ready);

  const shown = useMemo(() => ({...ALL_CONTROLS, ...controls}), [controls]);
  const value = useMemo<WorkbenchContextValue>(
    () => ({model, dispatch, startingState, controls: shown, layout, run, engineOf, engineMeta}),
    [model, dispatch, startingState, shown, layout, run],
  );

  return (
    <WorkbenchContext.Provider value={value}>
      <div className={clsx(styles.playground, layout === 'inline' && styles.inline)}>
        {layout === 'page' ? <Toolbar /> : null}
        {children}
        {state.origin && layout === 'page' ? (
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
