/**
 * A lesson page's files in the stored progress (src/tour/lessonSync.ts):
 * opened from it once the page runs, saved to it after a pause in typing
 * and when the page is left, and kept in step with other tabs on the same
 * lesson, which follow this tab's edits or, with edits of their own, say so.
 */
import {useCallback, useEffect, useRef, useState} from 'react';
import type {TemplateFile} from '@site/src/engine/client';
import {LessonSync, sameFiles} from '@site/src/tour/lessonSync';
import type {Lesson} from '@site/src/tour/types';
import {useLatest} from '@site/src/client/useLatest';
import {useSaveAfterPause} from '@site/src/client/useSaveAfterPause';
import {progressStore} from '../TourProgress';

/** The pause in typing before a lesson's files are saved. */
const SAVE_PAUSE_MS = 300;
/** How long after another tab's write this tab looks at its own files: longer than a keystroke takes to reach them. */
const HEAR_DELAY_MS = 250;

export type LessonSaving = {
  /** Another tab changed this lesson while this one had edits of its own: nothing is saved until the visitor chooses. */
  conflict: boolean;
  /** The files shown were brought from another tab's edit (until they change here). */
  followed: TemplateFile[] | null;
  takeTheirs: () => void;
  keepMine: () => void;
};

export function useLessonSync({
  lesson,
  files,
  open,
}: {
  lesson: Lesson;
  /** What the page shows now (a new array only when they change: each one is saved). */
  files: TemplateFile[];
  /** Shows these files in the workbench. */
  open: (files: TemplateFile[]) => void;
}): LessonSaving {
  const sync = useRef<LessonSync | null>(null);
  // Nothing is saved before the stored files are opened: the start shown until then is not the visitor's.
  const restored = useRef(false);
  const [conflict, setConflict] = useState(false);
  const [followed, setFollowed] = useState<TemplateFile[] | null>(null);
  const latest = useLatest({files, open});

  const dropPending = useSaveAfterPause(
    files,
    (next) => {
      if (!restored.current || !sync.current) return;
      sync.current.save(next);
      setConflict(sync.current.conflict !== null);
    },
    {enabled: true, pauseFor: () => SAVE_PAUSE_MS},
  );

  // The visitor's own files of this lesson, once the page runs (the prerendered page shows the start);
  // then every write of another tab is heard.
  useEffect(() => {
    const store = progressStore();
    const lessonSync = new LessonSync(store, lesson);
    sync.current = lessonSync;
    // The start, waiting to be saved since the page mounted, is not the visitor's.
    dropPending();
    const own = lessonSync.opening();
    if (own) latest.current.open(own);
    restored.current = true;
    // Decided a moment later: a keystroke typed as another tab's write arrives has then reached
    // `files`, and counts as this tab's own edit rather than being replaced.
    let hearing: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = store.subscribe(() => {
      clearTimeout(hearing);
      hearing = setTimeout(() => {
        const follow = lessonSync.heard(latest.current.files);
        if (follow) {
          latest.current.open(follow);
          setFollowed(follow);
        }
        setConflict(lessonSync.conflict !== null);
      }, HEAR_DELAY_MS);
    });
    return () => {
      clearTimeout(hearing);
      unsubscribe();
    };
  }, [lesson, dropPending, latest]);

  const takeTheirs = useCallback(() => {
    if (!sync.current) return;
    const theirs = sync.current.takeTheirs();
    latest.current.open(theirs);
    setConflict(false);
  }, [latest]);
  const keepMine = useCallback(() => {
    sync.current?.keepMine(latest.current.files);
    setConflict(false);
  }, [latest]);

  return {
    conflict,
    followed: followed && sameFiles(followed, files) ? followed : null,
    takeTheirs,
    keepMine,
  };
}
