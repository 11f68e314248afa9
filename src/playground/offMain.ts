/**
 * Work that can take the page's main thread for seconds on large input,
 * done in a Web Worker (offMain.worker.ts) so that the page keeps answering:
 * compressing a state for its link and draft (0.5 s a megabyte on a laptop),
 * decompressing one (a link of 9 KB can hold 8 MB), and a Check's comparison
 * of two outputs (src/tour/compareInBrowser.ts). Small jobs, the usual ones,
 * run at once on the page, where a worker's round trip would cost more than
 * the job; so do all jobs where there is no worker (Node, the tests) or it
 * failed: slow is better than lost.
 *
 * One worker for the visit, started on the first large job; the jobs are in
 * offMainJobs.ts, which only the worker loads (the page runs the same
 * functions from their own modules, so that the playground does not load
 * the tour's diff library).
 */
import {expandedLength} from './expandedLength';
import {decodeStateAs, encodeState, MAX_STATE_CHARS, rememberEncoding, type Decoded} from './link';
import type {Job, JobAnswer, JobRequest, ResultOf} from './offMainJobs';
import type {PlaygroundState} from './state';

/**
 * Up to these sizes a job runs on the page: each takes a few milliseconds
 * there (compressing 32 K characters about 15 ms, decompressing 128 K about
 * 20 ms).
 */
const INLINE_ENCODE_CHARS = 32 * 1024;
const INLINE_DECODE_CHARS = 128 * 1024;

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
 * Runs a job in the worker, or on the page with `here` when there is no
 * worker or it could not finish the job.
 */
export async function inWorker<J extends Job>(
  job: J,
  here: () => ResultOf<J> | Promise<ResultOf<J>>,
): Promise<ResultOf<J>> {
  const running = startWorker();
  if (!running) return here();
  const id = nextId++;
  try {
    return await new Promise<ResultOf<J>>((resolve, reject) => {
      pending.set(id, {resolve: resolve as (result: never) => void, reject});
      running.postMessage({id, job} satisfies JobRequest);
    });
  } catch {
    return here();
  }
}

const stateChars = (state: PlaygroundState): number =>
  ('files' in state ? state.files.map((file) => file.source.length) : [state.template.length]).reduce(
    (sum, chars) => sum + chars,
    state.data.length,
  );

/** A state's encoding (link.ts), made off the main thread when the state is large. */
export async function encodeOffMain(state: PlaygroundState): Promise<string> {
  if (stateChars(state) <= INLINE_ENCODE_CHARS) return encodeState(state);
  const encoded = await inWorker({kind: 'encode', state}, () => encodeState(state));
  rememberEncoding(state, encoded);
  return encoded;
}

/** A link's or draft's state (link.ts), decompressed off the main thread when it is large. */
export async function decodeOffMain(encoded: string): Promise<Decoded> {
  // Linear in the link's length and builds no string (expandedLength.ts); a state past the cap is refused at once.
  if (expandedLength(encoded, MAX_STATE_CHARS) <= INLINE_DECODE_CHARS) return decodeStateAs(encoded);
  return inWorker({kind: 'decode', encoded}, () => decodeStateAs(encoded));
}
