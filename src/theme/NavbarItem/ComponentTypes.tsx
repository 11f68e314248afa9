/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

/**
 * From @docusaurus/theme-classic 3.8.1 (src/theme/NavbarItem/ComponentTypes.tsx),
 * ejected (a "safe" eject, the documented way to change the navbar's item
 * types). tests/unit/upstream-drift.test.ts fails when that file changes.
 *
 * Only the item types docusaurus.config.ts uses: the theme's map imports
 * every type, so the locale dropdown (with its icon), the single-doc and
 * single-version items and the HTML item were in every page's main.js
 * without ever being shown (about 1 KB compressed, docs-dev/budgets.md).
 * tests/unit/navbar-items.test.ts fails when the config uses a type left out.
 */
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';
import DocsVersionDropdownNavbarItem from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';

import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';

const ComponentTypes = {
  default: DefaultNavbarItem,
  search: SearchNavbarItem,
  dropdown: DropdownNavbarItem,
  docSidebar: DocSidebarNavbarItem,
  docsVersionDropdown: DocsVersionDropdownNavbarItem,
} as Partial<ComponentTypesObject> as ComponentTypesObject;

export default ComponentTypes;
