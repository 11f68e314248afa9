/**
 * The rendered output: a preview in a sandboxed frame that cannot run
 * scripts, and the HTML source. Output larger than SHOWN_LIMIT is cut for
 * both (putting 40 MB into the page froze it for seconds); the whole of it
 * can still be copied or downloaded. A long source is shown in pieces that
 * are laid out only when scrolled near: one block of 1 MB of text took the
 * page's main thread over a second to lay out.
 *
 * Each new output is shown in a new frame element (PreviewFrame): changing
 * a frame's content navigates it, and every navigation of a frame that has
 * loaded once is an entry in the tab's history, so four edits took five
 * presses of Back to leave the page (issue #40). A new frame's first load
 * replaces its initial blank document instead, adding nothing.
 */
import React, {memo, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {formatBytes, utf8Bytes} from '@site/src/workbench/files';
import {saveFile} from '@site/src/workbench/saveFile';
import type {WorkbenchSnapshot} from '@site/src/workbench/store';
import PaneTitle, {type TitleTag} from '../PaneTitle';
import {shallowEqual, useRenderCount, useWorkbenchSlice} from '../useWorkbench';
import styles from './styles.module.css';

/** Characters shown; about 1 MB of HTML, which the frame and the pane take in a blink. */
export const SHOWN_LIMIT = 1_000_000;

/** Characters of the source in one piece, about a screenful of long lines. */
const PIECE_CHARS = 16 * 1024;
/** Up to this length the output's size is counted in bytes; past it, its length in characters is the least it can be. */
const COUNTED_CHARS = 4 * 1024 * 1024;

/** A text cut at line ends (or every PIECE_CHARS within a longer line) into pieces of about PIECE_CHARS. */
function piecesOf(text: string): string[] {
  const pieces: string[] = [];
  for (let start = 0; start < text.length;) {
    let end = Math.min(text.length, start + PIECE_CHARS);
    const lineEnd = end < text.length ? text.lastIndexOf('\n', end) : -1;
    if (lineEnd > start) end = lineEnd + 1;
    pieces.push(text.slice(start, end));
    start = end;
  }
  return pieces;
}

/** A long text in pieces laid out only when scrolled near (the compare view shows its sides with it too). */
export function SourceText({text}: {text: string}): ReactNode {
  const pieces = useMemo(() => (text.length > PIECE_CHARS ? piecesOf(text) : null), [text]);
  if (!pieces) return text;
  return pieces.map((piece, i) => (
    <span key={i} className={styles.piece}>
      {piece}
    </span>
  ));
}

function download(output: string): void {
  saveFile(new Blob([output], {type: 'text/html'}), 'output.html');
}

function TooLargeNote({output}: {output: string}): ReactNode {
  const [copied, setCopied] = useState<string | null>(null);
  const size = useMemo(
    () => (output.length > COUNTED_CHARS ? `at least ${formatBytes(output.length)}` : formatBytes(utf8Bytes(output))),
    [output],
  );
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
        The output is {size}: only its first {formatBytes(SHOWN_LIMIT)} is shown.
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

/**
 * The rendered HTML in a frame that runs no script and has an origin of its
 * own (`sandbox=""`). Keyed by its content: a new output is a new frame
 * element, whose first load adds no history entry (writing `srcdoc` into the
 * same frame added one per output, as would any other navigation of it: the
 * sandbox leaves the parent no way to write its document). The same output
 * keeps the frame it has. White on white, the swap shows no flash.
 */
function PreviewFrame({html, dim}: {html: string; dim: boolean}): ReactNode {
  return (
    <iframe
      key={html}
      className={clsx(styles.preview, dim && styles.dim)}
      title="Preview of the rendered HTML"
      sandbox=""
      srcDoc={html}
    />
  );
}

/** The output shown: the last that rendered, dimmed while the latest run failed, and cut at SHOWN_LIMIT. */
function outputSlice({run}: WorkbenchSnapshot) {
  return {
    output: run.lastOutput,
    dim: run.outcome !== null && run.outcome.status !== 'ok' && !run.running,
  };
}

function useShownOutput(): {output: string | null; shown: string; dim: boolean} {
  const {output, dim} = useWorkbenchSlice(outputSlice, shallowEqual);
  const shown = output !== null && output.length > SHOWN_LIMIT ? output.slice(0, SHOWN_LIMIT) : (output ?? '');
  return {output, shown, dim};
}

/** The size of an output over SHOWN_LIMIT, with Copy all and Download; nothing otherwise. */
export function TooLarge(): ReactNode {
  const output = useWorkbenchSlice((snapshot) => snapshot.run.lastOutput);
  return output !== null && output.length > SHOWN_LIMIT ? <TooLargeNote output={output} /> : null;
}

/** The output previewed in a sandboxed frame (a page of its own; a docs example shows the source only). */
export const OutputPreview = memo(function OutputPreview({titleAs}: {titleAs?: TitleTag}): ReactNode {
  const {shown, dim} = useShownOutput();
  return (
    <>
      <PaneTitle as={titleAs} className={styles.paneTitle}>
        Preview
      </PaneTitle>
      <PreviewFrame html={shown} dim={dim} />
    </>
  );
});

/** The output as HTML source, under the page's title for it ("HTML" beside a preview, "Output" alone). */
export const OutputSource = memo(function OutputSource({
  title,
  titleAs,
}: {
  title: string;
  titleAs?: TitleTag;
}): ReactNode {
  useRenderCount('OutputSource');
  const {shown, dim} = useShownOutput();
  return (
    <>
      <PaneTitle as={titleAs} className={styles.paneTitle}>
        {title}
      </PaneTitle>
      <pre className={clsx(styles.source, dim && styles.dim)} data-testid="playground-output" tabIndex={0}>
        <code>
          <SourceText text={shown} />
        </code>
      </pre>
    </>
  );
});
