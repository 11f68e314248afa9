/** A lesson's warning while the tour's progress and edits are not kept (words pinned by tests/e2e/tour.spec.ts). */
import type {StorageWarnings} from './cause';

export const LESSON_STORAGE_WARNINGS: StorageWarnings = {
  blocked:
    'Your browser does not let this site store data, so your progress and edits will not be kept when you leave.',
  full: 'Your browser’s storage for this site is full, so your latest progress and edits are not kept: they will be lost when you leave.',
};
