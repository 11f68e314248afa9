/**
 * The compare view: the playground's template (or files) and data run on two
 * engine versions (compareVersions.ts) side by side, with what differs
 * marked as deleted on the older side and inserted on the newer one, and a
 * summary line that counts the differences. A version that fails shows its
 * error on its side. Loaded, with the diff library, when first opened.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import {ENGINE_RELEASES, type EngineVersion} from '../../engine/client';
import {getBrowserEngine} from '../../engine/browser';
import {checkData} from './jsonData';
import {compareSides, sideOf, summary, type Comparison, type Segment, type Side} from './compareDiff';
import {comparedVersions} from './compareVersions';
import {engineRequest, hasFiles, type PlaygroundState} from './shareState';
import {SHOWN_LIMIT} from './OutputView';
import {setProblem} from './templateFiles';
import styles from './CompareView.module.css';

const TYPING_PAUSE_MS = 250;

type Result =
  | {kind: 'sides'; sides: [Side, Side]; comparison: Comparison}
  /** The input cannot run on either version (bad data, bad file names). */
  | {kind: 'input'; title: string; message: string};

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
  const text = segments ? <Marked segments={segments} tag={tag} /> : side.text.slice(0, SHOWN_LIMIT);
  return (
    <pre className={side.kind === 'error' ? styles.errorText : styles.output} tabIndex={0}>
      <code>{text}</code>
    </pre>
  );
}

function Column({version, side, segments, tag}: {version: EngineVersion; side: Side; segments: Segment[] | null; tag: 'del' | 'ins'}): ReactNode {
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

export default function CompareView({state, assetBase}: {state: PlaygroundState; assetBase: string}): ReactNode {
  const pair = comparedVersions(state.version);
  const [result, setResult] = useState<Result | null>(null);
  // Each finished comparison's number and time (both engines and the diff), for npm run bench.
  const [lastRun, setLastRun] = useState({run: 0, ms: 0});
  const run = useRef(0);
  const older = pair?.[0];
  const newer = pair?.[1];

  useEffect(() => {
    if (!older || !newer) return undefined;
    const id = ++run.current;
    const timer = setTimeout(async () => {
      const started = performance.now();
      const filesProblem = hasFiles(state) ? setProblem(state.files, state.page) : null;
      const data = filesProblem ? null : await checkData(state.data);
      if (id !== run.current) return;
      if (filesProblem || (data && !data.ok)) {
        setResult({kind: 'input', title: filesProblem ? 'Files' : 'Data error', message: filesProblem ?? (data as {message: string}).message});
        return;
      }
      const request = engineRequest(state);
      const [a, b] = await Promise.all([older, newer].map((version) => getBrowserEngine(version, assetBase).request(request)));
      if (id !== run.current) return;
      const sides: [Side, Side] = [sideOf(a), sideOf(b)];
      setResult({kind: 'sides', sides, comparison: compareSides(...sides)});
      setLastRun({run: id, ms: Math.round(performance.now() - started)});
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [state, assetBase, older, newer]);

  if (!older || !newer) return <p>There is only one engine version to compare.</p>;
  const differs = result?.kind === 'sides' && result.comparison.kind === 'differs' ? result.comparison : null;
  return (
    <section className={styles.compare} aria-labelledby="compare-title" data-testid="compare-view" data-run={lastRun.run} data-run-ms={lastRun.ms}>
      <h2 className={styles.title} id="compare-title">
        {older} and {newer} side by side
      </h2>
      <p role="status" className={styles.summary} data-testid="compare-summary">
        {result === null
          ? `Running on ${older} and ${newer}…`
          : result.kind === 'input'
            ? `${result.title}: ${result.message}`
            : summary(result.comparison, [older, newer], result.sides[0])}
      </p>
      {result?.kind === 'sides' ? (
        <>
          {differs ? (
            <p className={styles.legend}>
              <span className={styles.deleted}>Struck through</span>: only in {older}. <span className={styles.inserted}>Underlined</span>: only in {newer}.
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
