/**
 * What the playground opens with, and what it tells the visitor about it:
 * the state of a link in the address (either form), else this tab's draft,
 * else the newest draft of any tab, else the sample. Pure: it reads the
 * address it is given and the draft store, and returns the state to open,
 * the notes to show and the address to write in place of the current one.
 */
import {decodeState, type PlaygroundState} from '../components/Playground/shareState';
import type {Draft, DraftStore, StorageProblem} from './draftStore';
import {addressFor, readLink} from './linkFragment';

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

export function openFromAddress(address: Address, drafts: DraftStore): Opening {
  const storage: Notice[] = drafts.problem ? [{kind: 'storage', problem: drafts.problem}] : [];
  const link = readLink(address);
  if (link.kind === 'none') {
    const restored = fromDraft(drafts.own()) ?? fromDraft(drafts.newest());
    if (!restored) return {state: null, encoded: null, notices: storage, address: null};
    return {state: restored.state, encoded: restored.draft.encoded, notices: [{kind: 'restored', saved: restored.draft.saved}], address: null};
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
  return {state: link.state, encoded: link.encoded, notices, address: link.legacy ? addressFor(address, link.encoded) : null};
}
