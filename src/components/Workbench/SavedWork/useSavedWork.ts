/**
 * Where the playground's work is kept while it changes: in the address (the
 * URL fragment, src/playground/linkFragment.ts) and as this tab's draft in
 * browser storage (src/playground/draftStore.ts). Opens the page with a
 * link's state, this tab's draft or the newest draft (persistence.ts), again
 * whenever the address changes (a link pasted into the address bar), and
 * says what happened in notes (./index.tsx).
 */
import {useCallback, useEffect, useRef, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import {DraftStore, type Draft, type StorageProblem} from '@site/src/playground/draftStore';
import {replaceAddress} from '@site/src/playground/address';
import {keepState, openFromAddress, type Notice} from '@site/src/playground/persistence';
import {decodeState, encodeState} from '@site/src/playground/link';
import {hasFiles, type PlaygroundState} from '@site/src/playground/state';

/** The pause after typing before the work is kept, longer for large work (compressing 1 MB takes about 150 ms). */
const KEEP_PAUSE_MS = 250;
const LARGE_KEEP_PAUSE_MS = 1_000;
const LARGE_SOURCE_CHARS = 256 * 1024;

function sourceChars(state: PlaygroundState): number {
  const sources = hasFiles(state) ? state.files.map((file) => file.source.length) : [state.template.length];
  return sources.reduce((sum, chars) => sum + chars, 0) + state.data.length;
}

export type SavedWork = {
  /** False until the address and drafts have been read: the starting state is not run before. */
  ready: boolean;
  notices: Notice[];
  /** The last save's problem, when storage refused it (blocked storage is a notice from the start). */
  saveProblem: StorageProblem | null;
  /** Whether the work is in a draft (this tab's, or the one it opened unchanged). */
  keptAsDraft: boolean;
  /** The length of the link the work would need, once past the limit (the address then stops following it). */
  tooLong: number | null;
  restoreDraft: (draft: Draft) => void;
  startFromSample: () => void;
  dismiss: (notice: Notice) => void;
};

export function useSavedWork({
  enabled,
  state,
  startingState,
  open,
}: {
  enabled: boolean;
  state: PlaygroundState;
  startingState: PlaygroundState;
  open: (state: PlaygroundState) => void;
}): SavedWork {
  const drafts = useRef<DraftStore | null>(null);
  // The state the page opened (a link's, a draft's): not saved again until changed.
  const opened = useRef<PlaygroundState | null>(null);
  const [ready, setReady] = useState(!enabled);
  const [notices, setNotices] = useState<Notice[]>([]);
  const [saveProblem, setSaveProblem] = useState<StorageProblem | null>(null);
  const [tooLong, setTooLong] = useState<number | null>(null);
  const [keptAsDraft, setKeptAsDraft] = useState(true);
  const latestOpen = useRef(open);
  const latestState = useRef(state);
  useEffect(() => {
    latestOpen.current = open;
    latestState.current = state;
  });

  // Our own address writes (replaceState) do not reach the router; a link
  // pasted into the address bar, or followed from this page, does.
  const location = useLocation();
  const navigation = `${location.key ?? ''} ${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    if (!enabled) return;
    drafts.current ??= new DraftStore();
    const opening = openFromAddress(window.location, drafts.current, encodeState(startingState));
    if (opening.address !== null) replaceAddress(opening.address);
    const next = opening.state ?? startingState;
    opened.current = next;
    // Read once hydrated, so that the first render matches the prerendered page;
    // the state shown already (the starting state, on a first visit) is not opened again.
    if (next !== latestState.current) latestOpen.current(next);
    setNotices(opening.notices);
    setReady(true);
  }, [enabled, navigation, startingState]);

  // The state kept last: leaving the page does not compress and save it again.
  const lastKept = useRef<PlaygroundState | null>(null);
  const keep = useCallback(
    (current: PlaygroundState) => {
      if (!drafts.current || current === lastKept.current) return;
      lastKept.current = current;
      const kept = keepState(current, {
        startingState,
        opened: opened.current,
        address: window.location,
        drafts: drafts.current,
      });
      replaceAddress(kept.address);
      setTooLong(kept.fits ? null : kept.linkChars);
      // Blocked storage was noted when the page opened (notices); a full one shows here.
      setSaveProblem(kept.draft && !kept.draft.saved && drafts.current.problem === null ? kept.draft.problem : null);
      setKeptAsDraft(drafts.current.problem === null && (kept.draft?.saved ?? true));
    },
    [startingState],
  );

  useEffect(() => {
    if (!enabled || !ready) return undefined;
    const timer = setTimeout(
      () => keep(state),
      sourceChars(state) > LARGE_SOURCE_CHARS ? LARGE_KEEP_PAUSE_MS : KEEP_PAUSE_MS,
    );
    // Leaving the page within the pause still keeps the last change.
    const leave = () => keep(state);
    window.addEventListener('pagehide', leave);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pagehide', leave);
    };
  }, [enabled, ready, state, keep]);

  const restoreDraft = useCallback((draft: Draft) => {
    const restored = decodeState(draft.encoded);
    if (!restored || !drafts.current) return;
    // The work shown until now stays a draft of its own.
    if (drafts.current.own()) drafts.current.startNewDraft();
    opened.current = restored;
    latestOpen.current(restored);
    setNotices((current) => current.filter((notice) => notice.kind !== 'draft-kept'));
  }, []);

  const startFromSample = useCallback(() => {
    latestOpen.current(startingState);
    setNotices((current) => current.filter((notice) => notice.kind !== 'restored'));
  }, [startingState]);

  const dismiss = useCallback(
    (dismissed: Notice) => setNotices((current) => current.filter((notice) => notice !== dismissed)),
    [],
  );

  return {ready, notices, saveProblem, keptAsDraft, tooLong, restoreDraft, startFromSample, dismiss};
}
