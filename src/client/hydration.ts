/**
 * Whether React is still hydrating the page the server rendered: from the
 * start until the first route has rendered. A component that mounts while
 * hydrating has the server's markup in the document already (a code block
 * keeps it, see src/theme/CodeBlock/Content); one that mounts later does not.
 * Read once when a component mounts: it changes once, and nothing re-renders
 * for it. The dev server renders in the browser from the start.
 */
import type {ClientModule} from '@docusaurus/types';

let hydrated = !process.env.HYDRATE_CLIENT_ENTRY;

export function isHydrating(): boolean {
  return typeof window !== 'undefined' && !hydrated;
}

const hydration: ClientModule = {
  // After the first render's commit (a layout effect above every route):
  // every component of the server's page has mounted by then.
  onRouteDidUpdate({previousLocation}) {
    if (!previousLocation) hydrated = true;
  },
};

export default hydration;
