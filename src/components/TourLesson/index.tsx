/**
 * A lesson of the tour (/tour/<chapter>/<lesson>, routed by plugins/tour.ts
 * with the lesson's JSON and the table of contents as props): the lesson on
 * the left, the workbench on the right with the lesson's own bar (the task,
 * Check, Solve, Reset and Open in playground), the verdict of the last
 * Check, and the workbench's parts the lesson lays out (files, data,
 * output). Check takes the store's result of the visible data (the run the
 * output pane shows) instead of running it again.
 */
import React, {memo, useCallback, useMemo, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import Workbench, {
  DataPane,
  ExportButton,
  FileBar,
  OutputPreview,
  OutputSource,
  Panes,
  Results,
  TemplatePane,
  useStoreSlice,
  useWorkbenchStore,
  type WorkbenchStore,
} from '@site/src/components/Workbench';
import {browserEngine, warmEngine} from '@site/src/engine/browser';
import type {TemplateFile} from '@site/src/engine/client';
import {sourcesOf} from '@site/src/workbench/state';
import {LATEST_VERSION} from '@site/src/versions';
import {LessonChecker, lessonState, type Verdict} from '@site/src/tour/check';
import {compareOutputsInBrowser} from '@site/src/tour/compareInBrowser';
import {sameFiles} from '@site/src/tour/lessonSync';
import {LESSON_STORAGE_WARNINGS} from '@site/src/storage/warnings/lesson';
import {lessonRoute, lessonsInOrder, TOUR_ROUTE, type Lesson, type TourIndex} from '@site/src/tour/types';
import TourProse, {InlineCodeText} from '../TourProse';
import {progressStore, useProgress, useProgressProblem} from '../TourProgress';
import TourVerdict from '../TourVerdict';
import TourHints, {HintButton, solvedLabel} from '../TourHints';
import OpenInPlayground from './OpenInPlayground';
import {useLessonKeys, CHECK_KEYS, LESSON_KEYS} from './keys';
import {useLessonSync, type LessonSaving} from './useLessonSync';
import styles from './styles.module.css';

// The engine starts downloading and compiling as this page's code is
// evaluated, as the playground's does (src/engine/browser.ts); moving to
// another lesson keeps it.
if (typeof window !== 'undefined') warmEngine(LATEST_VERSION.name);

type Props = {tour: TourIndex; lesson: Lesson};

/** A lesson shows its files (to switch between them, not to add or rename), data and output, and Export. */
const LessonWorkbench = memo(function LessonWorkbench({store}: {store: WorkbenchStore}): ReactNode {
  return (
    <Workbench store={store}>
      <div className={styles.tools}>
        <ExportButton />
      </div>
      <Panes
        input={
          <>
            <TemplatePane fileBar={<FileBar />} />
            <DataPane />
          </>
        }
        result={
          <Results>
            <OutputPreview />
            <OutputSource title="HTML" />
          </Results>
        }
      />
    </Workbench>
  );
});

/** One checker per visit: each lesson's expected outputs are computed once, on the workbench's engines. */
let checker: LessonChecker | null = null;

const STORAGE_NOTES = LESSON_STORAGE_WARNINGS;

/** What other tabs did to this lesson: followed here, or changed while this tab had edits of its own. */
function OtherTabNote({saving}: {saving: LessonSaving}): ReactNode {
  if (saving.conflict) {
    return (
      <p className={styles.storageNote} data-testid="tour-other-tab">
        This lesson was changed in another tab, and you have edits here: they are not saved until you choose.{' '}
        <button type="button" className="button button--link button--sm" onClick={saving.takeTheirs}>
          Show the other tab’s version
        </button>{' '}
        <button type="button" className="button button--link button--sm" onClick={saving.keepMine}>
          Keep mine
        </button>
      </p>
    );
  }
  return saving.followed ? (
    <p className={styles.storageNote} data-testid="tour-other-tab">
      Updated with your edits from another tab.
    </p>
  ) : null;
}

/** Solve and Reset can be undone until the files change again. */
type Undo = {label: string; before: TemplateFile[]; after: TemplateFile[]};
/** A verdict stands for the files it was given. */
type Checked = {files: TemplateFile[]; verdict: Verdict};

function LessonBody({tour, lesson}: Props): ReactNode {
  const history = useHistory();
  const progress = useProgress();
  const storageProblem = useProgressProblem();
  const data = lesson.data[0].json;
  const startingState = useMemo(() => lessonState(lesson.start, data), [lesson, data]);
  // This page owns the workbench's state: Check, the saved progress and Solve/Reset all use this one store.
  const store = useWorkbenchStore(startingState);
  const state = useStoreSlice(store, (snapshot) => snapshot.model.state);
  const openState = store.open;
  const files = useMemo(() => sourcesOf(state), [state]);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [checking, setChecking] = useState(false);
  const [undo, setUndo] = useState<Undo | null>(null);
  // Hints are offered once a Check has failed in this visit (or one was opened before).
  const [failedOnce, setFailedOnce] = useState(false);

  const order = useMemo(() => lessonsInOrder(tour), [tour]);
  const at = order.findIndex((entry) => entry.id === lesson.id);
  const previous = order[at - 1] ?? null;
  const next = order[at + 1] ?? null;
  const chapter = tour.chapters.find((entry) => entry.slug === lesson.chapter);

  const open = useCallback(
    (next: TemplateFile[]) => openState(lessonState({files: next, page: lesson.start.page}, data)),
    [openState, lesson, data],
  );

  // Opened from the stored progress, saved to it, and kept in step with other tabs (useLessonSync.ts).
  const saving = useLessonSync({lesson, files, open});

  const replace = (target: TemplateFile[], label: string) => {
    setUndo({label, before: files, after: target});
    open(target);
  };

  const check = useCallback(async () => {
    // Large outputs are compared in a worker, or in slices: a template can print tens of megabytes.
    checker ??= new LessonChecker((version) => browserEngine(version), compareOutputsInBrowser);
    const given = store.state;
    setChecking(true);
    try {
      // The visible data's result is the store's run of this very state (the one the output pane shows), not a
      // run of its own; with the data pane edited, the lesson's data is run.
      const visible = given.data === data ? ((await store.settled(), store.outcomeOf(given)) ?? undefined) : undefined;
      const verdict = await checker.check(lesson, given, visible);
      if (verdict.pass) progressStore().markDone(lesson.id);
      else setFailedOnce(true);
      setChecked({files: sourcesOf(given), verdict});
    } finally {
      setChecking(false);
    }
  }, [lesson, store, data]);

  const go = useCallback((target: {id: string} | null) => target && history.push(lessonRoute(target.id)), [history]);
  useLessonKeys({check: () => void check(), previous: () => go(previous), next: () => go(next)});

  const done = progress.done.includes(lesson.id);
  const hintsShown = Math.min(progress.hints[lesson.id] ?? 0, lesson.hints.length);
  const verdict = checked && sameFiles(checked.files, files) ? checked.verdict : null;
  const undoable = undo && sameFiles(undo.after, files) ? undo : null;
  return (
    <div className={styles.lesson}>
      <article className={styles.text}>
        <nav aria-label="Breadcrumbs" className={styles.crumbs}>
          <Link to={TOUR_ROUTE}>Tour</Link> › {chapter?.title} › lesson {at + 1} of {order.length}
        </nav>
        <Heading as="h1" className={styles.title}>
          {lesson.title}
          {done ? (
            <span className={styles.doneMark}>
              {' '}
              ✓ <span className={styles.solvedHow}>{solvedLabel(hintsShown)}</span>
            </span>
          ) : null}
        </Heading>
        {/* "markdown": the class search reads a page's text from (docusaurus-lunr-search). */}
        <div className="markdown">
          <TourProse nodes={lesson.prose} />
        </div>
        <p className={styles.more}>More in the docs:</p>
        <ul className={styles.docs}>
          {lesson.docs.map((link) => (
            <li key={link.href}>
              <Link to={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
        <nav aria-label="Lessons" className="pagination-nav">
          {previous ? (
            <Link className="pagination-nav__link pagination-nav__link--prev" to={lessonRoute(previous.id)} rel="prev">
              <div className="pagination-nav__sublabel">Previous</div>
              <div className="pagination-nav__label">{previous.title}</div>
            </Link>
          ) : null}
          {next ? (
            <Link className="pagination-nav__link pagination-nav__link--next" to={lessonRoute(next.id)} rel="next">
              <div className="pagination-nav__sublabel">Next</div>
              <div className="pagination-nav__label">{next.title}</div>
            </Link>
          ) : null}
        </nav>
        <p className={styles.keys}>{LESSON_KEYS}</p>
      </article>
      <section className={styles.bench} aria-label="Exercise">
        <p className={styles.task} data-testid="tour-task">
          <strong>Your task:</strong> <InlineCodeText text={lesson.task} />
        </p>
        <div className={styles.actions}>
          <button
            type="button"
            className="button button--primary"
            onClick={() => void check()}
            disabled={checking}
            aria-keyshortcuts={CHECK_KEYS}
          >
            {checking ? 'Checking…' : 'Check'}
          </button>
          <HintButton
            hints={lesson.hints}
            shown={hintsShown}
            offered={failedOnce || hintsShown > 0}
            onShow={() => progressStore().showHints(lesson.id, hintsShown + 1)}
          />
          {undoable ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setUndo(null);
                open(undoable.before);
              }}
            >
              {undoable.label}
            </button>
          ) : (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => replace(lesson.solution.files, 'Undo Solve')}
              disabled={sameFiles(files, lesson.solution.files)}
            >
              Solve
            </button>
          )}
          <button
            type="button"
            className="button button--secondary"
            onClick={() => replace(lesson.start.files, 'Undo Reset')}
            disabled={sameFiles(files, lesson.start.files)}
          >
            Reset
          </button>
          <OpenInPlayground state={state} />
        </div>
        <TourHints hints={lesson.hints} shown={hintsShown} />
        <TourVerdict verdict={verdict} next={next} version={state.version} />
        {storageProblem ? (
          <p className={styles.storageNote} data-testid="tour-storage-note">
            {STORAGE_NOTES[storageProblem]}
          </p>
        ) : null}
        <OtherTabNote saving={saving} />
        <LessonWorkbench store={store} />
      </section>
    </div>
  );
}

export default function TourLessonPage({tour, lesson}: Props): ReactNode {
  return (
    <Layout title={`${lesson.title} · Tour`} description={`A Tour of Textwire: ${lesson.task.replace(/`/g, '')}`}>
      <main className={styles.main}>
        {/* A new lesson starts afresh: its own files, no verdict, no undo. */}
        <LessonBody key={lesson.id} tour={tour} lesson={lesson} />
      </main>
    </Layout>
  );
}
