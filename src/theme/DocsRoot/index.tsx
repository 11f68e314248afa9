/**
 * Every docs version lives under /docs/<version>, so a path such as
 * /docs/no-such-page reaches the docs root but no version, and
 * /docs/v1/no-such-page reaches a version but no page. The theme shows an
 * empty page for the first and an untitled one for the second; both get the
 * site's not-found page instead.
 */
import React, {type ReactNode} from 'react';
import {matchPath, useLocation} from '@docusaurus/router';
import DocsRoot from '@theme-original/DocsRoot';
import NotFound from '@theme/NotFound';
import type {Props} from '@theme/DocsRoot';
import type {RouteConfig} from 'react-router-config';

function reachesAPage(routes: readonly RouteConfig[], pathname: string): boolean {
  return routes.some(
    (route) => matchPath(pathname, route) !== null && (!route.routes || reachesAPage(route.routes, pathname)),
  );
}

export default function DocsRootWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  return reachesAPage(props.route.routes ?? [], pathname) ? <DocsRoot {...props} /> : <NotFound />;
}
