/// <reference lib="webworker" />
/**
 * The worker of ./inWorker.ts: runs each job it is sent and answers with its
 * result, one job at a time, until the page goes.
 */
import {runJob, type JobAnswer, type JobRequest} from './jobs';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<JobRequest>) => {
  const {id, job} = event.data;
  let answer: JobAnswer;
  try {
    answer = {id, result: await runJob(job)};
  } catch (error) {
    answer = {id, error: (error as Error).message};
  }
  scope.postMessage(answer);
};
