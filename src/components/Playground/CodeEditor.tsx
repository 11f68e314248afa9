/**
 * A CodeMirror 6 editor for one pane: line numbers, bracket matching and
 * closing, undo history, search, and an accessible name for screen readers.
 * Tab is left to the browser so keyboard users can move between panes.
 */
import React, {useEffect, useRef, type ReactNode} from 'react';
import {Annotation, EditorState, type Extension} from '@codemirror/state';
import {EditorView, drawSelection, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers} from '@codemirror/view';
import {defaultKeymap, history, historyKeymap} from '@codemirror/commands';
import {bracketMatching, indentOnInput, syntaxHighlighting} from '@codemirror/language';
import {closeBrackets, closeBracketsKeymap} from '@codemirror/autocomplete';
import {searchKeymap} from '@codemirror/search';
import {json} from '@codemirror/lang-json';
import {classHighlighter} from '@lezer/highlight';
import {textwireLanguage} from './textwireLanguage';
import styles from './styles.module.css';

type Props = {
  id: string;
  label: string;
  language: 'textwire' | 'json';
  value: string;
  onChange: (value: string) => void;
};

/** Marks a text set from outside, which is not the visitor's edit and is not echoed back. */
const fromOutside = Annotation.define<boolean>();

function extensions(props: Props, onChange: (value: string) => void): Extension[] {
  return [
    lineNumbers(),
    highlightActiveLineGutter(),
    highlightActiveLine(),
    drawSelection(),
    history(),
    bracketMatching(),
    closeBrackets(),
    indentOnInput(),
    syntaxHighlighting(classHighlighter),
    keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, ...searchKeymap]),
    props.language === 'json' ? json() : textwireLanguage,
    EditorView.lineWrapping,
    EditorView.contentAttributes.of({'aria-label': props.label, id: props.id}),
    EditorView.updateListener.of((update) => {
      const typed = update.transactions.some((tr) => tr.docChanged && !tr.annotation(fromOutside));
      if (typed) onChange(update.state.doc.toString());
    }),
  ];
}

/** Replaces the editor's text with a value set from outside, if it differs. */
function showValue(editor: EditorView, value: string): void {
  if (editor.state.doc.toString() !== value) {
    editor.dispatch({changes: {from: 0, to: editor.state.doc.length, insert: value}, annotations: fromOutside.of(true)});
  }
}

/**
 * Runs each step in a task of its own. Building an editor is the longest
 * work this page does once it runs (its state, then its view, for each of
 * the two editors); in separate tasks, the browser can answer the visitor
 * between them. Returns a function that cancels the steps not yet run.
 */
function runInSeparateTasks(steps: Array<() => void>): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const next = (index: number) => {
    if (index === steps.length) return;
    timer = setTimeout(() => {
      steps[index]();
      next(index + 1);
    }, 0);
  };
  next(0);
  return () => clearTimeout(timer);
}

export default function CodeEditor(props: Props): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;
  // The editor is built a little after the first render, and shows the
  // value of that moment, not of the first render.
  const latestValue = useRef(props.value);
  latestValue.current = props.value;

  useEffect(() => {
    let state: EditorState | null = null;
    const cancel = runInSeparateTasks([
      () => {
        state = EditorState.create({doc: latestValue.current, extensions: extensions(props, (v) => onChange.current(v))});
      },
      () => {
        view.current = new EditorView({parent: host.current!, state: state!});
        showValue(view.current, latestValue.current);
      },
    ]);
    return () => {
      cancel();
      view.current?.destroy();
      view.current = null;
    };
    // The editor is created once; later values arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A value set from outside (a version switch, a loaded link) replaces the text.
  useEffect(() => {
    if (view.current) showValue(view.current, props.value);
  }, [props.value]);

  return <div ref={host} className={styles.editor} data-language={props.language} />;
}
