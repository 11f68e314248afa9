/// <reference lib="webworker" />
/**
 * The worker side of ./inWorker.ts: a worker entry (owned by its user, e.g.
 * src/workbench/codec.worker.ts) calls serveJobs with its own job runner;
 * each job is run as it comes and answered with its result, until the page
 * goes.
 */
import type {JobAnswer, JobRequest} from './inWorker';

export function serveJobs<J>(run: (job: J) => unknown): void {
  const scope = self as unknown as DedicatedWorkerGlobalScope;
  scope.onmessage = async (event: MessageEvent<JobRequest<J>>) => {
    const {id, job} = event.data;
    let answer: JobAnswer;
    try {
      answer = {id, result: await run(job)};
    } catch (error) {
      answer = {id, error: (error as Error).message};
    }
    scope.postMessage(answer);
  };
}
