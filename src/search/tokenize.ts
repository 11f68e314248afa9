/**
 * How search cuts text into words, shared by the index (built in
 * plugins/search.ts) and the search box (src/search/LunrSearchAdapter.ts),
 * so a query is cut exactly as the pages were.
 */
import {SEARCH_SEPARATOR} from './vocabulary';

export type Word = {
  /** Lower-cased word as written. */
  text: string;
  /** Where it starts in the text, and how long it is there. */
  start: number;
  length: number;
};

/** `ErrorPagePath` -> Error, Page, Path; `trimLeft` -> trim, Left; `HTMLEscape` -> HTML, Escape. */
const CAMEL_PART = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g;

/**
 * The words of a text with their places. A camelCase name also gives its
 * parts (`TemplateDir` gives `templatedir`, `template` and `dir`), so
 * "template dir" finds `TemplateDir` and "trim left" finds `trimLeft`.
 */
export function words(text: string): Word[] {
  const result: Word[] = [];
  const separator = new RegExp(SEARCH_SEPARATOR.source, 'g');
  let start = 0;
  const push = (end: number) => {
    if (end <= start) return;
    const raw = text.slice(start, end);
    result.push({text: raw.toLowerCase(), start, length: raw.length});
    const parts = raw.match(CAMEL_PART);
    if (parts && parts.length > 1 && parts.join('') === raw) {
      let offset = start;
      for (const part of parts) {
        result.push({text: part.toLowerCase(), start: offset, length: part.length});
        offset += part.length;
      }
    }
  };
  for (const match of text.matchAll(separator)) {
    push(match.index);
    start = match.index + match[0].length;
  }
  push(text.length);
  return result;
}
