/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

/**
 * From @docusaurus/theme-classic 3.8.1 (src/theme/CodeBlock/Container/index.tsx),
 * ejected. tests/unit/upstream-drift.test.ts fails when that file changes.
 *
 * The theme's code block container, ejected to change one line: the Prism
 * theme comes from the site config, not from the colour mode (see
 * src/theme/CodeBlock/Content/index.tsx for why). Otherwise as the theme
 * ships it.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
import {getPrismCssVariables} from '@docusaurus/theme-common/internal';
import styles from './styles.module.css';

export default function CodeBlockContainer<T extends 'div' | 'pre'>({
  as: As,
  ...props
}: {as: T} & ComponentProps<T>): ReactNode {
  const prismTheme = useThemeConfig().prism.theme;
  const prismCssVariables = getPrismCssVariables(prismTheme);
  return (
    <As
      // Polymorphic components are hard to type, without `oneOf` generics
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as the theme ships it
      {...(props as any)}
      style={prismCssVariables}
      className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)}
    />
  );
}
