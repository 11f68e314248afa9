/**
 * The tour's lessons as the site ships them: written by plugins/tour.ts from
 * the Markdown in tour/ (parsed by ./parse.ts), read by the tour's pages and
 * by ./check.ts. No React and no Node in here, so the browser, the plugin and
 * the tests share these types.
 */
import type {RootContent} from 'mdast';
import type {TemplateFile} from '../engine/client';

/**
 * A lesson's files: one template run with EvaluateString (`page` is null and
 * the one file has path ''), or a set rendered with NewTemplate from `page`.
 */
export type LessonFiles = {files: TemplateFile[]; page: string | null};

/** One data set a lesson is checked against. */
export type DataSet = {
  /** "the lesson's data", "hidden data set 2": how a verdict names it. */
  label: string;
  /** The JSON text, as the engine receives it. */
  json: string;
  hidden: boolean;
};

/** A Go program shown beside a lesson, as written (not run in the browser). */
export type GoBlock = {source: string};

export type Lesson = {
  /** "basics/printing": the chapter's slug and the lesson's. */
  id: string;
  chapter: string;
  slug: string;
  title: string;
  /** The docs sections that say more: a site route ("/docs/v2/...#anchor") and its page and heading. */
  docs: DocLink[];
  /** What to change, one sentence (inline Markdown: `code` only). */
  task: string;
  /** One to three hints, each a step closer to the answer without giving it (inline Markdown: `code` only). */
  hints: string[];
  /**
   * The explanation as Markdown tree nodes (positions removed), rendered by
   * the lesson page; the exercise's blocks are taken out of it.
   */
  prose: RootContent[];
  start: LessonFiles;
  solution: LessonFiles;
  /** The visible data first, then every hidden set. */
  data: DataSet[];
};

/** A link to the docs; `label` is "Page › Heading", filled in by ./load.ts from the docs. */
export type DocLink = {href: string; label: string};

export type LessonSummary = {id: string; chapter: string; slug: string; title: string};

export type Chapter = {slug: string; title: string; lessons: LessonSummary[]};

/** The table of contents: every chapter and lesson, in order. */
export type TourIndex = {chapters: Chapter[]};

export const TOUR_ROUTE = '/tour';

export function lessonRoute(id: string): string {
  return `${TOUR_ROUTE}/${id}`;
}

/** Lessons in reading order, for Previous and Next. */
export function lessonsInOrder(index: TourIndex): LessonSummary[] {
  return index.chapters.flatMap((chapter) => chapter.lessons);
}
