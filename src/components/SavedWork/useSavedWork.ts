/**
 * The playground page's saved work for React: one SavedWorkSession
 * (src/playground/savedWorkSession.ts, which holds the whole protocol) per
 * page, wired to the workbench's state, the address bar, the save after a
 * pause (src/client/useSaveAfterPause.ts) and other tabs' writes
 * (src/storage/otherTabs.ts). Opens the page with a link's state or the
 * newest draft that can be read, again whenever the address changes (a link
 * pasted into the address bar), and gives the notes to show (./index.tsx).
 */
import {useEffect, useState, useSyncExternalStore} from 'react';
import {useLocation} from '@docusaurus/router';
import {browserStorage} from '@site/src/storage/access';
import {onOtherTabChange} from '@site/src/storage/otherTabs';
import {browserLiveness, DraftStorage, type Draft} from '@site/src/playground/draftStorage';
import {replaceAddress} from '@site/src/playground/address';
import {decodeOffMain, encodeOffMain} from '@site/src/workbench/offMain';
import type {Notice} from '@site/src/playground/persistence';
import {encodeState, rememberEncoding} from '@site/src/workbench/link';
import {
  NOTHING_SAVED_YET,
  SavedWorkSession,
  savePauseFor,
  type SavedWorkSnapshot,
} from '@site/src/playground/savedWorkSession';
import {useLatest} from '@site/src/client/useLatest';
import {useSaveAfterPause} from '@site/src/client/useSaveAfterPause';
import type {WorkbenchStore} from '@site/src/components/Workbench/useWorkbenchStore';

export type SavedWork = SavedWorkSnapshot & {
  restoreDraft: (draft: Draft) => void;
  startFromSample: () => void;
  dismiss: (notice: Notice) => void;
};

/** Keeps the store's state (src/components/Workbench/useWorkbenchStore.ts) in the address and in drafts. */
export function useSavedWork({state, startingState, open}: WorkbenchStore): SavedWork {
  const shown = useLatest({state, open});
  const [session] = useState(
    () =>
      new SavedWorkSession({
        startingState,
        shownState: () => shown.current.state,
        showState: (next) => shown.current.open(next),
        address: () => window.location,
        replaceAddress,
        makeDrafts: () => new DraftStorage(browserStorage, Date.now, undefined, browserLiveness()),
        encode: encodeOffMain,
        encodeNow: encodeState,
        decode: decodeOffMain,
        rememberEncoding,
      }),
  );
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot, () => NOTHING_SAVED_YET);

  // Our own address writes (replaceState) do not reach the router; a link
  // pasted into the address bar, or followed from this page, does.
  const location = useLocation();
  const navigation = `${location.key ?? ''} ${location.pathname}${location.search}${location.hash}`;
  // Read once hydrated, so that the first render matches the prerendered page.
  useEffect(() => session.readAddress(), [navigation, session]);

  useSaveAfterPause(state, session.changed, {enabled: snapshot.ready, pauseFor: savePauseFor});

  useEffect(() => onOtherTabChange(SavedWorkSession.isDraftKey, session.otherTabChanged), [session]);

  return {
    ...snapshot,
    restoreDraft: session.restoreDraft,
    startFromSample: session.startFromSample,
    dismiss: session.dismiss,
  };
}
