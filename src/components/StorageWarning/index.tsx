/**
 * The one warning every page that keeps work shows while the browser does
 * not keep it (its words: src/storage/warnings.ts).
 */
import React, {type ReactNode} from 'react';
import type {StorageProblem} from '@site/src/storage/access';
import {storageWarning, type WarningPlace} from '@site/src/storage/warnings';

export default function StorageWarning({
  problem,
  place,
  className,
  testId,
}: {
  /** null: storage keeps the work, and nothing is shown. */
  problem: StorageProblem | null;
  /** Which page's words: what it loses. */
  place: WarningPlace;
  className?: string;
  testId?: string;
}): ReactNode {
  if (!problem) return null;
  return (
    <p className={className} data-testid={testId}>
      {storageWarning(problem, place)}
    </p>
  );
}
