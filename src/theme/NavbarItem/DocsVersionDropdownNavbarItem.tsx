/**
 * The docs version menu, wrapped so that switching versions keeps the
 * reader's place: the link to another version leads to the page of that
 * version on the same topic (src/versions/pageMap.ts), with the section's
 * anchor where that page has it, instead of the theme's choice (the page of
 * the same id, else the version's first page, which loses the place whenever
 * the versions lay their pages out differently, as v1 and v2 do).
 *
 * Wrapped, not ejected: the original renders as it is, through its public
 * props. It is given only the version being read (so its button and active
 * item stay its own), and the other versions as `dropdownItemsBefore` (newer)
 * and `dropdownItemsAfter` (older), in the registry's order. Off the docs, or
 * until the map has loaded (at once when the reader points at or focuses the
 * menu, or opens the mobile menu, where it is drawn; else a little after the
 * page is up), the original renders untouched.
 *
 * The menu is made anew once the page has hydrated (`key`): its links carry
 * the address's #section, which the server cannot know, and React keeps a
 * server-rendered attribute that differs at hydration (it does not patch it).
 * Left so, a link whose address never changes afterwards keeps the server's
 * href without the section: on a fresh v1 page, or on the first page after a
 * client-side switch where the same item slot already held that address.
 */
import React, {useEffect, type ReactNode} from 'react';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useActiveDocContext, useDocsPreferredVersion, useVersions} from '@docusaurus/plugin-content-docs/client';
import {useVersionSwitch} from '@site/src/components/VersionSwitch/useVersionSwitch';

export default function DocsVersionDropdownNavbarItemWrapper(props: Props): ReactNode {
  const {activeVersion} = useActiveDocContext(props.docsPluginId);
  const versions = useVersions(props.docsPluginId);
  const {savePreferredVersionName} = useDocsPreferredVersion(props.docsPluginId);
  const {urls, load} = useVersionSwitch(props.docsPluginId);
  // The mobile menu draws its items only once opened: that is the reader reaching for it.
  useEffect(() => {
    if (props.mobile) load();
  }, [props.mobile, load]);
  const key = useIsBrowser() ? 'client' : 'hydrating';
  const activeIndex = versions.findIndex((version) => version === activeVersion);
  const mapped = versions.every((version) => version === activeVersion || urls[version.name]);
  // Pointing at (a mouse, a pen or a touch) or focusing the menu's button loads the map at once. The theme
  // passes these props on to the button, whose Link sets its own onMouseEnter and onTouchStart (preloading).
  const reach = {onPointerEnter: load, onFocus: load} as Partial<Props>;
  if (props.versions || activeIndex < 0 || !mapped)
    return <DocsVersionDropdownNavbarItem key={key} {...props} {...reach} />;
  const item = (index: number) => ({
    label: versions[index].label,
    to: urls[versions[index].name]!,
    isActive: () => false,
    onClick: () => savePreferredVersionName(versions[index].name),
  });
  const others = versions.map((_, index) => index).filter((index) => index !== activeIndex);
  return (
    <DocsVersionDropdownNavbarItem
      key={key}
      {...props}
      {...reach}
      versions={[activeVersion!.name]}
      dropdownItemsBefore={[...props.dropdownItemsBefore, ...others.filter((index) => index < activeIndex).map(item)]}
      dropdownItemsAfter={[...others.filter((index) => index > activeIndex).map(item), ...props.dropdownItemsAfter]}
    />
  );
}
