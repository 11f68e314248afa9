/**
 * /llms-small.txt: the language in one short file, for coding assistants
 * whose context cannot hold /llms-full.txt. Its text is
 * src/llms/llms-small.md, a page like the docs' (its examples are scanned,
 * run and tested as theirs are: tests/examples/examples.test.ts), turned into
 * Markdown by ./pageMarkdown.ts. Three places in it are filled in from the
 * engine, never kept by hand:
 *
 * - `<!-- engine: directives -->`: one line per directive the engine has
 *   (its meta), with the sentence that introduces it on the statements page;
 * - `<!-- engine: loop -->`: the loop object's fields the engine sets, with
 *   their meaning from the statements page's table;
 * - `<!-- engine: functions -->`: one line per built-in function the engine
 *   has, by type, with the signature and first sentence of its section on
 *   the function page of its type.
 *
 * A directive or function without its docs section stops the build, as the
 * coverage test fails for it.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Heading, InlineCode, Paragraph, Root, RootContent} from 'mdast';
import type {EngineMeta} from '../engine/client';
import {parseMarkdown, type DocFile} from '../examples/docs';
import {scanTree} from '../examples/scan';
import {FUNCTION_PAGES} from '../language/valueTypes';
import {LATEST_VERSION} from '../versions';
import {pageMarkdown, parsePage, type ExampleRun, type MarkdownPageInfo} from './pageMarkdown';

/** The source, relative to the site's folder. */
export const LLMS_SMALL_SOURCE = 'src/llms/llms-small.md';
/** The built file, at the site's root. */
export const LLMS_SMALL_FILE = 'llms-small.txt';
/** The most it may weigh: assistants with a small context must hold all of it. */
export const LLMS_SMALL_MAX_BYTES = 40 * 1024;

/** The docs page (in the latest docs folder) of each engine object type's functions, and its heading here. */
export {FUNCTION_PAGES};
const STATEMENTS_PAGE = 'language-elements/statements.md';
/** How much of the first paragraph of a function's section its line keeps, in characters. */
const DESCRIPTION_LIMIT = 260;

/** The docs pages the engine's lines take their words from, as Markdown, by path inside the docs folder. */
export type ReferencePages = Record<string, string>;

export function readLlmsSmallPages(siteDir: string): ReferencePages {
  const folder = join(siteDir, LATEST_VERSION.docsFolder);
  const paths = [STATEMENTS_PAGE, ...Object.values(FUNCTION_PAGES).map(({page}) => page)];
  return Object.fromEntries(paths.map((path) => [path, readFileSync(join(folder, path), 'utf8')]));
}

/** The source as a page, for the examples test: it runs on the latest engine, as the file describes it. */
export function llmsSmallDoc(siteDir: string): DocFile {
  const tree = parseMarkdown(readFileSync(join(siteDir, LLMS_SMALL_SOURCE), 'utf8'));
  return {path: LLMS_SMALL_SOURCE, title: 'llms-small.txt', version: LATEST_VERSION.name, tree, scan: scanTree(tree)};
}

type Page = {source: string; tree: Root};

const offset = (node: RootContent) => node.position?.start.offset ?? 0;
const endOffset = (node: RootContent) => node.position?.end.offset ?? 0;

/** A node's Markdown as written, with links reduced to their text (the page's relative links mean nothing here). */
function markdownOf(page: Page, node: RootContent): string {
  return page.source
    .slice(offset(node), endOffset(node))
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first sentence of a text: up to a full stop, outside code, that ends the text or comes before a space. */
function firstSentence(text: string): string {
  let inCode = false;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '`') inCode = !inCode;
    else if (!inCode && /[.:]/.test(text[i]) && (i === text.length - 1 || text[i + 1] === ' '))
      return text.slice(0, i + 1).replace(/:$/, '.');
  }
  return text;
}

/** The first sentences of a text, as many as fit in `limit` characters (at least one). */
function leadSentences(text: string, limit: number): string {
  let lead = firstSentence(text);
  let rest = text.slice(lead.length).trim();
  while (rest) {
    const next = firstSentence(rest);
    if (lead.length + 1 + next.length > limit) break;
    lead = `${lead} ${next}`;
    rest = rest.slice(next.length).trim();
  }
  return lead;
}

/** The sentence of a text that names `name` in inline code, alone or with its arguments. */
function sentenceNaming(text: string, name: string): string | undefined {
  let rest = text;
  while (rest) {
    const sentence = firstSentence(rest);
    const codes = [...sentence.matchAll(/`([^`]+)`/g)].map((match) => match[1]);
    if (codes.some((code) => code === name || code.startsWith(`${name}(`))) return sentence;
    rest = rest.slice(sentence.length).trim();
  }
  return undefined;
}

/** The nodes after a heading up to the next heading (of any level when `nested` is false). */
function sectionNodes(tree: Root, heading: Heading, nested: boolean): RootContent[] {
  const start = tree.children.indexOf(heading) + 1;
  const end = tree.children.findIndex(
    (node, i) => i >= start && node.type === 'heading' && (!nested || node.depth <= heading.depth),
  );
  return tree.children.slice(start, end === -1 ? undefined : end);
}

function parsed(pages: ReferencePages, path: string): Page {
  const source = pages[path];
  if (source === undefined) throw new Error(`llms-small: the docs page ${path} is missing`);
  return {source: parsePage(source).source, tree: parseMarkdown(source)};
}

const codeOnly = (node: RootContent): node is Paragraph =>
  node.type === 'paragraph' && node.children.length === 1 && node.children[0].type === 'inlineCode';

/** `- `.name(args): result`: First sentence of its section.` for every function of every type, by type. */
export function functionLines(meta: EngineMeta, pages: ReferencePages): string {
  return Object.entries(meta.functions)
    .sort(([a], [b]) => Object.keys(FUNCTION_PAGES).indexOf(a) - Object.keys(FUNCTION_PAGES).indexOf(b))
    .map(([type, names]) => {
      const where = FUNCTION_PAGES[type];
      if (!where) throw new Error(`llms-small: the engine has functions for ${type}, which no docs page covers`);
      const page = parsed(pages, where.page);
      const lines = names.map((name) => {
        const heading = page.tree.children.find(
          (node): node is Heading =>
            node.type === 'heading' && node.depth === 2 && markdownOf(page, node) === `## ${name}`,
        );
        if (!heading)
          throw new Error(`llms-small: ${where.page} has no "## ${name}" section for the engine's ${type} function`);
        const nodes = sectionNodes(page.tree, heading, true);
        const signature = nodes.find(codeOnly);
        const description = nodes
          .slice(signature ? nodes.indexOf(signature) + 1 : 0)
          .find((node) => node.type === 'paragraph');
        if (!signature || !description)
          throw new Error(
            `llms-small: the "## ${name}" section of ${where.page} has no signature line and description`,
          );
        return `- \`${(signature.children[0] as InlineCode).value}\`: ${leadSentences(markdownOf(page, description), DESCRIPTION_LIMIT)}`;
      });
      return [`${where.label}:`, '', ...lines].join('\n');
    })
    .join('\n\n');
}

/** One line per directive, the sentence that introduces it on the statements page: `- `@each(item in array)` outputs ...`. */
export function directiveLines(meta: EngineMeta, pages: ReferencePages): string {
  const page = parsed(pages, STATEMENTS_PAGE);
  return meta.directives
    .map(({name}) => {
      const heading = page.tree.children.find(
        (node): node is Heading =>
          node.type === 'heading' && node.children.some((child) => child.type === 'inlineCode' && child.value === name),
      );
      const sentence = heading
        ? sectionNodes(page.tree, heading, false)
            .filter((node) => node.type === 'paragraph')
            .map((node) => sentenceNaming(markdownOf(page, node), name))
            .find(Boolean)
        : undefined;
      if (!sentence) throw new Error(`llms-small: ${STATEMENTS_PAGE} has no section with a sentence naming ${name}`);
      // "`@each(item in array)` outputs ..." names itself; another sentence gets the name in front.
      return sentence.startsWith(`\`${name}`) ? `- ${sentence}` : `- \`${name}\`: ${sentence}`;
    })
    .join('\n');
}

/** "`loop.index` (position from `0`), ..." for the fields the engine sets, from the statements page's table (a row per field). */
export function loopFields(meta: EngineMeta, pages: ReferencePages): string {
  const source = pages[STATEMENTS_PAGE] ?? '';
  return meta.loop
    .map((field) => {
      const row = new RegExp(`^\\|\\s*\`loop\\.${field}\`\\s*\\|\\s*(.+?)\\s*\\|\\s*$`, 'm').exec(source);
      if (!row) throw new Error(`llms-small: ${STATEMENTS_PAGE} has no table row for loop.${field}`);
      return `\`loop.${field}\` (${row[1]})`;
    })
    .join(', ');
}

export type LlmsSmallInput = {
  /** The source's text, front matter included. */
  text: string;
  /** What the engine gave for each example of parsePage(text), in order. */
  runs: ExampleRun[];
  meta: EngineMeta;
  pages: ReferencePages;
  /** The file's own absolute URL, and how to make the source's links absolute. */
  info: Pick<MarkdownPageInfo, 'url' | 'resolveLink'>;
};

/** The text of /llms-small.txt. */
export function llmsSmallTxt({text, runs, meta, pages, info}: LlmsSmallInput): string {
  const front = /^---\n([\s\S]*?)\n---\n/.exec(text)?.[1] ?? '';
  const field = (key: string) => new RegExp(`^${key}:\\s*(.+)$`, 'm').exec(front)?.[1].trim() ?? '';
  const markdown = pageMarkdown(
    parsePage(text),
    {title: field('title'), description: field('description'), version: LATEST_VERSION.name, ...info},
    runs,
  );
  const filled: Record<string, string> = {
    directives: directiveLines(meta, pages),
    loop: loopFields(meta, pages),
    functions: functionLines(meta, pages),
  };
  return markdown.replace(/<!-- engine: (\w+) -->/g, (_marker, name: string) => {
    if (!(name in filled)) throw new Error(`llms-small: no engine list called "${name}"`);
    return filled[name];
  });
}
