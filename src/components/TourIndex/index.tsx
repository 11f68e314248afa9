/**
 * /tour: the chapters and their lessons, each marked once solved, and a
 * button to start, or to continue at the first lesson not solved yet.
 */
import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {lessonRoute, lessonsInOrder, type TourIndex} from '@site/src/tour/types';
import {LATEST_VERSION} from '@site/src/versions';
import {useProgress, useProgressProblem} from '../TourProgress';
import StorageWarning from '../StorageWarning';
import {TOUR_STORAGE_WARNINGS} from '@site/src/storage/warnings/tour';
import OfflineCopy from '../OfflineCopy';
import styles from './styles.module.css';

/**
 * The tour's own facts, said plainly: its size (counted from the lessons) and
 * how Check decides (src/tour/check.ts is what it says), with the answer to
 * the most common surprise. A fragment: search indexes the headings that are
 * direct children of the page's "markdown" block (docusaurus-lunr-search).
 */
/** A lesson's time, read and solved, in minutes: a short text and one exercise (an estimate, said as one). */
const MINUTES_PER_LESSON = [3, 5] as const;
const hours = (minutes: number) => Math.max(1, Math.round(minutes / 30) / 2);

function HowTheTourWorks({tour}: {tour: TourIndex}): ReactNode {
  const count = lessonsInOrder(tour).length;
  return (
    <>
      <Heading as="h2" id="lessons-and-chapters" className={styles.judging}>
        Lessons and chapters
      </Heading>
      <p>
        The tour has {count} lessons in {tour.chapters.length} chapters:{' '}
        {tour.chapters.map((chapter) => `${chapter.title} (${chapter.lessons.length})`).join(', ')}. Your progress, the
        hints you opened and your edits stay in this browser only.
      </p>
      <Heading as="h3" id="how-long-the-tour-takes">
        How long the tour takes
      </Heading>
      <p>
        Each lesson is a short read and one exercise, about {MINUTES_PER_LESSON[0]} to {MINUTES_PER_LESSON[1]} minutes,
        so all {count} lessons take {hours(count * MINUTES_PER_LESSON[0])} to {hours(count * MINUTES_PER_LESSON[1])}{' '}
        hours. You can stop after any lesson: the Continue button on this page takes you back to the first lesson you
        have not solved.
      </p>
      <Heading as="h3" id="how-check-judges-your-answer">
        How Check judges your answer
      </Heading>
      <p>
        Check renders your template with the engine the docs describe (Textwire v{LATEST_VERSION.engineRelease}), in
        your browser: first on the data shown beside the exercise, then on one or more hidden data sets. On each, your
        output must be exactly the output of the lesson's own solution on the same data.
      </p>
      <Heading as="h3" id="whitespace-and-line-breaks">
        Whitespace and line breaks
      </Heading>
      <p>
        Whitespace at the start and end of a line, and blank lines, do not count, so indent as you like; a newline at
        the very end does not count either. Everything else does: every character, a space inside a line, a tag, a line
        break between two pieces of text.
      </p>
      <Heading as="h3" id="my-answer-looks-right-but-check-fails">
        My answer looks right but Check fails
      </Heading>
      <p>
        When Check says your answer is wrong although your output looks the same as the expected one, the cause is
        almost always one of these:
      </p>
      <ul>
        <li>
          <strong>Hidden data.</strong> The verdict names the data set that failed. Output that matches on the visible
          data can still be wrong: a name or number typed in, instead of read from the data, fails on the hidden sets.
          Print the variables, not their values.
        </li>
        <li>
          <strong>Exact output.</strong> Read the diff under the verdict: lines marked − are expected, lines marked +
          are yours. A missing space, another word, a full stop or an extra tag is enough to fail.
        </li>
        <li>
          <strong>Line breaks.</strong> Indentation and blank lines are ignored, but two pieces of text on one line are
          not the same output as the same pieces on two lines.
        </li>
        <li>
          <strong>An error.</strong> When the engine reports an error, the verdict shows it with its file and line: fix
          that first.
        </li>
        <li>
          <strong>Still stuck?</strong> After a failed Check, open a hint, then the next; <strong>Solve</strong> shows
          an answer, and you can undo it.
        </li>
      </ul>
    </>
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
        {/* Search indexes the article's "markdown" block (docusaurus-lunr-search): what comes before its first h2 (the
            start button, the lessons) is left out; the h2 and h3 sections of HowTheTourWorks are indexed. */}
        <article>
          <Heading as="h1">A Tour of Textwire</Heading>
          <div className="markdown">
            <p className={styles.intro}>
              {lessons.length} short lessons in {tour.chapters.length} chapters, from printing a value to rendering a
              templates folder from Go. Each explains one idea and asks you to change a template; <strong>Check</strong>{' '}
              runs it with the real engine, in your browser, on the lesson's data and on data you do not see. When a
              Check fails, hints open one at a time before you reach for <strong>Solve</strong>.
            </p>
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
            <StorageWarning problem={storageProblem} words={TOUR_STORAGE_WARNINGS} testId="tour-storage-note" />
            <OfflineCopy />
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
            <HowTheTourWorks tour={tour} />
          </div>
        </article>
      </main>
    </Layout>
  );
}
