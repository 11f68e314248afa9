import type {LoadContext, Plugin} from '@docusaurus/types';
import {join} from 'node:path';
import {normalizeUrl} from '@docusaurus/utils';
import {loadTour, type LoadedTour} from '../src/tour/load';
import {lessonRoute, TOUR_ROUTE} from '../src/tour/types';

/**
 * The tour (docs-dev/tour.md): reads the lessons in tour/ with
 * src/tour/load.ts and, through the public plugin API, writes the table of
 * contents and one JSON file per lesson to @generated/tour/default/, and
 * adds /tour and one /tour/<chapter>/<lesson> route per lesson. Each route
 * gets only its own lesson's data and the table of contents.
 */
export default function tourPlugin({baseUrl, siteDir}: LoadContext): Plugin {
  const route = (path: string) => normalizeUrl([baseUrl, path]);
  return {
    name: 'tour',
    getPathsToWatch: () => ['tour/**/*.md', 'tour/**/_chapter.json'],
    loadContent: () => loadTour(join(siteDir, 'tour')),
    async contentLoaded({content, actions}) {
      const {index: contents, lessons} = content as LoadedTour;
      const index = await actions.createData('index.json', JSON.stringify(contents));
      actions.addRoute({
        path: route(TOUR_ROUTE),
        exact: true,
        component: '@site/src/components/TourIndex/index.tsx',
        modules: {tour: index},
      });
      for (const lesson of lessons) {
        const data = await actions.createData(`lesson-${lesson.chapter}-${lesson.slug}.json`, JSON.stringify(lesson));
        actions.addRoute({
          path: route(lessonRoute(lesson.id)),
          exact: true,
          component: '@site/src/components/TourLesson/index.tsx',
          modules: {tour: index, lesson: data},
        });
      }
    },
  };
}
