/**
 * "Export as Go project": downloads the playground's state as a Go program
 * (exportGoProject.ts). That code and its zip library load on the first
 * click, not with the page.
 */
import React, {useState, type ReactNode, type Ref} from 'react';
import {checkData} from '@site/src/playground/data';
import {saveFile} from '@site/src/playground/saveFile';
import type {PlaygroundState} from '@site/src/playground/state';
import {shortcutKeys} from '@site/src/playground/shortcuts';
import styles from './styles.module.css';

export default function ExportButton({
  state,
  buttonRef,
}: {
  state: PlaygroundState;
  buttonRef?: Ref<HTMLButtonElement>;
}): ReactNode {
  // A message stands until the state it was about changes.
  const [note, setNote] = useState<{text: string; about: PlaygroundState} | null>(null);
  const message = note?.about === state ? note.text : null;
  const setMessage = (text: string) => setNote({text, about: state});

  const exportProject = async () => {
    const data = await checkData(state.data);
    if (!data.ok) {
      setMessage(`Fix the data to export: ${data.message}`);
      return;
    }
    try {
      const {exportGoProject} = await import(
        /* webpackChunkName: "go-export" */ '@site/src/playground/exportGoProject'
      );
      const project = exportGoProject(state);
      saveFile(new Blob([project.zip], {type: 'application/zip'}), project.fileName);
      setMessage(`Downloaded ${project.fileName}: unzip it and run "go run ." in its folder.`);
    } catch (error) {
      setMessage(`Could not export: ${(error as Error).message}`);
    }
  };

  return (
    <>
      <button
        type="button"
        className="button button--secondary button--sm"
        onClick={exportProject}
        ref={buttonRef}
        aria-keyshortcuts={shortcutKeys('export')}
      >
        Export as Go project
      </button>
      <span role="status" className={styles.copied}>
        {message}
      </span>
    </>
  );
}
