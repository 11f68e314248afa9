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

export default function CodeEditor(props: Props): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({doc: props.value, extensions: extensions(props, (v) => onChange.current(v))}),
    });
    view.current = editor;
    return () => editor.destroy();
    // The editor is created once; later values arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A value set from outside (a version switch, a loaded link) replaces the text.
  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== props.value) {
      editor.dispatch({changes: {from: 0, to: editor.state.doc.length, insert: props.value}, annotations: fromOutside.of(true)});
    }
  }, [props.value]);

  return <div ref={host} className={styles.editor} data-language={props.language} />;
}
