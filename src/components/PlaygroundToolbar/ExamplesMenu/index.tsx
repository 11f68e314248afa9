/**
 * The docs' runnable examples, by version, page and section, filtered as
 * you type; choosing one opens it here as its "Try it" link does. The list
 * is written at build time (plugins/examples-menu.ts) and loaded when the
 * menu is first opened. Opening an example replaces the workbench's state
 * (the model's open-state action, given as onOpen).
 */
import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import type {MenuExample} from '@site/src/examples/menu';
import {originLabel} from '@site/src/examples/label';
import type {WorkbenchState} from '@site/src/workbench/state';
import styles from './styles.module.css';

type Entry = MenuExample & {label: string; text: string};

/**
 * The list shows this many entries until asked for all: the panel shows
 * about ten, and rendering all 600 made each opening take 250 ms on a busy
 * machine (npm run bench).
 */
const FIRST_SHOWN = 50;

const label = ({version, page, section}: MenuExample): string => originLabel(version, page, section);

async function loadEntries(): Promise<Entry[]> {
  const {default: examples} = await import(
    /* webpackChunkName: "examples-menu" */ '@generated/examples-menu/default/examples.json'
  );
  return examples.map((example) => ({...example, label: label(example), text: label(example).toLowerCase()}));
}

export default function ExamplesMenu({onOpen}: {onOpen: (state: WorkbenchState) => void}): ReactNode {
  const [open, setOpen] = useState(false);
  const [entries, setEntries] = useState<Entry[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [filter, setFilter] = useState('');
  const [showAll, setShowAll] = useState(false);
  const panelId = useId();
  const list = useRef<HTMLUListElement>(null);
  // "Show all" goes away once pressed: focus moves on to the first entry it added.
  const focusAdded = useRef(false);
  useEffect(() => {
    if (!showAll || !focusAdded.current) return;
    focusAdded.current = false;
    list.current?.querySelectorAll('button')[FIRST_SHOWN]?.focus();
  }, [showAll]);

  const toggle = () => {
    setOpen(!open);
    setShowAll(false);
    if (entries || open) return;
    setFailed(false);
    loadEntries().then(setEntries, () => setFailed(true));
  };

  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  const matching = entries?.filter((entry) => words.every((word) => entry.text.includes(word))) ?? [];
  const shown = showAll ? matching : matching.slice(0, FIRST_SHOWN);

  return (
    <>
      <button
        type="button"
        className="button button--secondary button--sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        Examples
      </button>
      {open ? (
        <div id={panelId} className={styles.panel}>
          {entries ? (
            <>
              <label className={styles.filter}>
                Filter examples
                <input
                  type="search"
                  value={filter}
                  placeholder="v2 loops"
                  spellCheck={false}
                  onChange={(event) => {
                    setFilter(event.target.value);
                    setShowAll(false);
                  }}
                />
              </label>
              <p role="status" className={styles.count}>
                {matching.length} of {entries.length} examples
              </p>
              <ul className={styles.list} aria-label="Docs examples" ref={list}>
                {shown.map((entry, index) => (
                  <li key={`${index}:${entry.label}`}>
                    <button
                      type="button"
                      className={styles.item}
                      onClick={() => {
                        onOpen(entry.state);
                        setOpen(false);
                      }}
                    >
                      {entry.label}
                    </button>
                  </li>
                ))}
              </ul>
              {shown.length < matching.length ? (
                <button
                  type="button"
                  className="button button--link button--sm"
                  onClick={() => {
                    focusAdded.current = true;
                    setShowAll(true);
                  }}
                >
                  Show all {matching.length} (type to narrow them)
                </button>
              ) : null}
            </>
          ) : (
            <p role="status">
              {failed
                ? 'The list of examples could not be loaded. Check your connection and open the menu again.'
                : 'Loading the examples…'}
            </p>
          )}
        </div>
      ) : null}
    </>
  );
}
