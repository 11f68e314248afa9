/**
 * The docs page's content, with "Copy page" and "View as Markdown" above it
 * (src/components/PageMarkdownActions). Wrapped, not ejected: the original
 * renders as it is.
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageMarkdownActions from '@site/src/components/PageMarkdownActions';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <PageMarkdownActions permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
