/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

/**
 * From @docusaurus/theme-classic 3.8.1 (src/theme/DocSidebar/Mobile/index.tsx),
 * ejected. tests/unit/upstream-drift.test.ts fails when that file changes.
 *
 * The theme's mobile docs sidebar, ejected to change what it hands to the
 * navbar: one memoized object instead of the sidebar's props. The theme
 * shallow-memoizes those props by sorting their keys with `localeCompare`,
 * and the first `localeCompare` of a page builds the browser's collator:
 * 12 to 30 ms in one piece on a desktop CPU, four times that on a phone, in
 * the render that follows hydration on every docs page at phone width. With
 * one key there is nothing to sort, so no page builds a collator at load.
 * Otherwise as the theme ships it.
 */
import React, {memo, useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import {NavbarSecondaryMenuFiller, ThemeClassNames} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import DocSidebarItems from '@theme/DocSidebarItems';
import type {Props} from '@theme/DocSidebar/Mobile';

type MenuProps = {menu: Pick<Props, 'sidebar' | 'path'>};

function DocSidebarMobileSecondaryMenu({menu: {sidebar, path}}: MenuProps): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  return (
    <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
      <DocSidebarItems
        items={sidebar}
        activePath={path}
        onItemClick={(item) => {
          // The drawer closes only when the visitor goes somewhere.
          if ((item.type === 'category' && item.href) || item.type === 'link') {
            mobileSidebar.toggle();
          }
        }}
        level={1}
      />
    </ul>
  );
}

function DocSidebarMobile({sidebar, path}: Props): ReactNode {
  const menu = useMemo(() => ({sidebar, path}), [sidebar, path]);
  return <NavbarSecondaryMenuFiller component={DocSidebarMobileSecondaryMenu} props={{menu}} />;
}

export default memo(DocSidebarMobile);
