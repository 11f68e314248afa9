/**
 * The theme's navbar drawer, built the first time the visitor opens it. At
 * phone width the theme builds it, closed, in the update that follows
 * hydration: the site's menu with its version and other dropdowns, and on a
 * docs page the whole docs sidebar, about 50 ms on a desktop CPU, four times
 * that on a phone, on every page, for a menu most visits never open (issue
 * #57, docs-dev/benchmarks.md; it was built in a transition before, which cut
 * that work into slices but still did it). Once built it stays, so that it
 * closes as the theme closes it and keeps the menu the visitor was in.
 */
import React, {useState, type ReactNode} from 'react';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

export default function NavbarMobileSidebarOnOpen(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [built, setBuilt] = useState(shown);
  // Set while rendering: the drawer is built in the same render that opens it.
  if (shown && !built) setBuilt(true);
  return built || shown ? <NavbarMobileSidebar /> : null;
}
