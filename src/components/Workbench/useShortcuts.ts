/**
 * The key handler of a shortcut table (src/workbench/shortcuts.ts), on the
 * window so that the keys work from the editors too.
 */
import {useEffect} from 'react';
import {useLatest} from '@site/src/client/useLatest';
import {shortcutOf, type Shortcut} from '@site/src/workbench/shortcuts';

/**
 * Calls run with the action of a shortcut of `table` (src/workbench/shortcuts.ts)
 * while enabled; the latest run is used, so it may change on every render.
 * The playground's toolbar and a lesson page use it, each with its table.
 */
export function useShortcuts<A extends string>(
  table: readonly Shortcut<A>[],
  enabled: boolean,
  run: (action: A) => void,
): void {
  const latest = useLatest(run);
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutOf(event, table);
      if (!action) return;
      event.preventDefault();
      latest.current(action);
    };
    // Capture: the shortcut wins over whatever the focused editor does with the key.
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [table, enabled, latest]);
}
