/**
 * Why storage kept nothing, in the words every warning uses as part of a
 * sentence (the note on work too large for a link: src/workbench/linkAndDraftRule.ts).
 * The warnings each page shows while storage keeps nothing sit beside this
 * file, one module per page so that a page loads only its own words
 * (./playground.ts, ./lesson.ts, ./tour.ts), all shown by
 * src/components/StorageWarning.
 */
import type {StorageProblem} from '../access';

export const STORAGE_CAUSE: Readonly<Record<StorageProblem, string>> = {
  blocked: 'this browser does not let the site store data',
  full: 'storage for this site is full',
};

/** What a page says while storage keeps nothing, for each problem. */
export type StorageWarnings = Readonly<Record<StorageProblem, string>>;
