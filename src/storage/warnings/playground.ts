/** The playground's warning while its drafts are not kept: what keeps the work instead (words pinned by tests/e2e/playground-links.spec.ts). */
import type {StorageWarnings} from './cause';

export const PLAYGROUND_STORAGE_WARNINGS: StorageWarnings = {
  blocked:
    'This browser does not let the site store data, so your work is not kept as a draft: Copy link or Export as Go project keeps it.',
  full: 'Browser storage is full, so your latest changes are not kept as a draft: Copy link or Export as Go project keeps them.',
};
