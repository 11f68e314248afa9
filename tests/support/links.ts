/**
 * The state a link holds, read here at once for the tests (the page decodes
 * its address off the main thread: src/playground/persistence.ts), from the
 * production pieces: the payload an address holds and the codec.
 */
import type {WorkbenchState} from '../../src/workbench/state';
import {decodeStateAs} from '../../src/workbench/link';
import {badLinkMessage, linkPayload} from '../../src/playground/linkFragment';

/** What an address says about the playground's state. */
export type LinkRead =
  | {kind: 'none'}
  | {kind: 'state'; state: WorkbenchState; encoded: string; legacy: boolean}
  | {kind: 'bad'; message: string};

export function readLink(address: {search: string; hash: string}): LinkRead {
  const payload = linkPayload(address);
  if (!payload) return {kind: 'none'};
  const decoded = decodeStateAs(payload.encoded);
  return decoded.kind === 'state'
    ? {kind: 'state', state: decoded.state, encoded: payload.encoded, legacy: payload.legacy}
    : {kind: 'bad', message: badLinkMessage(decoded)};
}

/** The state a link holds, in either form. */
export function linkState(href: string): WorkbenchState | null {
  const read = readLink(new URL(href, 'http://site'));
  return read.kind === 'state' ? read.state : null;
}
