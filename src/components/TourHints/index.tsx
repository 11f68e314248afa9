/**
 * A lesson's hints (the `hints` of its front matter, src/tour/parse.ts): none
 * is shown until a Check has failed; then "Show a hint" opens them one at a
 * time, each a step closer to the answer, and Solve comes after the last.
 * How many are open is kept in the visitor's progress (src/tour/progress.ts),
 * so it survives a reload, and counts whether a lesson was solved with hints.
 * Split in two: the button sits among the lesson's actions, before Solve; the
 * hints opened are listed under the actions.
 */
import React, {type ReactNode} from 'react';
import {InlineCodeText} from '../TourProse';
import styles from './styles.module.css';

type Props = {hints: string[]; shown: number};

/** The button that opens the next hint: offered after a failed Check (or once a hint is open), while hints remain. */
export function HintButton({hints, shown, offered, onShow}: Props & {offered: boolean; onShow: () => void}): ReactNode {
  if (!offered || shown >= hints.length) return null;
  return (
    <button type="button" className="button button--secondary" onClick={onShow} data-testid="tour-hint-button">
      {shown === 0 ? 'Show a hint' : 'Show the next hint'} ({shown + 1} of {hints.length})
    </button>
  );
}

/** The hints opened so far, and after the last one, the way on. */
export default function TourHints({hints, shown}: Props): ReactNode {
  const open = hints.slice(0, shown);
  // A live region present from the start, so that each hint opened is read out.
  return (
    <div aria-live="polite" className={open.length > 0 ? styles.hints : undefined} data-testid="tour-hints">
      {open.length > 0 ? (
        <>
          <ol className={styles.list}>
            {open.map((hint, i) => (
              <li key={i}>
                <strong>Hint {i + 1}:</strong> <InlineCodeText text={hint} />
              </li>
            ))}
          </ol>
          {open.length === hints.length ? (
            <p className={styles.last}>
              That was the last hint. Still stuck? Solve shows one answer, and you can undo it.
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** "Solved without hints", "Solved with 2 hints": shown on the visitor's own lesson page only. */
export function solvedLabel(hintsOpened: number): string {
  if (hintsOpened === 0) return 'solved without hints';
  return `solved with ${hintsOpened} hint${hintsOpened === 1 ? '' : 's'}`;
}
