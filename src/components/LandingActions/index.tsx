/** The landing page's calls to action: read the docs, learn in the tour, try the language, meet the community. */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {LATEST_VERSION} from '@site/src/versions';

export default function LandingActions({
  className,
  communityLabel,
}: {
  className: string;
  communityLabel: string;
}): ReactNode {
  return (
    <div className={className}>
      <Link className="button button--primary button--lg" to={`${LATEST_VERSION.route}/introduction`}>
        Get started
      </Link>
      <Link className="button button--secondary button--lg" to="/tour">
        Take the tour
      </Link>
      <Link className="button button--secondary button--outline button--lg" to="/playground">
        Try it in the playground
      </Link>
      <Link className="button button--secondary button--outline button--lg" to="/community">
        {communityLabel}
      </Link>
    </div>
  );
}
