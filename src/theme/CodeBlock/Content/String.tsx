/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

/**
 * From @docusaurus/theme-classic 3.8.1 (src/theme/CodeBlock/Content/String.tsx),
 * ejected. tests/unit/upstream-drift.test.ts fails when that file changes.
 *
 * The theme's code block for a string of code, ejected to take the work out
 * of the moment a page becomes interactive. Measured on a long docs page, the
 * theme's version spent it in three places:
 * - Its word-wrap hook updates state in every block right after hydration
 *   (looking for an enclosing hidden tab), and the block's metadata and
 *   context were rebuilt on every render, so every block rendered twice.
 * - That hook's options check calls `localeCompare`, whose first call in a
 *   page builds a collator: 12 to 25 ms in one piece on a desktop CPU.
 * - It measures each block from an effect, forcing layout.
 * Here the metadata, context and layout element only change when their inputs
 * do, and one ResizeObserver per block tells whether its code scrolls sideways
 * (it reports after layout, and again when the window resizes or a hidden tab
 * is shown). Only a block that scrolls renders again, to gain its word-wrap
 * button, and in a transition that yields to the visitor's input.
 */
import React, {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
  type useCodeWordWrap,
} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props} from '@theme/CodeBlock/Content/String';

type WordWrap = ReturnType<typeof useCodeWordWrap>;

const layout = <CodeBlockLayout />;

/** Whether the block's code is wrapped, and whether it needs the word-wrap button. */
function useWordWrap(): WordWrap {
  // The theme types the ref as never null; it is null only before mounting.
  const codeBlockRef = useRef<HTMLPreElement>(null) as RefObject<HTMLPreElement>;
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

export default function CodeBlockString({
  children: code,
  className,
  metastring,
  language,
  title,
  showLineNumbers,
}: Props): ReactNode {
  const {prism} = useThemeConfig();
  const metadata = useMemo(
    () =>
      createCodeBlockMetadata({
        code,
        className,
        metastring,
        language,
        title,
        showLineNumbers,
        magicComments: prism.magicComments,
        defaultLanguage: prism.defaultLanguage,
      }),
    [code, className, metastring, language, title, showLineNumbers, prism.magicComments, prism.defaultLanguage],
  );
  const wordWrap = useWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      {layout}
    </CodeBlockContextProvider>
  );
}
