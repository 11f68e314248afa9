/**
 * What the last Check found: solved (and the next lesson offered), or the
 * first data set on which the visitor's files went wrong, with the line diff
 * between the expected output and theirs, or the engine's error at its
 * place. A hidden data set is shown once it has caught something: knowing
 * the input is how one finds the case the template does not handle.
 */
import React, {useEffect, useRef, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {EngineProblem} from '@site/src/engine/client';
import {formatBytes} from '@site/src/workbench/files';
import type {Verdict} from '@site/src/tour/check';
import type {DiffCut, DiffLine} from '@site/src/tour/outputDiff';
import {lessonRoute, TOUR_ROUTE, type DataSet, type LessonSummary} from '@site/src/tour/types';
import ErrorExplanation from '@site/src/components/ErrorExplanation';
import styles from './styles.module.css';

type Props = {verdict: Verdict | null; next: LessonSummary | null; version: string};

const place = ({file, line}: EngineProblem) => [file, line ? `line ${line}` : ''].filter(Boolean).join(', ');

/** What a cut diff leaves out (src/tour/outputDiff.ts bounds it, as the output pane is bounded). */
function CutNote({cut}: {cut: DiffCut}): ReactNode {
  const sizes = `the expected output is ${formatBytes(cut.expectedChars)}, yours ${formatBytes(cut.actualChars)}`;
  return (
    <p className={styles.legend} data-testid="tour-diff-cut">
      Too large to show in full ({sizes}): the lines below start at line {cut.fromLine.toLocaleString('en')}, near the
      first difference{cut.longLines ? ', and long lines end with …' : ''}.
    </p>
  );
}

/** Each changed line once, marked: `-` expected but missing, `+` in your output only. */
function DiffView({lines}: {lines: DiffLine[]}): ReactNode {
  return (
    <pre
      className={styles.diff}
      tabIndex={0}
      aria-label="Line differences: lines marked minus are expected, lines marked plus are in your output"
      data-testid="tour-diff"
    >
      {lines.map((line, i) => (
        <span key={i}>
          {line.kind === 'added' ? (
            <ins>
              <span aria-hidden="true">+ </span>
              {line.text}
            </ins>
          ) : line.kind === 'removed' ? (
            <del>
              <span aria-hidden="true">- </span>
              {line.text}
            </del>
          ) : (
            `  ${line.text}`
          )}
          {'\n'}
        </span>
      ))}
    </pre>
  );
}

function DataShown({dataSet}: {dataSet: DataSet}): ReactNode {
  if (!dataSet.hidden) return null;
  return (
    <details className={styles.data}>
      <summary>Show {dataSet.label}</summary>
      <pre>
        <code>{dataSet.json}</code>
      </pre>
    </details>
  );
}

function Miss({verdict, version}: {verdict: Extract<Verdict, {pass: false}>; version: string}): ReactNode {
  const {miss} = verdict;
  if (miss.kind === 'unavailable') {
    return (
      <>
        <strong>Could not check.</strong>
        <p>{miss.message}</p>
      </>
    );
  }
  if (miss.kind === 'error') {
    const {outcome} = miss;
    return (
      <>
        <strong>
          Not yet: with {miss.dataSet.label}, your files did not render ({outcome.title}).
        </strong>
        {outcome.status === 'error' ? (
          <ul>
            {outcome.problems.map((problem, i) => (
              <li key={i}>
                {place(problem) ? <span className={styles.place}>{place(problem)}: </span> : null}
                {problem.message} <ErrorExplanation message={problem.message} version={version} />
              </li>
            ))}
          </ul>
        ) : (
          <p>
            {outcome.message}{' '}
            {outcome.status === 'crash' ? <ErrorExplanation message={outcome.message} version={version} /> : null}
          </p>
        )}
        <DataShown dataSet={miss.dataSet} />
      </>
    );
  }
  return (
    <>
      <strong>Not yet: with {miss.dataSet.label}, your output differs from the expected one.</strong>
      <p className={styles.legend}>
        Lines marked <del>- struck through</del> are expected but missing; lines marked <ins>+ underlined</ins> are in
        your output only.
      </p>
      {miss.cut ? <CutNote cut={miss.cut} /> : null}
      <DiffView lines={miss.lines} />
      <DataShown dataSet={miss.dataSet} />
    </>
  );
}

export default function TourVerdict({verdict, next, version}: Props): ReactNode {
  const nextLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (verdict?.pass) nextLink.current?.focus();
  }, [verdict]);
  return (
    <div role="status" className={styles.region} data-testid="tour-verdict">
      {verdict === null ? null : verdict.pass ? (
        <div className={styles.pass}>
          <strong>Solved!</strong> Your output matches the solution's on all {verdict.runs} data sets.{' '}
          {next ? (
            <Link ref={nextLink} className="button button--primary button--sm" to={lessonRoute(next.id)}>
              Next: {next.title}
            </Link>
          ) : (
            <>
              That was the last lesson.{' '}
              <Link ref={nextLink} to={TOUR_ROUTE}>
                Back to the tour
              </Link>
            </>
          )}
        </div>
      ) : (
        <div className={styles.miss}>
          <Miss verdict={verdict} version={version} />
        </div>
      )}
    </div>
  );
}
