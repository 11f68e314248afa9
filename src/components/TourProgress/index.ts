/**
 * The tour's progress (src/tour/progress.ts) for React: one store per page
 * session, read with useSyncExternalStore so that every part of the page
 * shows the same. The server and the first render see no progress; the
 * stored progress appears right after hydration. When another tab writes
 * the progress (src/storage/otherTabs.ts), the store reads it again and every
 * part shows it: a lesson solved there is solved here.
 */
import {useSyncExternalStore} from 'react';
import {PROGRESS_KEY, ProgressStorage, type Progress} from '@site/src/tour/progress';
import type {StorageProblem} from '@site/src/storage/access';
import {onOtherTabChange} from '@site/src/storage/otherTabs';

let store: ProgressStorage | null = null;

export function progressStore(): ProgressStorage {
  if (!store) {
    const created = new ProgressStorage(() => window.localStorage);
    // For the page's life: another tab wrote the progress, or cleared the site's storage.
    onOtherTabChange(
      (key) => key === PROGRESS_KEY,
      () => created.refresh(),
    );
    store = created;
  }
  return store;
}

const NOTHING: Progress = {done: [], edits: {}, stamps: {}, hints: {}};

export function useProgress(): Progress {
  return useSyncExternalStore(
    (listener) => progressStore().subscribe(listener),
    () => progressStore().get(),
    () => NOTHING,
  );
}

/** Why progress is not kept: storage 'blocked' or 'full'; null while it is kept (and on the server). */
export function useProgressProblem(): StorageProblem | null {
  return useSyncExternalStore(
    (listener) => progressStore().subscribe(listener),
    () => progressStore().problem,
    () => null,
  );
}
