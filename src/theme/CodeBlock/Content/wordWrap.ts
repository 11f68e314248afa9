/**
 * A code block's word wrap, as the theme's CodeBlock/Content/String keeps it,
 * without its second render (see ./String.tsx for why). Shared by
 * ./String.tsx, which renders a block, and by the buttons of a block kept as
 * the server rendered it (src/theme/CodeBlock/Server).
 */
import {startTransition, useCallback, useEffect, useMemo, useRef, useState, type RefObject} from 'react';

/** What the theme's CodeBlock parts read of a block's word wrap (the shape of theme-common's `useCodeWordWrap`). */
export type WordWrap = {
  readonly codeBlockRef: RefObject<HTMLPreElement>;
  readonly isEnabled: boolean;
  readonly isCodeScrollable: boolean;
  readonly toggle: () => void;
};

/**
 * Whether the block's code is wrapped, and whether it needs the word-wrap
 * button. `pre`: the block's <pre> when it is already in the page (a block
 * kept as the server rendered it); a rendered block sets the ref itself.
 */
export function useWordWrap(pre: HTMLPreElement | null = null): WordWrap {
  // The theme types the ref as never null; it is null only before mounting.
  const codeBlockRef = useRef<HTMLPreElement>(pre) as RefObject<HTMLPreElement>;
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);

  // A wrapped block keeps its button so that the visitor can unwrap it. The
  // button is no emergency: its update yields to the visitor's input.
  const measure = useCallback(() => {
    const pre = codeBlockRef.current;
    if (!pre) return;
    const scrollable = pre.scrollWidth > pre.clientWidth || Boolean(pre.querySelector('code')?.hasAttribute('style'));
    startTransition(() => setIsCodeScrollable(scrollable));
  }, []);

  useEffect(() => {
    const pre = codeBlockRef.current;
    if (!pre || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(pre);
    return () => observer.disconnect();
  }, [measure]);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long words and strings wrap too: a wrapped block never scrolls.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled(!isEnabled);
    measure();
  }, [isEnabled, measure]);

  return useMemo(() => ({codeBlockRef, isEnabled, isCodeScrollable, toggle}), [isEnabled, isCodeScrollable, toggle]);
}
