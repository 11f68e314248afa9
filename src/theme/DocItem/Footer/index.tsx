/**
 * The docs page's footer ("Edit this page", the date of the last change),
 * then "Report a problem with this page" (src/components/ReportProblemLink).
 * In the current version's pages, "Save for offline" (src/components/OfflineCopy)
 * comes last. Wrapped, not ejected: the original renders as it is.
 */
import React, {type ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import ReportProblemLink from '@site/src/components/ReportProblemLink';
import OfflineCopy from '@site/src/components/OfflineCopy';

export default function FooterWrapper(): ReactNode {
  const {metadata} = useDoc();
  const docsVersion = useDocsVersion();
  const {version} = docsVersion;
  return (
    <>
      <Footer />
      <ReportProblemLink title={metadata.title} permalink={metadata.permalink} version={version} />
      {docsVersion.isLast ? <OfflineCopy /> : null}
    </>
  );
}
