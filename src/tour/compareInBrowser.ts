/**
 * A Check's comparison of two outputs on the lesson page (./outputDiff.ts):
 * at once for small outputs, in its own worker (./compare.worker.ts, through
 * src/offMain/inWorker.ts) for
 * large ones, and on the page in slices between the visitor's input for
 * huge ones: copying a string to the worker costs the page too (40 MB took
 * it 0.2 s), and the comparison reads the visitor's output only as far as
 * its first difference.
 */
import {offMainThread} from '../offMain/inWorker';
import {compareOutputs, type OutputComparison} from './outputDiff';

/** What the Check's worker (./compare.worker.ts) is asked to do. */
export type CompareJob = {expected: string; actual: string};

const inWorker = offMainThread<CompareJob>(() => new Worker(new URL('./compare.worker.ts', import.meta.url)));

/** Outputs compared at once up to this many characters in all, in the worker up to the next figure. */
const INLINE_COMPARE_CHARS = 64 * 1024;
const WORKER_COMPARE_CHARS = 4 * 1024 * 1024;
/** Work on the page gives way to input after this long. */
const SLICE_MS = 10;

/** A pause that gives the page back to the visitor's input once the work since the last one took SLICE_MS. */
function pauseForInput(): () => Promise<void> | void {
  let started = performance.now();
  return async () => {
    if (performance.now() - started < SLICE_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 0));
    started = performance.now();
  };
}

export function compareOutputsInBrowser(expected: string, actual: string): Promise<OutputComparison> {
  const chars = expected.length + actual.length;
  const onPage = () => compareOutputs(expected, actual, {diffTimeoutMs: SLICE_MS, pause: pauseForInput()});
  if (chars <= INLINE_COMPARE_CHARS || chars > WORKER_COMPARE_CHARS) return onPage();
  return inWorker({expected, actual}, onPage);
}
