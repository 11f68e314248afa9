/**
 * What the playground opens with, and what it tells the visitor about it:
 * the state of a link in the address (either form), else this tab's draft,
 * else the newest draft of any tab, else the sample. Pure: it reads the
 * address it is given and the draft store, and returns the state to open,
 * the notes to show and the address to write in place of the current one.
 */
import {decodeState, encodeState} from './link';
import type {PlaygroundState} from './state';
import type {Draft, DraftStore, SaveResult, StorageProblem} from './draftStore';
import {addressFor, linkOrLength, readLink} from './linkFragment';

export type Notice =
  /** A draft was opened (a reload, a reopened playground): it can be left for the sample. */
  | {kind: 'restored'; saved: number}
  /** A link was opened; the draft that was there is kept and can be opened. */
  | {kind: 'draft-kept'; draft: Draft}
  | {kind: 'bad-link'; message: string}
  | {kind: 'storage'; problem: StorageProblem};

export type Opening = {
  /** null: the sample. */
  state: PlaygroundState | null;
  /** The state as the link codec writes it, when it came from a link or a draft. */
  encoded: string | null;
  notices: Notice[];
  /** The address to show instead of the current one (an older link's form), or null to leave it. */
  address: string | null;
};

type Address = {pathname: string; search: string; hash: string};

function fromDraft(draft: Draft | null): {state: PlaygroundState; draft: Draft} | null {
  const state = draft ? decodeState(draft.encoded) : null;
  return draft && state ? {state, draft} : null;
}

/**
 * `starting` is the page's starting state as encoded: a draft that is only
 * that (the visitor pressed Reset) opens without a note.
 */
export function openFromAddress(address: Address, drafts: DraftStore, starting?: string): Opening {
  const storage: Notice[] = drafts.problem ? [{kind: 'storage', problem: drafts.problem}] : [];
  const link = readLink(address);
  if (link.kind === 'none') {
    const restored = fromDraft(drafts.own()) ?? fromDraft(drafts.newest());
    if (!restored || restored.draft.encoded === starting)
      return {state: null, encoded: null, notices: storage, address: null};
    return {
      state: restored.state,
      encoded: restored.draft.encoded,
      notices: [{kind: 'restored', saved: restored.draft.saved}],
      address: null,
    };
  }
  const shown = link.kind === 'state' ? link.encoded : null;
  const own = drafts.own();
  // A reload of this tab: its address and its draft hold the same state.
  const reload = own !== null && own.encoded === shown;
  // Otherwise this tab's earlier draft stays as it is, and the link's state is saved apart from it.
  if (own && !reload) drafts.startNewDraft();
  const kept = reload ? null : drafts.newest(shown ?? undefined);
  const notices: Notice[] = [...storage];
  if (link.kind === 'bad') notices.push({kind: 'bad-link', message: link.message});
  if (kept && decodeState(kept.encoded)) notices.push({kind: 'draft-kept', draft: kept});
  if (link.kind === 'bad') return {state: null, encoded: null, notices, address: null};
  return {
    state: link.state,
    encoded: link.encoded,
    notices,
    address: link.legacy ? addressFor(address, link.encoded) : null,
  };
}

/** What keeping a state did: the address to show, whether it fits a link, and the draft saved (null: nothing to save yet). */
export type Kept = {address: string; encoded: string; fits: boolean; linkChars: number; draft: SaveResult | null};

/**
 * Keeps a state after a pause in typing: in the address (the fragment, or a
 * clean address for the starting state and for a state too long for a link)
 * and as this tab's draft. The state a page opened with is not saved as long
 * as this tab has no draft: it is already a link or a draft elsewhere.
 */
export function keepState(
  state: PlaygroundState,
  {
    startingState,
    opened,
    address,
    drafts,
  }: {startingState: PlaygroundState; opened: PlaygroundState | null; address: Address; drafts: DraftStore},
): Kept {
  const encoded = encodeState(state);
  const link = linkOrLength(encoded);
  const fits = link.fits;
  const linkChars = link.fits ? link.href.length : link.chars;
  const unchanged = state === opened && drafts.own() === null;
  return {
    address: addressFor(address, state === startingState || !fits ? null : encoded),
    encoded,
    fits,
    linkChars,
    draft: unchanged ? null : drafts.save(encoded),
  };
}

/** The link to a state, or how long it would be when it is too long to be one. */
export function shareLink(state: PlaygroundState): {fits: true; href: string} | {fits: false; chars: number} {
  return linkOrLength(encodeState(state));
}
