/**
 * Opens the lesson's current state (files and data) in the playground,
 * through the playground's own link function (src/playground/link.ts), so
 * the tour makes no link of its own shape. The state rides in the link's
 * fragment, which the build's broken-anchor check would take for a missing
 * heading of /playground: the link skips that check, as "Try it" links do
 * (src/theme/MDXComponents/A).
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {playgroundHref} from '@site/src/playground/link';
import type {PlaygroundState} from '@site/src/playground/state';

export default function OpenInPlayground({state}: {state: PlaygroundState}): ReactNode {
  return (
    <Link
      className="button button--secondary button--outline"
      to={playgroundHref(state)}
      data-noBrokenLinkCheck
      data-testid="tour-open-playground"
    >
      Open in playground
    </Link>
  );
}
