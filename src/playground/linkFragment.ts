/**
 * Where a playground link keeps its state: in the URL fragment,
 * `/playground#s=…`, which the browser never sends to the server (not in the
 * request line, not in the Referer). Links made before kept it in the query,
 * `/playground?s=…`; they still open, with the same payload, and the page
 * then rewrites its address to the fragment form (`addressFor`).
 *
 * The payload is the link codec's (src/workbench/link.ts) and is the same in both
 * forms, so moving it from the query to the fragment changes nothing else.
 */
import {MAX_STATE_CHARS, type Decoded} from '../workbench/link';
import {FRAGMENT_PREFIX, STATE_PARAM} from '../workbench/linkForm';
import {formatBytes} from '../workbench/files';

// The link limit and linkFor are the one rule of src/workbench/linkAndDraftRule.ts, also used by every way into the playground.
export {linkFor, linkSizeText, MAX_LINK_CHARS, type LinkFor} from '../workbench/linkAndDraftRule';

export const BAD_LINK_MESSAGE =
  'This link’s playground state could not be read: it may have been cut short when it was copied. The sample is shown instead.';

/** The message for a link's state that was not opened (src/workbench/link.ts, decodeStateAs). */
export function badLinkMessage(decoded: Exclude<Decoded, {kind: 'state'}>): string {
  if (decoded.kind === 'unreadable') return BAD_LINK_MESSAGE;
  return `This link’s playground state is too large to open: it would unpack to more than ${formatBytes(MAX_STATE_CHARS)}, twice what the playground renders. The sample is shown instead.`;
}

/**
 * The encoded state an address holds, not yet decoded: the fragment form
 * first, then the query of older links. A fragment that is not a state
 * (`#top`) is not ours and is left alone.
 */
export function linkPayload({search, hash}: {search: string; hash: string}): {encoded: string; legacy: boolean} | null {
  const legacy = !hash.startsWith(FRAGMENT_PREFIX);
  const encoded = legacy
    ? // A query reads '+' as a space; the codec's alphabet has '+' and no space.
      (new URLSearchParams(search).get(STATE_PARAM)?.replace(/ /g, '+') ?? null)
    : hash.slice(FRAGMENT_PREFIX.length);
  return encoded === null ? null : {encoded, legacy};
}

/**
 * The address the page should show for an encoded state, or for none (the
 * sample, or a state too long for a link): the same path, any other query
 * kept, the old `s` query dropped, and the state in the fragment.
 */
export function addressFor(current: {pathname: string; search: string; hash: string}, encoded: string | null): string {
  const query = new URLSearchParams(current.search);
  query.delete(STATE_PARAM);
  const rest = query.toString();
  const search = rest ? `?${rest}` : '';
  // A fragment that is not a state (none is expected on this page) is kept as it is.
  const otherHash = current.hash.startsWith(FRAGMENT_PREFIX) ? '' : current.hash;
  const hash = encoded === null ? otherHash : `${FRAGMENT_PREFIX}${encoded}`;
  return `${current.pathname}${search}${hash}`;
}
