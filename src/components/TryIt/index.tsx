/**
 * The "Try it" links under a Textwire example: open it in the playground, and
 * for some, in its compare view (plugins/rehype-try-it.ts makes one of these
 * from the links plugins/remark-textwire-examples.ts writes). The page's
 * JavaScript carries each link's state in plain text, which compresses with
 * the example's own code blocks beside it, rather than the link's
 * lz-string payload, which hardly compresses at all (on the longest docs page
 * 10 KB of its first load): only the server render makes the hrefs
 * (./links.ts). The browser keeps the server's links as they are, as it
 * keeps code blocks (src/components/ServerCodeBlock), and follows a click on
 * one within the site, as a Link would; links it renders itself (on a page
 * opened within the site) wait for the link code, a moment.
 *
 * Controls added here (the runnable examples' Edit button, issue #34) follow
 * the same shape: markup rendered here, its click handled by code loaded on
 * that click (docs-dev/budgets.md, "Adding a control").
 */
import React, {useCallback, useEffect, useRef, useState, type MouseEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {isHydrating} from '@site/src/client/hydration';
import {onDemand, useOnDemand} from '@site/src/client/onDemand';
import type {PlaygroundState} from '@site/src/playground/state';

type TryItLink = {state: PlaygroundState; title: string; text: string};

/** The paragraph's class: TRY_IT_CLASS of plugins/remark-textwire-examples.ts (search leaves it out). */
const TRY_IT_CLASS = 'tw-try-it';

/** What hydration keeps: the server's links, never compared nor written. */
const SERVER_MARKUP = {__html: ''};

const linkCode = onDemand<typeof import('./links')>(
  () => import(/* webpackChunkName: "try-it-links" */ './links'),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a static require keeps it in the server bundle only
  process.env.SITE_BUNDLE === 'server' ? (require('./links') as typeof import('./links')) : null,
);

/** A plain click on a link goes through the router, as Link does; a click with a modifier key is the browser's. */
function useFollowInSite(): (event: MouseEvent<HTMLElement>) => void {
  const history = useHistory();
  return useCallback(
    (event) => {
      const link = (event.target as Element).closest('a[href]');
      if (!link || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      history.push(link.getAttribute('href')!);
    },
    [history],
  );
}

/** The Edit button: plain HTML until used, its click handled by the paragraph (the server's markup has no handler of its own). */
const EDIT_ATTRIBUTE = 'data-tw-edit';

/** The example editor: its code, the workbench's and the editor's arrive on the first Edit of the page. */
const exampleEditor = onDemand<typeof import('@site/src/components/ExampleEditor')>(
  () => import(/* webpackChunkName: "example-editor" */ '@site/src/components/ExampleEditor'),
);

/**
 * The example's blocks: the elements beside the paragraph marked with the
 * example's own class at build time (plugins/rehype-try-it.ts). Whatever
 * else stands above the paragraph (the note of an editor that could not be
 * loaded) is not one of them.
 */
function blocksOf(paragraph: HTMLElement, example: string): HTMLElement[] {
  const parent = paragraph.parentElement;
  if (!parent) return [];
  return Array.from(parent.querySelectorAll<HTMLElement>(`:scope > .${CSS.escape(example)}`));
}

/** Edit: the example's blocks become its editor, its output run by the page's engine, until Edit is pressed again. */
function useEditInPlace(links: string, example: string) {
  const paragraph = useRef<HTMLParagraphElement>(null);
  // `kept`: the reader's edit from the last time, opened again (read when Edit is pressed).
  const [shown, setShown] = useState<{blocks: HTMLElement[]; links: TryItLink[]; kept: PlaygroundState | null} | null>(
    null,
  );
  const [failed, setFailed] = useState(false);
  const kept = useRef<PlaygroundState | null>(null);
  const left = useRef(false);
  const Editor = useOnDemand(exampleEditor, shown !== null)?.default ?? null;

  const edit = useCallback(() => {
    if (!paragraph.current) return;
    const parsed = JSON.parse(links) as TryItLink[];
    // The engine starts downloading beside the editor's code.
    void import('@site/src/engine/browser').then((engine) => engine.warmEngine(parsed[0].state.version));
    setFailed(false);
    exampleEditor.load().catch(() => setFailed(true));
    setShown({blocks: blocksOf(paragraph.current, example), links: parsed, kept: kept.current});
  }, [links, example]);

  const keep = useCallback((edited: PlaygroundState | null) => {
    kept.current = edited;
  }, []);

  const leave = useCallback(() => {
    left.current = true;
    setShown(null);
  }, []);

  // Back from the editor, focus returns to the Edit button that opened it.
  useEffect(() => {
    if (shown || !left.current) return;
    left.current = false;
    paragraph.current?.querySelector<HTMLElement>(`[${EDIT_ATTRIBUTE}]`)?.focus();
  }, [shown]);

  const editor =
    shown && Editor ? (
      <Editor
        state={shown.links[0].state}
        links={shown.links.map(({text, title, state}) => ({text, title, compare: Boolean(state.compare)}))}
        blocks={shown.blocks}
        onLeave={leave}
        kept={shown.kept}
        onKeep={keep}
      />
    ) : null;
  const note =
    shown && failed ? (
      <p role="alert" className={TRY_IT_CLASS}>
        The editor could not be loaded. Check your connection and press Edit again.
      </p>
    ) : null;
  return {paragraph, edit, editing: editor !== null, editor, note};
}

export default function TryIt({links, example}: {links: string; example: string}): ReactNode {
  const [fromServer] = useState(isHydrating);
  const followInSite = useFollowInSite();
  const code = useOnDemand(linkCode, !fromServer);
  const {paragraph, edit, editing, editor, note} = useEditInPlace(links, example);
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest(`[${EDIT_ATTRIBUTE}]`)) edit();
    else followInSite(event);
  };
  if (fromServer)
    return (
      <>
        {editor}
        {note}
        <p
          ref={paragraph}
          className={TRY_IT_CLASS}
          hidden={editing}
          dangerouslySetInnerHTML={SERVER_MARKUP}
          suppressHydrationWarning
          onClick={onClick}
        />
      </>
    );
  const parsed = JSON.parse(links) as TryItLink[];
  return (
    <>
      {editor}
      {note}
      <p ref={paragraph} className={TRY_IT_CLASS} hidden={editing} onClick={onClick}>
        {parsed.map(({state, title, text}, index) => (
          <React.Fragment key={text}>
            {index > 0 && ' · '}
            {code ? (
              <Link to={code.hrefOf(state)} title={title} data-noBrokenLinkCheck>
                {text}
              </Link>
            ) : (
              <a title={title}>{text}</a>
            )}
          </React.Fragment>
        ))}
        {' · '}
        <button type="button" aria-pressed="false" {...{[EDIT_ATTRIBUTE]: ''}}>
          Edit
        </button>
      </p>
    </>
  );
}
