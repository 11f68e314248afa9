/**
 * Everything the playground's editors take from CodeMirror 6: line numbers,
 * bracket matching and closing, undo history, search, and an accessible name
 * for screen readers, and in the template the engine's problems marked at
 * their lines (@codemirror/lint: underline, gutter marker, message on hover,
 * F8 to the next one), the docs of functions and directives (on hover, F1
 * at the cursor; textwireHover.ts) and completion of directives, functions,
 * data keys and variables (completionSource.ts). Tab is left to the browser
 * so keyboard users can move between panes, except while an inserted
 * snippet has fields left to fill (Tab moves to the next, Escape leaves
 * them). Loaded after the page runs (see loadEditor.ts).
 */
import {Annotation, Compartment, EditorState, type Extension, type Text} from '@codemirror/state';
import {
  EditorView,
  drawSelection,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import {defaultKeymap, history, historyKeymap} from '@codemirror/commands';
import {bracketMatching, indentOnInput, syntaxHighlighting} from '@codemirror/language';
import {closeBrackets, closeBracketsKeymap} from '@codemirror/autocomplete';
import {searchKeymap} from '@codemirror/search';
import {lintGutter, lintKeymap, previousDiagnostic, setDiagnostics, type Diagnostic} from '@codemirror/lint';
import {json} from '@codemirror/lang-json';
import {classHighlighter, tagHighlighter, tags} from '@lezer/highlight';
import {textwireLanguage} from './textwireLanguage';
import {contextExtension, EMPTY_CONTEXT, type TemplateContext} from './editorContext';
import {textwireCompletion} from './completionSource';
import {loadEditorDocs} from './loadEditorDocs';
import type {EngineMeta} from '@site/src/engine/client';
import type {EngineVersion} from '@site/src/versions';
import {textwireHover} from './textwireHover';

export {showContext} from './editorContext';

export type EditorOptions = {
  id: string;
  label: string;
  /** The id of a text describing the editor's keys, read by screen readers after its name. */
  describedBy?: string;
  language: 'textwire' | 'json';
  onChange: (value: string) => void;
  /** The template editor's surroundings (version, data, files), for completion and hover. */
  context?: TemplateContext;
  /** The engine's completion lists of a version; without it, the template editor offers no completion. */
  engineMeta?: (version: EngineVersion) => Promise<EngineMeta>;
};

export {EditorView};

/** Marks a text set from outside, which is not the visitor's edit and is not echoed back. */
const fromOutside = Annotation.define<boolean>();

/** The accessible name, replaced when the file shown is renamed (each file keeps its state, and so its name). */
const labelCompartment = new Compartment();

/** Gives the editor a new accessible name, if it differs. */
export function showLabel(editor: EditorView, label: string): void {
  if (editor.contentDOM.getAttribute('aria-label') === label) return;
  editor.dispatch({effects: labelCompartment.reconfigure(EditorView.contentAttributes.of({'aria-label': label}))});
}

/**
 * Lines wrap, unless a line is longer than this: CodeMirror lays a wrapped
 * line out whole to know its height (a line of 1 M characters, as a link
 * can hold, took the page 0.4 s at each measure), and draws only the part
 * in view of a line that does not wrap.
 */
export const LONGEST_WRAPPED_LINE = 20_000;
const wrapping = new Compartment();

function hasLongLine(doc: Text): boolean {
  if (doc.length <= LONGEST_WRAPPED_LINE) return false;
  for (let lines = doc.iterLines(); !lines.next().done;) if (lines.value.length > LONGEST_WRAPPED_LINE) return true;
  return false;
}

const wrapFor = (doc: Text): Extension => (hasLongLine(doc) ? [] : EditorView.lineWrapping);

/** Looks again at line lengths after a change that may have made or removed a long line (a paste, a new text). */
const rewrapOnLargeChange = EditorState.transactionExtender.of((tr) => {
  if (!tr.docChanged) return null;
  let large = false;
  tr.changes.iterChanges((fromA, toA, _fromB, _toB, inserted) => {
    large ||= toA - fromA > LONGEST_WRAPPED_LINE || inserted.length > LONGEST_WRAPPED_LINE;
  });
  return large ? {effects: wrapping.reconfigure(wrapFor(tr.newDoc))} : null;
});

const functionHighlighter = tagHighlighter([{tag: tags.function(tags.variableName), class: 'tok-function'}]);

function extensions({
  id,
  label,
  describedBy,
  language,
  onChange,
  context = EMPTY_CONTEXT,
  engineMeta,
}: EditorOptions): Extension[] {
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
    // classHighlighter gives function names only `tok-variableName`; the docs colour calls apart.
    syntaxHighlighting(functionHighlighter),
    keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, ...searchKeymap]),
    language === 'json'
      ? json()
      : [
          textwireLanguage,
          contextExtension(context),
          textwireHover(),
          engineMeta ? textwireCompletion({meta: engineMeta, docs: loadEditorDocs}) : [],
          lintGutter(),
          keymap.of([...lintKeymap, {key: 'Shift-F8', run: previousDiagnostic}]),
        ],
    rewrapOnLargeChange,
    labelCompartment.of(EditorView.contentAttributes.of({'aria-label': label})),
    EditorView.contentAttributes.of({id, ...(describedBy ? {'aria-describedby': describedBy} : {})}),
    EditorView.updateListener.of((update) => {
      const typed = update.transactions.some((tr) => tr.docChanged && !tr.annotation(fromOutside));
      if (typed) onChange(update.state.doc.toString());
    }),
  ];
}

export function createEditorState(value: string, options: EditorOptions): EditorState {
  const state = EditorState.create({doc: value, extensions: [extensions(options), wrapping.of([])]});
  return state.update({effects: wrapping.reconfigure(wrapFor(state.doc))}).state;
}

/** Replaces the editor's text with a value set from outside, if it differs. */
export function showValue(editor: EditorView, value: string): void {
  if (editor.state.doc.toString() !== value) {
    editor.dispatch({
      changes: {from: 0, to: editor.state.doc.length, insert: value},
      annotations: fromOutside.of(true),
    });
  }
}

/** An engine problem in the open file: its 1-based line, message and, when known, its entry in the error reference. */
export type EditorProblem = {line: number; message: string; explanationUrl?: string};

/** A mark's message, and a "What this means" link to its entry when there is one. */
function problemMessage(problem: EditorProblem): Pick<Diagnostic, 'message' | 'renderMessage'> {
  const url = problem.explanationUrl;
  if (!url) return {message: problem.message};
  return {
    message: problem.message,
    renderMessage: () => {
      const body = document.createElement('span');
      body.append(problem.message, ' ');
      const link = document.createElement('a');
      link.href = url;
      link.textContent = 'What this means';
      link.dataset.testid = 'error-explanation-mark';
      body.append(link);
      return body;
    },
  };
}

/**
 * Marks each problem on its line (from its first non-blank character), in
 * place of the marks of the last result. The marks then move with the text
 * as it is edited, until the next result replaces them. A problem without a
 * line (0) is left to the list under the output.
 */
export function showProblems(editor: EditorView, problems: readonly EditorProblem[]): void {
  const doc = editor.state.doc;
  const diagnostics: Diagnostic[] = problems
    .filter((problem) => problem.line > 0)
    .map((problem) => {
      const line = doc.line(Math.min(problem.line, doc.lines));
      const from = line.from + (line.text.length - line.text.trimStart().length);
      return {from, to: line.to, severity: 'error', ...problemMessage(problem)};
    });
  editor.dispatch(setDiagnostics(editor.state, diagnostics));
}
