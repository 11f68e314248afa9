/**
 * The hrefs of an example's "Try it" links: its playground state through the
 * playground's link codec (src/playground/link.ts, with lz-string). Part of
 * the server bundle; in the browser, loaded only to render links the server
 * did not (./TryItBar.tsx).
 */
import {playgroundHref} from '@site/src/playground/link';
import type {WorkbenchState} from '@site/src/playground/state';

export function hrefOf(state: WorkbenchState): string {
  return playgroundHref(state);
}
