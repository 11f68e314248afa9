/**
 * The one cross-tab rule for what the site keeps in the browser: another
 * tab (or page) of the site wrote or removed a key we keep, or cleared the
 * site's storage (the `storage` event with a null key), and this page reads
 * storage again. The browser fires the event in every other page of the
 * site, never in the one that wrote. No React: the tour's progress
 * (src/components/TourProgress) and the playground's drafts
 * (src/components/SavedWork) listen through it.
 */

/** What another page did to a key we keep: written (`value` its new text), removed (null), or everything cleared (key null). */
export type OtherTabChange = {key: string | null; value: string | null};

/**
 * Calls `heard` when another page changes a key `ours` accepts, or clears
 * the site's storage. Returns the function that stops listening.
 */
export function onOtherTabChange(
  ours: (key: string) => boolean,
  heard: (change: OtherTabChange) => void,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === null || ours(event.key)) heard({key: event.key, value: event.newValue});
  };
  target.addEventListener('storage', listener);
  return () => target.removeEventListener('storage', listener);
}
