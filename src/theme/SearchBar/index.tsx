/**
 * Wraps the lunr search bar of docusaurus-lunr-search so that its code and
 * index load only when a visitor reaches for search (hover, focus, click or
 * Ctrl/Cmd+K), never with a page's first load. Until then a look-alike
 * input stands in its place.
 */
import React, {useEffect, useState, type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import {SEARCH_SEPARATOR} from '@site/src/search/vocabulary';
import {useResultHighlight} from './useResultHighlight';
import {useResultLabels} from './useResultLabels';
import styles from './styles.module.css';

type Props = {handleSearchBarToggle?: (expanded: boolean) => void; isSearchBarExpanded?: boolean};

type LunrSearchBarProps = Props & {autoFocus: boolean};

async function loadLunrSearchBar(): Promise<ComponentType<LunrSearchBarProps>> {
  // The plugin's client sets lunr's separator when its search code loads;
  // pin ours so queries are cut exactly as the index was built.
  const {default: lunr} = await import('lunr');
  Object.defineProperty(lunr.tokenizer, 'separator', {get: () => SEARCH_SEPARATOR, set: () => undefined, configurable: true});
  return (await import('@theme-original/SearchBar')).default as ComponentType<LunrSearchBarProps>;
}

function shortcutLabel(): string {
  return /^Mac/.test(navigator.platform) ? 'Search ⌘+K' : 'Search Ctrl+K';
}

function StandIn({placeholder, disabled, onWant}: {placeholder: string; disabled?: boolean; onWant?: (focus: boolean) => void}) {
  return (
    <div className={clsx('navbar__search', styles.standIn)}>
      <input
        type="search"
        aria-label="Search"
        className="navbar__search-input"
        placeholder={placeholder}
        disabled={disabled}
        readOnly={!disabled}
        onMouseEnter={() => onWant?.(false)}
        onFocus={() => onWant?.(true)}
        onClick={() => onWant?.(true)}
      />
    </div>
  );
}

export default function SearchBar(props: Props): ReactNode {
  const [wanted, setWanted] = useState<{focus: boolean} | null>(null);
  const [label, setLabel] = useState('Search');
  // Rendered only once its module is in: the plugin starts loading its index
  // during render, so a render React throws away would load it twice.
  const [LunrSearchBar, setLunrSearchBar] = useState<ComponentType<LunrSearchBarProps> | null>(null);

  useEffect(() => {
    if (wanted && !LunrSearchBar) void loadLunrSearchBar().then((component) => setLunrSearchBar(() => component));
  }, [wanted, LunrSearchBar]);

  useEffect(() => setLabel(shortcutLabel()), []);
  useResultHighlight(LunrSearchBar !== null);
  useResultLabels(LunrSearchBar !== null);

  useEffect(() => {
    if (wanted) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setWanted({focus: true});
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [wanted]);

  if (!wanted) {
    return <StandIn placeholder={label} onWant={(focus) => setWanted((current) => current ?? {focus})} />;
  }
  if (!LunrSearchBar) return <StandIn placeholder="Loading..." disabled />;
  return <LunrSearchBar {...props} autoFocus={wanted.focus} />;
}
