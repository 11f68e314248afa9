/**
 * Where a workbench's state lives in the address bar: the URL fragment,
 * `/playground#s=…`, never sent to the server; links made before with the
 * `?s=` query are read too (linkFragment.ts reads and writes both). The
 * Workbench's `address` option turns it on; what is written when, and the
 * drafts beside it, are in persistence.ts and
 * src/components/Workbench/SavedWork/useSavedWork.ts.
 */
import {readLink} from './linkFragment';
import type {PlaygroundState} from './state';

/** The state the address holds, or null (none, or not one we wrote). */
export function readAddressState(
  location: Pick<Location, 'search' | 'hash'> = window.location,
): PlaygroundState | null {
  const link = readLink(location);
  return link.kind === 'state' ? link.state : null;
}

/** The page's address now, as addressFor writes it: path, query and fragment. */
export function currentAddress(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/** Shows another address for this page, replacing the history entry (so Back leaves the page). */
export function replaceAddress(address: string): void {
  if (address !== currentAddress()) window.history.replaceState(window.history.state, '', address);
}

/** The absolute link Copy link puts on the clipboard, from a site-relative one. */
export function shareUrl(href: string): string {
  return new URL(href, window.location.origin).toString();
}
