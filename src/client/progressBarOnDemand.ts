/**
 * Stands in for the theme's client module that shows a progress bar when a
 * navigation waits more than 200 ms for the next page
 * (@docusaurus/theme-classic/lib/nprogress.js, with the nprogress library):
 * about 1.5 KB compressed in every page's main.js that only a navigation
 * uses. The original is loaded when the first navigation starts, long before
 * its 200 ms are up, and then does what it always did.
 * plugins/lazy-progress-bar.ts puts this in its place.
 */
import type {ClientModule} from '@docusaurus/types';
import {onDemand} from './onDemand';

const progressBar = onDemand(
  () => import(/* webpackChunkName: "progress-bar" */ '@docusaurus/theme-classic/lib/nprogress.js'),
);

const progressBarOnDemand: ClientModule = {
  onRouteUpdate(args) {
    // The first render is no navigation: the original does nothing then.
    if (!args.previousLocation) return undefined;
    let finished = false;
    let cleanup: void | (() => void);
    progressBar.load().then(
      ({default: original}) => {
        if (!finished) cleanup = original.onRouteUpdate?.(args);
      },
      // Without its bar, a navigation still goes on.
      () => undefined,
    );
    return () => {
      finished = true;
      cleanup?.();
    };
  },
  onRouteDidUpdate(args) {
    progressBar.loaded()?.default.onRouteDidUpdate?.(args);
  },
};

export default progressBarOnDemand;
