import type {ReactNode} from 'react';
import LandingActions from '../LandingActions';
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
            The introduction explains the ideas in a few minutes, and the community page shows where to ask questions,
            report bugs and help out.
          </p>
          <LandingActions className={styles.actions} communityLabel="Visit the community page" />
        </div>
      </div>
    </section>
  );
}
