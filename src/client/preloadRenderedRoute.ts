/**
 * Docusaurus loads the code of the visitor's route before the first render.
 * When the document is 404.html served at another path, the first render is
 * for /404.html (see notFoundDocument.ts), so that route's code must be in
 * too: without it the not-found page renders empty and React leaves the
 * server's markup beside a second copy. plugins/core-client-overrides.ts puts
 * this in place of the core's preload helper.
 */
import preloadRoute from '@docusaurus/core/lib/client/preload.js';
import {NOT_FOUND_DOCUMENT_PATH, servedNotFoundDocument} from './notFoundDocument';

let renderedRoutePreloaded = !servedNotFoundDocument;

export default function preload(pathname: string): Promise<unknown> {
  if (renderedRoutePreloaded) return preloadRoute(pathname);
  renderedRoutePreloaded = true;
  return Promise.all([preloadRoute(pathname), preloadRoute(NOT_FOUND_DOCUMENT_PATH)]);
}
