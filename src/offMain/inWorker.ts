/**
 * Work that can take the page's main thread for seconds on large input,
 * done in one Web Worker (./offMain.worker.ts) so that the page keeps
 * answering. Its users are the playground (compressing and decompressing a
 * state: src/playground/offMain.ts) and the tour (a Check's comparison of
 * two outputs: src/tour/compareInBrowser.ts); this folder sits beside both
 * and is imported by both, so neither imports the other.
 *
 * One worker for the visit, started on the first job sent to it; the jobs
 * are in ./jobs.ts, which only the worker loads (the page runs the same
 * functions from their own modules when it does a job itself, so that the
 * playground does not load the tour's diff library). Where there is no
 * worker (Node, the tests) or it failed, the job runs on the page: slow is
 * better than lost.
 */
import type {Job, JobAnswer, JobRequest, ResultOf} from './jobs';

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
