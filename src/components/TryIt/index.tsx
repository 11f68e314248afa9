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
import React, {useCallback, useState, type MouseEvent, type ReactNode} from 'react';
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

export default function TryIt({links}: {links: string}): ReactNode {
  const [fromServer] = useState(isHydrating);
  const followInSite = useFollowInSite();
  const code = useOnDemand(linkCode, !fromServer);
  if (fromServer)
    return (
      <p
        className={TRY_IT_CLASS}
        dangerouslySetInnerHTML={SERVER_MARKUP}
        suppressHydrationWarning
        onClick={followInSite}
      />
    );
  const parsed = JSON.parse(links) as TryItLink[];
  return (
    <p className={TRY_IT_CLASS}>
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
    </p>
  );
}
