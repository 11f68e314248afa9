/**
 * Where a workbench's state lives in the address bar: the one module that
 * reads and writes it (the Workbench's `address` option turns it on). Today
 * the state is the `?s=` query parameter, encoded by link.ts; replacing this
 * module (and link.ts's playgroundHref) moves it elsewhere.
 */
import {decodeState, encodeState, playgroundHref, STATE_PARAM} from './link';
import {sourcesOf, type PlaygroundState} from './state';
import {totalBytes} from './files';

/** Above this, the state is not put in the address bar: compressing it on every pause would lag. */
export const LINK_LIMIT_BYTES = 256 * 1024;

/** Whether a state is small enough to be a link. */
export function fitsInLink(state: PlaygroundState): boolean {
  return totalBytes(sourcesOf(state)) <= LINK_LIMIT_BYTES;
}

/** The state the address holds, or null (none, or not one we wrote). */
export function readAddressState(location: Pick<Location, 'search'> = window.location): PlaygroundState | null {
  return decodeState(new URLSearchParams(location.search).get(STATE_PARAM));
}

/**
 * Puts the state in the address bar (replacing the entry, so Back leaves the
 * page), or takes it out when it is the page's own starting state (a clean
 * address) or too large.
 */
export function writeAddressState(state: PlaygroundState, startingState: PlaygroundState): void {
  const url = new URL(window.location.href);
  if (state === startingState || !fitsInLink(state)) url.searchParams.delete(STATE_PARAM);
  else url.searchParams.set(STATE_PARAM, encodeState(state));
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
}

/** The absolute link Copy link puts on the clipboard. */
export function shareUrl(state: PlaygroundState): string {
  return new URL(playgroundHref(state), window.location.origin).toString();
}
