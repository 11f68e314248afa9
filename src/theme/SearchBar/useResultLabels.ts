/**
 * The plugin gives every result link the same accessible name, "Link to the
 * result", which hides the result from screen readers. Name each one after
 * its page and section instead, as the list shows them.
 */
import {useEffect} from 'react';

const LINK = 'a.algolia-docsearch-suggestion';

function text(root: Element, selector: string): string {
  return (
    root
      .querySelector(selector)
      ?.textContent?.replace(/\u200b/g, '')
      .trim() ?? ''
  );
}

function nameResults(): void {
  for (const link of document.querySelectorAll(`${LINK}:not([data-named])`)) {
    const page = text(link, '.algolia-docsearch-suggestion--category-header-lvl0');
    const section = text(link, '.algolia-docsearch-suggestion--title');
    link.setAttribute('aria-label', section && section !== page ? `${page} › ${section}` : page || section);
    link.setAttribute('data-named', '');
  }
}

export function useResultLabels(): void {
  useEffect(() => {
    const observer = new MutationObserver(nameResults);
    observer.observe(document.body, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, []);
}
