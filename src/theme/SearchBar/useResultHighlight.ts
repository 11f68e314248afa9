/**
 * Highlights the matched word on the page a search result opens. The
 * plugin means to do this, but it takes the word from the first non-empty
 * field of a result, which for a heading match holds no highlight, so
 * nothing is marked. We take the word the result list itself highlighted.
 */
import {useEffect} from 'react';
import {useLocation} from '@docusaurus/router';
import type Mark from 'mark.js';

const HIGHLIGHT = '.algolia-docsearch-suggestion--highlight';
const CHOSEN_WITHIN_MS = 5000;

let chosen: {word: string; at: number} | null = null;

function remember(suggestion: Element | null | undefined): void {
  const word = suggestion
    ?.querySelector(HIGHLIGHT)
    ?.textContent?.replace(/\u200b/g, '')
    .trim();
  if (word) chosen = {word, at: Date.now()};
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.key === 'Enter' && (event.target as Element | null)?.id === 'search_input_react') {
    remember(document.querySelector('.ds-suggestion.ds-cursor'));
  }
}

function onPointerDown(event: PointerEvent): void {
  remember((event.target as Element | null)?.closest('.ds-suggestion'));
}

export function useResultHighlight(): void {
  const location = useLocation();

  useEffect(() => {
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, []);

  useEffect(() => {
    if (!chosen || Date.now() - chosen.at > CHOSEN_WITHIN_MS) return undefined;
    const root = document.querySelector('article') ?? document.querySelector('main');
    if (!root) return undefined;
    const word = chosen.word;
    chosen = null;
    // mark.js comes with the search code, never with a page's first load.
    let mark: Mark | null = null;
    let left = false;
    void import('mark.js').then(({default: MarkJs}) => {
      if (left) return;
      mark = new MarkJs(root);
      try {
        mark.mark(word, {ignoreJoiners: true, separateWordSearch: false});
      } catch (error) {
        // The spec: a highlight failure is only logged.
        console.warn('search: could not highlight', word, error);
      }
    });
    return () => {
      left = true;
      mark?.unmark();
    };
  }, [location.pathname, location.hash]);
}
