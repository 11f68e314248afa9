/**
 * A code block as the server rendered it, kept by the browser: React hydrates
 * an element whose content it was told to leave alone (an empty
 * `dangerouslySetInnerHTML`, which hydration neither compares nor replaces,
 * and which later renders never write while it stays the same), so the
 * highlighted lines, title and classes stay exactly as they came in the HTML.
 * The copy and word-wrap buttons are added once the page has hydrated
 * (./Buttons.tsx).
 *
 * `onMissing` is called when there is no server markup to keep (React had to
 * render the page anew after a hydration error): the caller then renders the
 * block itself.
 */
import React, {useRef, type ReactNode} from 'react';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import Buttons from './Buttons';

/** What hydration keeps: the server's content, never compared nor written. */
const SERVER_MARKUP = {__html: ''};

type Props = {
  /** A block of a string of code has buttons; a block of elements has none, as in the theme. */
  withButtons: boolean;
  onMissing: () => void;
};

export default function ServerCodeBlock({withButtons, onMissing}: Props): ReactNode {
  const ref = useRef<HTMLDivElement & HTMLPreElement>(null);
  useIsomorphicLayoutEffect(() => {
    if (!ref.current?.hasChildNodes()) onMissing();
  }, [onMissing]);
  // The theme's root element: the container div of a string block, the pre of an element block.
  const Tag = withButtons ? 'div' : 'pre';
  return (
    <>
      <Tag ref={ref} dangerouslySetInnerHTML={SERVER_MARKUP} suppressHydrationWarning />
      {withButtons && <Buttons containerRef={ref} />}
    </>
  );
}
