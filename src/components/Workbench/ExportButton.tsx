/**
 * "Export as Go project": downloads the workbench's state as a Go program
 * (src/workbench/exportGoProject.ts). That code and its zip library load
 * on the first click, not with the page. The state is read from the store
 * when clicked, so typing does not render the button.
 */
import React, {useState, type ReactNode, type Ref} from 'react';
import {checkData} from '@site/src/workbench/data';
import {saveFile} from '@site/src/workbench/saveFile';
import type {WorkbenchState} from '@site/src/workbench/state';
import {shortcutKeys} from '@site/src/workbench/shortcuts';
import {useWorkbenchSlice, useWorkbenchStoreOf} from './useWorkbench';
import styles from './styles.module.css';

export default function ExportButton({buttonRef}: {buttonRef?: Ref<HTMLButtonElement>}): ReactNode {
  const store = useWorkbenchStoreOf();
  // A message stands until the state it was about changes.
  const [note, setNote] = useState<{text: string; about: WorkbenchState} | null>(null);
  const current = useWorkbenchSlice((snapshot) => note !== null && snapshot.model.state === note.about);
  const message = note && current ? note.text : null;

  const exportProject = async () => {
    const state = store.state;
    const setMessage = (text: string) => setNote({text, about: state});
    const data = await checkData(state.data);
    if (!data.ok) {
      setMessage(`Fix the data to export: ${data.message}`);
      return;
    }
    try {
      const {exportGoProject} = await import(/* webpackChunkName: "go-export" */ '@site/src/workbench/exportGoProject');
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
      <span role="status" className={styles.exportNote}>
        {message}
      </span>
    </>
  );
}
