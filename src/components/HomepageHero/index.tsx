import type {ReactNode} from 'react';
import clsx from 'clsx';
import LandingActions from '../LandingActions';
import styles from './styles.module.css';

function HeroArt(): ReactNode {
  return (
    <svg
      className={styles.art}
      width="360"
      height="260"
      viewBox="0 0 360 260"
      role="img"
      aria-labelledby="hero-art-title"
    >
      <title id="hero-art-title">A template card joined by a wire to a rendered page</title>
      {/* template card */}
      <rect className={styles.card} x="8" y="24" width="168" height="150" rx="14" />
      <text className={styles.code} x="26" y="60">
        @each(b in books)
      </text>
      <text className={styles.codeAccent} x="40" y="90">
        {'{{ b.title }}'}
      </text>
      <text className={styles.code} x="26" y="120">
        @end
      </text>
      <rect className={styles.line} x="26" y="140" width="92" height="8" rx="4" />
      {/* the wire */}
      <path className={styles.wire} d="M176 100 C 230 100, 214 190, 262 190" fill="none" />
      <circle className={styles.node} cx="176" cy="100" r="6" />
      <circle className={styles.node} cx="262" cy="190" r="6" />
      {/* rendered page */}
      <rect className={styles.card} x="196" y="120" width="156" height="132" rx="14" />
      <rect className={styles.lineStrong} x="214" y="142" width="96" height="10" rx="5" />
      <circle className={styles.bullet} cx="219" cy="174" r="4" />
      <rect className={styles.line} x="230" y="170" width="100" height="8" rx="4" />
      <circle className={styles.bullet} cx="219" cy="198" r="4" />
      <rect className={styles.line} x="230" y="194" width="80" height="8" rx="4" />
      <circle className={styles.bullet} cx="219" cy="222" r="4" />
      <rect className={styles.line} x="230" y="218" width="90" height="8" rx="4" />
    </svg>
  );
}

export default function HomepageHero(): ReactNode {
  return (
    <header className={styles.hero}>
      <div className={clsx('container', styles.inner)}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>A template language for Go</p>
          <h1 className={styles.title}>Textwire</h1>
          <p className={styles.tagline}>Easy for you, hard for the parser</p>
          <p className={styles.lead}>
            Write HTML as usual, put values in <code>{'{{ }}'}</code> and logic in <code>@if</code>, <code>@each</code>{' '}
            and friends. Pass your Go data in and get a rendered page back, or a clear error with a line number.
          </p>
          <LandingActions className={styles.actions} communityLabel="Community" />
        </div>
        <div className={styles.artWrap}>
          <HeroArt />
        </div>
      </div>
    </header>
  );
}
