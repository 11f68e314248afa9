/**
 * The head's inline script for progressiveLayout.ts, kept apart so that the
 * site config can import it. It runs before the article is read and marks a
 * plain visit: no fragment to jump to, no scroll position to restore.
 */
// An attribute, not a class: the head manager rewrites the root's class.
export const LAZY_LAYOUT_ATTRIBUTE = 'data-lazy-layout';

export const LAZY_LAYOUT_SCRIPT = `(function(){try{var n=performance.getEntriesByType('navigation')[0];if(!location.hash&&n&&n.type==='navigate')document.documentElement.setAttribute('${LAZY_LAYOUT_ATTRIBUTE}','')}catch(e){}})()`;
