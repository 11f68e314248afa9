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
import {useProgress, useProgressProblem} from '../TourProgress';
import styles from './styles.module.css';

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
              {lessons.length} short lessons, from printing a value to rendering a templates folder from Go. Each
              explains one idea and asks you to change a template; <strong>Check</strong> runs it with the real engine,
              in your browser, on the lesson's data and on data you do not see.
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
      </main>
    </Layout>
  );
}
