/**
 * The jobs the shared worker runs (./offMain.worker.ts, started by
 * ./inWorker.ts): plain functions of src/playground/link.ts and
 * src/playground/outputDiff.ts, which the page runs from those modules when it
 * does a job itself. Only the worker loads this module, so the playground
 * page does not load the diff library that the tour's Check uses.
 */
import {decodeStateAs, encodeState, type Decoded} from '../playground/link';
import type {WorkbenchState} from '../playground/state';
import {compareOutputs, type OutputComparison} from '../playground/outputDiff';

export type Job =
  | {kind: 'encode'; state: WorkbenchState}
  | {kind: 'decode'; encoded: string}
  | {kind: 'compare-outputs'; expected: string; actual: string};

export type ResultOf<J extends Job> = J extends {kind: 'encode'}
  ? string
  : J extends {kind: 'decode'}
    ? Decoded
    : OutputComparison;

export type JobRequest = {id: number; job: Job};
export type JobAnswer = {id: number; result: ResultOf<Job>} | {id: number; error: string};

/** The job itself, wherever it runs. */
export async function runJob<J extends Job>(job: J): Promise<ResultOf<J>> {
  switch (job.kind) {
    case 'encode':
      return encodeState(job.state) as ResultOf<J>;
    case 'decode':
      return decodeStateAs(job.encoded) as ResultOf<J>;
    case 'compare-outputs':
      return (await compareOutputs(job.expected, job.actual)) as ResultOf<J>;
  }
  throw new Error('unknown job');
}
