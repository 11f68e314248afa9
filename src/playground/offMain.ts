/**
 * Work that can take the page's main thread for seconds on large input,
 * done in a Web Worker (offMain.worker.ts) so that the page keeps answering:
 * compressing a state for its link and draft (0.5 s a megabyte on a laptop),
 * decompressing one (a link of 9 KB can hold 9 MB), and a Check's comparison
 * of two outputs (a template can print 40 MB). Small jobs, the usual ones,
 * run at once on the page, where a worker's round trip would cost more than
 * the job; so do all jobs where there is no worker (Node, the tests) or it
 * failed to start.
 *
 * One worker for the visit, started on the first large job; the jobs are in
 * offMainJobs.ts. Copying a string to the worker costs the page too (40 MB
 * took it 0.2 s), so a Check of outputs past WORKER_COMPARE_CHARS runs on
 * the page instead, a slice at a time between the visitor's input: it reads
 * the visitor's output only as far as its first difference.
 */
import {expandedLength} from './expandedLength';
import {MAX_STATE_CHARS, rememberEncoding, type Decoded} from './link';
import {runJob, type Job, type JobAnswer, type JobRequest, type ResultOf} from './offMainJobs';
import type {PlaygroundState} from './state';
import {compareOutputs, type OutputComparison} from '../tour/outputDiff';

/**
 * Up to these sizes a job runs on the page: each takes a few milliseconds
 * there (compressing 32 K characters about 15 ms, decompressing 128 K about
 * 20 ms, comparing outputs of 64 K far less).
 */
const INLINE_ENCODE_CHARS = 32 * 1024;
const INLINE_DECODE_CHARS = 128 * 1024;
const INLINE_COMPARE_CHARS = 64 * 1024;
/** Outputs compared in the worker up to this many characters, on the page in slices past it. */
const WORKER_COMPARE_CHARS = 4 * 1024 * 1024;
/** Work on the page gives way to input after this long. */
const SLICE_MS = 10;

function stateChars(state: PlaygroundState): number {
  const sources = 'files' in state ? state.files.map((file) => file.source.length) : [state.template.length];
  return sources.reduce((sum, chars) => sum + chars, state.data.length);
}

/** Whether a job is large enough to be worth the worker. */
export function isLarge(job: Job): boolean {
  switch (job.kind) {
    case 'encode':
      return stateChars(job.state) > INLINE_ENCODE_CHARS;
    case 'decode':
      // Linear in the link's length and builds no string (expandedLength.ts); a state past the cap is refused at once.
      return expandedLength(job.encoded, MAX_STATE_CHARS) > INLINE_DECODE_CHARS;
    case 'compare-outputs':
      return job.expected.length + job.actual.length > INLINE_COMPARE_CHARS;
  }
}

type Pending = {resolve: (result: never) => void; reject: (error: Error) => void};

let worker: Worker | null = null;
let broken = false;
let nextId = 1;
const pending = new Map<number, Pending>();

function failAll(message: string): void {
  broken = true;
  worker?.terminate();
  worker = null;
  for (const {reject} of pending.values()) reject(new Error(message));
  pending.clear();
}

function startWorker(): Worker | null {
  if (worker || broken) return worker;
  if (typeof Worker === 'undefined') {
    broken = true;
    return null;
  }
  try {
    worker = new Worker(new URL('./offMain.worker.ts', import.meta.url));
  } catch {
    broken = true;
    return null;
  }
  worker.addEventListener('message', (event: MessageEvent<JobAnswer>) => {
    const answer = event.data;
    const waiting = pending.get(answer.id);
    pending.delete(answer.id);
    if (!waiting) return;
    if ('error' in answer) waiting.reject(new Error(answer.error));
    else waiting.resolve(answer.result as never);
  });
  worker.addEventListener('error', (event) => failAll(event.message || 'the worker failed'));
  return worker;
}

/**
 * Runs a job: in the worker when it is large, else (or when there is no
 * worker) on the page. A job the worker could not finish runs on the page:
 * slow is better than lost.
 */
export async function offMain<J extends Job>(job: J): Promise<ResultOf<J>> {
  const running = isLarge(job) ? startWorker() : null;
  if (!running) return runJob(job);
  const id = nextId++;
  try {
    const result = await new Promise<ResultOf<J>>((resolve, reject) => {
      pending.set(id, {resolve: resolve as (result: never) => void, reject});
      running.postMessage({id, job} satisfies JobRequest);
    });
    if (job.kind === 'encode') rememberEncoding(job.state, result as string);
    return result;
  } catch {
    return runJob(job);
  }
}

/** A state's encoding (link.ts), made off the main thread when the state is large. */
export const encodeOffMain = (state: PlaygroundState): Promise<string> => offMain({kind: 'encode', state});

/** A link's or draft's state (link.ts), decompressed off the main thread when it is large. */
export const decodeOffMain = (encoded: string): Promise<Decoded> => offMain({kind: 'decode', encoded});

/** A pause that gives the page back to the visitor's input once the work since the last one took SLICE_MS. */
function pauseForInput(): () => Promise<void> | void {
  let started = performance.now();
  return async () => {
    if (performance.now() - started < SLICE_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 0));
    started = performance.now();
  };
}

/**
 * A Check's comparison of two outputs (src/tour/outputDiff.ts): in the
 * worker when they are large, on the page in slices when they are huge.
 */
export const compareOutputsOffMain = (expected: string, actual: string): Promise<OutputComparison> =>
  expected.length + actual.length > WORKER_COMPARE_CHARS
    ? compareOutputs(expected, actual, {diffTimeoutMs: SLICE_MS, pause: pauseForInput()})
    : offMain({kind: 'compare-outputs', expected, actual});
