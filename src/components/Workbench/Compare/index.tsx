/**
 * The compare view: the workbench's template (or files) and data run on two
 * engine versions (src/playground/compare.ts) side by side, through the
 * one run pipeline (runCompare), with what differs
 * marked as deleted on the older side and inserted on the newer one, and a
 * summary line that counts the differences. A version that fails shows its
 * error on its side. Loaded, with the diff library, when first opened.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {ENGINE_RELEASES, type EngineVersion} from '@site/src/engine/client';
import {comparedVersions} from '@site/src/playground/compare';
import {runCompare, summary, type CompareResult, type Segment, type Side} from '@site/src/playground/compareDiff';
import {RunScheduler} from '@site/src/playground/run';
import {useWorkbench} from '../context';
import {SHOWN_LIMIT, SourceText} from '../Results/OutputView';
import styles from './styles.module.css';

function Marked({segments, tag}: {segments: Segment[]; tag: 'del' | 'ins'}): ReactNode {
  const Mark = tag;
  return segments.map((segment, i) =>
    segment.changed ? (
      <Mark key={i} className={`${tag === 'del' ? styles.deleted : styles.inserted} ${styles.announced}`}>
        {segment.text}
      </Mark>
    ) : (
      <React.Fragment key={i}>{segment.text}</React.Fragment>
    ),
  );
}

function SideText({side, segments, tag}: {side: Side; segments: Segment[] | null; tag: 'del' | 'ins'}): ReactNode {
  const text = segments ? (
    <Marked segments={segments} tag={tag} />
  ) : (
    <SourceText text={side.text.slice(0, SHOWN_LIMIT)} />
  );
  return (
    <pre className={side.kind === 'error' ? styles.errorText : styles.output} tabIndex={0}>
      <code>{text}</code>
    </pre>
  );
}

function Column({
  version,
  side,
  segments,
  tag,
}: {
  version: EngineVersion;
  side: Side;
  segments: Segment[] | null;
  tag: 'del' | 'ins';
}): ReactNode {
  return (
    <div className={styles.side} data-testid={`compare-${version}`} data-kind={side.kind}>
      <h3 className={styles.sideTitle}>
        {version} <span className={styles.release}>({ENGINE_RELEASES[version]})</span>
      </h3>
      {side.kind === 'error' ? <p className={styles.errorTitle}>{side.title}</p> : null}
      <SideText side={side} segments={segments} tag={tag} />
    </div>
  );
}

export default function CompareView(): ReactNode {
  const {model, engineOf} = useWorkbench();
  const {state} = model;
  const pair = comparedVersions(state.version);
  const older = pair?.[0];
  const newer = pair?.[1];
  const [result, setResult] = useState<CompareResult | null>(null);
  // Each finished comparison's number and time (both engines and the diff), for npm run bench.
  const [lastRun, setLastRun] = useState({run: 0, ms: 0});
  const [scheduler] = useState(
    () =>
      new RunScheduler<{result: CompareResult; ms: number; pair: [EngineVersion, EngineVersion] | null}>(
        async (next) => {
          const started = performance.now();
          const versions = comparedVersions(next.version);
          const compared = versions ? await runCompare(next, versions, engineOf) : null;
          return {result: compared!, ms: Math.round(performance.now() - started), pair: versions};
        },
        ({result: compared, ms, pair: versions}, serial) => {
          if (!versions) return;
          setResult(compared);
          if (compared.kind === 'sides') setLastRun({run: serial, ms});
        },
      ),
  );
  useEffect(() => () => scheduler.cancel(), [scheduler]);
  useEffect(() => {
    scheduler.schedule(state);
  }, [scheduler, state]);

  if (!older || !newer) return <p>There is only one engine version to compare.</p>;
  const differs = result?.kind === 'sides' && result.comparison.kind === 'differs' ? result.comparison : null;
  return (
    <section
      className={styles.compare}
      aria-labelledby="compare-title"
      data-testid="compare-view"
      data-run={lastRun.run}
      data-run-ms={lastRun.ms}
    >
      <h2 className={styles.title} id="compare-title">
        {older} and {newer} side by side
      </h2>
      <p role="status" className={styles.summary} data-testid="compare-summary">
        {result === null
          ? `Running on ${older} and ${newer}…`
          : result.kind === 'input'
            ? `${result.outcome.title}: ${result.outcome.message}`
            : summary(result.comparison, [older, newer], result.sides[0])}
      </p>
      {result?.kind === 'sides' ? (
        <>
          {differs ? (
            <p className={styles.legend}>
              <span className={styles.deleted}>Struck through</span>: only in {older}.{' '}
              <span className={styles.inserted}>Underlined</span>: only in {newer}.
            </p>
          ) : null}
          <div className={styles.sides}>
            <Column version={older} side={result.sides[0]} segments={differs?.older ?? null} tag="del" />
            <Column version={newer} side={result.sides[1]} segments={differs?.newer ?? null} tag="ins" />
          </div>
        </>
      ) : null}
    </section>
  );
}
