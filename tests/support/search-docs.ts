/**
 * The v2 docs as docusaurus-lunr-search's documents, read from the Markdown
 * instead of the built HTML: a page and each of its h2/h3 sections, with
 * the section's text. Close enough to rank with, so the ranking can be
 * tested without a build (the browser tests search the real build).
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {createSlugger} from '@docusaurus/utils';
import {toString} from 'mdast-util-to-string';
import type {RootContent} from 'mdast';
import type {PluginDoc} from '../../src/search/indexer';
import {parseMarkdown, SITE_ROOT} from './docs';

const V2 = join(SITE_ROOT, 'versioned_docs', 'version-v2');

function frontMatter(source: string, key: string): string | undefined {
  const block = /^---\n([\s\S]*?)\n---\n/.exec(source)?.[1] ?? '';
  return new RegExp(`^${key}: (.*)$`, 'm').exec(block)?.[1];
}

function text(node: RootContent): string {
  return node.type === 'code' ? node.value : toString(node);
}

export function v2SearchDocs(): {docs: PluginDoc[]; descriptions: Map<string, string>} {
  const docs: PluginDoc[] = [];
  const descriptions = new Map<string, string>();
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
    const description = frontMatter(source, 'description');
    if (description) descriptions.set(url, description);
    const keywords = frontMatter(source, 'keywords')?.replace(/[[\],]/g, ' ') ?? '';
    const tree = parseMarkdown(source);
    const slugger = createSlugger();
    const sections: PluginDoc[] = [];
    let current: PluginDoc | null = null;
    let intro = '';
    for (const node of tree.children) {
      if (node.type === 'heading' && (node.depth === 2 || node.depth === 3)) {
        const heading = toString(node);
        current = {
          title: heading,
          type: 1,
          pageTitle: title,
          url: `${url}#${slugger.slug(heading)}`,
          content: '',
          tagName: `h${node.depth}`,
        };
        sections.push(current);
      } else if (current) current.content += `${text(node)} `;
      else intro += `${text(node)} `;
    }
    docs.push({title, type: 0, url, content: sections.length === 0 ? intro : '', keywords}, ...sections);
  }
  return {docs, descriptions};
}
