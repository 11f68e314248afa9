/**
 * A lesson of the tour (/tour/<chapter>/<lesson>, routed by plugins/tour.ts
 * with the lesson's JSON and the table of contents as props): the lesson on
 * the left, the workbench on the right with the task, Check, Solve, Reset
 * and Open in playground, and the verdict of the last Check.
 */
import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import type {TemplateFile} from '@site/src/engine/client';
import {LessonChecker, type Verdict} from '@site/src/tour/check';
import {lessonRoute, lessonsInOrder, TOUR_ROUTE, type Lesson, type TourIndex} from '@site/src/tour/types';
import TourProse, {InlineCodeText} from '../TourProse';
import TourWorkbench, {useLessonEngine} from '../TourWorkbench';
import {progressStore, useProgress, useProgressSaved} from '../TourProgress';
import TourVerdict from '../TourVerdict';
import OpenInPlayground from './OpenInPlayground';
import {useLessonKeys, LESSON_KEYS} from './keys';
import styles from './styles.module.css';

type Props = {tour: TourIndex; lesson: Lesson};

/** One checker per page session: each lesson's expected outputs are computed once. */
let checker: LessonChecker | null = null;

const sameFiles = (a: readonly TemplateFile[], b: readonly TemplateFile[]) =>
  a.length === b.length && a.every((file, i) => file.path === b[i].path && file.source === b[i].source);

/** Saved edits are used only if they still fit the lesson's files (a lesson may have changed since). */
function savedFiles(lesson: Lesson): TemplateFile[] | null {
  const saved = progressStore().get().edits[lesson.id];
  if (!saved || !sameFiles(saved.map((file) => ({...file, source: ''})), lesson.start.files.map((file) => ({...file, source: ''})))) return null;
  return saved;
}

type Undo = {label: string; files: TemplateFile[]};

function LessonBody({tour, lesson}: Props): ReactNode {
  const engine = useLessonEngine();
  const history = useHistory();
  const progress = useProgress();
  const saved = useProgressSaved();
  const [files, setFiles] = useState<TemplateFile[]>(lesson.start.files);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [checking, setChecking] = useState(false);
  const [undo, setUndo] = useState<Undo | null>(null);
  const restored = useRef(false);

  const order = useMemo(() => lessonsInOrder(tour), [tour]);
  const at = order.findIndex((entry) => entry.id === lesson.id);
  const previous = order[at - 1] ?? null;
  const next = order[at + 1] ?? null;
  const chapter = tour.chapters.find((entry) => entry.slug === lesson.chapter);

  // The visitor's own files of this lesson, once the page runs.
  useEffect(() => {
    const own = savedFiles(lesson);
    // Storage is read once the page runs, so that the server's HTML and the first render agree.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (own) setFiles(own);
    restored.current = true;
  }, [lesson]);

  // Kept as typed: forgotten when they are back to the start.
  useEffect(() => {
    if (!restored.current) return;
    const timer = setTimeout(() => progressStore().saveEdits(lesson.id, sameFiles(files, lesson.start.files) ? null : files), 300);
    return () => clearTimeout(timer);
  }, [files, lesson]);

  const edit = useCallback((next: TemplateFile[]) => {
    setFiles(next);
    setVerdict(null);
    setUndo(null);
  }, []);

  const replace = (next: TemplateFile[], label: string) => {
    setUndo({label, files});
    setFiles(next);
    setVerdict(null);
  };

  const check = useCallback(async () => {
    checker ??= new LessonChecker((request) => engine.request(request));
    setChecking(true);
    try {
      const result = await checker.check(lesson, {files, page: lesson.start.page});
      if (result.pass) progressStore().markDone(lesson.id);
      setVerdict(result);
    } finally {
      setChecking(false);
    }
  }, [engine, files, lesson]);

  const go = useCallback((target: {id: string} | null) => target && history.push(lessonRoute(target.id)), [history]);
  useLessonKeys({check: () => void check(), previous: () => go(previous), next: () => go(next)});

  const done = progress.done.includes(lesson.id);
  return (
    <div className={styles.lesson}>
      <article className={styles.text}>
        <nav aria-label="Breadcrumbs" className={styles.crumbs}>
          <Link to={TOUR_ROUTE}>Tour</Link> › {chapter?.title} › lesson {at + 1} of {order.length}
        </nav>
        <Heading as="h1" className={styles.title}>
          {lesson.title}
          {done ? <span className={styles.doneMark}> ✓<span className={styles.srOnly}> solved</span></span> : null}
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
        <nav aria-label="Lessons" className={styles.pager}>
          {previous ? (
            <Link className="pagination-nav__link pagination-nav__link--prev" to={lessonRoute(previous.id)} rel="prev">
              <span className="pagination-nav__sublabel">Previous</span>
              <span className="pagination-nav__label">{previous.title}</span>
            </Link>
          ) : <span />}
          {next ? (
            <Link className="pagination-nav__link pagination-nav__link--next" to={lessonRoute(next.id)} rel="next">
              <span className="pagination-nav__sublabel">Next</span>
              <span className="pagination-nav__label">{next.title}</span>
            </Link>
          ) : null}
        </nav>
        <p className={styles.keys}>{LESSON_KEYS}</p>
      </article>
      <section className={styles.bench} aria-label="Exercise">
        <p className={styles.task} data-testid="tour-task">
          <strong>Your task:</strong> <InlineCodeText text={lesson.task} />
        </p>
        <TourWorkbench files={files} page={lesson.start.page} data={lesson.data[0].json} onChange={edit} />
        <div className={styles.actions}>
          <button type="button" className="button button--primary" onClick={() => void check()} disabled={checking}>
            {checking ? 'Checking…' : 'Check'}
          </button>
          {undo ? (
            <button type="button" className="button button--secondary" onClick={() => { setFiles(undo.files); setUndo(null); setVerdict(null); }}>
              {undo.label}
            </button>
          ) : (
            <button type="button" className="button button--secondary" onClick={() => replace(lesson.solution.files, 'Undo Solve')} disabled={sameFiles(files, lesson.solution.files)}>
              Solve
            </button>
          )}
          <button type="button" className="button button--secondary" onClick={() => replace(lesson.start.files, 'Undo Reset')} disabled={sameFiles(files, lesson.start.files)}>
            Reset
          </button>
          <OpenInPlayground files={files} page={lesson.start.page} data={lesson.data[0].json} />
        </div>
        <TourVerdict verdict={verdict} next={next} />
        {saved ? null : (
          <p className={styles.storageNote} data-testid="tour-storage-note">
            Your browser does not let this site store data, so your progress and edits will not be kept when you leave.
          </p>
        )}
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
