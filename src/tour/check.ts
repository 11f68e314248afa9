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
 * The engine is whatever `run` is: the browser's worker on the lesson page,
 * a Node worker in the tests. No React, no Node.
 */
import {diffLines, type Change} from 'diff';
import type {EngineRequest, EvalResult, TemplateFile} from '../engine/client';
import type {DataSet, Lesson, LessonFiles} from './types';

export type RunTemplate = (request: EngineRequest) => Promise<EvalResult>;

/** The engine request for a lesson's files on one data set. */
export function lessonRequest(files: LessonFiles, data: string): EngineRequest {
  return files.page === null
    ? {kind: 'string', template: files.files[0]?.source ?? '', data}
    : {kind: 'files', files: files.files as TemplateFile[], page: files.page, data};
}

/** The text compared: each line without whitespace at its ends, whitespace-only lines left out. */
export function comparable(output: string): string {
  const lines = output
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return lines.length ? lines.join('\n') + '\n' : '';
}

export type Miss =
  /** Both rendered; `diff` turns the solution's output (removed) into the visitor's (added). */
  | {kind: 'different'; dataSet: DataSet; diff: Change[]}
  /** The visitor's files gave the engine's error (or stopped, or crashed) on this data. */
  | {kind: 'error'; dataSet: DataSet; result: Exclude<EvalResult, {status: 'ok'}>}
  /** The solution itself did not render: the engine is unavailable, or the lesson is broken. */
  | {kind: 'unavailable'; message: string};

export type Verdict = {pass: true; runs: number} | {pass: false; miss: Miss};

/** Checks lessons with one engine, computing each lesson's expected outputs once. */
export class LessonChecker {
  private readonly expected = new Map<string, Promise<EvalResult[]>>();

  constructor(private readonly run: RunTemplate) {}

  /** The solution's result on each of the lesson's data sets, in order. */
  expectedResults(lesson: Lesson): Promise<EvalResult[]> {
    let results = this.expected.get(lesson.id);
    if (!results) {
      results = Promise.all(lesson.data.map((set) => this.run(lessonRequest(lesson.solution, set.json))));
      this.expected.set(lesson.id, results);
      // An engine that could not answer is asked again next time.
      results.then((all) => all.some((result) => result.status !== 'ok') && this.expected.delete(lesson.id)).catch(() => this.expected.delete(lesson.id));
    }
    return results;
  }

  /** The visible data first, then each hidden set; the first miss is the verdict. */
  async check(lesson: Lesson, files: LessonFiles): Promise<Verdict> {
    const expected = await this.expectedResults(lesson);
    for (const [i, dataSet] of lesson.data.entries()) {
      const want = expected[i];
      if (want.status !== 'ok') return {pass: false, miss: {kind: 'unavailable', message: want.message}};
      const got = await this.run(lessonRequest(files, dataSet.json));
      if (got.status !== 'ok') return {pass: false, miss: {kind: 'error', dataSet, result: got}};
      const [a, b] = [comparable(want.output), comparable(got.output)];
      if (a !== b) return {pass: false, miss: {kind: 'different', dataSet, diff: diffLines(a, b)}};
    }
    return {pass: true, runs: lesson.data.length};
  }
}
