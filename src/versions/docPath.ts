/**
 * The two small pieces of the version switch that every docs page needs at
 * once (the navbar's version menu, the arrival note), kept apart from the map
 * (./pageMap.ts), which loads later in a chunk of its own: importing one
 * function of a module brings the whole module, table included.
 */

/** A docs page's path relative to its version's route: "/docs/v2/guides/loops" → "guides/loops", "/docs/v2/faq/" → "faq/". */
export function relativeDocPath(permalink: string, versionRoute: string): string | null {
  const prefix = `${versionRoute}/`;
  return permalink.startsWith(prefix) ? permalink.slice(prefix.length) : null;
}

/** The query parameter a moved page is reached with: the source page, so that the target page can say why it is not that page. */
export const SWITCHED_FROM_PARAM = 'switched-from';
