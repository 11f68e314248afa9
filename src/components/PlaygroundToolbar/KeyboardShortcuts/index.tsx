/**
 * The workbench's keyboard shortcuts, listed in a disclosure; their key
 * handler is useShortcuts.ts.
 */
import React, {type ReactNode} from 'react';
import {SHORTCUTS} from '@site/src/workbench/shortcuts';
import styles from './styles.module.css';

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
