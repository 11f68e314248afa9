/**
 * The playground: a template, or a set of template files, and JSON data in;
 * the real Textwire engine (WebAssembly, in a Web Worker) runs as you type,
 * the result out as HTML source and as a preview in a sandboxed frame.
 *
 * One template is evaluated with EvaluateString. Once a second file is
 * added, the files are rendered as a Go program renders its templates
 * folder: NewTemplate, then the page file by name (src/engine/host.ts).
 */
import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Link from '@docusaurus/Link';
import {ENGINE_RELEASES, ENGINE_VERSIONS, type EngineProblem, type EngineVersion, type EvalResult} from '../../engine/client';
import {getBrowserEngine} from '../../engine/browser';
import CodeEditor, {type Reveal} from './CodeEditor';
import type {TemplateContext} from './editorContext';
import ExamplesMenu from './ExamplesMenu';
import ExportButton from './ExportButton';
import KeyboardShortcuts, {useShortcuts} from './KeyboardShortcuts';
import {shortcutKeys, type ShortcutAction} from './shortcuts';
import {compareLabel} from './compareVersions';
import FileBar from './FileBar';
import OutputView from './OutputView';
import {checkData} from './jsonData';
import {engineRequest, hasFiles, type FilesState, type PlaygroundState} from './shareState';
import {shareLink} from '../../playground/persistence';
import {useSavedWork} from '../Workbench/SavedWork/useSavedWork';
import SavedWorkNotes, {sizeText} from '../Workbench/SavedWork';
import {MAX_LINK_CHARS} from '../../playground/linkFragment';
import {freshPath, setProblem} from './templateFiles';
import {LATEST_VERSION} from '../../versions';
import styles from './styles.module.css';

const TYPING_PAUSE_MS = 250;

export const SAMPLE: PlaygroundState = {
  version: LATEST_VERSION.name,
  template: `<h1>{{ title.upper() }}</h1>

@if(items.len() > 0)
    <ul>
        @each(item in items)
            <li>{{ loop.iter }}. {{ item.capitalize() }}</li>
        @end
    </ul>
@else
    <p>Nothing to show.</p>
@end
`,
  data: `{
  "title": "Reading list",
  "items": ["the go programming language", "designing data-intensive applications"]
}
`,
};

type Problem = {title: string; message: string};
type Status = {kind: 'idle'} | {kind: 'running'} | {kind: 'ok'} | {kind: 'errors'; problems: EngineProblem[]} | ({kind: 'problem'} & Problem);


function describe(result: EvalResult): Status {
  switch (result.status) {
    case 'ok':
      return {kind: 'ok'};
    case 'error':
      return {kind: 'errors', problems: result.problems};
    case 'data-error':
      return {kind: 'problem', title: 'Data error', message: result.message};
    case 'timeout':
      return {kind: 'problem', title: 'Stopped', message: result.message};
    case 'crash':
      return {kind: 'problem', title: 'Engine crash', message: result.message};
    case 'out-of-memory':
      return {kind: 'problem', title: 'Out of memory', message: result.message};
    case 'unavailable':
      return {kind: 'problem', title: 'Engine unavailable', message: result.message};
  }
}


/** A one-template state becomes a set: its template is the page, home.tw. */
function withFiles(state: PlaygroundState): FilesState {
  if (hasFiles(state)) return state;
  const {template, ...rest} = state;
  return {...rest, files: [{path: 'home.tw', source: template}], page: 'home.tw'};
}

function placeText({file, line}: EngineProblem): string | null {
  if (file) return line ? `in ${file}, line ${line}` : `in ${file}`;
  return line ? `on line ${line}` : null;
}

const staleNote = <p className={styles.stale}>Showing the last good output.</p>;

function ProblemView({status, stale}: {status: Problem; stale: boolean}): ReactNode {
  return (
    <div className={styles.problem} role="alert" data-testid="playground-problem">
      <strong>{status.title}</strong>
      <p>{status.message}</p>
      {stale ? staleNote : null}
    </div>
  );
}

/**
 * The engine's problems, each with a button to its place (its file, opened
 * at its line). Read out politely by the status region around it, as each
 * result replaces the last.
 */
function ProblemList({problems, stale, onOpen}: {problems: EngineProblem[]; stale: boolean; onOpen: (path: string | null, line: number) => void}): ReactNode {
  return (
    <div className={styles.problem} data-testid="playground-problem">
      <strong>{problems.length === 1 ? 'Textwire error' : `${problems.length} Textwire errors`}</strong>
      <ul className={styles.problemList}>
        {problems.map((problem, i) => {
          const place = placeText(problem);
          return (
            <li key={i}>
              {place ? (
                <button type="button" className={styles.errorPlace} onClick={() => onOpen(problem.file || null, problem.line || 1)}>
                  {place}
                </button>
              ) : null}
              <p>{problem.message}</p>
            </li>
          );
        })}
      </ul>
      <p className={styles.keyHint}>
        Problems are marked in the template; there, <kbd>F8</kbd> goes to the next one and <kbd>Shift</kbd>+<kbd>F8</kbd> to the previous one.
      </p>
      {stale ? staleNote : null}
    </div>
  );
}

export default function Playground(): ReactNode {
  // The page is prerendered with the sample, every box at its final size, so
  // nothing moves when the editors and the engine arrive; a shared link's
  // state replaces the sample once in the browser.
  const [state, setState] = useState<PlaygroundState>(SAMPLE);
  const [active, setActive] = useState(0);
  const [renaming, setRenaming] = useState(false);
  const [reveal, setReveal] = useState<Reveal | null>(null);
  const [output, setOutput] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({kind: 'idle'});
  // The last evaluation's problems, marked in the editors until the next one.
  const [problems, setProblems] = useState<EngineProblem[]>([]);
  // A Copy link message stands until the state it was about changes.
  const [copiedNote, setCopiedNote] = useState<{text: string; about: PlaygroundState} | null>(null);
  const copied = copiedNote?.about === state ? copiedNote.text : null;
  const setCopied = (text: string) => setCopiedNote({text, about: state});
  // Each finished run's number and engine time, for npm run bench.
  const [lastRun, setLastRun] = useState({run: 0, ms: 0});
  const assetBase = useBaseUrl('/engine/');
  const engineMeta = useCallback((version: EngineVersion) => getBrowserEngine(version, assetBase).meta(), [assetBase]);
  const run = useRef(0);
  const copyButton = useRef<HTMLButtonElement>(null);
  const exportButton = useRef<HTMLButtonElement>(null);
  // The compare view's code (and its diff library) loads when first shown.
  const [CompareView, setCompareView] = useState<typeof import('./CompareView').default | null>(null);
  const [compareFailed, setCompareFailed] = useState(false);
  useEffect(() => {
    if (!state.compare || CompareView) return;
    import(/* webpackChunkName: "playground-compare" */ './CompareView').then(
      (module) => setCompareView(() => module.default),
      () => setCompareFailed(true),
    );
  }, [state.compare, CompareView]);

  /** Opens a whole state (a shared link, a docs example) with its page file shown. */
  const openState = useCallback((next: PlaygroundState) => {
    setState(next);
    setActive(hasFiles(next) ? Math.max(0, next.files.findIndex((file) => file.path === next.page)) : 0);
    setRenaming(false);
  }, []);

  const work = useSavedWork({enabled: true, state, startingState: SAMPLE, open: openState});

  const update = useCallback((patch: Partial<Pick<PlaygroundState, 'version' | 'data'>>) => setState((s) => ({...s, ...patch})), []);
  const updateFiles = useCallback((change: (state: FilesState) => FilesState) => setState((s) => change(withFiles(s))), []);

  // Evaluate after a pause in typing; a newer run makes older answers stale.
  useEffect(() => {
    const id = ++run.current;
    const timer = setTimeout(async () => {
      const filesProblem = hasFiles(state) ? setProblem(state.files, state.page) : null;
      if (filesProblem) {
        setStatus({kind: 'problem', title: 'Files', message: filesProblem});
        setProblems([]);
        return;
      }
      const data = await checkData(state.data);
      if (id !== run.current) return;
      if (!data.ok) {
        setStatus({kind: 'problem', title: 'Data error', message: data.message});
        setProblems([]);
        return;
      }
      setStatus({kind: 'running'});
      const started = performance.now();
      const result = await getBrowserEngine(state.version, assetBase).request(engineRequest(state));
      if (id !== run.current) return;
      setLastRun({run: id, ms: Math.round(performance.now() - started)});
      if (result.status === 'ok') setOutput(result.output);
      setStatus(describe(result));
      setProblems(result.status === 'error' ? result.problems : []);
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [state, assetBase]);

  const [tooLongToCopy, setTooLongToCopy] = useState<{chars: number; about: PlaygroundState} | null>(null);
  const copyTooLong = tooLongToCopy?.about === state ? tooLongToCopy.chars : null;
  const copyLink = async () => {
    const link = shareLink(state);
    if (!link.fits) {
      setTooLongToCopy({chars: link.chars, about: state});
      setCopied('');
      return;
    }
    const shareUrl = new URL(link.href, window.location.origin).toString();
    try {
      await navigator.clipboard.writeText(shareUrl);
      setCopied('Link copied to the clipboard.');
    } catch {
      setCopied('The clipboard is not available here: copy the link from the address bar.');
    }
  };

  const reset = () => {
    setState(SAMPLE);
    setActive(0);
    setRenaming(false);
  };

  const addFile = () => {
    updateFiles((s) => ({...s, files: [...s.files, {path: freshPath(s.files.map((file) => file.path)), source: ''}]}));
    setActive(hasFiles(state) ? state.files.length : 1);
    setRenaming(true);
  };

  const renameFile = (index: number, to: string) => {
    updateFiles((s) => ({
      ...s,
      files: s.files.map((file, i) => (i === index ? {...file, path: to} : file)),
      page: s.files[index].path === s.page ? to : s.page,
    }));
    setRenaming(false);
  };

  const deleteFile = (index: number) => {
    updateFiles((s) => {
      const files = s.files.filter((_, i) => i !== index);
      return {...s, files, page: s.files[index].path === s.page ? files[0].path : s.page};
    });
    setActive((current) => Math.max(0, current >= index ? current - 1 : current));
    setRenaming(false);
  };

  // An error's place opens its file at its line (one template: the editor).
  const openErrorPlace = (path: string | null, line: number) => {
    let editor = 'template';
    if (hasFiles(state)) {
      const index = Math.max(0, state.files.findIndex((file) => file.path === path));
      setActive(index);
      editor = `file-${index}-${state.files[index].path}`;
    }
    setRenaming(false);
    setReveal((previous) => ({editor, line, serial: (previous?.serial ?? 0) + 1}));
  };

  const compareTitle = compareLabel(state.version);
  const toggleCompare = () => setState((s) => ({...s, compare: !s.compare}));

  // A shortcut presses its button, so it does exactly what a click does.
  useShortcuts((action: ShortcutAction) => {
    if (action === 'copy-link') copyButton.current?.click();
    else if (action === 'export') exportButton.current?.click();
    else if (action === 'compare') {
      if (compareTitle) toggleCompare();
    }
    else if (hasFiles(state)) {
      const count = state.files.length;
      setActive((current) => (Math.min(current, count - 1) + (action === 'next-file' ? 1 : count - 1)) % count);
      setRenaming(false);
      setReveal(null);
    }
  });

  const files = hasFiles(state) ? state.files : null;
  const openIndex = files ? Math.min(active, files.length - 1) : 0;
  const openFile = files ? files[openIndex] : null;
  const editorKey = openFile ? `file-${openIndex}-${openFile.path}` : 'template';
  // Only the open file's problems are marked in its editor ('' names the one template).
  const openPath = openFile ? openFile.path : '';
  const openProblems = useMemo(() => problems.filter((problem) => problem.file === openPath), [problems, openPath]);
  const filePaths = files?.map((file) => file.path).join('\n') ?? '';
  const templateContext = useMemo<TemplateContext>(
    () => ({version: state.version, data: state.data, paths: filePaths ? filePaths.split('\n') : []}),
    [state.version, state.data, filePaths],
  );

  return (
    <div className={styles.playground}>
      <div className={styles.toolbar}>
        <fieldset className={styles.versions}>
          <legend className={styles.legend}>Engine</legend>
          {ENGINE_VERSIONS.map((version) => (
            <label key={version} className={clsx(styles.version, state.version === version && styles.versionActive)}>
              <input
                type="radio"
                name="engine-version"
                value={version}
                checked={state.version === version}
                onChange={() => update({version})}
              />
              {version} <span className={styles.release}>({ENGINE_RELEASES[version]})</span>
            </label>
          ))}
        </fieldset>
        <button type="button" className="button button--secondary button--sm" onClick={copyLink} ref={copyButton} aria-keyshortcuts={shortcutKeys('copy-link')}>
          Copy link
        </button>
        <ExportButton state={state} buttonRef={exportButton} />
        {compareTitle ? (
          <button
            type="button"
            className="button button--secondary button--sm"
            aria-pressed={Boolean(state.compare)}
            aria-keyshortcuts={shortcutKeys('compare')}
            onClick={toggleCompare}
          >
            {compareTitle}
          </button>
        ) : null}
        <button type="button" className="button button--link button--sm" onClick={reset}>
          Reset
        </button>
        <span role="status" className={styles.copied}>
          {copied}
          {copyTooLong !== null ? (
            <>
              This work is too large to share as a link: its link would be {sizeText(copyTooLong)}, and a link holds up to {sizeText(MAX_LINK_CHARS)}.{' '}
              <button type="button" className="button button--link button--sm" onClick={() => exportButton.current?.click()}>
                Download the files instead
              </button>
            </>
          ) : null}
        </span>
        <ExamplesMenu onOpen={openState} />
        <KeyboardShortcuts />
      </div>
      <SavedWorkNotes work={work} />
      {state.origin ? (
        <p className={styles.origin} data-testid="playground-origin">
          From the docs: <Link to={state.origin.href}>{state.origin.label}</Link>
        </p>
      ) : null}

      <div className={styles.panes}>
        <section className={styles.inputs} aria-label="Input">
          <div className={styles.paneHeader}>
            <h2 className={styles.paneTitle} id="template-title">
              {files ? 'Templates' : 'Template'}
            </h2>
            {files ? null : (
              <button type="button" className="button button--secondary button--sm" onClick={addFile}>
                Add file
              </button>
            )}
          </div>
          {files && openFile ? (
            <FileBar
              files={files}
              page={(state as FilesState).page}
              active={openIndex}
              renaming={renaming}
              onSelect={(index) => {
                setActive(index);
                setRenaming(false);
                setReveal(null);
              }}
              onAdd={addFile}
              onRename={renameFile}
              onRenamingChange={setRenaming}
              onDelete={deleteFile}
              onMakePage={(index) => updateFiles((s) => ({...s, page: s.files[index].path}))}
            />
          ) : null}
          <CodeEditor
            // One editor per file: each keeps its own undo history while open.
            key={editorKey}
            id="template-editor"
            describedBy="template-editor-keys"
            label={openFile ? `Template file ${openFile.path}` : 'Template'}
            language="textwire"
            value={openFile ? openFile.source : (state as {template: string}).template}
            reveal={reveal?.editor === editorKey ? reveal : null}
            problems={openProblems}
            context={templateContext}
            engineMeta={engineMeta}
            onChange={(source) =>
              openFile
                ? updateFiles((s) => ({...s, files: s.files.map((file, i) => (i === openIndex ? {...file, source} : file))}))
                : setState((s) => (hasFiles(s) ? s : {...s, template: source}))
            }
          />
          <p className={styles.keyHint} id="template-editor-keys">
            In the template, <kbd>F1</kbd> shows the docs of the function or directive at the cursor (<kbd>Tab</kbd> then reaches their link, <kbd>Esc</kbd>{' '}
            closes them); the mouse shows them on hover. Typing offers completions: arrows choose, <kbd>Enter</kbd> inserts, <kbd>Esc</kbd> closes,{' '}
            <kbd>Ctrl</kbd>+<kbd>Space</kbd> opens them.
          </p>
          <h2 className={styles.paneTitle} id="data-title">
            Data (JSON)
          </h2>
          <CodeEditor id="data-editor" label="Data (JSON)" language="json" value={state.data} onChange={(data) => update({data})} />
        </section>

        <section className={styles.outputs} aria-label="Result">
          {state.compare ? (
            CompareView ? (
              <CompareView state={state} assetBase={assetBase} />
            ) : (
              <p role="status">{compareFailed ? 'The compare view could not be loaded. Check your connection and reload the page.' : 'Loading the compare view…'}</p>
            )
          ) : (
            <>
              <div aria-live="polite" className={styles.statusLine} data-testid="playground-status" data-run={lastRun.run} data-run-ms={lastRun.ms}>
                {status.kind === 'errors' ? (
                  <ProblemList problems={status.problems} stale={output !== null} onOpen={openErrorPlace} />
                ) : status.kind === 'problem' ? (
                  <ProblemView status={status} stale={output !== null} />
                ) : (
                  <span className={styles.ok}>{status.kind === 'running' ? 'Running…' : status.kind === 'ok' ? 'Rendered.' : 'Loading the engine…'}</span>
                )}
              </div>
              <OutputView output={output} dim={status.kind === 'problem' || status.kind === 'errors'} />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
