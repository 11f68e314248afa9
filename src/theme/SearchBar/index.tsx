/**
 * Wraps the lunr search bar of docusaurus-lunr-search so that its code and
 * index load only when a visitor reaches for search (hover, focus, click or
 * Ctrl/Cmd+K), never with a page's first load. Until then a look-alike
 * input stands in its place.
 */
import React, {useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {onDemand, useOnDemand} from '@site/src/client/onDemand';
import type {Props as LunrSearchBarProps} from './LunrSearchBar';
import styles from './styles.module.css';

type Props = Omit<LunrSearchBarProps, 'autoFocus'>;

/** The plugin and what we add to its results (./LunrSearchBar.tsx). */
const lunrSearchBar = onDemand(() => import('./LunrSearchBar'));

function shortcutLabel(): string {
  return /^Mac/.test(navigator.platform) ? 'Search ⌘+K' : 'Search Ctrl+K';
}

/**
 * Stays enabled while the plugin's code loads, so a visitor who tabbed onto
 * it keeps focus there (a disabled input would drop focus to the page).
 */
function StandIn({
  placeholder,
  inputRef,
  onWant,
}: {
  placeholder: string;
  inputRef: RefObject<HTMLInputElement>;
  onWant: () => void;
}) {
  return (
    <div className={clsx('navbar__search', styles.standIn)}>
      <input
        ref={inputRef}
        type="search"
        aria-label="Search"
        className="navbar__search-input"
        placeholder={placeholder}
        readOnly
        onMouseEnter={onWant}
        onFocus={onWant}
        onClick={onWant}
      />
    </div>
  );
}

/** The plugin's input is usable once its index is in: it is disabled until then. */
function findReadyInput(slot: HTMLElement): HTMLInputElement | null {
  return slot.querySelector<HTMLInputElement>('input[aria-label="Search"]:not(:disabled)');
}

/**
 * Calls onReady with the plugin's input once it is enabled. Watching the DOM
 * is the only signal: the plugin keeps its readiness in its own state.
 */
function useWhenPluginReady(
  slotRef: RefObject<HTMLDivElement | null>,
  mounted: boolean,
  onReady: (input: HTMLInputElement) => void,
): void {
  useEffect(() => {
    const slot = slotRef.current;
    if (!mounted || !slot) return undefined;
    let done = false;
    const check = () => {
      const input = findReadyInput(slot);
      if (done || !input) return;
      done = true;
      observer.disconnect();
      onReady(input);
    };
    const observer = new MutationObserver(check);
    observer.observe(slot, {subtree: true, childList: true, attributes: true, attributeFilter: ['disabled']});
    check();
    return () => observer.disconnect();
  }, [slotRef, mounted, onReady]);
}

export default function SearchBar(props: Props): ReactNode {
  const [wanted, setWanted] = useState(false);
  // The server cannot know the visitor's platform: the shortcut shows once hydrated.
  const hydrated = useIsBrowser();
  const label = hydrated ? shortcutLabel() : 'Search';
  // Rendered only once its module is in: the plugin starts loading its index
  // during render, so a render React throws away would load it twice.
  const LunrSearchBar = useOnDemand(lunrSearchBar, wanted)?.default ?? null;
  // The plugin's input stays disabled while its index loads, and a disabled
  // input drops focus. So the plugin loads hidden and the stand-in, which
  // keeps focus, stays in view until the plugin's input is usable.
  const [ready, setReady] = useState(false);
  const standInRef = useRef<HTMLInputElement>(null);
  const slotRef = useRef<HTMLDivElement>(null);
  const focusOnReady = useRef<HTMLInputElement | null>(null);

  const onPluginReady = useCallback((input: HTMLInputElement) => {
    // Focus follows only a visitor still on the search box; one who has
    // tabbed on or clicked elsewhere keeps their place.
    focusOnReady.current = document.activeElement === standInRef.current ? input : null;
    setReady(true);
  }, []);
  useWhenPluginReady(slotRef, LunrSearchBar !== null, onPluginReady);
  useLayoutEffect(() => {
    if (ready) focusOnReady.current?.focus();
  }, [ready]);

  useEffect(() => {
    if (ready) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        standInRef.current?.focus();
        setWanted(true);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [ready]);

  return (
    <>
      {!ready && (
        <StandIn placeholder={wanted ? 'Loading...' : label} inputRef={standInRef} onWant={() => setWanted(true)} />
      )}
      {LunrSearchBar && (
        <div ref={slotRef} className={ready ? styles.pluginShown : styles.pluginLoading}>
          <LunrSearchBar {...props} autoFocus={false} />
        </div>
      )}
    </>
  );
}
