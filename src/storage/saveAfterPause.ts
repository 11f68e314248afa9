/**
 * Saving work as it changes: after a pause in the changes, and at once when
 * the page is left or the work's owner goes away, so that the last change
 * is never lost and a burst of typing is saved once. The tour's progress
 * (src/components/TourLesson) and the playground's address and drafts
 * (src/components/SavedWork) both save this way, through
 * useSaveAfterPause. No React, no DOM: the hook listens for `pagehide`.
 */

export type SaveOptions = {
  /**
   * True when the page is being left (or the owner unmounted): the save must
   * finish before returning, since nothing runs after. Otherwise a save may
   * hand its heavy part to a worker.
   */
  leaving: boolean;
};

export class SaveAfterPause<T> {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private pending: {value: T} | null = null;

  constructor(
    private readonly save: (value: T, options: SaveOptions) => void,
    /** How long the changes must pause before `value` is saved. */
    private readonly pauseFor: (value: T) => number,
  ) {}

  /** A new value: saved once the changes pause, unless another value comes first. */
  change(value: T): void {
    this.pending = {value};
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.run({leaving: false}), this.pauseFor(value));
  }

  /** Saves the value still waiting for its pause, if any, now. */
  flush(options: SaveOptions = {leaving: true}): void {
    clearTimeout(this.timer);
    this.run(options);
  }

  /** Forgets the value waiting, unsaved (its owner decided not to save it). */
  cancel(): void {
    clearTimeout(this.timer);
    this.pending = null;
  }

  private run(options: SaveOptions): void {
    const pending = this.pending;
    this.pending = null;
    if (pending) this.save(pending.value, options);
  }
}
