/**
 * Wraps the site root so that a 404 document served at another path first
 * renders for /404.html, the path it was built for, and hydrates without a
 * mismatch; see src/client/notFoundDocument.ts.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {Route} from 'react-router-dom';
import {NOT_FOUND_DOCUMENT_PATH, servedNotFoundDocument} from '@site/src/client/notFoundDocument';

export default function Root({children}: {children: ReactNode}): ReactNode {
  const location = useLocation();
  const [asBuilt, setAsBuilt] = useState(servedNotFoundDocument);
  // After hydration the page follows the visitor's path, as after a
  // client-side navigation.
  useEffect(() => setAsBuilt(false), []);
  const renderedLocation = asBuilt ? {...location, pathname: NOT_FOUND_DOCUMENT_PATH} : undefined;
  // A <Route> given a location shows its children that location; without
  // one it passes the real one through. Always rendering it keeps the tree
  // the same shape, so leaving hydration re-renders and never remounts.
  return <Route location={renderedLocation} render={() => children} />;
}
