import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import clsx from 'clsx';
// The editor and the engine's client come with this page's own chunk, so no
// other page loads them.
import Workbench, {useWorkbenchStore} from '@site/src/components/Workbench';
import SavedWorkNotes from '@site/src/components/SavedWork';
import {useSavedWork} from '@site/src/components/SavedWork/useSavedWork';
import {warmEngine} from '@site/src/engine/browser';
import {addressVersion} from '@site/src/playground/address';
import {SAMPLE} from '@site/src/playground/state';
import styles from './playground.module.css';

// The engine starts (worker, download, compile) as this page's code is
// evaluated, before React renders the editors: the version of the link in
// the address (when small enough to read at once), or the sample's.
if (typeof window !== 'undefined') warmEngine(addressVersion() ?? SAMPLE.version);

export default function PlaygroundPage(): ReactNode {
  // This page owns the workbench's state, and keeps it in the address and in drafts.
  const store = useWorkbenchStore(SAMPLE);
  const savedWork = useSavedWork(store);
  return (
    <Layout
      title="Playground"
      description="Write a Textwire template, give it JSON data and see the real engine render it in your browser."
    >
      <main className="container margin-vert--lg">
        {/* The heading and its "markdown" text are what search indexes of this page (docusaurus-lunr-search). */}
        <article>
          <Heading as="h1">Playground</Heading>
          <div className={clsx('markdown', styles.intro)}>
            <p>
              Type a template and its data: the real Textwire engine, compiled to WebAssembly, renders it in your
              browser as you type. Nothing is sent anywhere: your work is kept in this browser as a draft, and a link
              holds it after the <code>#</code>, which browsers never send. Use <strong>Copy link</strong> to share what
              you wrote, <strong>Compare</strong> to run it on two engine versions side by side, and{' '}
              <strong>Examples</strong> to open any example of the docs. Every action has a keyboard shortcut: see{' '}
              <strong>Keyboard shortcuts</strong>.
            </p>
          </div>
        </article>
        <Workbench store={store} ready={savedWork.ready}>
          <SavedWorkNotes work={savedWork} />
        </Workbench>
      </main>
    </Layout>
  );
}
