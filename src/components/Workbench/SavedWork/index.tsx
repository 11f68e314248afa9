/**
 * The notes about where the work is kept: a draft brought back, a draft kept
 * while a link is shown, a link that could not be read, storage that is
 * blocked or full, work too large for a link. Each note says what happened
 * and offers the one thing to do about it.
 */
import React, {type ReactNode} from 'react';
import {linkSizeText, MAX_LINK_CHARS} from '@site/src/playground/linkFragment';
import type {Notice} from '@site/src/playground/persistence';
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

const STORAGE_TEXT = {
  blocked:
    'This browser does not let the site store data, so your work is not kept as a draft: Copy link or Export as Go project keeps it.',
  full: 'Browser storage is full, so your latest changes are not kept as a draft: Copy link or Export as Go project keeps them.',
};

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
    case 'bad-link':
      return notice.message;
    case 'storage':
      return STORAGE_TEXT[notice.problem];
  }
}

export default function SavedWorkNotes({work}: {work: SavedWork}): ReactNode {
  const {notices, saveProblem, keptAsDraft, tooLong} = work;
  return (
    <div role="status" data-testid="playground-notes">
      {notices.map((notice) => (
        <p key={notice.kind} className={styles.note}>
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
      {saveProblem ? <p className={styles.note}>{STORAGE_TEXT[saveProblem]}</p> : null}
      {tooLong !== null ? (
        <p className={styles.note}>
          This work is too large for a link ({linkSizeText(tooLong)}; a link holds up to {linkSizeText(MAX_LINK_CHARS)}
          ), so the address bar no longer follows it.{keptAsDraft ? ' It is kept as a draft in this browser.' : ''}
        </p>
      ) : null}
    </div>
  );
}
