/**
 * Every docs version lives under /docs/<version>, so a path such as
 * /docs/no-such-page reaches the docs root but no version, and
 * /docs/v1/no-such-page reaches a version but no page. The theme shows an
 * empty page for the first and an untitled one for the second; both get the
 * site's not-found page instead. That page is loaded only then: every docs
 * page loaded it with its first load (a static host answers an unknown path
 * with 404.html, whose own route brings it; only the browser ever takes this
 * branch, after it has rendered that document for /404.html).
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import {matchPath, useLocation} from '@docusaurus/router';
import DocsRoot from '@theme-original/DocsRoot';
import type {Props} from '@theme/DocsRoot';
import type {RouteConfig} from 'react-router-config';

const NotFound = lazy(() => import('@theme/NotFound'));

function reachesAPage(routes: readonly RouteConfig[], pathname: string): boolean {
  return routes.some(
    (route) => matchPath(pathname, route) !== null && (!route.routes || reachesAPage(route.routes, pathname)),
  );
}

export default function DocsRootWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  return reachesAPage(props.route.routes ?? [], pathname) ? (
    <DocsRoot {...props} />
  ) : (
    <Suspense fallback={null}>
      <NotFound />
    </Suspense>
  );
}
