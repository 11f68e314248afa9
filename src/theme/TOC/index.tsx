/**
 * Puts the table of contents in a navigation landmark. Blog posts place it
 * outside <main>, where content outside any landmark is lost to screen
 * reader users who move by landmarks.
 */
import React, {type ReactNode} from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof TOCType>;

export default function TOCWrapper(props: Props): ReactNode {
  return (
    // display: contents keeps the TOC sticky inside its column.
    <nav aria-label="On this page" style={{display: 'contents'}}>
      <TOC {...props} />
    </nav>
  );
}
