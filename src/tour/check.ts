/**
 * Check: is a lesson solved? The visitor's files are run against the
 * lesson's data and every hidden data set, and each output is compared with
 * the solution's output on the same data. Whitespace at the ends of a line
 * and lines that hold only whitespace are ignored: the line breaks and
 * indentation a directive leaves behind depend on where it was typed, not on
 * what it does, and HTML ignores them too. Every other character counts,
 * spaces inside a line included. Typing the expected output as plain text fails,
 * because the hidden data sets expect other text.
 *
 * Runs go through the playground's one pipeline (src/workbench/run.ts) on
 * the latest engine: the browser's worker on the lesson page, a Node worker
 * in the tests. The outputs are compared, and the diff made, by
 * ./outputDiff.ts: in a worker on the lesson page when they are large. No
 * React, no Node.
 */
import {LATEST_VERSION} from '../versions';
import {runState, type EngineOf, type Outcome} from '../workbench/run';
import type {WorkbenchState} from '../workbench/state';
import type {DataSet, Lesson, LessonFiles} from './types';
import {compareOutputs, type DiffCut, type DiffLine, type OutputComparison} from './outputDiff';

export {comparable} from './outputDiff';

/** A lesson's files as a workbench state on the latest engine: one template, or a set and its page. */
export function lessonState(files: LessonFiles, data: string): WorkbenchState {
  const version = LATEST_VERSION.name;
  return files.page === null ? {version, template: files.files[0]?.source ?? '', data} : {version, files: files.files, page: files.page, data};
}

export type Miss =
  /** Both rendered; `lines` turn the solution's output (removed) into the visitor's (added), `cut` when not all of it. */
  | {kind: 'different'; dataSet: DataSet; lines: DiffLine[]; cut: DiffCut | null}
  /** The visitor's files did not render on this data: the engine's error, or what stopped the run. */
  | {kind: 'error'; dataSet: DataSet; outcome: Exclude<Outcome, {status: 'ok'}>}
  /** The solution itself did not render: the engine is unavailable, or the lesson is broken. */
  | {kind: 'unavailable'; message: string};

export type Verdict = {pass: true; runs: number} | {pass: false; miss: Miss};

/** How two outputs are compared: compareOutputs, here or in a worker. */
export type CompareOutputs = (expected: string, actual: string) => Promise<OutputComparison>;

/**
 * Checks lessons through the playground's run pipeline (src/workbench/run.ts)
 * on the engines `engineOf` gives, computing each lesson's expected outputs once.
 */
export class LessonChecker {
  private readonly expected = new Map<string, Promise<Outcome[]>>();

  constructor(
    private readonly engineOf: EngineOf,
    private readonly compare: CompareOutputs = (expected, actual) => compareOutputs(expected, actual),
  ) {}

  /** A state run on one of the lesson's data sets (the visitor's own data does not count). */
  private run(state: WorkbenchState, dataSet: DataSet): Promise<Outcome> {
    return runState({...state, data: dataSet.json}, this.engineOf);
  }

  /** The solution's outcome on each of the lesson's data sets, in order. */
  expectedOutcomes(lesson: Lesson): Promise<Outcome[]> {
    let outcomes = this.expected.get(lesson.id);
    if (!outcomes) {
      const solution = lessonState(lesson.solution, '');
      outcomes = Promise.all(lesson.data.map((set) => this.run(solution, set)));
      this.expected.set(lesson.id, outcomes);
      // An engine that could not answer is asked again next time.
      outcomes.then((all) => all.some((outcome) => outcome.status !== 'ok') && this.expected.delete(lesson.id)).catch(() => this.expected.delete(lesson.id));
    }
    return outcomes;
  }

  /**
   * The visible data first, then each hidden set; the first miss is the
   * verdict. `visible`: the state's outcome on the visible data when the page
   * already has it (the lesson page's store ran that very state), so it is
   * not run again.
   */
  async check(lesson: Lesson, state: WorkbenchState, visible?: Outcome): Promise<Verdict> {
    const expected = await this.expectedOutcomes(lesson);
    for (const [i, dataSet] of lesson.data.entries()) {
      const want = expected[i];
      if (want.status !== 'ok') return {pass: false, miss: {kind: 'unavailable', message: want.message}};
      const got = i === 0 && visible ? visible : await this.run(state, dataSet);
      if (got.status !== 'ok') return {pass: false, miss: {kind: 'error', dataSet, outcome: got}};
      const comparison = await this.compare(want.output, got.output);
      if (!comparison.same)
        return {pass: false, miss: {kind: 'different', dataSet, lines: comparison.lines, cut: comparison.cut}};
    }
    return {pass: true, runs: lesson.data.length};
  }
}
