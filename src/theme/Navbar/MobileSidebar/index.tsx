/**
 * The theme's navbar drawer, built at low priority once the page has
 * hydrated. At phone width the theme builds it, closed, in the update that
 * follows hydration: the site's menu with its version and other dropdowns,
 * and on a docs page the whole docs sidebar, about 50 ms in one uninterrupted
 * task on a desktop CPU. In a transition, React renders it in small slices
 * between the visitor's own input, and only adds it to the page in one piece.
 * A tap on the menu button before it is ready builds it at once.
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
