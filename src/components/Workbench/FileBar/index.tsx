/**
 * The template files of a multi-file workbench: one button per file (the
 * page that is rendered is marked), and actions on the open file: rename,
 * delete, render it as the page. A new file opens with its name ready to edit.
 * Every action is one of the model's (src/playground/model.ts), which
 * refuses what the rules forbid; the buttons are disabled for the same cases.
 */
import React, {useEffect, useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {pathProblem} from '@site/src/playground/files';
import {openIndex} from '@site/src/playground/model';
import {hasFiles} from '@site/src/playground/state';
import {useWorkbench} from '../context';
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

export default function FileBar(): ReactNode {
  const {model, dispatch, controls} = useWorkbench();
  if (!hasFiles(model.state)) return null;
  const {files, page} = model.state;
  const {ids, open, renaming} = model;
  const active = openIndex(model);
  const activePath = files[active].path;
  return (
    <div className={styles.fileBar}>
      <ul className={styles.fileList} aria-label="Template files">
        {files.map(({path}, index) => (
          // Keyed by id: names may repeat in a shared link.
          <li key={ids[index]}>
            <button
              type="button"
              className={clsx(styles.fileButton, index === active && styles.fileButtonActive)}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => dispatch({type: 'choose-file', file: ids[index]})}
            >
              {path}
              {path === page ? <span className={styles.pageBadge}> page</span> : null}
            </button>
          </li>
        ))}
        {controls.files ? (
          <li>
            <button
              type="button"
              className="button button--secondary button--sm"
              onClick={() => dispatch({type: 'add-file'})}
              disabled={renaming}
            >
              Add file
            </button>
          </li>
        ) : null}
      </ul>
      {!controls.files ? null : renaming ? (
        <RenameForm
          key={open}
          path={activePath}
          others={files.filter((_, index) => index !== active).map((file) => file.path)}
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
            disabled={files.length === 1}
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
      )}
    </div>
  );
}
