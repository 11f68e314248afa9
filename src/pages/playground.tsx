import React, {lazy, Suspense, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import BrowserOnly from '@docusaurus/BrowserOnly';
import Heading from '@theme/Heading';

// The editor and the engine load with this page only, and only in the browser.
const Playground = lazy(() => import('@site/src/components/Playground'));

const loading = <p>Loading the playground…</p>;

export default function PlaygroundPage(): ReactNode {
  return (
    <Layout title="Playground" description="Write a Textwire template, give it JSON data and see the real engine render it in your browser.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Playground</Heading>
        <p>
          Type a template and its data: the real Textwire engine, compiled to WebAssembly, renders it in your browser as you type. Nothing is sent
          anywhere. Use <strong>Copy link</strong> to share what you wrote.
        </p>
        <BrowserOnly fallback={loading}>
          {() => (
            <Suspense fallback={loading}>
              <Playground />
            </Suspense>
          )}
        </BrowserOnly>
      </main>
    </Layout>
  );
}
