/**
 * The path of the page on screen, as the router last rendered it (a client
 * module: Docusaurus calls onRouteDidUpdate after each route's commit). While
 * a navigation is pending, it is still the page being left.
 * src/theme/CodeBlock/preloadNavigation.ts reads it to tell a navigation within the
 * page on screen (a new fragment or query, such as a playground link opened
 * on the playground), which renders no new page.
 */
import type {ClientModule} from '@docusaurus/types';

let shown: string | null = null;

export function shownPathname(): string | null {
  return shown;
}

const shownRoute: ClientModule = {
  onRouteDidUpdate({location}) {
    shown = location.pathname;
  },
};

export default shownRoute;
