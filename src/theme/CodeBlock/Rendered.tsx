/**
 * A code block rendered by React, as the theme's CodeBlock renders it: a
 * string of code through ./Content/String (highlighted by Prism), elements
 * through the theme's ./Content/Element. The server render draws every block
 * with it; the browser, only the blocks it renders itself, loading it on
 * demand (./renderer.ts, ./index.tsx).
 */
import React, {type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

export default function RenderedCodeBlock({children, ...props}: Props): ReactNode {
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
