/**
 * Long articles are laid out a little at a time while they load. A docs page
 * arrives with its whole article in the HTML, and the browser laid out all of
 * it right after the first paint: on the longest page, 40 to 60 ms in one
 * piece on a desktop CPU, four times that on a phone. An inline script in the
 * head (LAZY_LAYOUT_SCRIPT) marks a plain visit; custom.css then lets the
 * browser skip the blocks of the article that are off screen
 * (`content-visibility: auto`). Once the page runs, the rest is laid out a
 * batch of blocks per idle moment, and the page ends as any other.
 *
 * A jump to a section must see the whole page laid out, or it lands where the
 * placeholders put it; so must leaving, because the browser keeps the scroll
 * position for coming back. So everything is laid out at once on a click on
 * a link, on a change of the fragment, and on a move to another page. Visits
 * that start with a fragment, or that restore a scroll position (back,
 * forward, reload), never skip anything.
 */
import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {whenIdle} from './idleQueue';
import {LAZY_LAYOUT_ATTRIBUTE} from './lazyLayoutScript';

/** The article's blocks: what custom.css lets the browser skip. */
const ARTICLE_BLOCKS = '.markdown > *';
/** Marks a block already laid out, so the browser no longer skips it (custom.css). */
const LAID_OUT_ATTRIBUTE = 'data-laid-out';
const BLOCKS_PER_STEP = 20;

const root = () => document.documentElement;

/**
 * Lays out every block now, keeping what the visitor sees where it is: blocks
 * above the screen can change height when laid out, so the page scrolls by
 * as much as the first block on screen moved.
 */
function layOutEverything(): void {
  if (!root().hasAttribute(LAZY_LAYOUT_ATTRIBUTE)) return;
  const onScreen = Array.from(document.querySelectorAll(ARTICLE_BLOCKS)).find(
    (block) => block.getBoundingClientRect().bottom > 0,
  );
  const topBefore = onScreen?.getBoundingClientRect().top ?? 0;
  root().removeAttribute(LAZY_LAYOUT_ATTRIBUTE);
  if (onScreen) window.scrollBy(0, onScreen.getBoundingClientRect().top - topBefore);
}

function layOutInSteps(): void {
  const blocks = Array.from(document.querySelectorAll(ARTICLE_BLOCKS));
  for (let start = 0; start < blocks.length; start += BLOCKS_PER_STEP) {
    const step = blocks.slice(start, start + BLOCKS_PER_STEP);
    whenIdle(() => {
      if (root().hasAttribute(LAZY_LAYOUT_ATTRIBUTE))
        step.forEach((block) => block.setAttribute(LAID_OUT_ATTRIBUTE, ''));
    });
  }
  whenIdle(layOutEverything);
}

if (ExecutionEnvironment.canUseDOM && root().hasAttribute(LAZY_LAYOUT_ATTRIBUTE)) {
  document.addEventListener(
    'click',
    (event) => {
      // Before a jump to a section, and before leaving: the browser keeps the
      // scroll position for coming back, and it must be a real one.
      if (event.target instanceof Element && event.target.closest('a[href]')) layOutEverything();
    },
    true,
  );
  window.addEventListener('hashchange', layOutEverything);
  // Containment clips what a block's children paint outside it, such as the
  // focus ring of a code block: focus in the article lays it all out.
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof Element && event.target.closest('.markdown')) layOutEverything();
  });
}

const progressiveLayout: ClientModule = {
  // Before another page (or another fragment) renders, and is scrolled to.
  onRouteUpdate({previousLocation}) {
    if (previousLocation) layOutEverything();
  },
  // After the first render: the page runs, the rest can be laid out.
  onRouteDidUpdate({previousLocation}) {
    if (!previousLocation && root().hasAttribute(LAZY_LAYOUT_ATTRIBUTE)) layOutInSteps();
  },
};

export default progressiveLayout;
