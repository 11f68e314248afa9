/**
 * The pages search indexes, as docusaurus-lunr-search's documents, read
 * from the sources instead of the built HTML: the v2 docs (a page and each
 * of its h2/h3 sections, from the Markdown), the tour's lessons (their
 * prose) and the tour's and the playground's own pages (their heading and
 * description, from their TSX), each with what plugins/search-page-text.ts
 * would read from the page (description, code blocks). Close enough to rank
 * with, so the ranking can be tested without a build (the browser tests
 * search the real build).
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import {toString} from 'mdast-util-to-string';
import type {RootContent} from 'mdast';
import type {IndexedPageInfo, PluginDoc} from '../../src/search/indexer';
import {loadTour} from '../../src/tour/load';
import {lessonRoute, TOUR_ROUTE} from '../../src/tour/types';
import {parseMarkdown, SITE_ROOT} from './docs';
import {entriesOfPage} from '../../src/errors/catalog';

const V2 = join(SITE_ROOT, 'versioned_docs', 'version-v2');

export type SearchSources = {docs: PluginDoc[]; pages: Map<string, IndexedPageInfo>};

/** A page's `tasks:` front matter, a YAML list of one-line strings. */
export function taskList(source: string): string[] {
  const block = /^---\n([\s\S]*?)\n---\n/.exec(source)?.[1] ?? '';
  const list = /^tasks:\n((?: {2}- .*\n?)+)/m.exec(block)?.[1] ?? '';
  return [...list.matchAll(/^ {2}- (.*)$/gm)].map((m) => m[1].trim().replace(/^(['"])(.*)\1$/, '$2'));
}

function frontMatter(source: string, key: string): string | undefined {
  const block = /^---\n([\s\S]*?)\n---\n/.exec(source)?.[1] ?? '';
  return new RegExp(`^${key}: (.*)$`, 'm').exec(block)?.[1];
}

/** A node's text, and its code blocks' text apart. */
function read(nodes: RootContent[], code: string[]): string {
  let text = '';
  for (const node of nodes) {
    if (node.type === 'code') code.push(node.value);
    text += `${node.type === 'code' ? node.value : toString(node)} `;
  }
  return text;
}

function v2Docs({docs, pages}: SearchSources): void {
  const files = readdirSync(V2, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    const url = `/docs/v2/${relative(V2, file)
      .replace(/\.md$/, '')
      .replace(/(^|\/)index$/, '$1')}`;
    const title = frontMatter(source, 'title') ?? '';
    const page: IndexedPageInfo = {description: frontMatter(source, 'description'), code: [], boilerplate: []};
    const tasks = taskList(source);
    if (tasks.length > 0) page.tasks = tasks;
    const wordings = new Map(
      entriesOfPage(source, '').flatMap((entry) => (entry.also ? [[entry.id, entry.also] as const] : [])),
    );
    if (wordings.size > 0) page.wordings = wordings;
    pages.set(url, page);
    const keywords = frontMatter(source, 'keywords')?.replace(/[[\],]/g, ' ') ?? '';
    const tree = parseMarkdown(source);
    const slugger = createSlugger();
    const sections: PluginDoc[] = [];
    let current: PluginDoc | null = null;
    const intro: RootContent[] = [];
    for (const node of tree.children) {
      if (node.type === 'heading' && (node.depth === 2 || node.depth === 3)) {
        // An explicit `{#id}` is the heading's id and not its text, as Docusaurus reads it.
        const {text: heading, id} = parseMarkdownHeadingId(toString(node));
        current = {
          title: heading.trim(),
          type: 1,
          pageTitle: title,
          url: `${url}#${id ?? slugger.slug(heading)}`,
          content: '',
          tagName: `h${node.depth}`,
        };
        sections.push(current);
      } else if (current) current.content += read([node], page.code);
      else intro.push(node);
    }
    const content = sections.length === 0 ? read(intro, page.code) : '';
    docs.push({title, type: 0, url, content, keywords}, ...sections);
  }
}

function tourLessons({docs, pages}: SearchSources): void {
  const {index, lessons} = loadTour();
  for (const lesson of lessons) {
    const chapter = index.chapters.find((entry) => entry.slug === lesson.chapter);
    const url = lessonRoute(lesson.id);
    const page: IndexedPageInfo = {
      description: `A Tour of Textwire: ${lesson.task.replace(/`/g, '')}`,
      place: `Tour › ${chapter?.title ?? ''}`,
      code: [],
      boilerplate: [],
    };
    pages.set(url, page);
    docs.push({title: lesson.title, type: 0, url, content: read(lesson.prose, page.code)});
  }
}

/** A React page: its h1 and the description it gives Layout. */
function reactPage({docs, pages}: SearchSources, file: string, url: string): void {
  const source = readFileSync(join(SITE_ROOT, file), 'utf8');
  const title = /<Heading as="h1">([^<]+)<\/Heading>/.exec(source)?.[1] ?? '';
  const description = /description="([^"]+)"/.exec(source)?.[1];
  if (!title || !description) throw new Error(`${file}: no h1 or description found`);
  pages.set(url, {description, code: [], boilerplate: []});
  docs.push({title, type: 0, url, content: ''});
}

export function siteSearchSources(): SearchSources {
  const sources: SearchSources = {docs: [], pages: new Map()};
  v2Docs(sources);
  tourLessons(sources);
  reactPage(sources, 'src/components/TourIndex/index.tsx', TOUR_ROUTE);
  reactPage(sources, 'src/pages/playground.tsx', '/playground');
  return sources;
}
