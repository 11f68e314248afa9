/**
 * The id Docusaurus gives each heading of a Markdown page, in document
 * order, made as its remark headings plugin makes it
 * (@docusaurus/mdx-loader, lib/remark/headings): an explicit `{#id}` wins;
 * otherwise the heading's text, without HTML or JSX children, goes through
 * one `@docusaurus/utils` slugger per page, so a repeated heading gets `-1`.
 * Two things link to sections by these ids: the playground's way back to an
 * example's section (origin.ts) and the template editor's docs
 * (src/reference/editorDocsIndex.ts). Browser tests check every such link
 * against the built pages; UPGRADING.md lists the tie.
 */
import type {Heading, Root, RootContent} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';

export type HeadingId = {heading: Heading; text: string; id: string};

/** `maintainCase`: the site's `markdown.anchors.maintainCase` (false unless the config sets it). */
export function headingIds(tree: Root, maintainCase = false): HeadingId[] {
  const slugger = createSlugger();
  const found: HeadingId[] = [];
  const visit = (node: Root | RootContent) => {
    if (node.type === 'heading') {
      const textNodes = node.children.filter((child) => !['html', 'jsx'].includes(child.type));
      const parsed = parseMarkdownHeadingId(toString(textNodes.length > 0 ? textNodes : node));
      found.push({heading: node, text: parsed.text.trim(), id: parsed.id ?? slugger.slug(parsed.text, {maintainCase})});
    } else if ('children' in node) {
      for (const child of node.children) visit(child);
    }
  };
  visit(tree);
  return found;
}
