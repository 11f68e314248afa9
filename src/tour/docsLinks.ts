/**
 * A lesson's docs links ("/docs/v2/guides/loops#the-loop-object") resolved
 * against the latest docs' Markdown: the page's title and the heading the
 * anchor names, made as Docusaurus makes heading ids (src/examples/
 * headingIds.ts). The plugin labels the links with them; the tests fail on a
 * link to no page or no heading. Node only.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {parseMarkdown, SITE_ROOT} from '../examples/docs';
import {headingIds} from '../examples/headingIds';
import {LATEST_VERSION} from '../versions';

export type DocsTarget = {href: string; page: string; heading: string | null};

const pages = new Map<string, {title: string; ids: Map<string, string>} | null>();

function readPage(route: string, siteRoot: string) {
  if (!pages.has(route)) {
    const rest = route.slice(LATEST_VERSION.route.length).replace(/^\//, '').replace(/\/$/, '');
    const folder = join(siteRoot, LATEST_VERSION.docsFolder);
    const file = (rest ? [`${rest}.md`, `${rest}/index.md`] : ['index.md']).map((name) => join(folder, name)).find(existsSync);
    if (!file) pages.set(route, null);
    else {
      const source = readFileSync(file, 'utf8');
      const title = /^---\n[\s\S]*?^title:\s*(.+?)\s*$/m.exec(source)?.[1]?.replace(/^(['"])(.*)\1$/, '$2') ?? rest;
      pages.set(route, {title, ids: new Map(headingIds(parseMarkdown(source)).map(({id, text}) => [id, text.replace(/`/g, '')]))});
    }
  }
  return pages.get(route)!;
}

/** The page and heading a link reaches, or an error saying what is missing. */
export function resolveDocsLink(href: string, siteRoot = SITE_ROOT): DocsTarget {
  const [route, anchor] = href.split('#');
  if (!route.startsWith(`${LATEST_VERSION.route}/`)) throw new Error(`${href}: a tour links to the latest docs (${LATEST_VERSION.route}/…)`);
  const page = readPage(route, siteRoot);
  if (!page) throw new Error(`${href}: no docs page has the route ${route}`);
  if (anchor === undefined) return {href, page: page.title, heading: null};
  const heading = page.ids.get(anchor);
  if (heading === undefined) throw new Error(`${href}: the page ${route} has no heading with the id "${anchor}"`);
  return {href, page: page.title, heading};
}
