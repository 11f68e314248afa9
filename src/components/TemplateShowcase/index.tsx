import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {data, output, template} from './example';
import styles from './styles.module.css';

export default function TemplateShowcase(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="showcase-heading">
      <div className="container">
        <h2 id="showcase-heading" className={styles.heading}>
          A template, its data and what comes out
        </h2>
        <p className={styles.intro}>
          Values go between <code>{'{{ }}'}</code>, functions are called on the value they work with, and blocks such as{' '}
          <code>@if</code> and <code>@each</code> close with <code>@end</code>. This is a real template, and the output
          shown with it is what Textwire renders for this data.
        </p>
        <div className={styles.grid}>
          <div className={styles.template}>
            <CodeBlock language="textwire" title="templates/home.tw">
              {template}
            </CodeBlock>
          </div>
          <div className={styles.side}>
            <CodeBlock language="json" title="Data">
              {data}
            </CodeBlock>
            <CodeBlock language="html" title="Output">
              {output}
            </CodeBlock>
          </div>
        </div>
        <p className={styles.note}>
          Whitespace in the output is tidied for reading: the lines that held directives leave blank lines behind, which
          browsers ignore.
        </p>
      </div>
    </section>
  );
}
