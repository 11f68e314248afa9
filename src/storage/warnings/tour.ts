/** The tour's list of lessons: its warning while progress is not kept. */
import type {StorageWarnings} from './cause';

export const TOUR_STORAGE_WARNINGS: StorageWarnings = {
  blocked: 'Your browser does not let this site store data, so your progress will not be kept.',
  full: 'Your browser’s storage for this site is full, so new progress is not kept.',
};
