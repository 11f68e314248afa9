/**
 * A Check's comparison of two outputs, the solution's and the visitor's,
 * and the line diff the verdict shows: bounded, so that an output of any
 * size gives a verdict the page shows at once. A template can print tens of
 * megabytes; diffing and showing all of it froze the page for 10 to 40 s.
 *
 * Whitespace at the ends of a line and lines that hold only whitespace are
 * ignored (src/tour/check.ts says why). The visitor's output is read line by line
 * and only as far as needed: up to the first difference, and SHOWN_LINES
 * past it. Outputs of up to DIFF_INPUT_CHARS are diffed whole (jsdiff, with
 * a time limit); otherwise the verdict shows the lines from the first
 * difference on. Either way at most SHOWN_LINES lines of at most
 * SHOWN_LINE_CHARS characters are shown, with a note that says what was
 * left out. No React, no DOM: the page runs it in a worker, or in slices
 * between the visitor's input (src/tour/compareInBrowser.ts).
 */
import {diffLines} from 'diff';

/** Outputs diffed line by line up to this many characters each (after `comparable`). */
export const DIFF_INPUT_CHARS = 200_000;
/** Lines shown at most, and characters of one line. */
export const SHOWN_LINES = 400;
export const SHOWN_LINE_CHARS = 2_000;
/** Unchanged lines shown before the first difference when the diff is cut. */
const CONTEXT_LINES = 3;

/** The lines of a text, each without whitespace at its ends ('' for a blank one), one at a time: a 40 MB text is not split at once. */
function* trimmedLinesOf(text: string): Generator<string> {
  for (let start = 0; start < text.length;) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    yield text.slice(start, end).trim();
    start = end + 1;
  }
}

/** The text compared: each line without whitespace at its ends, whitespace-only lines left out. */
export function comparable(output: string): string {
  return textOf([...trimmedLinesOf(output)].filter((line) => line !== ''));
}

const textOf = (lines: readonly string[]) => (lines.length ? lines.join('\n') + '\n' : '');
const charsOf = (lines: readonly string[]) => lines.reduce((chars, line) => chars + line.length + 1, 0);

/** One line of the diff: in both, expected only (removed), or the visitor's only (added). */
export type DiffLine = {kind: 'same' | 'removed' | 'added'; text: string};

/** What a cut diff leaves out: the outputs' lengths, and the line (1-based, of the compared text) it starts at. */
export type DiffCut = {expectedChars: number; actualChars: number; fromLine: number; longLines: boolean};

export type OutputComparison = {same: true} | {same: false; lines: DiffLine[]; cut: DiffCut | null};

export type CompareOptions = {
  /** How long jsdiff may take (in a worker it may take longer than on the page). */
  diffTimeoutMs?: number;
  /** Called every few thousand lines: the page gives way to the visitor's input there. */
  pause?: () => Promise<void> | void;
};

function shorten(line: DiffLine): DiffLine {
  return line.text.length > SHOWN_LINE_CHARS ? {...line, text: `${line.text.slice(0, SHOWN_LINE_CHARS)}…`} : line;
}

/** The whole diff, when jsdiff finishes it in time; null otherwise. */
function fullDiff(want: readonly string[], got: readonly string[], timeout: number): DiffLine[] | null {
  const changes = diffLines(textOf(want), textOf(got), {timeout});
  if (!changes) return null;
  return changes.flatMap((part) =>
    part.value
      .replace(/\n$/, '')
      .split('\n')
      .map((text): DiffLine => ({text, kind: part.added ? 'added' : part.removed ? 'removed' : 'same'})),
  );
}

/** The lines from the first difference on: a few unchanged ones, the expected ones, then the visitor's. */
function fromFirstDifference(want: readonly string[], got: readonly string[], first: number): DiffLine[] {
  const start = Math.max(0, first - CONTEXT_LINES);
  const room = Math.floor((SHOWN_LINES - (first - start)) / 2);
  return [
    ...want.slice(start, first).map((text): DiffLine => ({kind: 'same', text})),
    ...want.slice(first, first + room).map((text): DiffLine => ({kind: 'removed', text})),
    ...got.slice(first, first + room).map((text): DiffLine => ({kind: 'added', text})),
  ];
}

/** Lines of a full diff from a few before its first change on, and the expected text's line they start at. */
function fromFirstChange(full: DiffLine[]): {lines: DiffLine[]; fromLine: number} {
  const start = Math.max(0, full.findIndex((line) => line.kind !== 'same') - CONTEXT_LINES);
  return {
    lines: full.slice(start, start + SHOWN_LINES),
    fromLine: full.slice(0, start).filter((line) => line.kind !== 'added').length + 1,
  };
}

/** How many lines are read between two pauses. */
const LINES_BETWEEN_PAUSES = 4096;

/** The compared lines of a text (blank ones left out), as far as `keep` wants them, pausing every few thousand lines. */
async function readLines(
  text: string,
  pause: CompareOptions['pause'],
  keep: (line: string, index: number) => boolean,
): Promise<{lines: string[]; complete: boolean}> {
  const lines: string[] = [];
  let read = 0;
  for (const line of trimmedLinesOf(text)) {
    if (++read % LINES_BETWEEN_PAUSES === 0) await pause?.();
    if (line === '') continue;
    if (!keep(line, lines.length)) return {lines, complete: false};
    lines.push(line);
  }
  return {lines, complete: true};
}

/** Compares two outputs as Check does, with the diff to show when they differ. */
export async function compareOutputs(
  expectedOutput: string,
  actualOutput: string,
  {diffTimeoutMs = 500, pause}: CompareOptions = {},
): Promise<OutputComparison> {
  // The solution's output is the lesson's, small; the visitor's is read only as far as it is needed.
  const {lines: want} = await readLines(expectedOutput, pause, () => true);
  let first = -1;
  let gotChars = 0;
  const {lines: got, complete} = await readLines(actualOutput, pause, (line, index) => {
    if (first < 0 && line !== want[index]) first = index;
    if (first >= 0 && gotChars > DIFF_INPUT_CHARS && index >= first + SHOWN_LINES) return false;
    gotChars += line.length + 1;
    return true;
  });
  if (first < 0) {
    if (got.length === want.length) return {same: true};
    first = got.length;
  }
  const full =
    complete && gotChars <= DIFF_INPUT_CHARS && charsOf(want) <= DIFF_INPUT_CHARS
      ? fullDiff(want, got, diffTimeoutMs)
      : null;
  const {lines, fromLine} =
    full === null
      ? {lines: fromFirstDifference(want, got, first), fromLine: Math.max(0, first - CONTEXT_LINES) + 1}
      : full.length <= SHOWN_LINES
        ? {lines: full, fromLine: 1}
        : fromFirstChange(full);
  const longLines = lines.some((line) => line.text.length > SHOWN_LINE_CHARS);
  const whole = full !== null && full.length <= SHOWN_LINES && !longLines;
  return {
    same: false,
    lines: lines.map(shorten),
    cut: whole ? null : {expectedChars: expectedOutput.length, actualChars: actualOutput.length, fromLine, longLines},
  };
}
