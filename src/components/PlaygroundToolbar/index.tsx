/**
 * The playground's toolbar: engine version, Copy link, Export as Go project,
 * Compare, Reset, the examples menu and the keyboard shortcuts. The
 * playground page lays it out above its workbench's parts; a lesson and a
 * docs example have bars of their own. A new playground control goes here:
 * a button that dispatches an action of the model (src/workbench/model.ts)
 * to the store, or reads the store when clicked (so typing does not render
 * the toolbar).
 */
import React, {memo, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {ENGINE_RELEASES, ENGINE_VERSIONS} from '@site/src/engine/client';
import {shareUrl} from '@site/src/playground/address';
import {shareLink} from '@site/src/playground/persistence';
import {compareLabel} from '@site/src/workbench/compare';
import {SHORTCUTS, shortcutKeys, type ShortcutAction} from '@site/src/workbench/shortcuts';
import type {WorkbenchState} from '@site/src/workbench/state';
import {ExportButton, useWorkbenchSlice} from '@site/src/components/Workbench';
import {useRenderCount, useWorkbenchStoreOf} from '@site/src/components/Workbench/useWorkbench';
import ExamplesMenu from './ExamplesMenu';
import KeyboardShortcuts from './KeyboardShortcuts';
import {useShortcuts} from '@site/src/components/Workbench/useShortcuts';
import styles from './styles.module.css';

function VersionPicker(): ReactNode {
  const store = useWorkbenchStoreOf();
  const chosen = useWorkbenchSlice((snapshot) => snapshot.model.state.version);
  return (
    <fieldset className={styles.versions}>
      <legend className={styles.legend}>Engine</legend>
      {ENGINE_VERSIONS.map((version) => (
        <label key={version} className={clsx(styles.version, chosen === version && styles.versionActive)}>
          <input
            type="radio"
            name="engine-version"
            value={version}
            checked={chosen === version}
            onChange={() => store.dispatch({type: 'version', version})}
          />
          {version} <span className={styles.release}>({ENGINE_RELEASES[version]})</span>
        </label>
      ))}
    </fieldset>
  );
}

function PlaygroundToolbar(): ReactNode {
  useRenderCount('PlaygroundToolbar');
  const store = useWorkbenchStoreOf();
  const {dispatch} = store;
  const version = useWorkbenchSlice((snapshot) => snapshot.model.state.version);
  const compare = useWorkbenchSlice((snapshot) => Boolean(snapshot.model.state.compare));
  const copyButton = useRef<HTMLButtonElement>(null);
  const exportButton = useRef<HTMLButtonElement>(null);
  // A Copy link message stands until the state it was about changes.
  const [copiedNote, setCopiedNote] = useState<{text: string; tooLarge?: boolean; about: WorkbenchState} | null>(null);
  const current = useWorkbenchSlice((snapshot) => copiedNote !== null && snapshot.model.state === copiedNote.about);
  const copied = current ? copiedNote : null;
  const compareTitle = compareLabel(version);

  const copyLink = async () => {
    const state = store.state;
    const setCopied = (text: string, tooLarge?: boolean) => setCopiedNote({text, tooLarge, about: state});
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
  useShortcuts(SHORTCUTS, true, (action: ShortcutAction) => {
    if (action === 'copy-link') copyButton.current?.click();
    else if (action === 'export') exportButton.current?.click();
    else if (action === 'compare') {
      if (compareTitle) dispatch({type: 'compare'});
    } else dispatch({type: 'step-file', by: action === 'next-file' ? 1 : -1});
  });

  return (
    <div className={styles.toolbar}>
      <VersionPicker />
      <button
        type="button"
        className="button button--secondary button--sm"
        onClick={copyLink}
        ref={copyButton}
        aria-keyshortcuts={shortcutKeys('copy-link')}
      >
        Copy link
      </button>
      <ExportButton buttonRef={exportButton} />
      {compareTitle ? (
        <button
          type="button"
          className="button button--secondary button--sm"
          aria-pressed={compare}
          aria-keyshortcuts={shortcutKeys('compare')}
          onClick={() => dispatch({type: 'compare'})}
        >
          {compareTitle}
        </button>
      ) : null}
      <button type="button" className="button button--link button--sm" onClick={() => store.open(store.startingState)}>
        Reset
      </button>
      <span role="status" className={styles.copied}>
        {copied?.text}
        {copied?.tooLarge ? (
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
      <ExamplesMenu onOpen={store.open} />
      <KeyboardShortcuts />
    </div>
  );
}

export default memo(PlaygroundToolbar);
