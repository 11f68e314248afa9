/**
 * What every part of a workbench reads: the model and its dispatch (one
 * reducer, src/playground/model.ts), the latest run, the controls shown, and
 * the engine (src/engine/browser.ts, shared by the whole visit). Provided by
 * Workbench (index.tsx); the parts take it with useWorkbench() instead of
 * props passed through layers.
 */
import {createContext, useContext, type Dispatch} from 'react';
import type {EngineMeta} from '@site/src/engine/client';
import type {EngineVersion} from '@site/src/versions';
import type {WorkbenchAction, WorkbenchModel} from '@site/src/playground/model';
import type {Compared, EngineOf, Outcome} from '@site/src/playground/run';
import type {PlaygroundState} from '@site/src/playground/state';

/** The controls a page can show or hide; all are shown unless a page says otherwise. */
export type WorkbenchControls = {
  /** The engine version picker. */
  version: boolean;
  copyLink: boolean;
  export: boolean;
  compare: boolean;
  /** Reset to the starting state. */
  reset: boolean;
  examples: boolean;
  /** The keyboard shortcuts (their list and their keys). */
  shortcuts: boolean;
  /** Add, rename, delete files and choose the page (the file bar still switches files when hidden). */
  files: boolean;
};

export type WorkbenchLayout = 'page' | 'inline';

export const ALL_CONTROLS: WorkbenchControls = {
  version: true,
  copyLink: true,
  export: true,
  compare: true,
  reset: true,
  examples: true,
  shortcuts: true,
  files: true,
};

/**
 * The engine's problems listed in the result pane and marked in the editor,
 * at most: a template of thousands of errors (the engine reports every
 * parse error) froze the page for seconds listing and marking them all.
 */
export const SHOWN_PROBLEMS = 100;

/**
 * The workbench's latest run (run.ts runWorkbench): the outcome on the
 * state's version (the result pane, the editor's marks), both compared
 * versions' with compare on, and the last output that rendered (shown
 * dimmed under a problem).
 */
export type RunView = {
  outcome: Outcome | null;
  compared: Compared | null;
  running: boolean;
  lastOutput: string | null;
  /** The finished run's number and engine time, for npm run bench. */
  serial: number;
  ms: number;
};

export type WorkbenchContextValue = {
  model: WorkbenchModel;
  dispatch: Dispatch<WorkbenchAction>;
  /** The state Reset returns to. */
  startingState: PlaygroundState;
  controls: WorkbenchControls;
  /** 'page': a page of its own, panes side by side on wide screens; 'inline': an example edited where it stands, stacked and fitted to its text. */
  layout: WorkbenchLayout;
  run: RunView;
  engineOf: EngineOf;
  engineMeta: (version: EngineVersion) => Promise<EngineMeta>;
};

export const WorkbenchContext = createContext<WorkbenchContextValue | null>(null);

export function useWorkbench(): WorkbenchContextValue {
  const value = useContext(WorkbenchContext);
  if (!value) throw new Error('useWorkbench() is for the parts of a <Workbench>');
  return value;
}
