/**
 * The files of a multi-file docs example as one block, a tab per file
 * (plugins/remark-textwire-examples.ts puts each example's `file="…"`
 * blocks in it). The WAI-ARIA tabs pattern: the tabs are one stop of the Tab
 * key (roving tabindex), the arrow keys move between them and show their
 * file at once, Home and End go to the first and last; each panel is named
 * by its tab.
 *
 * Docusaurus's own @theme/Tabs was the first choice; it has no Home and End,
 * and its panels are not tied to their tabs (no aria-controls or
 * aria-labelledby), so screen readers do not name the file shown.
 */
import React, {
  Children,
  isValidElement,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type FileProps = {path: string; children?: ReactNode};

/** One file of the example: its code block, named by `path`. */
export function ExampleFile({children}: FileProps): ReactNode {
  return children;
}

/** `className`: a class for the outer element. */
export default function ExampleFiles({children, className}: {children?: ReactNode; className?: string}): ReactNode {
  const files = Children.toArray(children).filter(
    (child): child is ReactElement<FileProps> =>
      isValidElement<FileProps>(child) && typeof child.props.path === 'string',
  );
  const [selected, setSelected] = useState(0);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const id = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = files.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    setSelected(target);
    tabs.current[target]?.focus();
  };

  return (
    <div className={clsx(styles.exampleFiles, className)}>
      <div role="tablist" aria-label="Files of this example" className={styles.tabList}>
        {files.map((file, index) => (
          <button
            key={file.props.path}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            className={clsx(styles.tab, index === selected && styles.selected)}
            onClick={() => setSelected(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {file.props.path}
          </button>
        ))}
      </div>
      {files.map((file, index) => (
        <div
          key={file.props.path}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== selected}
          className={styles.panel}
        >
          {file}
        </div>
      ))}
    </div>
  );
}
