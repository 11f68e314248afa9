/**
 * Wraps the theme's "Last updated on <date>" line (the documented wrap) so
 * that the browser keeps the line the server rendered instead of rendering it
 * again while the page hydrates. The theme formats the date with a new
 * `Intl.DateTimeFormat`, and building the first one loads the browser's
 * calendar data: about 30 ms in one piece on a desktop CPU, four times that on
 * a phone, on every docs page, for text that is already on screen (issue #57,
 * docs-dev/benchmarks.md). React hydrates an element whose content it was told
 * to leave alone (an empty `dangerouslySetInnerHTML`, as the code blocks do,
 * src/theme/CodeBlock/Server). A line rendered later, as on a page opened
 * within the site, is the theme's own.
 */
import React, {useState, type ReactNode} from 'react';
import LastUpdated from '@theme-original/LastUpdated';
import type LastUpdatedType from '@theme/LastUpdated';
import type {WrapperProps} from '@docusaurus/types';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {isHydrating} from '@site/src/client/hydration';

type Props = WrapperProps<typeof LastUpdatedType>;

/** What hydration keeps: the server's content, never compared nor written. */
const SERVER_MARKUP = {__html: ''};

export default function LastUpdatedWrapper(props: Props): ReactNode {
  // Read once, when it mounts: the props it was hydrated with.
  const [hydrated] = useState(() => (isHydrating() ? props : null));
  if (hydrated && hydrated.lastUpdatedAt === props.lastUpdatedAt && hydrated.lastUpdatedBy === props.lastUpdatedBy)
    // The theme's root element, as the server rendered it.
    return (
      <span
        className={ThemeClassNames.common.lastUpdated}
        dangerouslySetInnerHTML={SERVER_MARKUP}
        suppressHydrationWarning
      />
    );
  return <LastUpdated {...props} />;
}
