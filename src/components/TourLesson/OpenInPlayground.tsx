/**
 * Opens the lesson's current state (files and data) in the playground,
 * through the playground's own link function (src/playground/link.ts), so
 * the tour makes no link of its own shape.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {playgroundHref} from '@site/src/playground/link';
import type {PlaygroundState} from '@site/src/playground/state';

export default function OpenInPlayground({state}: {state: PlaygroundState}): ReactNode {
  return (
    <Link className="button button--secondary button--outline" to={playgroundHref(state)} data-testid="tour-open-playground">
      Open in playground
    </Link>
  );
}
