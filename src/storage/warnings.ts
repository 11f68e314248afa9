/**
 * What the site says when the browser does not keep a visitor's work, in
 * one place for every page that keeps work: the playground's drafts, a
 * lesson's progress and edits, the tour's list of lessons, and the note on
 * work too large for a link. Each says why (blocked or full) and what is
 * lost; the playground's also says what keeps the work instead. Shown by
 * src/components/StorageWarning. No React.
 */
import type {StorageProblem} from './access';

/** Why storage kept nothing, as part of a sentence. */
export const STORAGE_CAUSE: Record<StorageProblem, string> = {
  blocked: 'this browser does not let the site store data',
  full: 'storage for this site is full',
};

/** The pages that keep work, each with what it loses. */
export type WarningPlace = 'playground' | 'lesson' | 'tour';

// The sentences the tests pin (tests/e2e/playground-links.spec.ts, tour.spec.ts) are kept word for word.
export const STORAGE_WARNINGS: Record<WarningPlace, Record<StorageProblem, string>> = {
  playground: {
    blocked:
      'This browser does not let the site store data, so your work is not kept as a draft: Copy link or Export as Go project keeps it.',
    full: 'Browser storage is full, so your latest changes are not kept as a draft: Copy link or Export as Go project keeps them.',
  },
  lesson: {
    blocked:
      'Your browser does not let this site store data, so your progress and edits will not be kept when you leave.',
    full: 'Your browser’s storage for this site is full, so your latest progress and edits are not kept: they will be lost when you leave.',
  },
  tour: {
    blocked: 'Your browser does not let this site store data, so your progress will not be kept.',
    full: 'Your browser’s storage for this site is full, so new progress is not kept.',
  },
};

/** The warning a page shows while storage does not keep its work. */
export function storageWarning(problem: StorageProblem, place: WarningPlace): string {
  return STORAGE_WARNINGS[place][problem];
}
