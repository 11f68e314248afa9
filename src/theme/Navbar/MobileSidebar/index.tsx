/**
 * The theme's navbar drawer, built at low priority after the page loads. At
 * phone width the theme builds it, closed, in the update that follows
 * hydration: the site's menu with its version and other dropdowns, and on a
 * docs page the whole docs sidebar, about 50 ms in one uninterrupted task on
 * this machine. Built in a transition, React does the same work in small
 * slices between the visitor's own input. A tap on the menu button before it
 * is ready builds it at once.
 */
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

export default function NavbarMobileSidebarWhenIdle(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready || shown ? <NavbarMobileSidebar /> : null;
}
