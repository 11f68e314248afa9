/**
 * "Copy page" and "View as Markdown" on every docs page: the page as the
 * Markdown the build writes beside it (plugins/llms.ts), for pasting into an
 * assistant or reading in a tool. The copy is announced in a live region.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import {markdownPath} from '@site/src/llms/markdownPath';
import {onDemand} from '@site/src/client/onDemand';
import styles from './styles.module.css';

/** Long enough to read; the message then goes, so that the next copy is announced again. */
const MESSAGE_MS = 5000;

/** Fetching the Markdown and wording the outcome: only a click needs it. */
const copyCode = onDemand(() => import(/* webpackChunkName: "copy-page" */ './copyPage'));

/**
 * Copies the Markdown. The clipboard is handed a promise of the text, so
 * browsers that require the write to happen during the click (Safari) accept
 * it although the text (and the code that fetches it) is still on its way.
 */
async function copyMarkdown(url: string): Promise<void> {
  const text = copyCode.load().then(({loadMarkdown}) => loadMarkdown(url));
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const blob = text.then((markdown) => new Blob([markdown], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}

export default function PageMarkdownActions({permalink}: {permalink: string}): ReactNode {
  const url = markdownPath(permalink);
  const [message, setMessage] = useState('');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    let failure: unknown = null;
    try {
      await copyMarkdown(url);
    } catch (error) {
      failure = error;
    }
    let text: string;
    try {
      text = (await copyCode.load()).outcomeMessage(failure);
    } catch {
      // Not even the code to word it came (offline): say so plainly.
      text = 'The Markdown of this page could not be loaded. Try again, or open it with “View as Markdown”.';
    }
    setMessage(text);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setMessage(''), MESSAGE_MS);
  };

  return (
    <div className={styles.actions}>
      {/* Tools that read the page find its Markdown from its head. */}
      <Head>
        <link rel="alternate" type="text/markdown" href={url} />
      </Head>
      <button type="button" className={clsx('button button--secondary button--sm', styles.button)} onClick={copy}>
        Copy page
      </button>
      {/* A plain link: the client router would look for a page at this address. */}
      <a className={styles.link} href={url} type="text/markdown">
        View as Markdown
      </a>
      <span role="status" className={styles.message}>
        {message}
      </span>
    </div>
  );
}
