/**
 * A page's workbench store (src/workbench/store.ts), created once for the
 * page's life on the browser's engines, and passed to `<Workbench store>`:
 * the page reads it (the tour's Check, its saved progress; the playground's
 * address and drafts) and opens states into it (Solve, Reset, a link, a
 * draft) without a copy kept anywhere else.
 */
import {useState} from 'react';
import {browserEngine} from '@site/src/engine/browser';
import type {WorkbenchState} from '@site/src/workbench/state';
import {WorkbenchStore} from '@site/src/workbench/store';

export {WorkbenchStore};

const engineOf = (version: WorkbenchState['version']) => browserEngine(version);

export function useWorkbenchStore(startingState: WorkbenchState): WorkbenchStore {
  const [store] = useState(() => new WorkbenchStore(startingState, {engineOf}));
  return store;
}
