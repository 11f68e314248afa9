/**
 * The template files of a multi-file workbench. FileBar: one button per
 * file (the page that is rendered is marked), with what the page puts after
 * them; FileActions: the actions on the open file (rename, delete, render it
 * as the page; a new file opens with its name ready to edit); AddFileButton.
 * The playground lays out all three; a lesson and a docs example only the
 * bar, to switch files. Every action is one of the model's
 * (src/workbench/model.ts), which refuses what the rules forbid; the
 * buttons are disabled for the same cases.
 */
import React, {memo, useEffect, useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {pathProblem} from '@site/src/workbench/files';
import {openIndex} from '@site/src/workbench/model';
import {hasFiles} from '@site/src/workbench/state';
import type {WorkbenchSnapshot} from '@site/src/workbench/store';
import {shallowEqual, useRenderCount, useWorkbenchSlice, useWorkbenchStoreOf} from '../useWorkbench';
import styles from './styles.module.css';

function RenameForm({
  path,
  others,
  onDone,
  onCancel,
}: {
  path: string;
  others: string[];
  onDone: (to: string) => void;
  onCancel: () => void;
}): ReactNode {
  const [name, setName] = useState(path);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const problem = name === path ? null : pathProblem(name, others);

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name === path) onCancel();
    else if (!problem) onDone(name);
  };

  return (
    <form className={styles.renameForm} onSubmit={submit}>
      <label className={styles.renameLabel}>
        File name
        <input
          ref={input}
          className={styles.renameInput}
          value={name}
          spellCheck={false}
          aria-invalid={problem ? true : undefined}
          aria-describedby={hintId}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onCancel();
          }}
        />
      </label>
      <button type="submit" className="button button--primary button--sm" disabled={Boolean(problem)}>
        Save name
      </button>
      <button type="button" className="button button--link button--sm" onClick={onCancel}>
        Cancel
      </button>
      <p
        id={hintId}
        className={clsx(styles.renameHint, problem && styles.renameProblem)}
        role={problem ? 'alert' : undefined}
      >
        {problem ?? 'A path inside the templates folder, such as layouts/main.tw.'}
      </p>
    </form>
  );
}

/** What the bar shows: the paths, the page, the open file and whether it is being renamed (not the sources). */
function filesSlice({model}: WorkbenchSnapshot) {
  const {state} = model;
  return hasFiles(state)
    ? {
        paths: state.files.map((file) => file.path).join('\n'),
        page: state.page,
        ids: model.ids,
        open: model.open,
        active: openIndex(model),
        renaming: model.renaming,
      }
    : null;
}

const sameFiles = (a: ReturnType<typeof filesSlice>, b: ReturnType<typeof filesSlice>) => shallowEqual(a, b);

/** Add file: a one-template state becomes home.tw and the new file. */
export const AddFileButton = memo(function AddFileButton(): ReactNode {
  const store = useWorkbenchStoreOf();
  const renaming = useWorkbenchSlice((snapshot) => snapshot.model.renaming);
  return (
    <button
      type="button"
      className="button button--secondary button--sm"
      onClick={() => store.dispatch({type: 'add-file'})}
      disabled={renaming}
    >
      Add file
    </button>
  );
});

/** The list of files; `addFile` (the playground's AddFileButton) ends it, `actions` (its FileActions) follow it. */
function FileBar({addFile, actions}: {addFile?: ReactNode; actions?: ReactNode}): ReactNode {
  useRenderCount('FileBar');
  const store = useWorkbenchStoreOf();
  const files = useWorkbenchSlice(filesSlice, sameFiles);
  if (!files) return null;
  const paths = files.paths.split('\n');
  return (
    <div className={styles.fileBar}>
      <ul className={styles.fileList} aria-label="Template files">
        {paths.map((path, index) => (
          // Keyed by id: names may repeat in a shared link.
          <li key={files.ids[index]}>
            <button
              type="button"
              className={clsx(styles.fileButton, index === files.active && styles.fileButtonActive)}
              aria-current={index === files.active ? 'true' : undefined}
              onClick={() => store.dispatch({type: 'choose-file', file: files.ids[index]})}
            >
              {path}
              {path === files.page ? <span className={styles.pageBadge}> page</span> : null}
            </button>
          </li>
        ))}
        {addFile ? <li>{addFile}</li> : null}
      </ul>
      {actions}
    </div>
  );
}

export default memo(FileBar);

/** Rename, delete, render as the page: on the open file. */
export const FileActions = memo(function FileActions(): ReactNode {
  const store = useWorkbenchStoreOf();
  const files = useWorkbenchSlice(filesSlice, sameFiles);
  if (!files) return null;
  const paths = files.paths.split('\n');
  const {open, active, page, renaming} = files;
  const activePath = paths[active];
  const dispatch = store.dispatch;
  return renaming ? (
    <RenameForm
      key={open}
      path={activePath}
      others={paths.filter((_, index) => index !== active)}
      onDone={(to) => dispatch({type: 'rename-file', file: open, to})}
      onCancel={() => dispatch({type: 'renaming', on: false})}
    />
  ) : (
    <div className={styles.fileActions}>
      <span className={styles.fileActionsLabel}>{activePath}:</span>
      <button
        type="button"
        className="button button--link button--sm"
        onClick={() => dispatch({type: 'renaming', on: true})}
      >
        Rename
      </button>
      <button
        type="button"
        className="button button--link button--sm"
        onClick={() => dispatch({type: 'delete-file', file: open})}
        disabled={paths.length === 1}
      >
        Delete
      </button>
      <button
        type="button"
        className="button button--link button--sm"
        onClick={() => dispatch({type: 'choose-page', file: open})}
        disabled={activePath === page}
      >
        {activePath === page ? 'Rendered as the page' : 'Render this file as the page'}
      </button>
    </div>
  );
});
