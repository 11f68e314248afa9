/**
 * What search tells the rest of the page, as window events: search imports
 * nothing of the features that react (the offline code listens for this one
 * and saves the index and the results' text for offline use), so neither
 * folder needs the other's code in its first load.
 */
export const SEARCH_USED_EVENT = 'textwire:search-used';
