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
 * button, and in a transition that yields to the visitor's input. The word
 * wrap lives in ./wordWrap.ts: a block kept as the server rendered it
 * (src/theme/CodeBlock/Server) gets its buttons from it too.
 */
import React, {useMemo, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider} from '@docusaurus/theme-common/internal';
// The theme's parser of a block's metadata, from a second instance of its
// module (plugins/code-block-metadata.ts): the first keeps only the block context that
// every page's code-block buttons need, out of first loads the parser is not.
import {createCodeBlockMetadata} from 'code-block-metadata?for-rendering';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props} from '@theme/CodeBlock/Content/String';
import {useWordWrap} from './wordWrap';

const layout = <CodeBlockLayout />;

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
