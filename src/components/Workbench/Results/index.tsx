/**
 * The result pane: the latest run's outcome (src/workbench/run.ts, titles
 * from its one table) and the output parts the page lays out under it
 * (`children`: OutputPreview and OutputSource on a page of its own, the
 * source alone in a docs example), or, with compare on, the compare view
 * (loaded, with its diff library, when first shown). The run itself is the
 * store's (src/workbench/store.ts, which also gives the editor its marks);
 * this pane only shows it, and renders when the run changes, not as the
 * visitor types.
 */
import React, {memo, useEffect, useState, type ReactNode} from 'react';
import type {EngineProblem} from '@site/src/engine/client';
import type {Outcome} from '@site/src/workbench/run';
import ErrorExplanation from '@site/src/components/ErrorExplanation';
import {SHOWN_PROBLEMS, useRenderCount, useWorkbenchSlice, useWorkbenchStoreOf} from '../useWorkbench';
import {TooLarge} from './OutputView';

export {OutputPreview, OutputSource} from './OutputView';
import styles from './styles.module.css';

function placeText({file, line}: EngineProblem): string | null {
  if (file) return line ? `in ${file}, line ${line}` : `in ${file}`;
  return line ? `on line ${line}` : null;
}

const staleNote = <p className={styles.stale}>Showing the last good output.</p>;

function ProblemView({outcome, stale}: {outcome: Outcome; stale: boolean}): ReactNode {
  const version = useWorkbenchSlice((snapshot) => snapshot.model.state.version);
  return (
    <div className={styles.problem} role="alert" data-testid="playground-problem">
      <strong>{outcome.title}</strong>
      <p>{outcome.message}</p>
      {outcome.status === 'crash' ? <ErrorExplanation message={outcome.message} version={version} /> : null}
      {stale ? staleNote : null}
    </div>
  );
}

/**
 * The engine's problems, each with a button to its place (its file, opened
 * at its line). Read out politely by the status region around it, as each
 * result replaces the last.
 */
function ProblemList({problems, title, stale}: {problems: EngineProblem[]; title: string; stale: boolean}): ReactNode {
  const store = useWorkbenchStoreOf();
  const version = useWorkbenchSlice((snapshot) => snapshot.model.state.version);
  return (
    <div className={styles.problem} data-testid="playground-problem">
      <strong>{problems.length === 1 ? title : `${problems.length} ${title}s`}</strong>
      <ul className={styles.problemList}>
        {problems.slice(0, SHOWN_PROBLEMS).map((problem, i) => {
          const place = placeText(problem);
          return (
            <li key={i}>
              {place ? (
                <button
                  type="button"
                  className={styles.errorPlace}
                  onClick={() => store.dispatch({type: 'reveal', path: problem.file || null, line: problem.line || 1})}
                >
                  {place}
                </button>
              ) : null}
              <p>{problem.message}</p>
              <ErrorExplanation message={problem.message} version={version} />
            </li>
          );
        })}
      </ul>
      {problems.length > SHOWN_PROBLEMS ? (
        <p className={styles.keyHint}>
          The first {SHOWN_PROBLEMS} are listed and marked; fix them to see the {problems.length - SHOWN_PROBLEMS}{' '}
          others.
        </p>
      ) : null}
      <p className={styles.keyHint}>
        Problems are marked in the template; there, <kbd>F8</kbd> goes to the next one and <kbd>Shift</kbd>+
        <kbd>F8</kbd> to the previous one.
      </p>
      {stale ? staleNote : null}
    </div>
  );
}

type CompareViewType = typeof import('../Compare').default;

function useCompareView(wanted: boolean): {view: CompareViewType | null; failed: boolean} {
  const [view, setView] = useState<CompareViewType | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!wanted || view) return;
    import(/* webpackChunkName: "playground-compare" */ '../Compare').then(
      (module) => setView(() => module.default),
      () => setFailed(true),
    );
  }, [wanted, view]);
  return {view, failed};
}

function Results({children}: {children?: ReactNode}): ReactNode {
  useRenderCount('Results');
  const compare = useWorkbenchSlice((snapshot) => Boolean(snapshot.model.state.compare));
  const run = useWorkbenchSlice((snapshot) => snapshot.run);
  const {view: CompareView, failed} = useCompareView(compare);
  if (compare) {
    return CompareView ? (
      <CompareView />
    ) : (
      <p role="status">
        {failed
          ? 'The compare view could not be loaded. Check your connection and reload the page.'
          : 'Loading the compare view…'}
      </p>
    );
  }
  const {outcome, running, lastOutput} = run;
  const stale = lastOutput !== null;
  return (
    <>
      <div
        aria-live="polite"
        className={styles.statusLine}
        data-testid="playground-status"
        data-run={run.serial}
        data-run-ms={run.ms}
      >
        {running ? (
          <span className={styles.ok}>Running…</span>
        ) : outcome?.status === 'error' ? (
          <ProblemList problems={outcome.problems} title={outcome.title} stale={stale} />
        ) : outcome && outcome.status !== 'ok' ? (
          <ProblemView outcome={outcome} stale={stale} />
        ) : (
          <span className={styles.ok}>{outcome ? `${outcome.title}.` : 'Loading the engine…'}</span>
        )}
      </div>
      <TooLarge />
      {children}
    </>
  );
}

export default memo(Results);
