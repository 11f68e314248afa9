/**
 * A runnable docs example: its blocks (the template or files, the data, the
 * result) as the page shows them, and under them the bar of Try it links
 * and Edit (./TryItBar.tsx). plugins/remark-textwire-examples.ts wraps each
 * example's blocks in this element and writes its state once, as plain data
 * (`example`): nothing is decoded in the browser.
 *
 * Edit shows the example's editor (./Editor.tsx) in place of
 * its blocks, which React keeps in an element of its own (laid out as if
 * it were not there): while the editor is shown, last in that element, the
 * element's `data-editing` hides the blocks before it, their server markup
 * untouched, and they come back as they were when the reader leaves. The editor's code, the
 * workbench's and the engine arrive on the first Edit of the page; the
 * example's store (src/workbench/store.ts) is made then and kept while the
 * page is open, so a reader who leaves and edits again finds their edit, and
 * Reset returns to the example: the store is the one owner of the edit.
 */
import React, {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {onDemand, useOnDemand} from '@site/src/client/onDemand';
import type {WorkbenchState} from '@site/src/workbench/state';
import type {WorkbenchStore} from '@site/src/workbench/store';
import TryItBar, {EDIT_ATTRIBUTE, TRY_IT_CLASS} from './TryItBar';
import styles from './styles.module.css';

/** What the remark plugin writes for an example. */
export type ExampleData = {
  /** The example as its Try it link opens it. */
  state: WorkbenchState;
  /** The compare link's text ("Compare v1 and v2") when the example is marked `compare`. */
  compareLabel?: string;
};

/** The example editor: its code, the workbench's and the editor's arrive on the first Edit of the page. */
const exampleEditor = onDemand<typeof import('./Editor')>(
  () => import(/* webpackChunkName: "example-editor" */ './Editor'),
);

export default function RunnableExample({example, children}: {example: ExampleData; children: ReactNode}): ReactNode {
  const {state, compareLabel} = example;
  const [editing, setEditing] = useState(false);
  const [failed, setFailed] = useState(false);
  // The example's store, made on the first Edit with the editor's code and kept while the page is open.
  const [store, setStore] = useState<WorkbenchStore | null>(null);
  const bar = useRef<HTMLParagraphElement>(null);
  const left = useRef(false);
  const Editor = useOnDemand(exampleEditor, editing)?.default ?? null;

  const edit = useCallback(() => {
    // The engine starts downloading beside the editor's code.
    void import('@site/src/engine/browser').then((engine) => engine.warmEngine(state.version));
    setFailed(false);
    setEditing(true);
    exampleEditor.load().then(
      (module) => setStore((kept) => kept ?? module.createExampleStore(state)),
      () => setFailed(true),
    );
  }, [state]);

  const leave = useCallback(() => {
    left.current = true;
    setEditing(false);
  }, []);

  // Back from the editor, focus returns to the Edit button that opened it.
  useEffect(() => {
    if (editing || !left.current) return;
    left.current = false;
    bar.current?.querySelector<HTMLElement>(`[${EDIT_ATTRIBUTE}]`)?.focus();
  }, [editing]);

  const shown = editing && Editor && store;
  return (
    <>
      {/* The blocks' own element, laid out as if it were not there (display: contents). */}
      <div className={styles.blocks} data-editing={shown ? '' : undefined}>
        {children}
        {shown ? <Editor store={store} compareLabel={compareLabel} onLeave={leave} /> : null}
      </div>
      {editing && failed ? (
        <p role="alert" className={TRY_IT_CLASS}>
          The editor could not be loaded. Check your connection and press Edit again.
        </p>
      ) : null}
      <TryItBar ref={bar} state={state} compareLabel={compareLabel} hidden={Boolean(shown)} onEdit={edit} />
    </>
  );
}
