/**
 * One pane's editor: CodeMirror 6, set up in editorSetup.ts and loaded after
 * the page runs (loadEditor.ts). Until it is built, the pane is empty.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import type {EditorState} from '@codemirror/state';
import type {EditorView} from '@codemirror/view';
import {runInSeparateTasks} from '@site/src/client/runInSeparateTasks';
import {loadEditor, type EditorSetup} from './loadEditor';
import type {EditorProblem} from './editorSetup';
import type {TemplateContext} from './editorContext';
import type {EngineMeta} from '@site/src/engine/client';
import type {EngineVersion} from '@site/src/versions';
import styles from './styles.module.css';

/** A request to show a line: each new serial moves the caret there and focuses the editor. */
export type Reveal = {editor: string; line: number; serial: number};

type Props = {
  id: string;
  label: string;
  /** The id of a text describing the editor's keys. */
  describedBy?: string;
  language: 'textwire' | 'json';
  value: string;
  onChange: (value: string) => void;
  reveal?: Reveal | null;
  /** The engine's problems in this editor's text, marked at their lines. */
  problems?: readonly EditorProblem[];
  /** The template editor's surroundings (version, data, files), for completion and hover. */
  context?: TemplateContext;
  /** The engine's completion lists of a version (template editor only). */
  engineMeta?: (version: EngineVersion) => Promise<EngineMeta>;
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
  const [loadFailed, setLoadFailed] = useState(false);
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;
  // The editor is built a little after the first render, and shows the
  // value of that moment, not of the first render.
  const latestValue = useRef(props.value);
  latestValue.current = props.value;
  const problems = props.problems ?? NO_PROBLEMS;
  const latestProblems = useRef(problems);
  latestProblems.current = problems;
  const latestContext = useRef(props.context);
  latestContext.current = props.context;
  const pendingReveal = useRef<Reveal | null>(null);
  const revealed = useRef(0);

  useEffect(() => {
    let cancel = () => {};
    let unmounted = false;
    loadEditor().then((loaded) => {
      if (unmounted) return;
      setup.current = loaded;
      const {id, label, describedBy, language, engineMeta} = props;
      let state: EditorState | null = null;
      // Building an editor is the longest work this page does once it runs:
      // its state and its view each get a task, for each of the two editors.
      cancel = runInSeparateTasks([
        () => {
          state = loaded.createEditorState(latestValue.current, {id, label, describedBy, language, context: latestContext.current, engineMeta, onChange: (value) => onChange.current(value)});
        },
        () => {
          view.current = new loaded.EditorView({parent: host.current!, state: state!});
          loaded.showValue(view.current, latestValue.current);
          if (latestProblems.current.length > 0) loaded.showProblems(view.current, latestProblems.current);
          applyReveal();
        },
      ]);
    }, () => {
      if (!unmounted) setLoadFailed(true);
    });
    return () => {
      unmounted = true;
      cancel();
      view.current?.destroy();
      view.current = null;
    };
    // The editor is created once; later values arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A reveal that arrives before the editor is built waits for it.
  function applyReveal(): void {
    const reveal = pendingReveal.current;
    if (!view.current || !reveal || reveal.serial === revealed.current) return;
    revealed.current = reveal.serial;
    showLine(view.current, reveal.line);
  }
  pendingReveal.current = props.reveal ?? null;
  useEffect(applyReveal, [props.reveal]);

  // A value set from outside (a version switch, a loaded link) replaces the text.
  useEffect(() => {
    if (view.current && setup.current) setup.current.showValue(view.current, props.value);
  }, [props.value]);

  // A new version, data or set of files reaches completion and hover without rebuilding the editor.
  useEffect(() => {
    if (view.current && setup.current && props.context) setup.current.showContext(view.current, props.context);
  }, [props.context]);

  // Each new result replaces the marks; a result without problems clears them.
  useEffect(() => {
    if (view.current && setup.current) setup.current.showProblems(view.current, problems);
  }, [problems]);

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
