/**
 * What the playground opens with, and what it tells the visitor about it:
 * the state of a link in the address (either form), else the newest draft
 * that can be read (this tab's first), else the sample. Reads the address
 * it is given and the draft store, decodes through the `decode` it is given
 * (off the main thread in the page: src/workbench/offMain.ts), and returns the state to
 * open, the notes to show and the address to write in place of the current
 * one (and, for a link, the draft to offer once it is shown). A draft that cannot be read is set aside on the way (draftStorage.ts),
 * and said once: set aside, it is not tried again.
 */
import {encodeState, type Decoded} from '../workbench/link';
import type {WorkbenchState} from '../workbench/state';
import type {Draft, DraftStorage} from './draftStorage';
import type {StorageProblem} from '../storage/access';
import {addressFor, badLinkMessage, linkPayload} from './linkFragment';
import {
  handedOver,
  linkFor,
  notCarriedMessage,
  planSave,
  type LinkFor,
  type OpenedFrom,
} from '../workbench/linkAndDraftRule';

export type Notice =
  /** A draft was opened (a reload, a reopened playground): it can be left for the sample. */
  | {kind: 'restored'; saved: number}
  /** A link was opened; the draft that was there is kept and can be opened. */
  | {kind: 'draft-kept'; draft: Draft}
  /** Other drafts kept in this browser, offered (newest first). */
  | {kind: 'other-drafts'; drafts: Draft[]}
  /** Drafts that could not be read, set aside. */
  | {kind: 'set-aside'; drafts: Draft[]}
  | {kind: 'bad-link'; message: string}
  | {kind: 'storage'; problem: StorageProblem};

export type Opening = {
  /** null: the sample. */
  state: WorkbenchState | null;
  /** The state as the link codec writes it, when it came from a link or a draft. */
  encoded: string | null;
  notices: Notice[];
  /** The address to show instead of the current one (an older link's form), or null to leave it. */
  address: string | null;
  /**
   * A link was opened in a tab with other work: the newest draft that can be
   * read is to be offered (draftOfferNotices), once the link is shown, since
   * finding it may mean decompressing large drafts.
   */
  offerDraft: string | null;
};

/** How the page decodes a link's or a draft's state (src/workbench/link.ts, decodeStateAs): in a worker when it is large. */
export type Decode = (encoded: string) => Promise<Decoded>;

type Address = {pathname: string; search: string; hash: string};

/**
 * The first of these drafts that can be read, newest first; each one that
 * cannot, before it, is set aside and added to `setAside`.
 */
export async function firstReadable(
  candidates: readonly Draft[],
  drafts: DraftStorage,
  decode: Decode,
  setAside: Draft[],
): Promise<{draft: Draft; state: WorkbenchState} | null> {
  for (const draft of candidates) {
    const decoded = await decode(draft.encoded);
    if (decoded.kind === 'state') return {draft, state: decoded.state};
    drafts.setAside(draft.id);
    setAside.push(draft);
  }
  return null;
}

function draftNotices(setAside: Draft[], others: Draft[]): Notice[] {
  return [
    ...(setAside.length ? [{kind: 'set-aside', drafts: setAside} as const] : []),
    ...(others.length ? [{kind: 'other-drafts', drafts: others} as const] : []),
  ];
}

/**
 * `starting` is the page's starting state as encoded: a draft that is only
 * that (the visitor pressed Reset) opens without a note.
 */
export async function stateForAddress(
  address: Address,
  drafts: DraftStorage,
  decode: Decode,
  starting?: string,
): Promise<Opening> {
  const notices: Notice[] = drafts.problem ? [{kind: 'storage', problem: drafts.problem}] : [];
  const setAside: Draft[] = [];
  // A way into the playground whose state was too large for a link (src/workbench/linkAndDraftRule.ts): followed in this page, its
  // state was handed over in memory and opens as a link's would; else it is said, and the address made plain.
  const handed = handedOver(address.hash);
  const link = linkPayload(address) ?? (handed === null ? null : {encoded: handed, legacy: false});
  const notCarried = link ? null : notCarriedMessage(address.hash);
  if (notCarried) notices.push({kind: 'bad-link', message: notCarried});
  if (!link) {
    const plain = notCarried ? `${address.pathname}${address.search}` : null;
    const own = drafts.own();
    const candidates = own ? [own, ...drafts.all().filter((draft) => draft.id !== own.id)] : drafts.all();
    const restored = await firstReadable(candidates, drafts, decode, setAside);
    if (restored) drafts.showing(restored.draft.id);
    const others = drafts.all().filter((draft) => draft.id !== restored?.draft.id);
    const sample = !restored || restored.draft.encoded === starting;
    if (!sample) notices.push({kind: 'restored', saved: restored.draft.saved});
    notices.push(...draftNotices(setAside, others));
    return sample
      ? {state: null, encoded: null, notices, address: plain, offerDraft: null}
      : {state: restored.state, encoded: restored.draft.encoded, notices, address: plain, offerDraft: null};
  }
  const decoded = await decode(link.encoded);
  const own = drafts.own();
  // A reload of this tab: its address and its draft hold the same state.
  const reload = own !== null && own.encoded === link.encoded;
  // Otherwise this tab's earlier draft stays as it is, and the link's state is saved apart from it.
  if (own && !reload) drafts.startNewDraft();
  const offerDraft = reload ? null : link.encoded;
  if (decoded.kind !== 'state') {
    notices.push({kind: 'bad-link', message: badLinkMessage(decoded)});
    return {state: null, encoded: null, notices, address: null, offerDraft};
  }
  return {
    state: decoded.state,
    encoded: link.encoded,
    notices,
    address: link.legacy ? addressFor(address, link.encoded) : null,
    offerDraft,
  };
}

/**
 * The notes that offer the newest draft that can be read, other than the
 * link's state shown (`shown`, encoded), with any set aside on the way.
 */
export async function draftOfferNotices(drafts: DraftStorage, decode: Decode, shown: string): Promise<Notice[]> {
  const setAside: Draft[] = [];
  // Not the link's state, nor this tab's new draft (it may have saved meanwhile).
  const candidates = drafts.all().filter((draft) => draft.encoded !== shown && draft.id !== drafts.draftId);
  const kept = await firstReadable(candidates, drafts, decode, setAside);
  return [...(kept ? [{kind: 'draft-kept', draft: kept.draft} as const] : []), ...draftNotices(setAside, [])];
}

/**
 * How to keep a state: the address to show, its link or why there is none,
 * whether to save it as this tab's draft, and whether the address may change
 * only once that save succeeded (src/workbench/linkAndDraftRule.ts, `planSave`).
 */
export type SavePlan = {address: string; link: LinkFor; saveDraft: boolean; addressAfterSave: boolean};

/**
 * How a state is kept after a pause in typing: in the address (the
 * fragment, or a clean address for the starting state and for a state too
 * large for a link) and as this tab's draft. `encoded` is the state as the
 * link codec writes it (made off the main thread for a large state).
 * `opened` is the state the page opened with, and `openedFrom` where it came
 * from (a link, unless said): unchanged, it is not saved while this tab has
 * no draft and a link in the address or a stored draft keeps it; a state too
 * large for the address is saved before the address is cleared.
 */
export function savePlan(
  state: WorkbenchState,
  encoded: string,
  {
    startingState,
    opened,
    openedFrom = 'link',
    address,
    drafts,
  }: {
    startingState: WorkbenchState;
    opened: WorkbenchState | null;
    openedFrom?: OpenedFrom;
    address: Address;
    drafts: DraftStorage;
  },
): SavePlan {
  const link = linkFor(encoded);
  const starting = state === startingState;
  const from: OpenedFrom = state !== opened ? null : starting ? 'start' : openedFrom;
  const plan = planSave({fits: link.fits, starting, openedFrom: from, ownDraft: drafts.own() !== null});
  return {
    address: addressFor(address, plan.address === 'link' ? encoded : null),
    link,
    saveDraft: plan.saveDraft,
    addressAfterSave: plan.addressAfterSave,
  };
}

/** The link to a state, or why there is none (too long, or too large to be opened from a link). */
export function shareLink(state: WorkbenchState): LinkFor {
  return linkFor(encodeState(state));
}
