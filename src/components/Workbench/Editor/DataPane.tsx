/**
 * The data pane: its title and the JSON editor. Reads the data alone, so
 * typing in the template does not render it.
 */
import React, {memo, useId, type ReactNode} from 'react';
import {useRenderCount, useWorkbenchSlice, useWorkbenchStoreOf} from '../useWorkbench';
import PaneTitle, {type TitleTag} from '../PaneTitle';
import CodeEditor from './CodeEditor';
import layout from '../styles.module.css';

const DATA_DOC = 'data';

function DataPane({titleAs}: {titleAs?: TitleTag}): ReactNode {
  useRenderCount('DataPane');
  const store = useWorkbenchStoreOf();
  const data = useWorkbenchSlice((snapshot) => snapshot.model.state.data);
  const id = useId();
  return (
    <>
      <PaneTitle as={titleAs} className={layout.paneTitle} id={`${id}data-title`}>
        Data (JSON)
      </PaneTitle>
      <CodeEditor
        id={`${id}data-editor`}
        label="Data (JSON)"
        language="json"
        docId={DATA_DOC}
        value={data}
        onChange={(text) => store.dispatch({type: 'data', data: text})}
      />
    </>
  );
}

export default memo(DataPane);
