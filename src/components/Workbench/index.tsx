/**
 * The workbench: a template, or a set of template files, and JSON data in;
 * the real Textwire engine (WebAssembly, in a Web Worker) runs as you type,
 * the result out as HTML source and as a preview in a sandboxed frame.
 *
 * The page owns the state: it creates a store (useWorkbenchStore, the store
 * itself in src/workbench/store.ts without React), reads it and opens states
 * into it, and lays out the parts it wants inside `<Workbench store>`, with
 * its own chrome around them: the playground its toolbar
 * (src/components/PlaygroundToolbar), a lesson its Check bar
 * (src/components/TourLesson), a docs example its Try it, Reset and Edit bar
 * (src/components/RunnableExample/Editor.tsx). The parts read the store from context.
 *
 * Props:
 * - `store` (required): the page's store.
 * - `ready` (default true): false while the page is still choosing the state
 *   to open (the playground reads its address and drafts first); nothing is
 *   run before.
 * - `className`: the page's class for the whole (an example edited in place
 *   fits its editors to their text).
 * - `children`: the parts and the page's chrome, in the page's order.
 *
 * The parts, one folder or file each: Panes, TemplatePane and DataPane
 * (Editor/), FileBar, FileActions and AddFileButton (FileBar/), Results,
 * OutputPreview and OutputSource (Results/), the compare view (Compare/,
 * shown by Results with compare on), ExportButton.
 */
import React, {useEffect, type ReactNode} from 'react';
import clsx from 'clsx';
import type {WorkbenchStore} from '@site/src/workbench/store';
import {WorkbenchContext} from './useWorkbench';
import styles from './styles.module.css';

export {useWorkbenchStore, WorkbenchStore} from './useWorkbenchStore';
export {useStoreSlice, useWorkbenchSlice} from './useWorkbench';
export {default as TemplatePane} from './Editor/TemplatePane';
export {default as DataPane} from './Editor/DataPane';
export {default as FileBar, FileActions, AddFileButton} from './FileBar';
export {default as Results, OutputPreview, OutputSource} from './Results';
export {default as ExportButton} from './ExportButton';

export type WorkbenchProps = {
  store: WorkbenchStore;
  ready?: boolean;
  className?: string;
  children: ReactNode;
};

export default function Workbench({store, ready = true, className, children}: WorkbenchProps): ReactNode {
  // The store runs its state while the workbench is shown: at once, then as it changes.
  useEffect(() => {
    if (!ready) return undefined;
    store.start();
    return () => store.stop();
  }, [store, ready]);
  return (
    <WorkbenchContext.Provider value={store}>
      <div className={clsx(styles.playground, className)}>{children}</div>
    </WorkbenchContext.Provider>
  );
}

/** The input and the result side by side on wide screens (stacked below the desktop breakpoint, or always with `className`). */
export function Panes({
  input,
  result,
  className,
}: {
  input: ReactNode;
  result: ReactNode;
  className?: string;
}): ReactNode {
  return (
    <div className={clsx(styles.panes, className)}>
      <section className={styles.inputs} aria-label="Input">
        {input}
      </section>
      <section className={styles.outputs} aria-label="Result">
        {result}
      </section>
    </div>
  );
}
