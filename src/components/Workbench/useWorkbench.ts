/**
 * How React reads a workbench's store (src/workbench/store.ts): the parts
 * take the store from the context <Workbench> provides and read a slice of
 * it with useWorkbenchSlice, through useSyncExternalStore, so a part renders
 * again only when its own slice changes (typing in the data editor does not
 * render the template editor's file bar, nor the result pane before the run
 * ends). A page that owns a store reads it with useStoreSlice.
 */
import {createContext, useContext, useRef, useSyncExternalStore} from 'react';
import type {WorkbenchSnapshot, WorkbenchStore} from '@site/src/workbench/store';

export const WorkbenchContext = createContext<WorkbenchStore | null>(null);

/** The store of the <Workbench> around a part. */
export function useWorkbenchStoreOf(): WorkbenchStore {
  const store = useContext(WorkbenchContext);
  if (!store) throw new Error('A workbench part is used outside a <Workbench store={…}>');
  return store;
}

/** Equal when both are the same, or objects whose own fields are the same. */
export function shallowEqual<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = Object.keys(a) as Array<keyof T>;
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/**
 * A slice of a store's snapshot, kept the same (by `equal`) while it does
 * not change: the component renders again only when it does.
 */
export function useStoreSlice<T>(
  store: WorkbenchStore,
  select: (snapshot: WorkbenchSnapshot) => T,
  equal: (a: T, b: T) => boolean = Object.is,
): T {
  const last = useRef<{snapshot: WorkbenchSnapshot; select: unknown; value: T} | null>(null);
  const read = (): T => {
    const snapshot = store.getSnapshot();
    const cached = last.current;
    if (cached && cached.snapshot === snapshot && cached.select === select) return cached.value;
    const value = select(snapshot);
    const kept = cached && equal(cached.value, value) ? cached.value : value;
    last.current = {snapshot, select, value: kept};
    return kept;
  };
  return useSyncExternalStore(store.subscribe, read, read);
}

/** A slice of the store of the <Workbench> around a part. */
export function useWorkbenchSlice<T>(select: (snapshot: WorkbenchSnapshot) => T, equal?: (a: T, b: T) => boolean): T {
  return useStoreSlice(useWorkbenchStoreOf(), select, equal);
}

/**
 * The engine's problems listed in the result pane and marked in the editor,
 * at most: a template of thousands of errors (the engine reports every
 * parse error) froze the page for seconds listing and marking them all.
 */
export const SHOWN_PROBLEMS = 100;

declare global {
  interface Window {
    /** Set by the tests only (tests/e2e/workbench-renders.spec.ts): each part's renders, by name. */
    __twRenders?: Record<string, number>;
  }
}

/** Counts a part's renders where a test asked for it (window.__twRenders); nothing otherwise. */
export function useRenderCount(part: string): void {
  if (typeof window === 'undefined' || !window.__twRenders) return;
  window.__twRenders[part] = (window.__twRenders[part] ?? 0) + 1;
}
