import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
// The editor and the engine's client come with this page's own chunk, so no
// other page loads them; the engine itself is fetched once the page runs.
import Playground from '@site/src/components/Playground';

export default function PlaygroundPage(): ReactNode {
  return (
    <Layout title="Playground" description="Write a Textwire template, give it JSON data and see the real engine render it in your browser.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Playground</Heading>
        <p>
          Type a template and its data: the real Textwire engine, compiled to WebAssembly, renders it in your browser as you type. Nothing is sent
          anywhere. Use <strong>Copy link</strong> to share what you wrote, <strong>Compare</strong> to run it on two engine versions side by side,
          and <strong>Examples</strong> to open any example of the docs. Every action has a keyboard shortcut: see <strong>Keyboard shortcuts</strong>.
        </p>
        <Playground />
      </main>
    </Layout>
  );
}
