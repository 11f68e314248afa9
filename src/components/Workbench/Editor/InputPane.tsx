/**
 * The input pane: the template editor (one file at a time, the file bar
 * above it once there are several) and the data editor. Each file keeps its
 * own editor state by its id (CodeEditor.tsx), so switching, renaming and
 * deleting other files keep its undo history and cursor.
 */
import React, {useId, useMemo, type ReactNode} from 'react';
import type {EngineProblem} from '@site/src/engine/client';
import {sourceOf, type FileId} from '@site/src/playground/model';
import {hasFiles} from '@site/src/playground/state';
import {SHOWN_PROBLEMS, useWorkbench} from '../context';
import FileBar from '../FileBar';
import PaneTitle from '../PaneTitle';
import {useErrorExplanations} from '@site/src/components/ErrorExplanation';
import CodeEditor, {type DocId, type EditorReveal} from './CodeEditor';
import type {TemplateContext} from './editorContext';
import layout from '../styles.module.css';

const DATA_DOC = 'data';
const NO_PROBLEMS: EngineProblem[] = [];

type Props = {
  /** The last run's problems, each marked in its file. */
  problems: EngineProblem[] | null;
  /** The open file's path ('' for one template), as problems name it. */
  openPath: string;
};

export default function InputPane({problems, openPath}: Props): ReactNode {
  const {model, dispatch, controls, engineMeta} = useWorkbench();
  const {state, open, ids} = model;
  // Ids of this workbench's own: a page may show several (an example edited in place beside another).
  const idPrefix = useId();
  const id = (name: string) => `${idPrefix}${name}`;
  const files = hasFiles(state) ? state.files : null;
  const openFile = files ? files[Math.max(0, ids.indexOf(open))] : null;
  // Only the open file's problems are marked in its editor ('' names the one template), the first SHOWN_PROBLEMS.
  const all = problems ?? NO_PROBLEMS;
  const shownProblems = useMemo(
    () => all.filter((problem) => problem.file === openPath).slice(0, SHOWN_PROBLEMS),
    [all, openPath],
  );
  // Each mark links to its entry in the error reference once that has loaded (the marks are drawn again then).
  const explanations = useErrorExplanations(
    useMemo(() => shownProblems.map((problem) => problem.message), [shownProblems]),
    state.version,
  );
  const openProblems = useMemo(
    () => shownProblems.map((problem) => ({...problem, explanationUrl: explanations.get(problem.message)})),
    [shownProblems, explanations],
  );
  const filePaths = files?.map((file) => file.path).join('\n') ?? '';
  const templateContext = useMemo<TemplateContext>(
    () => ({version: state.version, data: state.data, paths: filePaths ? filePaths.split('\n') : []}),
    [state.version, state.data, filePaths],
  );
  const reveal = useMemo<EditorReveal | null>(
    () => (model.reveal ? {docId: model.reveal.file, line: model.reveal.line, serial: model.reveal.serial} : null),
    [model.reveal],
  );

  return (
    <section className={layout.inputs} aria-label="Input">
      <div className={layout.paneHeader}>
        <PaneTitle className={layout.paneTitle} id={id('template-title')}>
          {files ? 'Templates' : 'Template'}
        </PaneTitle>
        {files || !controls.files ? null : (
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => dispatch({type: 'add-file'})}
          >
            Add file
          </button>
        )}
      </div>
      {files ? <FileBar /> : null}
      <CodeEditor
        id={id('template-editor')}
        describedBy={id('template-editor-keys')}
        label={openFile ? `Template file ${openFile.path}` : 'Template'}
        language="textwire"
        docId={open}
        keep={ids}
        value={sourceOf(model, open) ?? ''}
        reveal={reveal}
        problems={openProblems}
        context={templateContext}
        engineMeta={engineMeta}
        onChange={(source, docId: DocId) => dispatch({type: 'edit', file: docId as FileId, source})}
      />
      <p className={layout.keyHint} id={id('template-editor-keys')}>
        In the template, <kbd>F1</kbd> shows the docs of the function or directive at the cursor (<kbd>Tab</kbd> then
        reaches their link, <kbd>Esc</kbd> closes them); the mouse shows them on hover. Typing offers completions:
        arrows choose, <kbd>Enter</kbd> inserts, <kbd>Esc</kbd> closes, <kbd>Ctrl</kbd>+<kbd>Space</kbd> opens them.
      </p>
      <PaneTitle className={layout.paneTitle} id={id('data-title')}>
        Data (JSON)
      </PaneTitle>
      <CodeEditor
        id={id('data-editor')}
        label="Data (JSON)"
        language="json"
        docId={DATA_DOC}
        value={state.data}
        onChange={(data) => dispatch({type: 'data', data})}
      />
    </section>
  );
}
