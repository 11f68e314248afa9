/**
 * The bar under a runnable example (./index.tsx): its "Try it" links (open
 * it in the playground, and for some, in its compare view) and Edit.
 *
 * The page's JavaScript carries the example's state once, as plain data
 * that compresses with the example's own code blocks beside it, rather than
 * the links' lz-string payloads, which hardly compress at all: only the
 * server render makes the hrefs (./links.ts). The browser keeps the server's
 * bar as it is, as it keeps code blocks (src/theme/CodeBlock/Server),
 * and follows a click on a link within the site, as a Link would; a bar it
 * renders itself (on a page opened within the site) waits for the link
 * code, a moment.
 *
 * Edit is plain HTML until used, its click handled here (the server's markup
 * has no handler of its own): markup rendered here, its work done by code
 * loaded on that click (docs-dev/budgets.md, "Adding a control").
 */
import React, {forwardRef, useCallback, useState, type MouseEvent} from 'react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {isHydrating} from '@site/src/client/hydration';
import {onDemand, useOnDemand} from '@site/src/client/onDemand';
import type {WorkbenchState} from '@site/src/workbench/state';

/** The bar's class: TRY_IT_CLASS of plugins/remark-textwire-examples.ts (search leaves it out). */
export const TRY_IT_CLASS = 'tw-try-it';

/** Marks the Edit button. */
export const EDIT_ATTRIBUTE = 'data-tw-edit';

/** What hydration keeps: the server's bar, never compared nor written. */
const SERVER_MARKUP = {__html: ''};

const linkCode = onDemand<typeof import('./links')>(
  () => import(/* webpackChunkName: "try-it-links" */ './links'),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a static require keeps it in the server bundle only
  process.env.SITE_BUNDLE === 'server' ? (require('./links') as typeof import('./links')) : null,
);

/** A Try it link: the state it opens, its title and its text. */
export type TryItLink = {state: WorkbenchState; title: string; text: string};

/** The example's links: Try it, and with `compareLabel` its compare view. */
export function tryItLinks(state: WorkbenchState, compareLabel: string | undefined): TryItLink[] {
  const links = [
    {state, title: `Open this example in the playground (Textwire ${state.version})`, text: 'Try it in the playground'},
  ];
  if (compareLabel)
    links.push({
      state: {...state, compare: true},
      title: "Open this example in the playground's compare view",
      text: `${compareLabel} in the playground`,
    });
  return links;
}

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

type Props = {
  state: WorkbenchState;
  compareLabel?: string;
  /** While the example is edited (its editor has a bar of its own). */
  hidden: boolean;
  onEdit: () => void;
};

const TryItBar = forwardRef<HTMLParagraphElement, Props>(function TryItBar({state, compareLabel, hidden, onEdit}, ref) {
  const [fromServer] = useState(isHydrating);
  const followInSite = useFollowInSite();
  const code = useOnDemand(linkCode, !fromServer);
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest(`[${EDIT_ATTRIBUTE}]`)) onEdit();
    else followInSite(event);
  };
  if (fromServer)
    return (
      <p
        ref={ref}
        className={TRY_IT_CLASS}
        hidden={hidden}
        dangerouslySetInnerHTML={SERVER_MARKUP}
        suppressHydrationWarning
        onClick={onClick}
      />
    );
  return (
    <p ref={ref} className={TRY_IT_CLASS} hidden={hidden} onClick={onClick}>
      {tryItLinks(state, compareLabel).map((link, index) => (
        <React.Fragment key={link.text}>
          {index > 0 && ' · '}
          {code ? (
            <Link to={code.hrefOf(link.state)} title={link.title} data-noBrokenLinkCheck>
              {link.text}
            </Link>
          ) : (
            <a title={link.title}>{link.text}</a>
          )}
        </React.Fragment>
      ))}
      {' · '}
      <button type="button" aria-pressed="false" {...{[EDIT_ATTRIBUTE]: ''}}>
        Edit
      </button>
    </p>
  );
});

export default TryItBar;
