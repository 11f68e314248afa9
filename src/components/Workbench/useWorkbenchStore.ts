/**
 * A workbench's one state, created by the page that shows it and passed to
 * `<Workbench store={…}>`: the page reads it (the tour's Check, its saved
 * progress; the playground's address and drafts) and opens a state into it
 * (Solve, Reset, a link, a draft) without a copy kept anywhere else. The
 * state lives in one reducer (src/playground/model.ts).
 */
import {useCallback, useMemo, useReducer, type Dispatch} from 'react';
import {initialModel, workbenchReducer, type WorkbenchAction, type WorkbenchModel} from '@site/src/playground/model';
import type {PlaygroundState} from '@site/src/playground/state';

export type WorkbenchStore = {
  model: WorkbenchModel;
  /** The state now: `model.state`. */
  state: PlaygroundState;
  dispatch: Dispatch<WorkbenchAction>;
  /** Replaces the whole state (files get new ids: their editors start afresh). */
  open: (state: PlaygroundState) => void;
  /** The state shown first (prerendered) and the one the workbench's Reset returns to. */
  startingState: PlaygroundState;
};

/** `firstState`: the state shown first when it is not the starting state (an edit the reader comes back to). */
export function useWorkbenchStore(startingState: PlaygroundState, firstState = startingState): WorkbenchStore {
  const [model, dispatch] = useReducer(workbenchReducer, firstState, (state) => initialModel(state));
  const open = useCallback((state: PlaygroundState) => dispatch({type: 'open-state', state}), []);
  return useMemo(() => ({model, state: model.state, dispatch, open, startingState}), [model, open, startingState]);
}
