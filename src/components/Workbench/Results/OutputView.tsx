/**
 * The rendered output: a preview in a sandboxed frame that cannot run
 * scripts, and the HTML source. Output larger than SHOWN_LIMIT is cut for
 * both (putting 40 MB into the page froze it for seconds); the whole of it
 * can still be copied or downloaded.
 */
import React, {useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {formatBytes} from '@site/src/playground/files';
import {saveFile} from '@site/src/playground/saveFile';
import styles from './styles.module.css';

/** Characters shown; about 1 MB of HTML, which the frame and the pane take in a blink. */
export const SHOWN_LIMIT = 1_000_000;

type Props = {output: string | null; dim: boolean};

function download(output: string): void {
  saveFile(new Blob([output], {type: 'text/html'}), 'output.html');
}

function TooLarge({output}: {output: string}): ReactNode {
  const [copied, setCopied] = useState<string | null>(null);
  const bytes = useMemo(() => new Blob([output]).size, [output]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(output);
      setCopied('Copied.');
    } catch {
      setCopied('The clipboard is not available here: use Download.');
    }
  };
  return (
    <div className={styles.tooLarge} data-testid="playground-output-size">
      <p>
        The output is {formatBytes(bytes)}: only its first {formatBytes(SHOWN_LIMIT)} is shown.
      </p>
      <button type="button" className="button button--secondary button--sm" onClick={copy}>
        Copy all
      </button>
      <button type="button" className="button button--secondary button--sm" onClick={() => download(output)}>
        Download
      </button>
      <span role="status">{copied}</span>
    </div>
  );
}

export default function OutputView({output, dim}: Props): ReactNode {
  const shown = output !== null && output.length > SHOWN_LIMIT ? output.slice(0, SHOWN_LIMIT) : (output ?? '');
  return (
    <>
      {output !== null && output.length > SHOWN_LIMIT ? <TooLarge output={output} /> : null}
      <h2 className={styles.paneTitle}>Preview</h2>
      <iframe
        className={clsx(styles.preview, dim && styles.dim)}
        title="Preview of the rendered HTML"
        sandbox=""
        srcDoc={shown}
      />
      <h2 className={styles.paneTitle}>HTML</h2>
      <pre className={clsx(styles.source, dim && styles.dim)} data-testid="playground-output" tabIndex={0}>
        <code>{shown}</code>
      </pre>
    </>
  );
}
