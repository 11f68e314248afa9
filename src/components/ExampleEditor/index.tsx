/**
 * A docs example edited where it stands: the workbench (inline layout) in
 * place of the example's static blocks, which are hidden meanwhile and shown
 * again when the reader leaves, with the bar under it: Try it (carrying the
 * edit), Edit (pressed: leaves), Reset. Loaded on an example's first Edit
 * (src/components/TryIt), with the editor and the engine; every example of
 * the page then shares that code and the page's engine worker for its
 * version (src/engine/browser.ts). Edits live while the page is open. The
 * links are built when they may be followed (src/components/PlaygroundLink).
 */
import React, {useEffect, useLayoutEffect, useMemo, useRef, type ReactNode} from 'react';
import PlaygroundLink from '@site/src/components/PlaygroundLink';
import Workbench, {useWorkbenchStore, type WorkbenchControls} from '@site/src/components/Workbench';
import type {PlaygroundState} from '@site/src/playground/state';
import styles from './styles.module.css';

/** A Try it link of the example: its text, its title, and whether it opens the compare view. */
export type ExampleLink = {text: string; title: string; compare: boolean};

export type ExampleEditorProps = {
  /** The documented example, as its Try it link opens it. */
  state: PlaygroundState;
  links: ExampleLink[];
  /** The static blocks this editor stands in for: hidden while it is shown. */
  blocks: HTMLElement[];
  /** Back to the static blocks (Edit pressed again). */
  onLeave: () => void;
  /** The reader's edit of this example from the last time, shown first (Reset still returns to `state`). */
  kept: PlaygroundState | null;
  /** Told the edit as it changes (null when back at the example), to be given back as `kept` next time. */
  onKeep: (edited: PlaygroundState | null) => void;
};

/** Only the editors and the result: the bar below holds this example's own controls. */
const CONTROLS: WorkbenchControls = {
  version: false,
  copyLink: false,
  export: false,
  compare: false,
  reset: false,
  examples: false,
  shortcuts: false,
  files: false,
};

/** While the editor is shown, the static blocks are hidden; they come back as they were. */
function useHidden(blocks: HTMLElement[]): void {
  useLayoutEffect(() => {
    const shown = blocks.filter((block) => !block.hasAttribute('hidden'));
    for (const block of shown) block.setAttribute('hidden', '');
    return () => shown.forEach((block) => block.removeAttribute('hidden'));
  }, [blocks]);
}

export default function ExampleEditor({state, links, blocks, onLeave, kept, onKeep}: ExampleEditorProps): ReactNode {
  // A reader who leaves and edits again finds their edit (until the page is left).
  const store = useWorkbenchStore(state, kept ?? state);
  const host = useRef<HTMLDivElement>(null);
  useHidden(blocks);

  useEffect(() => {
    onKeep(store.state === state ? null : store.state);
  }, [store.state, state, onKeep]);

  // Focus goes into the template editor once it is built (the editor's code may still be arriving).
  useEffect(() => {
    const root = host.current;
    if (!root) return undefined;
    const focusEditor = () => {
      const editor = root.querySelector<HTMLElement>('[data-language="textwire"] .cm-content');
      editor?.focus();
      return Boolean(editor);
    };
    if (focusEditor()) return undefined;
    const watch = new MutationObserver(() => focusEditor() && watch.disconnect());
    watch.observe(root, {childList: true, subtree: true});
    return () => watch.disconnect();
  }, []);

  const edited = store.state !== store.startingState;
  // One object per edit, so that the compare link's encoding is made once, when it may be followed.
  const compareState = useMemo(() => ({...store.state, compare: true}), [store.state]);
  return (
    <div ref={host} className={styles.example} data-testid="example-editor">
      <Workbench store={store} controls={CONTROLS} layout="inline" />
      <p className={`tw-try-it ${styles.bar}`}>
        {links.map((link, index) => (
          <React.Fragment key={link.text}>
            {index > 0 && ' · '}
            <PlaygroundLink state={link.compare ? compareState : store.state} title={link.title}>
              {link.text}
            </PlaygroundLink>
          </React.Fragment>
        ))}
        {' · '}
        <button type="button" disabled={!edited} onClick={() => store.open(state)}>
          Reset
        </button>
        {' · '}
        <button type="button" className={styles.pressed} aria-pressed="true" onClick={onLeave}>
          Edit
        </button>
      </p>
    </div>
  );
}
