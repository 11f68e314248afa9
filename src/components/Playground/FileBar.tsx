/**
 * The template files of a multi-file playground: one button per file (the
 * page that is rendered is marked), and actions on the open file: rename,
 * delete, render it as the page. A new file opens with its name ready to edit.
 */
import React, {useEffect, useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import type {TemplateFile} from '../../engine/client';
import {pathProblem} from './templateFiles';
import styles from './styles.module.css';

/** Files are told apart by their place in the list: a shared link may hold two of one name. */
type Props = {
  files: TemplateFile[];
  page: string;
  active: number;
  /** Whether the open file's name is being edited (a new file starts so). */
  renaming: boolean;
  onSelect: (index: number) => void;
  onAdd: () => void;
  onRename: (index: number, to: string) => void;
  onRenamingChange: (renaming: boolean) => void;
  onDelete: (index: number) => void;
  onMakePage: (index: number) => void;
};

function RenameForm({path, others, onDone, onCancel}: {path: string; others: string[]; onDone: (to: string) => void; onCancel: () => void}): ReactNode {
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
      <p id={hintId} className={clsx(styles.renameHint, problem && styles.renameProblem)} role={problem ? 'alert' : undefined}>
        {problem ?? 'A path inside the templates folder, such as layouts/main.tw.'}
      </p>
    </form>
  );
}

export default function FileBar(props: Props): ReactNode {
  const {files, page, active, renaming} = props;
  const activePath = files[active].path;
  return (
    <div className={styles.fileBar}>
      <ul className={styles.fileList} aria-label="Template files">
        {files.map(({path}, index) => (
          // Keyed by place too: names may repeat in a shared link.
          <li key={`${index}:${path}`}>
            <button
              type="button"
              className={clsx(styles.fileButton, index === active && styles.fileButtonActive)}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => props.onSelect(index)}
            >
              {path}
              {path === page ? <span className={styles.pageBadge}> page</span> : null}
            </button>
          </li>
        ))}
        <li>
          <button type="button" className="button button--secondary button--sm" onClick={props.onAdd} disabled={renaming}>
            Add file
          </button>
        </li>
      </ul>
      {renaming ? (
        <RenameForm
          key={active}
          path={activePath}
          others={files.filter((_, index) => index !== active).map((file) => file.path)}
          onDone={(to) => props.onRename(active, to)}
          onCancel={() => props.onRenamingChange(false)}
        />
      ) : (
        <div className={styles.fileActions}>
          <span className={styles.fileActionsLabel}>{activePath}:</span>
          <button type="button" className="button button--link button--sm" onClick={() => props.onRenamingChange(true)}>
            Rename
          </button>
          <button type="button" className="button button--link button--sm" onClick={() => props.onDelete(active)} disabled={files.length === 1}>
            Delete
          </button>
          <button type="button" className="button button--link button--sm" onClick={() => props.onMakePage(active)} disabled={activePath === page}>
            {activePath === page ? 'Rendered as the page' : 'Render this file as the page'}
          </button>
        </div>
      )}
    </div>
  );
}
