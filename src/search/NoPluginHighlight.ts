/**
 * Stands in for docusaurus-lunr-search's `HighlightSearchResults.jsx`
 * (plugins/search.ts puts it in its place): the plugin's marks a word on the
 * page a result opens with mark.js, which it imports with the search box, so
 * every first search downloaded mark.js (6 KB gzipped). The search bar
 * already marks the chosen word itself (src/theme/SearchBar/useResultHighlight.ts),
 * loading mark.js only when a result is opened.
 */
export function HighlightSearchResults(): null {
  return null;
}
