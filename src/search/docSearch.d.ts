/**
 * docusaurus-lunr-search's result list (its DocSearch), as
 * src/theme/SearchBar/LunrSearchBar.tsx uses it: the options we pass. It
 * queries through src/search/LunrSearchAdapter.ts (plugins/search.ts).
 */
declare module 'docusaurus-lunr-search/src/theme/SearchBar/DocSearch' {
  type Suggestion = {url?: string};
  type List = {setVal(value: string): void};
  export default class DocSearch {
    constructor(options: {
      searchDocs: unknown[];
      searchIndex: unknown;
      baseUrl: string;
      inputSelector: string;
      maxHits?: number;
      handleSelected: (list: List, event: Event, suggestion: Suggestion) => void;
    });
  }
}
