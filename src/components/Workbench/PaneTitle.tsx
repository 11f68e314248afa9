/**
 * A pane's title (Template, Data, Preview, HTML): a heading on a page of its
 * own, plain text in an example edited in place, where a heading would break
 * into the outline of the docs page around it.
 */
import React, {type ReactNode} from 'react';
import {useWorkbench} from './context';

export default function PaneTitle({
  className,
  id,
  children,
}: {
  className?: string;
  id?: string;
  children: ReactNode;
}): ReactNode {
  const {layout} = useWorkbench();
  const Tag = layout === 'inline' ? 'p' : 'h2';
  return (
    <Tag className={className} id={id}>
      {children}
    </Tag>
  );
}
