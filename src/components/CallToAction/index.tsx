import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export default function CallToAction(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="cta-heading">
      <div className="container">
        <div className={styles.panel}>
          <h2 id="cta-heading" className={styles.heading}>
            Write your first template
          </h2>
          <p className={styles.text}>
            The introduction explains the ideas in a few minutes, and the
            community page shows where to ask questions, report bugs and help
            out.
          </p>
          <div className={styles.actions}>
            <Link
              className="button button--primary button--lg"
              to="/docs/v2/introduction">
              Get started
            </Link>
            <Link
              className="button button--secondary button--outline button--lg"
              to="/community">
              Visit the community page
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
