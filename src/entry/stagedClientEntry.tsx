/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

/**
 * From @docusaurus/core 3.8.1 (lib/client/clientEntry.js),
 * adapted. tests/unit/upstream-drift.test.ts fails when that file changes.
 *
 * The core's client entry (@docusaurus/core/lib/client/clientEntry.js) with
 * its start split over several tasks. The core imports React DOM, the router
 * and the whole app at its top, so the browser evaluated all of main.js, and
 * matched the route, in one task of about 30 to 50 ms on a desktop CPU, four
 * times that on a phone, on every page. Here each group of modules is
 * required in a task of its own; what follows is what the core does: load
 * the route's code, then hydrate in a transition. The `require` calls keep
 * the modules in main.js (an `import()` would make chunks of them) while
 * deferring their evaluation. plugins/core-client-overrides.ts puts this in
 * place of the core's entry.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- require() defers a module's evaluation and keeps it in main.js (see above) */
import type {ComponentType, ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import {nextTask} from '../client/runInSeparateTasks';

type ReactDOMClient = typeof import('react-dom/client');
type Wrapper = ComponentType<{children: ReactNode}>;

/**
 * The core sets window.docusaurus while main.js runs, and the home page's
 * inline base-URL check reads it when the HTML has been read (before the
 * tasks below). Links call these once the page is hydrated:
 * - `prefetch`, when a link comes into view, does nothing. The core's
 *   matched the link's route against every route and added a prefetch link
 *   per chunk, for every link on screen, on every page: work (and downloads)
 *   for pages the reader mostly never opens (issue #57, docs-dev/benchmarks.md).
 * - `preload`, when the reader points at or touches a link, loads the
 *   route's code as a navigation does (src/theme/CodeBlock/preloadNavigation.ts, which stands in
 *   for the core's ./preload), required on first use.
 */
function defineGlobalHelpers(): void {
  window.docusaurus = {
    prefetch: () => false,
    // The core's contract resolves to an array; links ignore the result.
    preload: (url) => {
      const loading = (
        require('../theme/CodeBlock/preloadNavigation') as typeof import('../theme/CodeBlock/preloadNavigation')
      )
        .default(url)
        .then(() => []);
      // A hover's load that fails (offline, say) is the navigation's to handle if the reader
      // follows the link, not an uncaught error of the page.
      loading.catch(() => undefined);
      return loading;
    },
  };
}

async function start(): Promise<void> {
  await nextTask();
  const React: typeof import('react') = require('react');
  const ReactDOM: ReactDOMClient = require('react-dom/client');
  await nextTask();
  const {BrowserRouter, HashRouter}: {BrowserRouter: Wrapper; HashRouter: Wrapper} = require('react-router-dom');
  const {HelmetProvider}: {HelmetProvider: Wrapper} = require('react-helmet-async');
  await nextTask();
  const App: ComponentType = require('@docusaurus/core/lib/client/App').default;
  await nextTask();
  // Our stand-in for the core's ./preload (the 404 document's first render).
  const preload: (pathname: string) => Promise<unknown> = require('../client/preloadRenderedRoute').default;

  const Router = siteConfig.future.experimental_router === 'hash' ? HashRouter : BrowserRouter;
  const app = (
    <HelmetProvider>
      <Router>
        <App />
      </Router>
    </HelmetProvider>
  );
  const onRecoverableError = (error: unknown, errorInfo: unknown) => {
    console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
  };
  const renderApp = () => {
    if (window.docusaurusRoot) {
      window.docusaurusRoot.render(app);
      return;
    }
    const container = document.getElementById('__docusaurus')!;
    // The HTML is the page of the document's address; if Back or Forward moved the address before
    // the page started, it is rendered anew rather than hydrated over another page's markup.
    if (process.env.HYDRATE_CLIENT_ENTRY && window.location.pathname === documentPathname()) {
      window.docusaurusRoot = ReactDOM.hydrateRoot(container, app, {onRecoverableError});
    } else {
      const root = ReactDOM.createRoot(container, {onRecoverableError});
      root.render(app);
      window.docusaurusRoot = root;
    }
  };
  try {
    await preload(window.location.pathname);
  } catch (error) {
    // Back or Forward pressed before the page started: the address is no longer the document's,
    // and that page's code could not be loaded (offline, or gone with a new build). Ask for the
    // address itself, as the core's navigation does on a failed load (PendingNavigation), and the
    // server or the offline worker answers. The document's own code failing is not retried here:
    // a reload would load the same document again.
    if (window.location.pathname !== documentPathname()) {
      window.location.reload();
      return;
    }
    throw error;
  }
  React.startTransition(renderApp);
}

/** The path of the document as the browser loaded it (the address may have moved since). */
function documentPathname(): string {
  const [navigation] = performance.getEntriesByType('navigation');
  return navigation ? new URL(navigation.name).pathname : window.location.pathname;
}

if (ExecutionEnvironment.canUseDOM) {
  defineGlobalHelpers();
  void start();
  // Development: the entry accepts its own hot updates, as the core's does.
  const hot = (module as {hot?: {accept: () => void}}).hot;
  hot?.accept();
}
