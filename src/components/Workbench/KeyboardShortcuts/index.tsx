/**
 * The workbench's keyboard shortcuts: the key handler (on the window, so
 * they work from the editors too) and the list, in a disclosure.
 */
import React, {useEffect, useRef, type ReactNode} from 'react';
import {SHORTCUTS, shortcutOf, type ShortcutAction} from '@site/src/playground/shortcuts';
import styles from './styles.module.css';

/**
 * Calls run with the shortcut's action while enabled; the latest run is
 * used, so it may change on every render.
 */
export function useShortcuts(enabled: boolean, run: (action: ShortcutAction) => void): void {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutOf(event);
      if (!action) return;
      event.preventDefault();
      latest.current(action);
    };
    // Capture: the shortcut wins over whatever the focused editor does with the key.
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [enabled]);
}

function Keys({keys}: {keys: string}): ReactNode {
  return keys.split('+').map((key, i) => (
    <React.Fragment key={key}>
      {i > 0 ? '+' : null}
      <kbd>{key}</kbd>
    </React.Fragment>
  ));
}

export default function KeyboardShortcuts(): ReactNode {
  return (
    <details className={styles.shortcuts}>
      <summary>Keyboard shortcuts</summary>
      <dl className={styles.list}>
        {SHORTCUTS.map((shortcut) => (
          <React.Fragment key={shortcut.action}>
            <dt>
              <Keys keys={shortcut.keys} />
            </dt>
            <dd>{shortcut.does}</dd>
          </React.Fragment>
        ))}
      </dl>
      <p className={styles.note}>
        On a Mac, Alt is the Option key. In a template, <kbd>F8</kbd> and <kbd>Shift</kbd>+<kbd>F8</kbd> go to the next
        and previous problem.
      </p>
    </details>
  );
}
