/**
 * The template pane: its title, the file bar the page gives (shown once
 * there are several files), and the template editor on the open file. Each
 * file keeps its own editor state by its id (CodeEditor.tsx), so switching,
 * renaming and deleting other files keep its undo history and cursor. The
 * engine's problems of the latest run are marked in the open file.
 *
 * Reads the open file, its source, the paths, the version and data (for
 * completion and hover) and the latest run's problems: typing in the data
 * renders it again (completion reads the data), a run finishing does only
 * when its problems change.
 */
import React, {memo, useId, useMemo, type ReactNode} from 'react';
import type {EngineProblem} from '@site/src/engine/client';
import {browserEngine} from '@site/src/engine/browser';
import type {EngineVersion} from '@site/src/versions';
import {openPath, sourceOf, type FileId} from '@site/src/workbench/model';
import {hasFiles} from '@site/src/workbench/state';
import type {WorkbenchSnapshot} from '@site/src/workbench/store';
import {useErrorExplanations} from '@site/src/components/ErrorExplanation';
import {SHOWN_PROBLEMS, shallowEqual, useRenderCount, useWorkbenchSlice, useWorkbenchStoreOf} from '../useWorkbench';
import PaneTitle, {type TitleTag} from '../PaneTitle';
import CodeEditor, {type DocId, type EditorReveal} from './CodeEditor';
import type {TemplateContext} from './editorContext';
import layout from '../styles.module.css';

const NO_PROBLEMS: EngineProblem[] = [];
const engineMeta = (version: EngineVersion) => browserEngine(version).meta();

type Props = {
  /** The title's element: a heading on a page of its own, plain text in a docs page. */
  titleAs?: TitleTag;
  /** Shown beside the title while there is one template (the playground's Add file). */
  addFile?: ReactNode;
  /** Shown above the editor once there are several files (a FileBar). */
  fileBar?: ReactNode;
  /** The template editor takes focus once it is built (an example opened for editing). */
  autoFocus?: boolean;
};

function templateSlice({model, run}: WorkbenchSnapshot) {
  const {state} = model;
  return {
    open: model.open,
    ids: model.ids,
    source: sourceOf(model, model.open) ?? '',
    openPath: openPath(model),
    paths: hasFiles(state) ? state.files.map((file) => file.path).join('\n') : '',
    hasFiles: hasFiles(state),
    version: state.version,
    data: state.data,
    reveal: model.reveal,
    problems: run.outcome?.status === 'error' ? run.outcome.problems : NO_PROBLEMS,
  };
}

function TemplatePane({titleAs, addFile, fileBar, autoFocus}: Props): ReactNode {
  useRenderCount('TemplatePane');
  const store = useWorkbenchStoreOf();
  const slice = useWorkbenchSlice(templateSlice, shallowEqual);
  const {open, ids, source, paths, version, data, problems} = slice;
  // Ids of this workbench's own: a page may show several (an example edited in place beside another).
  const idPrefix = useId();
  const id = (name: string) => `${idPrefix}${name}`;
  const openFile = slice.hasFiles ? slice.openPath : null;
  // Only the open file's problems are marked in its editor ('' names the one template), the first SHOWN_PROBLEMS.
  const shownProblems = useMemo(
    () => problems.filter((problem) => problem.file === slice.openPath).slice(0, SHOWN_PROBLEMS),
    [problems, slice.openPath],
  );
  // Each mark links to its entry in the error reference once that has loaded (the marks are drawn again then).
  const explanations = useErrorExplanations(
    useMemo(() => shownProblems.map((problem) => problem.message), [shownProblems]),
    version,
  );
  const openProblems = useMemo(
    () => shownProblems.map((problem) => ({...problem, explanationUrl: explanations.get(problem.message)})),
    [shownProblems, explanations],
  );
  const templateContext = useMemo<TemplateContext>(
    () => ({version, data, paths: paths ? paths.split('\n') : []}),
    [version, data, paths],
  );
  const reveal = useMemo<EditorReveal | null>(
    () => (slice.reveal ? {docId: slice.reveal.file, line: slice.reveal.line, serial: slice.reveal.serial} : null),
    [slice.reveal],
  );

  return (
    <>
      <div className={layout.paneHeader}>
        <PaneTitle as={titleAs} className={layout.paneTitle} id={id('template-title')}>
          {slice.hasFiles ? 'Templates' : 'Template'}
        </PaneTitle>
        {slice.hasFiles ? null : addFile}
      </div>
      {slice.hasFiles ? fileBar : null}
      <CodeEditor
        id={id('template-editor')}
        describedBy={id('template-editor-keys')}
        label={openFile ? `Template file ${openFile}` : 'Template'}
        language="textwire"
        docId={open}
        keep={ids}
        value={source}
        reveal={reveal}
        problems={openProblems}
        context={templateContext}
        engineMeta={engineMeta}
        autoFocus={autoFocus}
        onChange={(text, docId: DocId) => store.dispatch({type: 'edit', file: docId as FileId, source: text})}
      />
      <p className={layout.keyHint} id={id('template-editor-keys')}>
        In the template, <kbd>F1</kbd> shows the docs of the function or directive at the cursor (<kbd>Tab</kbd> then
        reaches their link, <kbd>Esc</kbd> closes them); the mouse shows them on hover. Typing offers completions:
        arrows choose, <kbd>Enter</kbd> inserts, <kbd>Esc</kbd> closes, <kbd>Ctrl</kbd>+<kbd>Space</kbd> opens them.
      </p>
    </>
  );
}

export default memo(TemplatePane);
