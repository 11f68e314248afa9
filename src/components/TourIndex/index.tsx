/**
 * /tour: the chapters and their lessons, each marked once solved, and a
 * button to start, or to continue at the first lesson not solved yet.
 */
import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import {lessonRoute, lessonsInOrder, type TourIndex} from '@site/src/tour/types';
import {LATEST_VERSION} from '@site/src/versions';
import {useProgress, useProgressProblem} from '../TourProgress';
import styles from './styles.module.css';

/** How Check decides, said plainly (src/tour/check.ts is what it says), with the answer to the most common surprise. */
function HowCheckJudges(): ReactNode {
  return (
    <section className={clsx('markdown', styles.intro, styles.judging)} aria-labelledby="how-check-judges">
      <Heading as="h2" id="how-check-judges">
        How Check judges your answer
      </Heading>
      <p>
        Check renders your template with the same engine as the docs (Textwire v{LATEST_VERSION.engineRelease}), first
        on the data you see beside the exercise, then on one or more hidden data sets. For each, your output must be
        exactly the output of the lesson's own solution on that data. Whitespace at the start and end of each line, and
        lines that are blank, do not count; everything else does: every character, space inside a line, tag and line
        break between two pieces of text. Nothing leaves your browser.
      </p>
      <Heading as="h3" id="my-answer-looks-right-but-check-fails">
        My answer looks right but Check fails
      </Heading>
      <ul>
        <li>
          <strong>Hidden data.</strong> The verdict names the data set that failed. Output that matches on the visible
          data can still be wrong: a name or number typed in, instead of read from the data, fails on the hidden sets.
          Use the variables, not their values.
        </li>
        <li>
          <strong>Exact output.</strong> Read the diff under the verdict: lines marked − are expected, lines marked +
          are yours. A missing space, a different word, a full stop, or an extra tag is enough to fail.
        </li>
        <li>
          <strong>Line breaks inside a line.</strong> Indentation and blank lines are ignored, but two pieces of text on
          one line are not the same as the same pieces on two lines.
        </li>
        <li>
          <strong>An error.</strong> When the engine reports an error, the verdict shows it with its file and line; fix
          that first.
        </li>
        <li>
          <strong>Still stuck?</strong> Open a hint, then the next; <strong>Solve</strong> shows an answer, and you can
          undo it.
        </li>
      </ul>
    </section>
  );
}

export default function TourIndexPage({tour}: {tour: TourIndex}): ReactNode {
  const {done} = useProgress();
  const storageProblem = useProgressProblem();
  const lessons = lessonsInOrder(tour);
  const solved = lessons.filter((lesson) => done.includes(lesson.id)).length;
  const nextUp = lessons.find((lesson) => !done.includes(lesson.id)) ?? lessons[0];
  return (
    <Layout
      title="A Tour of Textwire"
      description="Learn Textwire, the template language for Go, in short lessons with exercises checked by the real engine in your browser."
    >
      <main className="container margin-vert--lg">
        {/* The heading and its "markdown" text are what search indexes of this page (docusaurus-lunr-search). */}
        <article>
          <Heading as="h1">A Tour of Textwire</Heading>
          <div className={clsx('markdown', styles.intro)}>
            <p>
              {lessons.length} short lessons in {tour.chapters.length} chapters, from printing a value to rendering a
              templates folder from Go. Each explains one idea and asks you to change a template; <strong>Check</strong>{' '}
              runs it with the real engine, in your browser, on the lesson's data and on data you do not see. When a
              Check fails, hints open one at a time before you reach for <strong>Solve</strong>.
            </p>
          </div>
        </article>
        <p className={styles.start}>
          <Link className="button button--primary button--lg" to={lessonRoute(nextUp.id)} data-testid="tour-start">
            {solved === 0
              ? 'Start the tour'
              : solved === lessons.length
                ? 'Go over it again'
                : `Continue: ${nextUp.title}`}
          </Link>
          <span data-testid="tour-count">
            {solved} of {lessons.length} lessons solved
          </span>
        </p>
        {storageProblem ? (
          <p data-testid="tour-storage-note">
            {storageProblem === 'blocked'
              ? 'Your browser does not let this site store data, so your progress will not be kept.'
              : 'Your browser’s storage for this site is full, so new progress is not kept.'}
          </p>
        ) : null}
        <div className={styles.chapters}>
          {tour.chapters.map((chapter, c) => (
            <section key={chapter.slug} className={styles.chapter} aria-labelledby={`chapter-${chapter.slug}`}>
              <Heading as="h2" id={`chapter-${chapter.slug}`} className={styles.chapterTitle}>
                {c + 1}. {chapter.title}
              </Heading>
              <ol className={styles.lessons}>
                {chapter.lessons.map((lesson) => {
                  const isDone = done.includes(lesson.id);
                  return (
                    <li key={lesson.id} className={isDone ? styles.done : undefined}>
                      <Link to={lessonRoute(lesson.id)}>{lesson.title}</Link>
                      {isDone ? (
                        <span className={styles.mark}>
                          <span aria-hidden="true"> ✓</span>
                          <span className="sr-only"> (solved)</span>
                        </span>
                      ) : null}
                    </li>
                  );
                })}
              </ol>
            </section>
          ))}
        </div>
        <HowCheckJudges />
      </main>
    </Layout>
  );
}
