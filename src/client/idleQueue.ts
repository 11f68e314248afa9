/**
 * Work that can wait (the version switch's map, loaded a little after a docs
 * page is up), run one piece per task in the browser's idle moments, so that
 * none of it holds up the visitor's input.
 */
const waiting: Array<() => void> = [];
let scheduled = false;

const requestIdle: (callback: () => void) => void =
  typeof requestIdleCallback === 'function'
    ? (callback) => requestIdleCallback(callback, {timeout: 2000})
    : (callback) => setTimeout(callback, 50);

function runOne(): void {
  try {
    waiting.shift()?.();
  } finally {
    // A piece that throws is reported as usual; the pieces after it still run.
    scheduled = waiting.length > 0;
    if (scheduled) requestIdle(runOne);
  }
}

export function whenIdle(work: () => void): void {
  waiting.push(work);
  if (!scheduled) {
    scheduled = true;
    requestIdle(runOne);
  }
}
