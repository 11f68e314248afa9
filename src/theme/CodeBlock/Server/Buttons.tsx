/**
 * The copy and word-wrap buttons of a code block kept as the server rendered
 * it (./index.tsx): the theme's own buttons, in the place the theme's layout
 * gives them, after the block's <pre> (CodeBlock/Layout), mounted in a
 * transition once the page has hydrated (as the theme mounts them, in the
 * browser only).
 *
 * The buttons read two things from the block's context: its word wrap
 * (src/theme/CodeBlock/Content/wordWrap.ts) and the code to copy. The code is read
 * from the block's lines, which the server rendered from the same metadata
 * the theme would copy from (magic comments left out); making that metadata
 * here would need the theme's code-block parsing in every page's first load.
 */
import React, {startTransition, useEffect, useMemo, useState, type ReactNode, type RefObject} from 'react';
import {createPortal} from 'react-dom';
import {CodeBlockContextProvider} from '@docusaurus/theme-common/internal';
import Buttons from '@theme/CodeBlock/Buttons';
import {useWordWrap} from '@site/src/theme/CodeBlock/Content/wordWrap';

type Metadata = Parameters<typeof CodeBlockContextProvider>[0]['metadata'];

/** The block's code as its lines show it, one line per `.token-line`. */
function shownCode(pre: HTMLPreElement): string {
  return Array.from(pre.querySelectorAll('.token-line'), (line) => line.textContent ?? '').join('\n');
}

function BlockButtons({pre}: {pre: HTMLPreElement}): ReactNode {
  const wordWrap = useWordWrap(pre);
  // Only `code` is read by the buttons; it is read when they render.
  const metadata = useMemo(
    () =>
      ({
        get code() {
          return shownCode(pre);
        },
      }) as Metadata,
    [pre],
  );
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <Buttons />
    </CodeBlockContextProvider>
  );
}

export default function ServerCodeBlockButtons({
  containerRef,
}: {
  containerRef: RefObject<HTMLElement | null>;
}): ReactNode {
  const [pre, setPre] = useState<HTMLPreElement | null>(null);
  useEffect(() => {
    const found = containerRef.current?.querySelector('pre') ?? null;
    startTransition(() => setPre(found));
  }, [containerRef]);
  return pre?.parentElement ? createPortal(<BlockButtons pre={pre} />, pre.parentElement) : null;
}
