/**
 * Saves a value as it changes: after a pause in the changes, and at once
 * when the page is left (`pagehide`: another page, a reload, a closed tab)
 * or the component goes (another lesson). The playground's drafts
 * (src/components/SavedWork) and the tour's progress (TourLesson) both save this
 * way; the timing is src/storage/saveAfterPause.ts. Returns a function
 * that drops the value waiting for its pause, unsaved.
 */
import {useCallback, useEffect, useRef} from 'react';
import {useLatest} from './useLatest';
import {SaveAfterPause, type SaveOptions} from '@site/src/storage/saveAfterPause';

export function useSaveAfterPause<T>(
  value: T,
  save: (value: T, options: SaveOptions) => void,
  {enabled, pauseFor}: {enabled: boolean; pauseFor: (value: T) => number},
): () => void {
  const latest = useLatest({save, pauseFor});
  const saver = useRef<SaveAfterPause<T> | null>(null);

  useEffect(() => {
    const created = new SaveAfterPause<T>(
      (next, options) => latest.current.save(next, options),
      (next) => latest.current.pauseFor(next),
    );
    saver.current = created;
    const leave = () => created.flush({leaving: true});
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [latest]);

  useEffect(() => {
    if (enabled) saver.current?.change(value);
  }, [enabled, value]);

  // Returned: forgets the value waiting for its pause (its owner has just replaced it).
  return useCallback(() => saver.current?.cancel(), []);
}
