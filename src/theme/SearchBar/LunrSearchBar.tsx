/**
 * The search box, once its code and files are in (./index.tsx loads them
 * when a visitor reaches for search, never with a page's first load). The
 * list under it is docusaurus-lunr-search's (its DocSearch: autocomplete.js
 * and its templates) querying through our adapter
 * (src/search/LunrSearchAdapter.ts, put in its place by plugins/search.ts).
 * The plugin's own box is not used: it fetched the index itself, once per
 * visit, read an error page as data and said "Loading..." for good when the
 * fetch failed (issue #53); here the box is given files already loaded and
 * checked. What we add to its results: a name for each result link
 * (./useResultLabels.ts) and the chosen word marked on the page a result
 * opens (./useResultHighlight.ts).
 */
import React, {useEffect, useRef, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import DocSearch from 'docusaurus-lunr-search/src/theme/SearchBar/DocSearch';
import 'docusaurus-lunr-search/src/theme/SearchBar/algolia.css';
import type {SearchDoc} from '@site/src/search/indexer';
import type {SearchIndexFile} from '@site/src/search/LunrSearchAdapter';
import {useResultHighlight} from './useResultHighlight';
import {useResultLabels} from './useResultLabels';

/** The two files the plugin's build writes and ours rewrites (plugins/search.ts). */
export type SearchFiles = {
  docs: {searchDocs: SearchDoc[]; options: {maxHits?: number}};
  index: SearchIndexFile;
};

export type Props = {
  files: SearchFiles;
  baseUrl: string;
  placeholder: string;
  /** Called once the list is attached to the input, which can then take queries. */
  onReady: (input: HTMLInputElement) => void;
  /** Called instead when the files could not be read (the list threw on them). */
  onFailed: (error: unknown) => void;
};

/** The id the result highlighter (./useResultHighlight.ts) knows the input by. */
export const INPUT_ID = 'search_input_react';

export default function LunrSearchBar({files, baseUrl, placeholder, onReady, onFailed}: Props): ReactNode {
  useResultHighlight();
  useResultLabels();
  const history = useHistory();
  const inputRef = useRef<HTMLInputElement>(null);
  const started = useRef(false);

  useEffect(() => {
    const input = inputRef.current;
    if (started.current || !input) return;
    started.current = true;
    try {
      new DocSearch({
        searchDocs: files.docs.searchDocs,
        searchIndex: files.index,
        baseUrl,
        inputSelector: `#${INPUT_ID}`,
        maxHits: files.docs.options.maxHits,
        // Client-side navigation in place of the list's own link, which would load the page afresh.
        handleSelected: (list, event, suggestion) => {
          list.setVal('');
          (event.target as HTMLElement | null)?.blur();
          history.push(suggestion.url || '/');
        },
      });
    } catch (error) {
      onFailed(error);
      return;
    }
    onReady(input);
  }, [files, baseUrl, history, onReady, onFailed]);

  return (
    <div className="navbar__search">
      <input
        ref={inputRef}
        id={INPUT_ID}
        type="search"
        placeholder={placeholder}
        aria-label="Search"
        className="navbar__search-input"
      />
    </div>
  );
}
