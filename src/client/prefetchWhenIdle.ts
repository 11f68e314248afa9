/**
 * Docusaurus prefetches a route's code when a link to it comes into view.
 * All the links of a page come into view together, right after it becomes
 * interactive, and each prefetch matches the route against every route of the
 * site before asking for its chunks: on a docs page with its sidebar, about
 * 20 ms in one task on this machine, four times that on a phone, at the moment
 * the visitor starts to use the page. Here link prefetches wait in a queue
 * that is worked off a few milliseconds at a time in idle moments, so they
 * never hold up the visitor's input. Preloading (on hover or touch, for the
 * link the visitor is about to follow) stays immediate.
 * plugins/core-client-overrides.ts puts this in place of the core's module.
 */
import docusaurus from '@docusaurus/core/lib/client/docusaurus.js';

/** Work per slice, short enough for the slice not to count as a long task even on a slow phone. */
const SLICE_MS = 3;

const waiting: string[] = [];
let scheduled = false;

const whenIdle: (work: () => void) => void =
  typeof requestIdleCallback === 'function' ? (work) => requestIdleCallback(work, {timeout: 2000}) : (work) => setTimeout(work, 50);

function workOffQueue(): void {
  const start = performance.now();
  while (waiting.length > 0 && performance.now() - start < SLICE_MS) {
    docusaurus.prefetch(waiting.shift()!);
  }
  scheduled = waiting.length > 0;
  if (scheduled) whenIdle(workOffQueue);
}

function prefetchWhenIdle(routePath: string): boolean {
  waiting.push(routePath);
  if (!scheduled) {
    scheduled = true;
    whenIdle(workOffQueue);
  }
  return true;
}

export default {...docusaurus, prefetch: prefetchWhenIdle};
