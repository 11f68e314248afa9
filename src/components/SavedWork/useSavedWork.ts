/**
 * Where the playground page keeps its workbench's state while it changes: in the address (the
 * URL fragment, src/playground/linkFragment.ts) and as this tab's draft in
 * browser storage (src/playground/draftStore.ts). Opens the page with a
 * link's state or the newest draft that can be read (persistence.ts), again
 * whenever the address changes (a link pasted into the address bar), and
 * says what happened in notes (./index.tsx). Large states are compressed
 * and decompressed off the main thread (src/playground/offMain.ts), so the
 * page keeps answering; leaving the page saves at once, on it.
 */
import {useCallback, useEffect, useRef, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import {
  browserLiveness,
  browserStorage,
  DraftStore,
  DRAFT_PREFIX,
  type Draft,
  type SaveResult,
  type StorageProblem,
} from '@site/src/playground/draftStore';
import {replaceAddress} from '@site/src/playground/address';
import {decodeOffMain, encodeOffMain} from '@site/src/playground/offMain';
import {keeping, keptDraftNotices, openFromAddress, type Notice} from '@site/src/playground/persistence';
import {encodeState, rememberEncoding} from '@site/src/playground/link';
import {linkPayload} from '@site/src/playground/linkFragment';
import {handedOver, tooLargeNote, type OpenedFrom} from '@site/src/playground/keepRule';
import type {SaveOptions} from '@site/src/playground/saveAfterPause';
import {hasFiles, type PlaygroundState} from '@site/src/playground/state';
import {useLatest} from '@site/src/client/useLatest';
import {useSaveAfterPause} from '@site/src/client/useSaveAfterPause';
import type {WorkbenchStore} from '@site/src/components/Workbench/useWorkbenchStore';

/** The pause after typing before the work is kept, longer for large work (its compressing takes the worker a while). */
const KEEP_PAUSE_MS = 250;
const LARGE_KEEP_PAUSE_MS = 1_000;
const LARGE_SOURCE_CHARS = 256 * 1024;

function sourceChars(state: PlaygroundState): number {
  const sources = hasFiles(state) ? state.files.map((file) => file.source.length) : [state.template.length];
  return sources.reduce((sum, chars) => sum + chars, 0) + state.data.length;
}

const pauseFor = (state: PlaygroundState) =>
  sourceChars(state) > LARGE_SOURCE_CHARS ? LARGE_KEEP_PAUSE_MS : KEEP_PAUSE_MS;

export type SavedWork = {
  /** False until the address and drafts have been read: the starting state is not run before. */
  ready: boolean;
  notices: Notice[];
  /** The last save's problem, when storage refused it (blocked storage is a notice from the start). */
  saveProblem: StorageProblem | null;
  /** What is said of work too large for a link, once its save is done (keepRule.ts, tooLargeNote); null while it fits. */
  tooLarge: string | null;
  restoreDraft: (draft: Draft) => void;
  startFromSample: () => void;
  dismiss: (notice: Notice) => void;
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

/** Keeps the store's state (src/components/Workbench/useWorkbenchStore.ts) in the address and in drafts. */
export function useSavedWork({state, startingState, open}: WorkbenchStore): SavedWork {
  const drafts = useRef<DraftStore | null>(null);
  // The state the page opened (a link's, a draft's): not saved again until changed.
  const opened = useRef<PlaygroundState | null>(null);
  const openedFrom = useRef<OpenedFrom>(null);
  // Set while an address is being opened: nothing is kept meanwhile (the draft id may change).
  const opening = useRef(false);
  const [ready, setReady] = useState(false);
  const [notices, setNotices] = useState<Notice[]>([]);
  const [saveProblem, setSaveProblem] = useState<StorageProblem | null>(null);
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  const latestState = useLatest(state);

  // Our own address writes (replaceState) do not reach the router; a link
  // pasted into the address bar, or followed from this page, does.
  const location = useLocation();
  const navigation = `${location.key ?? ''} ${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    let current = true;
    drafts.current ??= new DraftStore(browserStorage, Date.now, undefined, browserLiveness());
    opening.current = true;
    // A link's state, or one handed over by a way into the playground (keepRule.ts): saved before the address goes.
    const fromLink = linkPayload(window.location) !== null || handedOver(window.location.hash) !== null;
    void openFromAddress(window.location, drafts.current, decodeOffMain, encodeState(startingState)).then((result) => {
      if (!current) return;
      opening.current = false;
      if (result.address !== null) replaceAddress(result.address);
      const next = result.state ?? startingState;
      opened.current = next;
      openedFrom.current = fromLink ? 'link' : 'draft';
      // Read once hydrated, so that the first render matches the prerendered page;
      // the state shown already (the starting state, on a first visit) is not opened again.
      if (next !== latestState.current) open(next);
      setNotices(result.notices);
      setReady(true);
      // The draft a link's page offers is looked for once the link is shown.
      const store = drafts.current;
      if (result.offerDraft === null || !store) return;
      void keptDraftNotices(store, decodeOffMain, result.offerDraft).then((offers) => {
        if (current && offers.length) setNotices((shown) => [...shown, ...offers]);
      });
    });
    return () => {
      current = false;
    };
  }, [navigation, startingState, open, latestState]);

  // The state asked to be kept last, and the one whose keeping was done: leaving the page
  // keeps a state at once unless it is done, and a slower keep of an older state is dropped.
  const asked = useRef<PlaygroundState | null>(null);
  const done = useRef<PlaygroundState | null>(null);
  // A save the page does again because another page removed its draft: it does not tidy (see the storage listener).
  const resaving = useRef<PlaygroundState | null>(null);
  // Each keeping's turn: one that finishes after a newer one started changes nothing shown.
  const turn = useRef(0);

  const apply = useCallback(
    async (current: PlaygroundState, encoded: string, {leaving}: SaveOptions) => {
      const store = drafts.current;
      if (!store) return;
      const keep = keeping(current, encoded, {
        startingState,
        opened: opened.current,
        openedFrom: openedFrom.current,
        address: window.location,
        drafts: store,
      });
      const mine = ++turn.current;
      // The address is cleared of a state only once a draft keeps it (keepRule.ts).
      if (!keep.addressAfterSave) replaceAddress(keep.address);
      let saved: SaveResult | null = null;
      if (keep.saveDraft) saved = leaving ? store.save(encoded) : await store.saveMakingRoom(encoded);
      done.current = current;
      const latest = mine === turn.current;
      if (keep.addressAfterSave && saved?.saved && latest) replaceAddress(keep.address);
      if (saved?.saved && !leaving) {
        // This tab's own draft now holds the work: the draft it opened, if any, no longer needs holding.
        store.showing(null);
        if (resaving.current === current) resaving.current = null;
        else void store.tidy();
      }
      if (!latest) return;
      const tooLarge = keep.link.fits ? null : tooLargeNote(keep.link.why, saved);
      setTooLarge(tooLarge);
      // Blocked storage was noted when the page opened (notices); a full one shows here, or in the note on work too large.
      setSaveProblem(saved && !saved.saved && store.problem === null && tooLarge === null ? saved.problem : null);
    },
    [startingState],
  );

  const keep = useCallback(
    (current: PlaygroundState, options: SaveOptions) => {
      if (!drafts.current || opening.current) return;
      if (options.leaving) {
        if (current !== done.current) void apply(current, encodeState(current), options);
        asked.current = current;
        return;
      }
      if (current === asked.current) return;
      asked.current = current;
      void encodeOffMain(current).then((encoded) => {
        if (asked.current === current && done.current !== current) return apply(current, encoded, options);
        return undefined;
      });
    },
    [apply],
  );

  useSaveAfterPause(state, keep, {enabled: ready, pauseFor});

  // Another page removed this tab's draft (the site's storage cleared, or an older version of the
  // site, open in another tab, keeping its own cap): it is saved again at once.
  useEffect(() => {
    if (!ready) return undefined;
    const onStorage = (event: StorageEvent) => {
      const store = drafts.current;
      const own = store && event.key !== null && event.key === DRAFT_PREFIX + store.draftId;
      if ((own || event.key === null) && event.newValue === null && store?.own() === null && done.current) {
        const current = done.current;
        done.current = null;
        asked.current = null;
        // Saved again without tidying: where open tabs cannot be told apart, tidying would remove another open
        // tab's draft, which would save it again, and so on around the tabs.
        resaving.current = current;
        keep(current, {leaving: false});
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [ready, keep]);

  const restoreDraft = useCallback(
    (draft: Draft) => {
      const store = drafts.current;
      if (!store) return;
      void decodeOffMain(draft.encoded).then((decoded) => {
        if (decoded.kind !== 'state') {
          store.setAside(draft.id);
          setNotices((current) => [...withoutDraft(current, draft.id), {kind: 'set-aside', drafts: [draft]}]);
          return;
        }
        // The work shown until now stays a draft of its own.
        if (store.own()) store.startNewDraft();
        store.showing(draft.id);
        rememberEncoding(decoded.state, draft.encoded);
        opened.current = decoded.state;
        openedFrom.current = 'draft';
        open(decoded.state);
        setNotices((current) => withoutDraft(current, draft.id).filter((notice) => notice.kind !== 'restored'));
      });
    },
    [open],
  );

  const startFromSample = useCallback(() => {
    open(startingState);
    setNotices((current) => current.filter((notice) => notice.kind !== 'restored'));
  }, [open, startingState]);

  const dismiss = useCallback(
    (dismissed: Notice) => setNotices((current) => current.filter((notice) => notice !== dismissed)),
    [],
  );

  return {ready, notices, saveProblem, tooLarge, restoreDraft, startFromSample, dismiss};
}
