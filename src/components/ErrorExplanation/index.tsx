/**
 * "What this means": a link from an engine error, as the site shows it, to
 * its entry in the error reference of the reader's docs version
 * (src/errors/explain.ts). Used wherever an engine error is shown: the
 * result pane (the playground, an example edited in place, a lesson's Run),
 * a lesson's Check and the compare view; the editor's marks get the same
 * address through useErrorExplanations. The entries load with the first
 * error shown (./load.ts); until then, and for a message with no entry,
 * nothing is drawn.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Explanation} from '@site/src/errors/explain';
import {loadExplain} from './load';
import styles from './styles.module.css';

type Props = {
  /** The message as shown, with or without the engine's `[Textwire ERROR …]:` prefix. */
  message: string;
  /** The docs version whose reference is asked first. */
  version: string;
};

/** The explanation of one message, once the reference has loaded. */
export function useErrorExplanation(message: string, version: string): Explanation | null {
  const [found, setFound] = useState<{key: string; explanation: Explanation | null} | null>(null);
  const key = `${version}\n${message}`;
  useEffect(() => {
    let live = true;
    loadExplain().then(
      (explain) => live && setFound({key, explanation: explain(message, version)}),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [key, message, version]);
  return found?.key === key ? found.explanation : null;
}

/** Each message's entry address (messages without one are left out), once the reference has loaded. */
export function useErrorExplanations(messages: readonly string[], version: string): ReadonlyMap<string, string> {
  const [found, setFound] = useState<{key: string; urls: ReadonlyMap<string, string>} | null>(null);
  const key = `${version}\n${messages.join('\n')}`;
  useEffect(() => {
    if (messages.length === 0) return undefined;
    let live = true;
    loadExplain().then(
      (explain) => {
        const urls = new Map<string, string>();
        for (const message of messages) {
          const explanation = explain(message, version);
          if (explanation) urls.set(message, explanation.entry.url);
        }
        if (live) setFound({key, urls});
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
    // The key stands for the messages and the version.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return found?.key === key ? found.urls : NONE;
}

const NONE: ReadonlyMap<string, string> = new Map();

export default function ErrorExplanation({message, version}: Props): ReactNode {
  const explanation = useErrorExplanation(message, version);
  if (!explanation) return null;
  const other = explanation.version !== version ? ` (${explanation.version})` : '';
  return (
    <Link className={styles.link} to={explanation.entry.url} data-testid="error-explanation">
      What this means{other}
    </Link>
  );
}
