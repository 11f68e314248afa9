/**
 * Reads the reference sections of our docs into the template editor's docs
 * (src/language/editorDocs.ts), at build time
 * (plugins/editor-docs.ts). The shapes it relies on are the ones the
 * coverage test already requires (docs-dev/writing-docs.md, "Coverage"):
 *
 * - a function is a `## name` section of `functions/<type>.md` whose first
 *   code (an inline-code paragraph in v2, a `norun` block in v1) is its
 *   signature, calling `.name(`;
 * - a directive is a section of a `language-elements/` page whose heading
 *   names it, and only directives, in inline code (`` ### `@else` and `@elseif` ``).
 *
 * The summary is the first one or two sentences of the section's first
 * paragraph, as plain text. Anchors are made as Docusaurus makes them
 * (src/examples/headingIds.ts), and page addresses are given by the caller, which
 * takes them from the docs plugin itself.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Heading, PhrasingContent, Root, RootContent} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {headingIds} from '../examples/headingIds';
import type {EditorDoc, EditorDocs} from '../language/editorDocs';
import {sectionNames} from '../search/indexer';
import {parseMarkdown, SITE_ROOT} from '../examples/docs';
import type {DocsVersion} from '../versions';

/** The folders of a docs version that hold its function pages and its language pages. */
const REFERENCE_FOLDERS = ['functions', 'language-elements'];

/** A docs version's function and language pages, parsed, each with its path in the docs folder. */
export function parseReferencePages(version: DocsVersion): Array<Omit<ReferencePage, 'permalink'>> {
  return REFERENCE_FOLDERS.flatMap((folder) =>
    readdirSync(join(SITE_ROOT, version.docsFolder, folder))
      .filter((file) => file.endsWith('.md'))
      .sort()
      .map((file) => ({
        path: `${folder}/${file}`,
        tree: parseMarkdown(readFileSync(join(SITE_ROOT, version.docsFolder, folder, file), 'utf8')),
      })),
  );
}

export type ReferencePage = {
  /** Relative to the version's docs folder, with `/`: `functions/str.md`. */
  path: string;
  tree: Root;
  /** The page's address in the built site: `/docs/v2/functions/str`. */
  permalink: string;
};

type Section = {heading: Heading; text: string; id: string; body: RootContent[]};

/** A summary of two sentences stays short enough for a tooltip. */
const SUMMARY_MAX = 240;

/** Each heading of a page with its anchor (as Docusaurus's remark headings plugin makes it) and the nodes up to the next heading. */
function sections(tree: Root, maintainCase: boolean): Section[] {
  const ids = new Map(headingIds(tree, maintainCase).map((entry) => [entry.heading, entry]));
  const found: Section[] = [];
  const visit = (nodes: RootContent[]) => {
    nodes.forEach((node, index) => {
      if (node.type === 'heading') {
        const {text, id} = ids.get(node)!;
        const end = nodes.findIndex((next, i) => i > index && next.type === 'heading');
        found.push({heading: node, text, id, body: nodes.slice(index + 1, end === -1 ? undefined : end)});
      } else if ('children' in node) visit(node.children as RootContent[]);
    });
  };
  visit(tree.children);
  return found;
}

/** Phrasing as plain text, with which characters belong to inline code (never a sentence end). */
function plain(nodes: PhrasingContent[]): {text: string; code: boolean[]} {
  let text = '';
  const code: boolean[] = [];
  const add = (value: string, isCode: boolean) => {
    for (const char of value.replace(/\s+/g, ' ')) {
      text += char;
      code.push(isCode);
    }
  };
  const walk = (node: PhrasingContent) => {
    if (node.type === 'text') add(node.value, false);
    else if (node.type === 'inlineCode') add(node.value, true);
    else if (node.type === 'break') add(' ', false);
    else if (node.type === 'image') add(node.alt ?? '', false);
    else if ('children' in node) node.children.forEach(walk);
  };
  nodes.forEach(walk);
  return {text, code};
}

/** Splits after `.`, `!` or `?` followed by a space and inline code or anything but a lower-case letter ("e.g. this"), outside inline code. */
function sentences({text, code}: {text: string; code: boolean[]}): Array<{text: string; code: string[]}> {
  const result: Array<{text: string; code: string[]}> = [];
  let start = 0;
  const push = (end: number) => {
    const sentence = text.slice(start, end).trim();
    if (sentence) result.push({text: sentence, code: codeRuns(text, code, start, end)});
  };
  for (let i = 0; i < text.length - 2; i++) {
    if (
      /[.!?]/.test(text[i]) &&
      !code[i] &&
      text[i + 1] === ' ' &&
      !code[i + 1] &&
      (code[i + 2] || !/[a-z]/.test(text[i + 2]))
    ) {
      push(i + 1);
      start = i + 2;
    }
  }
  push(text.length);
  return result;
}

/** The inline code values within text[start, end). */
function codeRuns(text: string, code: boolean[], start: number, end: number): string[] {
  const runs: string[] = [];
  let run = '';
  for (let i = start; i < end; i++) {
    if (code[i]) run += text[i];
    else if (run) {
      runs.push(run);
      run = '';
    }
  }
  if (run) runs.push(run);
  return runs;
}

/**
 * The first sentence of the section's first paragraph (in a section that
 * covers several names, the first naming this one), and the next if
 * both fit. A sentence that leads into an example ends with a colon: it is
 * left out, or ends with a full stop when it is the first.
 */
function summary(body: RootContent[], naming?: (code: string) => boolean): string {
  const paragraph = body.find((node) => node.type === 'paragraph' && !isSignatureParagraph(node));
  if (!paragraph || paragraph.type !== 'paragraph') return '';
  const all = sentences(plain(paragraph.children));
  const from = Math.max(0, naming ? all.findIndex((sentence) => sentence.code.some(naming)) : 0);
  const [first, second] = all.slice(from);
  if (!first) return '';
  const lead = first.text.replace(/:$/, '.');
  return second && !second.text.endsWith(':') && lead.length + 1 + second.text.length <= SUMMARY_MAX
    ? `${lead} ${second.text}`
    : lead;
}

/** A paragraph that is only inline code: a v2 function signature. */
function isSignatureParagraph(node: RootContent): boolean {
  return node.type === 'paragraph' && node.children.length === 1 && node.children[0].type === 'inlineCode';
}

/** The section's first code: an inline-code paragraph or a code block. */
function firstCode(body: RootContent[]): string {
  for (const node of body) {
    if (node.type === 'code') return node.value.trim();
    if (node.type === 'paragraph' && isSignatureParagraph(node)) return toString(node).trim();
  }
  return '';
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function functionDocs(page: ReferencePage, maintainCase: boolean): Record<string, EditorDoc> {
  const entries: Record<string, EditorDoc> = {};
  for (const section of sections(page.tree, maintainCase)) {
    if (section.heading.depth !== 2) continue;
    const signature = firstCode(section.body);
    // The search index's rule for a function section: a bare name over code calling `.name(`.
    const [name] = sectionNames({title: section.text, type: 1, url: `/${page.path}`, content: signature});
    if (!name) continue;
    entries[name] = {signature, summary: summary(section.body), url: `${page.permalink}#${section.id}`};
  }
  return entries;
}

function directiveDocs(page: ReferencePage, maintainCase: boolean, into: Record<string, EditorDoc>): void {
  for (const section of sections(page.tree, maintainCase)) {
    for (const directive of sectionNames({title: section.text, type: 1, url: `/${page.path}`, content: ''})) {
      if (into[directive]) continue;
      // `@else` is named by `@else` but not by `@elseif`.
      const naming = new RegExp(`^${escapeRegExp(directive)}(?![A-Za-z])`);
      const codes = inlineCodes(section.body);
      const signature =
        codes.find((code) => naming.test(code) && code.startsWith(`${directive}(`)) ??
        codes.find((code) => naming.test(code)) ??
        directive;
      const named = section.text.match(/@\w+/g)?.length ?? 0;
      into[directive] = {
        signature,
        summary: summary(section.body, named > 1 ? (code) => naming.test(code) : undefined),
        url: `${page.permalink}#${section.id}`,
      };
    }
  }
}

/** The inline code of some nodes, in document order (not code blocks). */
function inlineCodes(nodes: readonly RootContent[]): string[] {
  return nodes.flatMap((node) =>
    node.type === 'inlineCode' ? [node.value] : 'children' in node ? inlineCodes(node.children as RootContent[]) : [],
  );
}

/** One version's docs of functions and directives, from its function pages and language pages. */
export function editorDocsOf(pages: readonly ReferencePage[], maintainCase = false): EditorDocs {
  const docs: EditorDocs = {functions: {}, directives: {}};
  for (const page of pages) {
    const type = /^functions\/(\w+)\.md$/.exec(page.path)?.[1];
    if (type && type !== 'index') docs.functions[type] = functionDocs(page, maintainCase);
    else if (page.path.startsWith('language-elements/')) directiveDocs(page, maintainCase, docs.directives);
  }
  return docs;
}
