/**
 * Reads the tour's content folder (tour/ at the site root): one folder per
 * chapter, ordered by its number ("01-basics"), holding `_chapter.json`
 * ({"title": "…"}) and one Markdown file per lesson ("01-printing.md").
 * Used at build time by plugins/tour.ts and by the tests; Node only.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {resolveDocsLink} from './docsLinks';
import {LessonError, parseLesson, slugOf} from './parse';
import type {Lesson, TourIndex} from './types';

export const TOUR_FOLDER = join(__dirname, '..', '..', 'tour');

export type LoadedTour = {index: TourIndex; lessons: Lesson[]};

const numbered = (name: string) => /^\d+-[a-z0-9-]+$/.test(name.replace(/\.md$/, ''));

/** A docs link labelled "Page › Heading"; a link to no page or heading stops the build. */
function withLabel(href: string, where: string) {
  try {
    const target = resolveDocsLink(href);
    return {href, label: target.heading ? `${target.page} › ${target.heading}` : target.page};
  } catch (error) {
    throw new LessonError(`${where}: ${(error as Error).message}`);
  }
}

export function loadTour(folder = TOUR_FOLDER): LoadedTour {
  const lessons: Lesson[] = [];
  const chapters = readdirSync(folder, {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((dir) => {
      if (!numbered(dir)) throw new LessonError(`tour/${dir}: a chapter folder is named like 01-basics`);
      const meta = join(folder, dir, '_chapter.json');
      if (!existsSync(meta)) throw new LessonError(`tour/${dir}: _chapter.json with {"title": "…"} is missing`);
      const {title} = JSON.parse(readFileSync(meta, 'utf8')) as {title?: unknown};
      if (typeof title !== 'string' || !title) throw new LessonError(`tour/${dir}/_chapter.json: needs a "title"`);
      const files = readdirSync(join(folder, dir)).filter((name) => name.endsWith('.md')).sort();
      const chapterLessons = files.map((file) => {
        if (!numbered(file)) throw new LessonError(`tour/${dir}/${file}: a lesson file is named like 01-printing.md`);
        const lesson = parseLesson(readFileSync(join(folder, dir, file), 'utf8'), {chapter: dir, file});
        return {...lesson, docs: lesson.docs.map(({href}) => withLabel(href, `tour/${dir}/${file}`))};
      });
      lessons.push(...chapterLessons);
      return {
        slug: slugOf(dir),
        title,
        lessons: chapterLessons.map(({id, chapter, slug, title: lessonTitle}) => ({id, chapter, slug, title: lessonTitle})),
      };
    });
  const ids = lessons.map((lesson) => lesson.id);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice) throw new LessonError(`tour: two lessons have the route ${twice}`);
  return {index: {chapters}, lessons};
}
