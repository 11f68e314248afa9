/**
 * Where a workbench's state lives in the address bar: the URL fragment,
 * `/playground#s=…`, never sent to the server; links made before with the
 * `?s=` query are read too (linkFragment.ts reads and writes both). The
 * playground page's saved work writes it; what is written when, and the
 * drafts beside it, are in persistence.ts and savedWorkSession.ts.
 */
import type {EngineVersion} from '../engine/client';
import {expandedLength} from '../workbench/expandedLength';
import {decodeStateAs} from '../workbench/link';
import {linkPayload} from './linkFragment';

/** A link's state read at once, on the page's main thread, up to this many characters (a few milliseconds). */
const QUICK_READ_CHARS = 64 * 1024;

/**
 * The engine version of the address's state, when it is small enough to be
 * read at once (the page starts that engine as its code is evaluated);
 * null for none, one not ours, or a large one (read later, off the main
 * thread, by the page: persistence.ts).
 */
export function addressVersion(location: Pick<Location, 'search' | 'hash'> = window.location): EngineVersion | null {
  const payload = linkPayload(location);
  if (!payload || expandedLength(payload.encoded, QUICK_READ_CHARS) > QUICK_READ_CHARS) return null;
  const decoded = decodeStateAs(payload.encoded);
  return decoded.kind === 'state' ? decoded.state.version : null;
}

/** The page's address now, as addressFor writes it: path, query and fragment. */
export function currentAddress(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/**
 * Shows another address for this page, replacing the history entry (so Back leaves the page).
 * A save that finishes after the reader has left (Back pressed while it ran) writes nothing:
 * the entry is then another page's, and a playground fragment on it would follow the reader there.
 */
export function replaceAddress(address: string): void {
  if (new URL(address, window.location.origin).pathname !== window.location.pathname) return;
  if (address !== currentAddress()) window.history.replaceState(window.history.state, '', address);
}

/** The absolute link Copy link puts on the clipboard, from a site-relative one. */
export function shareUrl(href: string): string {
  return new URL(href, window.location.origin).toString();
}
