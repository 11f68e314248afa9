import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {LATEST_VERSION} from '@site/src/versions';
import CodeBlock from '@theme/CodeBlock';
import {goProgram} from '../TemplateShowcase/example';
import styles from './styles.module.css';

export default function GoUsage(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="go-heading">
      <div className={`container ${styles.grid}`}>
        <div className={styles.text}>
          <h2 id="go-heading" className={styles.heading}>
            How it looks in Go
          </h2>
          <p>This program serves the template above. Three calls cover most projects:</p>
          <ul className={styles.steps}>
            <li>
              <code>textwire.NewTemplate</code> reads and parses the templates folder once, with options from{' '}
              <code>config.Config</code>.
            </li>
            <li>
              <code>tpl.Response</code> renders a template by name straight into an <code>http.ResponseWriter</code>.
            </li>
            <li>
              <code>tpl.String</code> returns the result as a string, for emails, files or tests.
            </li>
          </ul>
          <p>
            For a one-off string there is also <code>textwire.EvaluateString</code>, covered in the{' '}
            <Link to={`${LATEST_VERSION.route}/guides/eval-string`}>evaluate a string</Link> guide.
          </p>
        </div>
        <div className={styles.code}>
          <CodeBlock language="go" title="main.go">
            {goProgram}
          </CodeBlock>
        </div>
      </div>
    </section>
  );
}
