/**
 * The core's preload helper, with one more thing to wait for: the code that
 * renders a code block (src/theme/CodeBlock/renderer.ts). A page's first
 * load leaves that code out (a block that came with the HTML is kept as it
 * is), so a page opened within the site would otherwise show its code blocks
 * unstyled until it arrived, then grow by their titles and buttons. A
 * navigation waits for this preload before it renders the next page, and a
 * link calls it when the visitor points at or touches it (window.docusaurus,
 * set by stagedClientEntry.tsx), so the download starts before the click.
 * plugins/core-client-overrides.ts puts this in place of the core's
 * ./preload for the core's own importers in the browser bundle.
 */
import preloadRoute from '@docusaurus/core/lib/client/preload.js';
import {codeBlockRenderer} from '@site/src/theme/CodeBlock/renderer';
import {shownPathname} from '../../client/shownRoute';

export default function preload(pathname: string): Promise<unknown> {
  // A navigation within the page on screen (a playground link opened on the
  // playground) renders no new block, and its page must hear of it at once:
  // the playground reads the new address when the router passes it on, and
  // a save of its own meanwhile would write over that address.
  if (pathname === shownPathname()) return preloadRoute(pathname);
  return Promise.all([preloadRoute(pathname), codeBlockRenderer.load()]);
}
