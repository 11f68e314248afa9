import React, {memo, useEffect, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import clsx from 'clsx';
// The editor and the engine's client come with this page's own chunk, so no
// other page loads them.
import Link from '@docusaurus/Link';
import Workbench, {
  AddFileButton,
  DataPane,
  FileActions,
  FileBar,
  OutputPreview,
  OutputSource,
  Panes,
  Results,
  TemplatePane,
  useStoreSlice,
  useWorkbenchSlice,
  useWorkbenchStore,
  type WorkbenchStore,
} from '@site/src/components/Workbench';
import PlaygroundToolbar from '@site/src/components/PlaygroundToolbar';
import SavedWorkNotes from '@site/src/components/SavedWork';
import {useSavedWork} from '@site/src/components/SavedWork/useSavedWork';
import {warmEngine} from '@site/src/engine/browser';
import {addressVersion} from '@site/src/playground/address';
import {SAMPLE} from '@site/src/workbench/state';
import styles from './playground.module.css';
import workbenchStyles from '@site/src/components/Workbench/styles.module.css';

// The engine starts (worker, download, compile) as this page's code is
// evaluated, before React renders the editors: the version of the link in
// the address (when small enough to read at once), or the sample's.
if (typeof window !== 'undefined') warmEngine(addressVersion() ?? SAMPLE.version);

/**
 * The page keeps the store's state in the address and in drafts: this part
 * renders as the state changes, the workbench's parts beside it do not.
 */
function KeptWork({store, onReady}: {store: WorkbenchStore; onReady: (ready: boolean) => void}): ReactNode {
  // useSavedWork reads the store's state; this part renders again when it changes.
  useStoreSlice(store, (snapshot) => snapshot.model.state);
  const savedWork = useSavedWork(store);
  useEffect(() => onReady(savedWork.ready), [savedWork.ready, onReady]);
  return <SavedWorkNotes work={savedWork} />;
}

/** The docs section the state came from (Try it, the examples menu), linked back. */
function Origin(): ReactNode {
  const origin = useWorkbenchSlice((snapshot) => snapshot.model.state.origin);
  return origin ? (
    <p className={workbenchStyles.origin} data-testid="playground-origin">
      From the docs: <Link to={origin.href}>{origin.label}</Link>
    </p>
  ) : null;
}

/** The playground's workbench: its toolbar, the notes about kept work, and every part. */
const PlaygroundWorkbench = memo(function PlaygroundWorkbench({store}: {store: WorkbenchStore}): ReactNode {
  const [ready, setReady] = useState(false);
  return (
    <Workbench store={store} ready={ready}>
      <PlaygroundToolbar />
      <KeptWork store={store} onReady={setReady} />
      <Origin />
      <Panes
        input={
          <>
            <TemplatePane
              addFile={<AddFileButton />}
              fileBar={<FileBar addFile={<AddFileButton />} actions={<FileActions />} />}
            />
            <DataPane />
          </>
        }
        result={
          <Results>
            <OutputPreview />
            <OutputSource title="HTML" />
          </Results>
        }
      />
    </Workbench>
  );
});

export default function PlaygroundPage(): ReactNode {
  // This page owns the workbench's state, and keeps it in the address and in drafts.
  const store = useWorkbenchStore(SAMPLE);
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
        <PlaygroundWorkbench store={store} />
      </main>
    </Layout>
  );
}
