/**
 * The hrefs of an example's "Try it" links: its playground state through the
 * playground's link codec (src/workbench/link.ts, with lz-string). Part of
 * the server bundle; in the browser, loaded only to render links the server
 * did not (./TryItBar.tsx).
 */
import {playgroundHref} from '@site/src/workbench/link';
import type {WorkbenchState} from '@site/src/workbench/state';

export function hrefOf(state: WorkbenchState): string {
  return playgroundHref(state);
}
