/**
 * The tour's progress (src/tour/progress.ts) for React: one store per page
 * session, read with useSyncExternalStore so that every part of the page
 * shows the same. The server and the first render see no progress; the
 * stored progress appears right after hydration.
 */
import {useSyncExternalStore} from 'react';
import {ProgressStore, type Progress} from '@site/src/tour/progress';

let store: ProgressStore | null = null;

export function progressStore(): ProgressStore {
  store ??= new ProgressStore(() => window.localStorage);
  return store;
}

const NOTHING: Progress = {done: [], edits: {}};

export function useProgress(): Progress {
  return useSyncExternalStore(
    (listener) => progressStore().subscribe(listener),
    () => progressStore().get(),
    () => NOTHING,
  );
}

/** Whether progress is kept (false where the browser blocks storage); true on the server. */
export function useProgressSaved(): boolean {
  return useSyncExternalStore(
    (listener) => progressStore().subscribe(listener),
    () => progressStore().saved,
    () => true,
  );
}
