/**
 * A docs example edited where it stands (./index.tsx):
 * the workbench's parts laid out for a docs column (the template and data
 * editors and the output as HTML source, stacked, titles that are not
 * headings), with the example's own bar under them: Try it (carrying the
 * edit), Reset, and Edit (pressed: leaves). Loaded on an example's first
 * Edit, with the editor and the engine; every example of the page then
 * shares that code and the page's engine worker for its version
 * (src/engine/browser.ts). The example owns the store (createExampleStore),
 * so its edit lives while the page is open. The links are built when they
 * may be followed (src/components/PlaygroundLink).
 */
import React, {useMemo, type ReactNode} from 'react';
import PlaygroundLink from '@site/src/components/PlaygroundLink';
import {tryItLinks} from './TryItBar';
import Workbench, {
  DataPane,
  FileBar,
  OutputSource,
  Panes,
  Results,
  TemplatePane,
  useStoreSlice,
} from '@site/src/components/Workbench';
import {browserEngine} from '@site/src/engine/browser';
import type {WorkbenchState} from '@site/src/workbench/state';
import {WorkbenchStore} from '@site/src/workbench/store';
import styles from './Editor.module.css';

/** The store of an example: its state, run on the page's engines. */
export function createExampleStore(state: WorkbenchState): WorkbenchStore {
  return new WorkbenchStore(state, {engineOf: (version) => browserEngine(version)});
}

export type ExampleEditorProps = {
  /** The example's store (its starting state is the documented example, which Reset returns to). */
  store: WorkbenchStore;
  /** The compare link's text, when the example has one. */
  compareLabel?: string;
  /** Back to the static blocks (Edit pressed again). */
  onLeave: () => void;
};

/** The parts, in a docs column: the template editor takes focus once built, so the reader types at once. */
const parts = (
  <Panes
    className={styles.stacked}
    input={
      <>
        <TemplatePane titleAs="p" fileBar={<FileBar />} autoFocus />
        <DataPane titleAs="p" />
      </>
    }
    result={
      <Results>
        <OutputSource title="Output" titleAs="p" />
      </Results>
    }
  />
);

/** Try it (carrying the edit), Reset, Edit. */
function ExampleBar({store, compareLabel, onLeave}: ExampleEditorProps): ReactNode {
  const state = useStoreSlice(store, (snapshot) => snapshot.model.state);
  // One set of links per edit, so that each link's encoding is made once, when it may be followed.
  const links = useMemo(() => tryItLinks(state, compareLabel), [state, compareLabel]);
  return (
    <p className={`tw-try-it ${styles.bar}`}>
      {links.map((link, index) => (
        <React.Fragment key={link.text}>
          {index > 0 && ' · '}
          <PlaygroundLink state={link.state} title={link.title}>
            {link.text}
          </PlaygroundLink>
        </React.Fragment>
      ))}
      {' · '}
      <button type="button" disabled={state === store.startingState} onClick={() => store.open(store.startingState)}>
        Reset
      </button>
      {' · '}
      <button type="button" className={styles.pressed} aria-pressed="true" onClick={onLeave}>
        Edit
      </button>
    </p>
  );
}

export default function ExampleEditor(props: ExampleEditorProps): ReactNode {
  return (
    <div className={styles.example} data-testid="example-editor">
      <Workbench store={props.store} className={styles.inline}>
        {parts}
      </Workbench>
      <ExampleBar {...props} />
    </div>
  );
}
