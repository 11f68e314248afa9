/**
 * The toolbar: engine version, Copy link, Export as Go project, Compare,
 * Reset, the examples menu and the keyboard shortcuts, each shown unless the
 * page hides it (Workbench's `controls`). A new control goes here: a button
 * that dispatches an action of the model (src/playground/model.ts), and its
 * switch in WorkbenchControls (../context.tsx).
 */
import React, {useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {ENGINE_RELEASES, ENGINE_VERSIONS} from '@site/src/engine/client';
import {shareUrl} from '@site/src/playground/address';
import {shareLink} from '@site/src/playground/persistence';
import {compareLabel} from '@site/src/playground/compare';
import {SHORTCUTS, shortcutKeys, type ShortcutAction} from '@site/src/playground/shortcuts';
import type {PlaygroundState} from '@site/src/playground/state';
import {useWorkbench} from '../context';
import ExamplesMenu from '../ExamplesMenu';
import KeyboardShortcuts from '../KeyboardShortcuts';
import {useShortcuts} from '../KeyboardShortcuts/useShortcuts';
import ExportButton from './ExportButton';
import styles from './styles.module.css';

function VersionPicker(): ReactNode {
  const {model, dispatch} = useWorkbench();
  return (
    <fieldset className={styles.versions}>
      <legend className={styles.legend}>Engine</legend>
      {ENGINE_VERSIONS.map((version) => (
        <label key={version} className={clsx(styles.version, model.state.version === version && styles.versionActive)}>
          <input
            type="radio"
            name="engine-version"
            value={version}
            checked={model.state.version === version}
            onChange={() => dispatch({type: 'version', version})}
          />
          {version} <span className={styles.release}>({ENGINE_RELEASES[version]})</span>
        </label>
      ))}
    </fieldset>
  );
}

export default function Toolbar(): ReactNode {
  const {model, dispatch, controls, startingState} = useWorkbench();
  const {state} = model;
  const copyButton = useRef<HTMLButtonElement>(null);
  const exportButton = useRef<HTMLButtonElement>(null);
  // A Copy link message stands until the state it was about changes.
  const [copiedNote, setCopiedNote] = useState<{text: string; tooLarge?: boolean; about: PlaygroundState} | null>(null);
  const copied = copiedNote?.about === state ? copiedNote : null;
  const setCopied = (text: string, tooLarge?: boolean) => setCopiedNote({text, tooLarge, about: state});
  const compareTitle = controls.compare ? compareLabel(state.version) : null;

  const copyLink = async () => {
    const link = shareLink(state);
    if (!link.fits) {
      setCopied(`This work is too large to share as a link: ${link.why}.`, true);
      return;
    }
    try {
      await navigator.clipboard.writeText(shareUrl(link.href));
      setCopied('Link copied to the clipboard.');
    } catch {
      setCopied('The clipboard is not available here: copy the link from the address bar.');
    }
  };

  // A shortcut presses its button, so it does exactly what a click does.
  useShortcuts(SHORTCUTS, controls.shortcuts, (action: ShortcutAction) => {
    if (action === 'copy-link') copyButton.current?.click();
    else if (action === 'export') exportButton.current?.click();
    else if (action === 'compare') {
      if (compareTitle) dispatch({type: 'compare'});
    } else dispatch({type: 'step-file', by: action === 'next-file' ? 1 : -1});
  });

  return (
    <div className={styles.toolbar}>
      {controls.version ? <VersionPicker /> : null}
      {controls.copyLink ? (
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={copyLink}
          ref={copyButton}
          aria-keyshortcuts={shortcutKeys('copy-link')}
        >
          Copy link
        </button>
      ) : null}
      {controls.export ? <ExportButton state={state} buttonRef={exportButton} /> : null}
      {compareTitle ? (
        <button
          type="button"
          className="button button--secondary button--sm"
          aria-pressed={Boolean(state.compare)}
          aria-keyshortcuts={shortcutKeys('compare')}
          onClick={() => dispatch({type: 'compare'})}
        >
          {compareTitle}
        </button>
      ) : null}
      {controls.reset ? (
        <button
          type="button"
          className="button button--link button--sm"
          onClick={() => dispatch({type: 'open-state', state: startingState})}
        >
          Reset
        </button>
      ) : null}
      {controls.copyLink ? (
        <span role="status" className={styles.copied}>
          {copied?.text}
          {copied?.tooLarge && controls.export ? (
            <>
              {' '}
              {/* Export already builds the files as a zip: the same download, offered where the link failed. */}
              <button
                type="button"
                className={clsx('button button--link button--sm', styles.inlineButton)}
                onClick={() => exportButton.current?.click()}
              >
                Download the files instead
              </button>
            </>
          ) : null}
        </span>
      ) : null}
      {controls.examples ? <ExamplesMenu onOpen={(next) => dispatch({type: 'open-state', state: next})} /> : null}
      {controls.shortcuts ? <KeyboardShortcuts /> : null}
    </div>
  );
}
