/**
 * The compare view: the workbench's template (or files) and data run on two
 * engine versions (src/workbench/compare.ts) side by side, by the
 * store's one run (src/workbench/store.ts, run.ts runWorkbench, which runs each version once),
 * with what differs marked as deleted on the older side and inserted on the
 * newer one, and a summary line that counts the differences. A version that fails shows its
 * error on its side. Loaded, with the diff library, when first opened.
 */
import React, {useId, useMemo, type ReactNode} from 'react';
import ErrorExplanation from '@site/src/components/ErrorExplanation';
import {ENGINE_RELEASES, type EngineVersion} from '@site/src/engine/client';
import {comparedVersions} from '@site/src/workbench/compare';
import {sideBySide, summary, type Segment, type Side} from '@site/src/workbench/compareDiff';
import type {Compared} from '@site/src/workbench/run';
import {useWorkbenchSlice} from '../useWorkbench';
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
      {side.kind === 'error' ? <ErrorExplanation message={side.text} version={version} /> : null}
    </div>
  );
}

/** The run's comparison, if it is of these two versions (a run made before compare was on has none). */
function comparedRun(compared: Compared | null, pair: [EngineVersion, EngineVersion] | null): Compared | null {
  return compared && pair && compared.versions.every((version, i) => version === pair[i]) ? compared : null;
}

export default function CompareView(): ReactNode {
  const version = useWorkbenchSlice((snapshot) => snapshot.model.state.version);
  const run = useWorkbenchSlice((snapshot) => snapshot.run);
  const pair = comparedVersions(version);
  const compared = comparedRun(run.compared, pair);
  // The diff is this view's own work (its library loads with it); the engines ran in the store's one run.
  const shown = useMemo(() => (compared?.outcomes ? sideBySide(compared.outcomes) : null), [compared]);
  const titleId = useId();

  if (!pair) return <p>There is only one engine version to compare.</p>;
  const [older, newer] = pair;
  const differs = shown?.comparison.kind === 'differs' ? shown.comparison : null;
  return (
    <section
      className={styles.compare}
      aria-labelledby={titleId}
      data-testid="compare-view"
      // Each finished comparison's run number and time (both engines and the diff), for npm run bench.
      data-run={shown ? run.serial : 0}
      data-run-ms={shown ? Math.round(run.ms + shown.ms) : 0}
    >
      <h2 className={styles.title} id={titleId}>
        {older} and {newer} side by side
      </h2>
      <p role="status" className={styles.summary} data-testid="compare-summary">
        {compared === null
          ? `Running on ${older} and ${newer}…`
          : shown === null
            ? `${run.outcome?.title}: ${run.outcome?.message}`
            : summary(shown.comparison, [older, newer], shown.sides[0])}
      </p>
      {shown ? (
        <>
          {differs ? (
            <p className={styles.legend}>
              <span className={styles.deleted}>Struck through</span>: only in {older}.{' '}
              <span className={styles.inserted}>Underlined</span>: only in {newer}.
            </p>
          ) : null}
          <div className={styles.sides}>
            <Column version={older} side={shown.sides[0]} segments={differs?.older ?? null} tag="del" />
            <Column version={newer} side={shown.sides[1]} segments={differs?.newer ?? null} tag="ins" />
          </div>
        </>
      ) : null}
    </section>
  );
}
