/**
 * Where a docs example lives on the site: its page's route and the anchor of
 * the section above it, so the playground can link back to it ("Try it"
 * links and the examples menu carry it in their state). Anchors are made as
 * Docusaurus makes them (headingIds.ts); tests/e2e checks that a link's
 * target exists on the built page.
 */
import type {Root} from 'mdast';
import {headingIds} from './headingIds';
import type {Origin, WorkbenchState} from '../workbench/state';
import {DOCS_VERSIONS, type EngineVersion} from '../versions';
import {exampleState} from './exampleState';
import {originLabel} from './label';
import type {Example, Scan} from './scan';

const BLOG_ROUTE = '/blog';

export type Section = {offset: number; text: string; id: string};

/** The page's h2 to h6 with their anchors, in document order. */
export function sectionsOf(tree: Root): Section[] {
  return headingIds(tree)
    .filter(({heading}) => heading.depth > 1)
    .map(({heading, text, id}) => ({offset: heading.position?.start.offset ?? 0, text, id}));
}

/**
 * A page's route from its file: a docs file by its path in its version's
 * folder (index.md is the folder's page), a blog post by its slug. Null for
 * anything else.
 */
export function pageRoute(path: string, slug?: string): string | null {
  const normalized = path.replace(/\\/g, '/');
  for (const version of DOCS_VERSIONS) {
    const folder = `${version.docsFolder}/`;
    const at = normalized.indexOf(folder);
    if (at === -1 || (at > 0 && normalized[at - 1] !== '/')) continue;
    const rest = normalized
      .slice(at + folder.length)
      .replace(/\.mdx?$/, '')
      .replace(/(^|\/)index$/, '');
    return rest ? `${version.route}/${rest}` : version.route;
  }
  return slug ? `${BLOG_ROUTE}/${slug.replace(/^\//, '')}` : null;
}

export type PlacedExample = {example: Example; section: string; state: WorkbenchState};

/**
 * Each example of a page with its section's heading and the playground
 * state that opens it, linked back to its section when the page has a route.
 */
export function placedExamples(
  tree: Root,
  scan: Scan,
  page: {route: string | null; title: string; version: EngineVersion},
): PlacedExample[] {
  const sections = sectionsOf(tree);
  return scan.examples.map((example) => {
    const start = example.nodes[0].position?.start.offset ?? 0;
    const section = sections.filter((heading) => heading.offset < start).pop();
    const origin: Origin | undefined = page.route
      ? {
          href: section ? `${page.route}#${section.id}` : page.route,
          label: originLabel(page.version, page.title, section?.text ?? ''),
        }
      : undefined;
    return {example, section: section?.text ?? '', state: exampleState(example, page.version, origin)};
  });
}
