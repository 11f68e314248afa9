/**
 * The lesson's workbench: the lesson's files in the template editor (one
 * tab per file), its data, and the output of the files on that data, run by
 * the latest engine as the visitor types. A thin stand-in built from the
 * playground's own editor and output pieces, behind the one interface the
 * lesson page uses (files in, files out), so that the playground's reusable
 * Workbench can take its place without touching the page.
 */
import React, {useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {EngineProblem, EvalResult, TemplateFile} from '@site/src/engine/client';
import {getBrowserEngine} from '@site/src/engine/browser';
import {LATEST_VERSION} from '@site/src/versions';
import {lessonRequest} from '@site/src/tour/check';
import CodeEditor, {type Reveal} from '../Playground/CodeEditor';
import OutputView from '../Playground/OutputView';
import styles from './styles.module.css';

/** As the playground: a run waits for a pause in typing, except the first. */
const TYPING_PAUSE_MS = 250;

type Props = {
  files: TemplateFile[];
  /** The file rendered; null for a single template (EvaluateString). */
  page: string | null;
  data: string;
  onChange: (files: TemplateFile[]) => void;
  /** Told each run's result, for the page (and the tests) to know the output is current. */
  onResult?: (result: EvalResult) => void;
};

export function useLessonEngine() {
  const assetBase = useBaseUrl('/engine/');
  return useMemo(() => getBrowserEngine(LATEST_VERSION.name, assetBase), [assetBase]);
}

function placeText({file, line}: EngineProblem): string {
  if (file) return line ? `${file}, line ${line}` : file;
  return line ? `Line ${line}` : '';
}

const TITLES: Record<Exclude<EvalResult['status'], 'ok' | 'error'>, string> = {
  'data-error': 'Data error',
  timeout: 'Stopped',
  crash: 'Engine crash',
  'out-of-memory': 'Out of memory',
  unavailable: 'Engine unavailable',
};

export default function TourWorkbench({files, page, data, onChange, onResult}: Props): ReactNode {
  const engine = useLessonEngine();
  const [active, setActive] = useState(0);
  const [result, setResult] = useState<EvalResult | null>(null);
  const [reveal, setReveal] = useState<Reveal | null>(null);
  const runs = useRef(0);
  const onResultRef = useRef(onResult);
  useEffect(() => {
    onResultRef.current = onResult;
  });
  const [lastGood, setLastGood] = useState('');
  const revealSerial = useRef(0);
  const openIndex = Math.min(active, files.length - 1);
  const open = files[openIndex];
  const showData = active === files.length;

  useEffect(() => {
    const serial = ++runs.current;
    const run = () =>
      engine.request(lessonRequest({files, page}, data)).then((next) => {
        if (serial !== runs.current) return;
        setResult(next);
        if (next.status === 'ok') setLastGood(next.output);
        onResultRef.current?.(next);
      });
    if (serial === 1) {
      void run();
      return;
    }
    const timer = setTimeout(run, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [engine, files, page, data]);

  const problems = useMemo(() => (result?.status === 'error' ? result.problems : []), [result]);
  const openProblems = useMemo(() => problems.filter((problem) => page === null || problem.file === open.path), [problems, page, open.path]);

  const openPlace = (problem: EngineProblem) => {
    const index = page === null ? 0 : files.findIndex((file) => file.path === problem.file);
    if (index === -1) return;
    setActive(index);
    setReveal({editor: `tour-file-${index}`, line: problem.line || 1, serial: ++revealSerial.current});
  };

  const tabs = [...files.map((file) => file.path || 'template.tw'), 'data.json'];
  return (
    <div className={styles.workbench} data-testid="tour-workbench">
      <div role="tablist" aria-label="Lesson files" className={styles.tabs}>
        {tabs.map((label, i) => (
          <button
            key={label}
            type="button"
            role="tab"
            id={`tour-tab-${i}`}
            aria-selected={i === (showData ? files.length : openIndex)}
            aria-controls="tour-tabpanel"
            className={clsx(styles.tab, i === (showData ? files.length : openIndex) && styles.tabActive)}
            onClick={() => setActive(i)}
          >
            {label}
            {i === files.length ? <span className={styles.readOnly}> (read only)</span> : null}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="tour-tabpanel" aria-labelledby={`tour-tab-${showData ? files.length : openIndex}`} className={styles.panel}>
        {showData ? (
          <pre className={styles.data} tabIndex={0} data-testid="tour-data">
            <code>{data}</code>
          </pre>
        ) : (
          <CodeEditor
            key={`${openIndex}:${open.path}`}
            id={`tour-file-${openIndex}`}
            label={`Template ${open.path || 'template.tw'}`}
            language="textwire"
            value={open.source}
            reveal={reveal?.editor === `tour-file-${openIndex}` ? reveal : null}
            problems={openProblems}
            onChange={(source) => onChange(files.map((file, i) => (i === openIndex ? {...file, source} : file)))}
          />
        )}
      </div>
      <section className={styles.output} aria-label="Output" aria-live="polite">
        {result === null ? <p className={styles.waiting}>Loading the engine…</p> : null}
        {result?.status === 'error' ? (
          <div className={styles.problem} data-testid="tour-problem">
            <strong>{problems.length === 1 ? 'Textwire error' : `${problems.length} Textwire errors`}</strong>
            <ul>
              {problems.map((problem, i) => (
                <li key={i}>
                  {placeText(problem) ? (
                    <button type="button" className={styles.place} onClick={() => openPlace(problem)}>
                      {placeText(problem)}
                    </button>
                  ) : null}{' '}
                  {problem.message}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {result && result.status !== 'ok' && result.status !== 'error' ? (
          <div className={styles.problem} data-testid="tour-problem">
            <strong>{TITLES[result.status]}</strong>
            <p>{result.message}</p>
          </div>
        ) : null}
        {result ? <OutputView output={result.status === 'ok' ? result.output : lastGood} dim={result.status !== 'ok'} /> : null}
      </section>
    </div>
  );
}
