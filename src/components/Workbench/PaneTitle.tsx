/**
 * A pane's title (Template, Data, Preview, HTML): a heading on a page of its
 * own (`as="h2"`, the default), plain text (`as="p"`) in an example edited
 * in place, where a heading would break into the outline of the docs page
 * around it. The page that lays out the parts chooses.
 */
import React, {type ReactNode} from 'react';

export type TitleTag = 'h2' | 'p';

export default function PaneTitle({
  as: Tag = 'h2',
  className,
  id,
  children,
}: {
  as?: TitleTag;
  className?: string;
  id?: string;
  children: ReactNode;
}): ReactNode {
  return (
    <Tag className={className} id={id}>
      {children}
    </Tag>
  );
}
