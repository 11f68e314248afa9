/**
 * The playground page's saved work, without React: what the page opens
 * with (a link in the address, else the newest draft that can be read:
 * persistence.ts), how each change is saved (the address and this tab's
 * draft: src/workbench/linkAndDraftRule.ts, draftStorage.ts), a draft opened from a note, the
 * sample asked for again, and this tab's draft saved again when another page
 * removed it. The notes to show are its snapshot, read by
 * src/components/SavedWork/useSavedWork.ts through useSyncExternalStore.
 *
 * Everything it touches comes in through `SavedWorkHost` (the workbench's
 * state, the address bar, the draft store, the codec), so the unit tests run
 * it whole (tests/unit/saved-work-session.test.ts).
 */
import type {StorageProblem} from '../storage/access';
import type {OtherTabChange} from '../storage/otherTabs';
import type {SaveOptions} from '../storage/saveAfterPause';
import type {Decoded} from '../workbench/link';
import {DRAFT_PREFIX, type Draft, type DraftStorage, type SaveResult} from './draftStorage';
import {linkPayload} from './linkFragment';
import {handedOver, tooLargeNote, type OpenedFrom} from '../workbench/linkAndDraftRule';
import {savePlan, draftOfferNotices, stateForAddress, type Notice} from './persistence';
import {hasFiles, type WorkbenchState} from '../workbench/state';

/** The pause after typing before the work is saved, longer for large work (its compressing takes the worker a while). */
const SAVE_PAUSE_MS = 250;
const LARGE_SAVE_PAUSE_MS = 1_000;
const LARGE_SOURCE_CHARS = 256 * 1024;

function sourceChars(state: WorkbenchState): number {
  const sources = hasFiles(state) ? state.files.map((file) => file.source.length) : [state.template.length];
  return sources.reduce((sum, chars) => sum + chars, 0) + state.data.length;
}

/** How long changes must pause before a state is saved. */
export const savePauseFor = (state: WorkbenchState): number =>
  sourceChars(state) > LARGE_SOURCE_CHARS ? LARGE_SAVE_PAUSE_MS : SAVE_PAUSE_MS;

type Address = {pathname: string; search: string; hash: string};

/** What the session works with: the page's in the browser, plain objects in the tests. */
export type SavedWorkHost = {
  /** The page's starting state (the sample). */
  startingState: WorkbenchState;
  /** The state the workbench shows now. */
  shownState: () => WorkbenchState;
  /** Shows another state in the workbench (the workbench's state replaced). */
  showState: (state: WorkbenchState) => void;
  /** The address bar: read, and replaced without a new history entry. */
  address: () => Address;
  replaceAddress: (address: string) => void;
  /** Made once, when the page first opens an address (it reads storage, which the server has not). */
  makeDrafts: () => DraftStorage;
  encode: (state: WorkbenchState) => Promise<string>;
  /** Encodes at once, on the page: for a save on leaving, which must finish before returning. */
  encodeNow: (state: WorkbenchState) => string;
  decode: (encoded: string) => Promise<Decoded>;
  /** Notes that the codec already made this encoding of this state (so it is not made again). */
  rememberEncoding: (state: WorkbenchState, encoded: string) => void;
};

export type SavedWorkSnapshot = {
  /** False until the address and drafts have been read: the starting state is not run before. */
  ready: boolean;
  notices: Notice[];
  /** The last save's problem, when storage refused it (blocked storage is a notice from the start). */
  saveProblem: StorageProblem | null;
  /** What is said of work too large for a link, once its save is done (src/workbench/linkAndDraftRule.ts, tooLargeNote); null while it fits. */
  tooLarge: string | null;
  /** How many save passes have finished (each decides the address and the draft): what a test waits on. */
  savePasses: number;
};

export const NOTHING_SAVED_YET: SavedWorkSnapshot = {
  ready: false,
  notices: [],
  saveProblem: null,
  tooLarge: null,
  savePasses: 0,
};

/** Takes a draft out of the notes that offer it (it was opened, or set aside). */
function withoutDraft(notices: Notice[], id: string): Notice[] {
  return notices.flatMap((notice): Notice[] => {
    if (notice.kind === 'draft-kept') return notice.draft.id === id ? [] : [notice];
    if (notice.kind !== 'other-drafts') return [notice];
    const drafts = notice.drafts.filter((draft) => draft.id !== id);
    return drafts.length ? [{...notice, drafts}] : [];
  });
}

export class SavedWorkSession {
  private snapshot: SavedWorkSnapshot = NOTHING_SAVED_YET;
  private readonly listeners = new Set<() => void>();
  private drafts: DraftStorage | null = null;
  /** The state the page opened (a link's, a draft's): not saved again until changed. */
  private opened: WorkbenchState | null = null;
  private openedFrom: OpenedFrom = null;
  /** Set while an address is being opened: nothing is saved meanwhile (the draft id may change). */
  private readingAddress = false;
  /**
   * The state asked to be saved last, and the one whose saving was done:
   * leaving the page saves a state at once unless it is done, and a slower
   * save of an older state is dropped.
   */
  private asked: WorkbenchState | null = null;
  private done: WorkbenchState | null = null;
  /** A save done again because another page removed this tab's draft: it does not tidy (see `otherTabChanged`). */
  private savingAgain: WorkbenchState | null = null;
  /** Each save's turn: one that finishes after a newer one started changes nothing shown. */
  private turn = 0;

  constructor(private readonly host: SavedWorkHost) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SavedWorkSnapshot => this.snapshot;

  private update(change: Partial<SavedWorkSnapshot> | ((current: SavedWorkSnapshot) => Partial<SavedWorkSnapshot>)) {
    const next = typeof change === 'function' ? change(this.snapshot) : change;
    this.snapshot = {...this.snapshot, ...next};
    for (const listener of this.listeners) listener();
  }

  /**
   * Opens what the address holds (at load, and again when the address
   * changes: a link pasted into the address bar). Returns the function that
   * drops its result, for when the address changes again before it is done.
   */
  readAddress(): () => void {
    let current = true;
    const host = this.host;
    this.drafts ??= host.makeDrafts();
    const drafts = this.drafts;
    this.readingAddress = true;
    const address = host.address();
    // A link's state, or one handed over by a way into the playground (src/workbench/linkAndDraftRule.ts): saved before the address goes.
    const fromLink = linkPayload(address) !== null || handedOver(address.hash) !== null;
    void stateForAddress(address, drafts, host.decode, host.encodeNow(host.startingState)).then((result) => {
      if (!current) return;
      this.readingAddress = false;
      if (result.address !== null) host.replaceAddress(result.address);
      const next = result.state ?? host.startingState;
      this.opened = next;
      this.openedFrom = fromLink ? 'link' : 'draft';
      // The state shown already (the starting state, on a first visit) is not shown again.
      if (next !== host.shownState()) host.showState(next);
      this.update({notices: result.notices, ready: true});
      // The draft a link's page offers is looked for once the link is shown.
      if (result.offerDraft === null) return;
      void draftOfferNotices(drafts, host.decode, result.offerDraft).then((offers) => {
        if (current && offers.length) this.update(({notices}) => ({notices: [...notices, ...offers]}));
      });
    });
    return () => {
      current = false;
    };
  }

  /** The workbench's state changed (after a pause), or the page is being left: saves it. */
  changed = (state: WorkbenchState, options: SaveOptions): void => {
    if (!this.drafts || this.readingAddress) return;
    if (options.leaving) {
      if (state !== this.done) void this.save(state, this.host.encodeNow(state), options);
      this.asked = state;
      return;
    }
    if (state === this.asked) return;
    this.asked = state;
    void this.host.encode(state).then((encoded) => {
      if (this.asked === state && this.done !== state) return this.save(state, encoded, options);
      return undefined;
    });
  };

  private async save(state: WorkbenchState, encoded: string, {leaving}: SaveOptions): Promise<void> {
    const drafts = this.drafts;
    if (!drafts) return;
    const host = this.host;
    const plan = savePlan(state, encoded, {
      startingState: host.startingState,
      opened: this.opened,
      openedFrom: this.openedFrom,
      address: host.address(),
      drafts,
    });
    const mine = ++this.turn;
    // The address is cleared of a state only once a draft holds it (src/workbench/linkAndDraftRule.ts).
    if (!plan.addressAfterSave) host.replaceAddress(plan.address);
    let saved: SaveResult | null = null;
    if (plan.saveDraft) saved = leaving ? drafts.save(encoded) : await drafts.saveMakingRoom(encoded);
    this.done = state;
    this.update(({savePasses}) => ({savePasses: savePasses + 1}));
    const latest = mine === this.turn;
    if (plan.addressAfterSave && saved?.saved && latest) host.replaceAddress(plan.address);
    if (saved?.saved && !leaving) {
      // This tab's own draft now holds the work: the draft it opened, if any, no longer needs holding.
      drafts.showing(null);
      if (this.savingAgain === state) this.savingAgain = null;
      else void drafts.tidy();
    }
    if (!latest) return;
    const tooLarge = plan.link.fits ? null : tooLargeNote(plan.link.why, saved);
    // Blocked storage was noted when the page opened (notices); a full one shows here, or in the note on work too large.
    const saveProblem = saved && !saved.saved && drafts.problem === null && tooLarge === null ? saved.problem : null;
    this.update({tooLarge, saveProblem});
  }

  /** Whether a key in storage is a draft's: the keys `otherTabChanged` is told about. */
  static isDraftKey = (key: string): boolean => key.startsWith(DRAFT_PREFIX);

  /**
   * Another page removed this tab's draft (the site's storage cleared, or an
   * older version of the site, open in another tab, keeping its own cap):
   * it is saved again at once.
   */
  otherTabChanged = ({key, value}: OtherTabChange): void => {
    const drafts = this.drafts;
    if (!this.snapshot.ready || !drafts) return;
    const own = key !== null && key === DRAFT_PREFIX + drafts.draftId;
    if ((own || key === null) && value === null && drafts.own() === null && this.done) {
      const state = this.done;
      this.done = null;
      this.asked = null;
      // Saved again without tidying: where open tabs cannot be told apart, tidying would remove another open
      // tab's draft, which would save it again, and so on around the tabs.
      this.savingAgain = state;
      this.changed(state, {leaving: false});
    }
  };

  /** Opens a draft offered in a note; the work shown until now stays a draft of its own. */
  restoreDraft = (draft: Draft): void => {
    const drafts = this.drafts;
    if (!drafts) return;
    void this.host.decode(draft.encoded).then((decoded) => {
      if (decoded.kind !== 'state') {
        drafts.setAside(draft.id);
        this.update(({notices}) => ({
          notices: [...withoutDraft(notices, draft.id), {kind: 'set-aside', drafts: [draft]}],
        }));
        return;
      }
      if (drafts.own()) drafts.startNewDraft();
      drafts.showing(draft.id);
      this.host.rememberEncoding(decoded.state, draft.encoded);
      this.opened = decoded.state;
      this.openedFrom = 'draft';
      this.host.showState(decoded.state);
      this.update(({notices}) => ({
        notices: withoutDraft(notices, draft.id).filter((notice) => notice.kind !== 'restored'),
      }));
    });
  };

  /** Shows the sample again, in place of a draft brought back. */
  startFromSample = (): void => {
    this.host.showState(this.host.startingState);
    this.update(({notices}) => ({notices: notices.filter((notice) => notice.kind !== 'restored')}));
  };

  dismiss = (dismissed: Notice): void => {
    this.update(({notices}) => ({notices: notices.filter((notice) => notice !== dismissed)}));
  };
}
