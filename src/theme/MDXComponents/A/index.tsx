/**
 * Wraps Markdown links (a "safe" wrap) for one reason: a "Try it" link keeps
 * the playground's state in its fragment (`/playground#s=…`, see
 * src/workbench/linkForm.ts), which the build's broken-anchor check
 * would read as a heading anchor missing from /playground. Those links skip
 * that check (Link's `data-noBrokenLinkCheck`); every other link is checked.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import A from '@theme-original/MDXComponents/A';
import {isStateLink} from '@site/src/workbench/linkForm';

export default function MarkdownLink(props: ComponentProps<typeof A>): ReactNode {
  return <A {...props} {...(isStateLink(props.href) ? {'data-noBrokenLinkCheck': true} : {})} />;
}
