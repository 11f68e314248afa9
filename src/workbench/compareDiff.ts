/**
 * Compare: what the compare view shows for the outcomes of the state on two
 * versions (run by the workbench's one run, run.ts runWorkbench): each side's text
 * (output, or the error) and, when both sides are of the same kind, the
 * words that differ, marked, and how many differences there are. The diff
 * itself is jsdiff's (diffWordsWithSpace): words and punctuation are
 * compared and marked; whitespace alone does not count, as HTML mostly
 * ignores it.
 */
import {diffWordsWithSpace} from 'diff';
import type {Outcome} from './run';

/**
 * A diff gives up after this long, or on texts longer than this, and the
 * two sides are shown unmarked. It runs on the page's main thread: the
 * limit keeps the page answering input meanwhile (under 200 ms).
 */
const DIFF_TIMEOUT_MS = 150;
const DIFF_MAX_CHARS = 200_000;

export type Side = {kind: 'output'; text: string} | {kind: 'error'; title: string; text: string};

/** A piece of one side's text; `changed` marks what the other side lacks. */
export type Segment = {text: string; changed: boolean};

export type Comparison =
  | {kind: 'same'}
  | {kind: 'whitespace'}
  | {kind: 'differs'; count: number; older: Segment[]; newer: Segment[]}
  /** The diff took too long (very large, very different texts). */
  | {kind: 'unmarked'}
  /** One side rendered and the other failed: nothing to mark. */
  | {kind: 'kinds'};

/** A side shows its outcome's title (the pipeline's one table, run.ts) above its error. */
export function sideOf(outcome: Outcome): Side {
  if (outcome.status === 'ok') return {kind: 'output', text: outcome.output};
  return {kind: 'error', title: outcome.title, text: outcome.message};
}

/** Each side's text, what differs between them, and how long finding it took (for npm run bench). */
export type SideBySide = {sides: [Side, Side]; comparison: Comparison; ms: number};

/** What the compare view shows for the two versions' outcomes, older first (the workbench's run: run.ts, runWorkbench). */
export function sideBySide([older, newer]: [Outcome, Outcome]): SideBySide {
  const started = performance.now();
  const sides: [Side, Side] = [sideOf(older), sideOf(newer)];
  const comparison = compareSides(...sides);
  return {sides, comparison, ms: performance.now() - started};
}

export function compareSides(older: Side, newer: Side): Comparison {
  if (older.kind !== newer.kind) return {kind: 'kinds'};
  if (older.text === newer.text) return {kind: 'same'};
  if (older.text.length > DIFF_MAX_CHARS || newer.text.length > DIFF_MAX_CHARS) return {kind: 'unmarked'};
  // Whitespace is diffed too, so that each side shows its text exactly;
  // a difference in whitespace alone is neither marked nor counted.
  const changes = diffWordsWithSpace(older.text, newer.text, {timeout: DIFF_TIMEOUT_MS});
  if (!changes) return {kind: 'unmarked'};
  const olderSegments: Segment[] = [];
  const newerSegments: Segment[] = [];
  let count = 0;
  // A difference is a run of changes with nothing unchanged between them.
  for (let i = 0; i < changes.length;) {
    let end = i;
    while (end < changes.length && (changes[end].added || changes[end].removed)) end++;
    if (end === i) {
      olderSegments.push({text: changes[i].value, changed: false});
      newerSegments.push({text: changes[i].value, changed: false});
      i++;
      continue;
    }
    const run = changes.slice(i, end);
    const marked = run.some((change) => change.value.trim() !== '');
    if (marked) count++;
    for (const change of run)
      (change.added ? newerSegments : olderSegments).push({text: change.value, changed: marked});
    i = end;
  }
  if (count === 0) return {kind: 'whitespace'};
  return {kind: 'differs', count, older: olderSegments, newer: newerSegments};
}

/** The one line a screen reader hears, and everyone reads, above the two sides. */
export function summary(comparison: Comparison, [olderName, newerName]: [string, string], older: Side): string {
  const what = older.kind === 'output' ? 'output' : 'error';
  switch (comparison.kind) {
    case 'same':
      return `Same ${what} on ${olderName} and ${newerName}.`;
    case 'whitespace':
      return `Same ${what} on ${olderName} and ${newerName}, apart from whitespace.`;
    case 'differs':
      return `${comparison.count} ${comparison.count === 1 ? 'difference' : 'differences'} between the ${what}s of ${olderName} and ${newerName}.`;
    case 'unmarked':
      return `The ${what}s of ${olderName} and ${newerName} differ (too large to mark the differences).`;
    case 'kinds':
      return older.kind === 'error'
        ? `${olderName} fails, ${newerName} renders.`
        : `${olderName} renders, ${newerName} fails.`;
  }
}
