/**
 * One pane's editor: CodeMirror 6, set up in editorSetup.ts and loaded after
 * the page runs (loadEditor.ts). Until it is built, the pane is empty.
 *
 * The editor shows one document at a time, named by `docId`, and keeps the
 * CodeMirror state of every document it has shown (editorStates.ts): coming
 * back to a file brings back its undo history and cursor. Documents whose
 * ids leave `keep` are forgotten.
 */
import React, {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import type {EditorView} from '@codemirror/view';
import {runInSeparateTasks} from '@site/src/client/runInSeparateTasks';
import {useLatest} from '@site/src/client/useLatest';
import {loadEditor, type EditorSetup} from './loadEditor';
import type {EditorProblem} from './editorSetup';
import type {TemplateContext} from './editorContext';
import {EditorStates} from './editorStates';
import type {EngineMeta} from '@site/src/engine/client';
import type {EngineVersion} from '@site/src/versions';
import styles from './styles.module.css';

export type DocId = string | number;

/** A request to show a line of a document: each new serial moves the caret there and focuses the editor. */
export type EditorReveal = {docId: DocId; line: number; serial: number};

type Props = {
  id: string;
  label: string;
  /** The id of a text describing the editor's keys. */
  describedBy?: string;
  language: 'textwire' | 'json';
  /** The document shown, and its text. */
  docId: DocId;
  value: string;
  /** The documents whose states are kept (the others are forgotten); the one shown is always kept. */
  keep?: readonly DocId[];
  onChange: (value: string, docId: DocId) => void;
  reveal?: EditorReveal | null;
  /** The engine's problems in the shown document, marked at their lines. */
  problems?: readonly EditorProblem[];
  /** The template editor's surroundings (version, data, files), for completion and hover. */
  context?: TemplateContext;
  /** The engine's completion lists of a version (template editor only). */
  engineMeta?: (version: EngineVersion) => Promise<EngineMeta>;
  /** Takes focus once built (an example opened for editing: the reader types at once). */
  autoFocus?: boolean;
};

const NO_PROBLEMS: readonly EditorProblem[] = [];

function showLine(view: EditorView, line: number): void {
  const target = view.state.doc.line(Math.max(1, Math.min(line, view.state.doc.lines)));
  view.dispatch({selection: {anchor: target.from}, scrollIntoView: true});
  view.focus();
}

export default function CodeEditor(props: Props): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const setup = useRef<EditorSetup | null>(null);
  /** Every document's state, and which one the view shows. */
  const states = useRef<EditorStates<DocId> | null>(null);
  const revealed = useRef(0);
  /** The problems last marked (null: unknown, after a switch): marks move with the text until new problems replace them. */
  const marked = useRef<readonly EditorProblem[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  // The editor is built a little after the first render, and its callbacks
  // run later still: they read the props of the latest render.
  const latest = useLatest(props);

  /**
   * Brings the view to the latest props: the document, its text, context,
   * problems and any reveal. One function for the whole life of the editor:
   * it reads the props of the latest render (`latest`) wherever it runs (the
   * effect below, the editor's build).
   */
  const sync = useCallback((): void => {
    const editor = view.current;
    const loaded = setup.current;
    const store = states.current;
    if (!editor || !loaded || !store) return;
    const {docId, value, context, problems = NO_PROBLEMS, reveal, keep, label} = latest.current;
    if (store.shown !== docId) {
      editor.setState(store.show(docId, value, editor.state));
      marked.current = null;
    }
    if (keep) store.keepOnly([...keep, docId]);
    loaded.showValue(editor, value);
    loaded.showLabel(editor, label);
    if (context) loaded.showContext(editor, context);
    if (marked.current !== problems) {
      marked.current = problems;
      loaded.showProblems(editor, problems);
    }
    if (reveal && reveal.docId === docId && reveal.serial !== revealed.current) {
      revealed.current = reveal.serial;
      showLine(editor, reveal.line);
    }
  }, [latest]);

  useEffect(() => {
    let cancel = () => {};
    let unmounted = false;
    loadEditor().then(
      (loaded) => {
        if (unmounted) return;
        setup.current = loaded;
        const {id, describedBy, language, engineMeta} = latest.current;
        // Each document's state carries its id, so an edit is reported for the document it was made in.
        states.current = new EditorStates<DocId>((docId, value) =>
          loaded.createEditorState(value, {
            id,
            label: latest.current.label,
            describedBy,
            language,
            context: latest.current.context,
            engineMeta,
            onChange: (text) => latest.current.onChange(text, docId),
          }),
        );
        // Building an editor is the longest work this page does once it runs:
        // its state and its view each get a task, for each of the two editors.
        cancel = runInSeparateTasks([
          () => {
            const {docId, value} = latest.current;
            states.current!.get(docId, value);
          },
          () => {
            const {docId, value} = latest.current;
            view.current = new loaded.EditorView({
              parent: host.current!,
              state: states.current!.show(docId, value, null),
            });
            marked.current = NO_PROBLEMS;
            sync();
            if (latest.current.autoFocus) view.current.focus();
          },
        ]);
      },
      () => {
        if (!unmounted) setLoadFailed(true);
      },
    );
    return () => {
      unmounted = true;
      cancel();
      view.current?.destroy();
      view.current = null;
    };
    // The editor is built once (`latest` and `sync` never change); later props reach it through sync().
  }, [latest, sync]);

  // The document shown, its text set from outside (a version switch, a loaded link), the
  // context (completion and hover), the problems and a reveal: all without rebuilding the editor.
  useEffect(
    () => sync(),
    [sync, props.docId, props.label, props.value, props.keep, props.context, props.problems, props.reveal],
  );

  return (
    <div ref={host} className={styles.editor} data-language={props.language}>
      {loadFailed && (
        <p role="alert" className={styles.editorError}>
          The editor could not be loaded. Check your connection and reload the page.
        </p>
      )}
    </div>
  );
}
