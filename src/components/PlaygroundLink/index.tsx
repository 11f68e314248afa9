/**
 * A link to the playground holding a state that changes as the reader types:
 * a lesson's "Open in playground", an edited example's "Try it" and compare
 * links. Its state is compressed into the link (src/workbench/link.ts),
 * about half a second a megabyte on a laptop: built on every change, as it
 * was, a 2 MB paste into a lesson made each keystroke after it cost 0.5 to
 * 1.7 s (issue #40). So the link is built only when it may be followed:
 * - the pointer coming over it, or focus, starts it, off the main thread
 *   for a large state (src/workbench/offMain.ts);
 * - a press of a pointer starts it too, if nothing did;
 * - a plain click on it before it is ready waits for it, then goes there
 *   through the router (as the link would have);
 * - what follows the link outside the page, a click with a modifier key
 *   (new tab, new window), a middle click, or the context menu (Copy link
 *   address), finishes it at once if it is not ready: the browser reads the
 *   href right after these events.
 * Until then its href is the playground's own address, and it is the
 * state's by the time the link is followed, opened elsewhere or copied.
 * Either way the href goes through the one limit of src/workbench/linkAndDraftRule.ts.
 */
import React, {useRef, useState, type ComponentProps, type MouseEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {playgroundHref, PLAYGROUND_PATH} from '@site/src/workbench/link';
import {entryHref} from '@site/src/workbench/linkAndDraftRule';
import {encodeOffMain} from '@site/src/workbench/offMain';
import type {WorkbenchState} from '@site/src/workbench/state';

type Props = Omit<ComponentProps<typeof Link>, 'to' | 'href'> & {state: WorkbenchState};

type Built = {state: WorkbenchState; href: string};

/** Whether a click is one the browser would follow in this tab (the router takes these). */
const followedHere = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export default function PlaygroundLink({state, onClick, ...rest}: Props): ReactNode {
  const [built, setBuilt] = useState<Built | null>(null);
  // The state whose href was asked for last: an older one's, arriving later, is not shown.
  const asked = useRef<{state: WorkbenchState; href: Promise<string>} | null>(null);
  const history = useHistory();
  const ready = built !== null && built.state === state ? built.href : null;

  /** The href of the state shown, built off the main thread when large; once per state. */
  const prepare = (): Promise<string> => {
    if (asked.current?.state !== state) {
      const href = encodeOffMain(state).then(entryHref);
      asked.current = {state, href};
      void href.then((made) => {
        if (asked.current?.state === state) setBuilt({state, href: made});
      });
    }
    return asked.current.href;
  };

  /** The href of the state shown, at once (the encoding a finished preparation made is reused). */
  const finish = (): void => {
    if (ready !== null) return;
    const href = playgroundHref(state);
    asked.current = {state, href: Promise.resolve(href)};
    setBuilt({state, href});
  };

  const start = () => void prepare();

  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || ready !== null) return;
    if (!followedHere(event)) {
      finish();
      return;
    }
    // The router would follow the stale href: it goes to the state's once it is built.
    event.preventDefault();
    void prepare().then((href) => history.push(href));
  };

  return (
    <Link
      {...rest}
      to={ready ?? PLAYGROUND_PATH}
      data-noBrokenLinkCheck
      onPointerEnter={start}
      onFocus={start}
      onPointerDown={start}
      onAuxClick={finish}
      onContextMenu={finish}
      onClick={click}
    />
  );
}
