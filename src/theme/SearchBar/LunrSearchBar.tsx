/**
 * The plugin's search bar with what this site adds to its results: a name
 * for each result link (./useResultLabels.ts) and the chosen word marked on
 * the page a result opens (./useResultHighlight.ts). Loaded with the plugin
 * when a visitor reaches for search (./index.tsx), never with a page's first
 * load. Once loaded, every page's navbar renders it at once, so the page a
 * result opens marks the word.
 */
import React, {type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import {useResultHighlight} from './useResultHighlight';
import {useResultLabels} from './useResultLabels';

export type Props = {
  handleSearchBarToggle?: (expanded: boolean) => void;
  isSearchBarExpanded?: boolean;
  autoFocus: boolean;
};

export default function LunrSearchBar(props: Props): ReactNode {
  useResultHighlight();
  useResultLabels();
  return <SearchBar {...props} />;
}
