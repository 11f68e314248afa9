/**
 * Wraps the site root so that a 404 document served at another path first
 * renders for /404.html, the path it was built for, and hydrates without a
 * mismatch; see src/client/notFoundDocument.ts.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {Route} from 'react-router-dom';
import {NOT_FOUND_DOCUMENT_PATH, servedNotFoundDocument} from '@site/src/client/notFoundDocument';

/** The location 404.html was rendered for: its path, no query, no hash. */
const BUILT_LOCATION = {pathname: NOT_FOUND_DOCUMENT_PATH, search: '', hash: '', state: undefined};

export default function Root({children}: {children: ReactNode}): ReactNode {
  const [asBuilt, setAsBuilt] = useState(servedNotFoundDocument);
  // After hydration the page follows the visitor's path, as after a
  // client-side navigation. Not useIsBrowser: Root would then re-render on
  // every page, handing the router a new location, which Docusaurus takes for
  // a navigation (onRouteUpdate). Here the state is already false, and React
  // skips the update, everywhere but in the 404 document.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
  useEffect(() => setAsBuilt(false), []);
  // A <Route> given a location shows its children that location; without
  // one it passes the real one through. Always rendering it keeps the tree
  // the same shape, so leaving hydration re-renders and never remounts.
  return <Route location={asBuilt ? BUILT_LOCATION : undefined} render={() => children} />;
}
