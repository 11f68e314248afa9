/**
 * Work that can take the page's main thread for seconds on large input,
 * done in a Web Worker so that the page keeps answering. Generic: a user
 * passes the factory of its own worker (its entry, beside the user, serves
 * its jobs with ./serveJobs.ts), so this folder knows no job and imports
 * nothing of the site. Its users: the link codec (src/workbench/offMain.ts,
 * its worker src/workbench/codec.worker.ts) and a lesson's Check
 * (src/tour/compareInBrowser.ts, its worker src/tour/compare.worker.ts);
 * neither loads the other's code.
 *
 * Each user's worker starts on its first job and serves it for the visit.
 * Where there is no worker (Node, the tests) or it failed, the job runs on
 * the page: slow is better than lost.
 */
export type JobRequest<J> = {id: number; job: J};
export type JobAnswer = {id: number; result: unknown} | {id: number; error: string};

type Pending = {resolve: (result: never) => void; reject: (error: Error) => void};

/**
 * A function that runs a job in the worker that `start` makes (started on
 * the first job), or on the page with `here` when there is no worker or it
 * could not finish the job.
 */
export function offMainThread<J>(start: () => Worker): <R>(job: J, here: () => R | Promise<R>) => Promise<R> {
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

  function running(): Worker | null {
    if (worker || broken) return worker;
    if (typeof Worker === 'undefined') {
      broken = true;
      return null;
    }
    try {
      worker = start();
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

  return async <R>(job: J, here: () => R | Promise<R>): Promise<R> => {
    const target = running();
    if (!target) return here();
    const id = nextId++;
    try {
      return await new Promise<R>((resolve, reject) => {
        pending.set(id, {resolve: resolve as (result: never) => void, reject});
        target.postMessage({id, job} satisfies JobRequest<J>);
      });
    } catch {
      return here();
    }
  };
}
