/**
 * Wraps the site root so that a 404 document served at another path first
 * renders for /404.html, the path it was built for, and hydrates without a
 * mismatch; see src/client/notFoundDocument.ts.
 */
import React, {type ReactNode} from 'react';
import {Route} from 'react-router-dom';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {NOT_FOUND_DOCUMENT_PATH, servedNotFoundDocument} from '@site/src/client/notFoundDocument';

/** The location 404.html was rendered for: its path, no query, no hash. */
const BUILT_LOCATION = {pathname: NOT_FOUND_DOCUMENT_PATH, search: '', hash: '', state: undefined};

export default function Root({children}: {children: ReactNode}): ReactNode {
  // Once hydrated (useIsBrowser turns true) the page follows the visitor's
  // path, as after a client-side navigation.
  const hydrated = useIsBrowser();
  const asBuilt = servedNotFoundDocument && !hydrated;
  // A <Route> given a location shows its children that location; without
  // one it passes the real one through. Always rendering it keeps the tree
  // the same shape, so leaving hydration re-renders and never remounts.
  return <Route location={asBuilt ? BUILT_LOCATION : undefined} render={() => children} />;
}
