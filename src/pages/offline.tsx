/**
 * /offline: what a page that is not saved on this device shows when there is
 * no connection. The service worker serves this page's markup, without its
 * scripts, at the address asked for (src/offline/serviceWorker.mjs), so it
 * must say everything without JavaScript: plain links only.
 */
import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {LATEST_VERSION} from '@site/src/versions';

export default function OfflinePage(): ReactNode {
  return (
    <Layout
      title="Not available offline"
      description="This page is not saved on this device, and there is no connection to fetch it."
    >
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--xl">
        <Heading as="h1">Not available offline</Heading>
        <p>
          You are offline, and this page has not been saved on this device yet. It will open as soon as you are back
          online.
        </p>
        <p>
          Pages you have read here before still open, and so does the tour once you have visited it. To keep the{' '}
          {LATEST_VERSION.name} docs, the tour and the playground for the next time you are offline, choose{' '}
          <strong>Save for offline</strong> on <Link to="/tour">the tour&apos;s page</Link> or at the foot of any docs
          page while you are online.
        </p>
        <ul>
          <li>
            <Link to="/tour">The tour</Link>
          </li>
          <li>
            <Link to="/playground">The playground</Link>
          </li>
          <li>
            <Link to={`${LATEST_VERSION.route}/introduction`}>The docs</Link>
          </li>
        </ul>
      </main>
    </Layout>
  );
}
