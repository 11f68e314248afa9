/**
 * Docusaurus prefetches a route's code when a link to it comes into view.
 * All the links of a page come into view together, right after it becomes
 * interactive, and each prefetch matches the route against every route of the
 * site and inserts a prefetch link per chunk: on a docs page with its sidebar,
 * about 20 ms in one task on a desktop CPU, four times that on a phone, at the
 * moment the visitor starts to use the page. Here each route waits its turn in
 * the idle queue (as does each chunk, see prefetchOnce.ts). Preloading, on
 * hover or touch of the link the visitor is about to follow, stays immediate.
 * plugins/core-client-overrides.ts puts this in place of the core's module.
 */
import docusaurus from '@docusaurus/core/lib/client/docusaurus.js';
import {whenIdle} from './idleQueue';

function prefetchWhenIdle(routePath: string): boolean {
  // The core's prefetch never rejects: its helper drops failures (offline,
  // say), and the page loads the code again when the visitor follows the link.
  whenIdle(() => void docusaurus.prefetch(routePath));
  return true;
}

/**
 * A link's preload, on hover or touch: the core's returns the route's load,
 * which rejects when its code cannot be fetched (offline, say), and no one
 * waits for it. The failure is the navigation's to handle, if the visitor
 * follows the link, not an uncaught error of the page.
 */
function preloadQuietly(routePath: string): ReturnType<typeof docusaurus.preload> {
  const loading = docusaurus.preload(routePath);
  if (loading instanceof Promise) loading.catch(() => undefined);
  return loading;
}

export default {...docusaurus, prefetch: prefetchWhenIdle, preload: preloadQuietly};
