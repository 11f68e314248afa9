/**
 * The notes about where the work is kept: a draft brought back, a draft kept
 * while a link is shown, the other drafts of this browser, drafts that could
 * not be read and were set aside, a link that could not be read or was too
 * large, storage that is blocked or full, work too large for a link. Each
 * note says what happened and offers the one thing to do about it.
 */
import React, {type ReactNode} from 'react';
import type {Draft} from '@site/src/playground/draftStorage';
import type {Notice} from '@site/src/playground/persistence';
import {PLAYGROUND_STORAGE_WARNINGS} from '@site/src/storage/warnings/playground';
import StorageWarning from '../StorageWarning';
import type {SavedWork} from './useSavedWork';
import styles from './styles.module.css';

function whenText(saved: number): string {
  const date = new Date(saved);
  const today = date.toDateString() === new Date().toDateString();
  return new Intl.DateTimeFormat(
    undefined,
    today ? {timeStyle: 'short'} : {dateStyle: 'medium', timeStyle: 'short'},
  ).format(date);
}

/** The other drafts, each a button that opens it (newest first). */
function OtherDrafts({drafts, work}: {drafts: Draft[]; work: SavedWork}): ReactNode {
  const one = drafts.length === 1;
  return (
    <>
      {one ? 'Another draft is' : `${drafts.length} other drafts are`} kept in this browser:{' '}
      {drafts.map((draft, i) => (
        <React.Fragment key={draft.id}>
          {i > 0 ? ', ' : null}
          <button
            type="button"
            className="button button--link button--sm"
            aria-label={`Open the draft from ${whenText(draft.saved)}`}
            onClick={() => work.restoreDraft(draft)}
          >
            {one ? `Open the draft from ${whenText(draft.saved)}` : whenText(draft.saved)}
          </button>
        </React.Fragment>
      ))}
    </>
  );
}

function setAsideText(drafts: Draft[]): string {
  const when = drafts.map((draft) => whenText(draft.saved)).join(', ');
  const what =
    drafts.length === 1
      ? `A draft from ${when} could not be opened`
      : `${drafts.length} drafts, from ${when}, could not be opened`;
  return `${what} (damaged, too large, or saved for an engine version this site no longer has), so ${drafts.length === 1 ? 'it was' : 'they were'} set aside: ${drafts.length === 1 ? 'it stays' : 'they stay'} in this browser’s storage and will not be tried again.`;
}

function NoticeText({notice, work}: {notice: Notice; work: SavedWork}): ReactNode {
  switch (notice.kind) {
    case 'restored':
      return (
        <>
          Your draft from {whenText(notice.saved)} is back: this browser keeps your work as you type.{' '}
          <button type="button" className="button button--link button--sm" onClick={work.startFromSample}>
            Start again from the sample
          </button>
        </>
      );
    case 'draft-kept':
      return (
        <>
          This is the link’s work; your draft from {whenText(notice.draft.saved)} is kept.{' '}
          <button
            type="button"
            className="button button--link button--sm"
            onClick={() => work.restoreDraft(notice.draft)}
          >
            Open the draft
          </button>
        </>
      );
    case 'other-drafts':
      return <OtherDrafts drafts={notice.drafts} work={work} />;
    case 'set-aside':
      return setAsideText(notice.drafts);
    case 'bad-link':
      return notice.message;
    case 'storage':
      return PLAYGROUND_STORAGE_WARNINGS[notice.problem];
  }
}

export default function SavedWorkNotes({work}: {work: SavedWork}): ReactNode {
  const {notices, saveProblem, tooLarge} = work;
  return (
    <div role="status" data-testid="playground-notes" data-save-passes={work.savePasses}>
      {notices.map((notice, i) => (
        <p key={`${notice.kind}-${i}`} className={styles.note}>
          <span>
            <NoticeText notice={notice} work={work} />
          </span>
          <button
            type="button"
            className={styles.dismiss}
            aria-label="Dismiss this note"
            onClick={() => work.dismiss(notice)}
          >
            ×
          </button>
        </p>
      ))}
      <StorageWarning problem={saveProblem} words={PLAYGROUND_STORAGE_WARNINGS} className={styles.note} />
      {tooLarge !== null ? <p className={styles.note}>{tooLarge}</p> : null}
    </div>
  );
}
