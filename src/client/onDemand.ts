/**
 * Code that a page loads only when it is needed: on a click, when the browser
 * is idle, or for the next page. The bundler makes a chunk of each module
 * given to `onDemand` (its `import()`), so it stays out of the page's first
 * load (the budgets, docs-dev/budgets.md). A component reads it with
 * `useOnDemand`, which renders again when it arrives, whoever loaded it; an
 * event handler awaits `load()` (docs-dev/budgets.md, "Adding a control").
 */
import {startTransition, useEffect, useState} from 'react';
import {loadOnce} from './loadOnce';

export type OnDemand<T> = {
  /** The module if it is in, else null. */
  loaded(): T | null;
  /** Loads it once; every caller gets the same promise. A failed load can be tried again. */
  load(): Promise<T>;
  /** Calls back once it is in. */
  subscribe(listener: () => void): () => void;
};

/**
 * `preloaded`: the module itself where it must be there from the start (the
 * server render, which cannot wait for a chunk).
 */
export function onDemand<T>(importer: () => Promise<T>, preloaded: T | null = null): OnDemand<T> {
  let value = preloaded;
  const listeners = new Set<() => void>();
  const load = loadOnce(() =>
    importer().then((loaded) => {
      value = loaded;
      for (const listener of listeners) listener();
      return loaded;
    }),
  );
  return {
    loaded: () => value,
    load,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The module once it is in; from the moment `wanted` is true, loads it. Its
 * arrival renders in a transition: on a page with a hundred code blocks, each
 * block's buttons are built in slices that yield to the visitor's input.
 */
export function useOnDemand<T>(resource: OnDemand<T>, wanted: boolean): T | null {
  const [value, setValue] = useState(resource.loaded);
  useEffect(() => {
    if (value) return undefined;
    const update = () => startTransition(() => setValue(() => resource.loaded()));
    const unsubscribe = resource.subscribe(update);
    // In between render and this effect, someone else may have loaded it.
    if (resource.loaded()) update();
    else if (wanted)
      // A chunk that could not be fetched (offline, a new deployment) leaves
      // the page as it is; the next use tries again.
      resource.load().catch((error: unknown) => console.warn('Could not load a part of this page:', error));
    return unsubscribe;
  }, [resource, wanted, value]);
  return value;
}
