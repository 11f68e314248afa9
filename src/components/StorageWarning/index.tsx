/**
 * The one warning every page that keeps work shows while the browser does
 * not keep it; each page hands it its own words (src/storage/warnings/).
 */
import React, {type ReactNode} from 'react';
import type {StorageProblem} from '@site/src/storage/access';
import type {StorageWarnings} from '@site/src/storage/warnings/cause';

export default function StorageWarning({
  problem,
  words,
  className,
  testId,
}: {
  /** null: storage keeps the work, and nothing is shown. */
  problem: StorageProblem | null;
  /** The page's words for each problem: what it loses. */
  words: StorageWarnings;
  className?: string;
  testId?: string;
}): ReactNode {
  if (!problem) return null;
  return (
    <p className={className} data-testid={testId}>
      {words[problem]}
    </p>
  );
}
