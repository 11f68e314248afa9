/**
 * Opens the lesson's current state (files and data) in the playground,
 * through the playground's own link function (src/workbench/link.ts), so
 * the tour makes no link of its own shape. The link is built when it may be
 * followed, not on every change of the lesson (src/components/PlaygroundLink).
 */
import React, {type ReactNode} from 'react';
import PlaygroundLink from '@site/src/components/PlaygroundLink';
import type {WorkbenchState} from '@site/src/workbench/state';

export default function OpenInPlayground({state}: {state: WorkbenchState}): ReactNode {
  return (
    <PlaygroundLink
      className="button button--secondary button--outline"
      state={state}
      data-testid="tour-open-playground"
    >
      Open in playground
    </PlaygroundLink>
  );
}
