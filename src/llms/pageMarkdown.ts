/**
 * A docs page as clean Markdown for readers' tools (plugins/llms.ts writes
 * it beside the page, and into llms-full.txt). The page's own Markdown is
 * kept as written, with these changes:
 * - front matter out; the title as `#`, the description and the page's URL
 *   under it;
 * - admonitions (`:::warning` … `:::`) as plain text: a bold label;
 * - fences without the site's meta (`file=`, `norun`, `compare`, `title=`):
 *   a file name becomes a line before its block;
 * - each runnable example followed by what the engine gave when the site was
 *   built (the page's own result blocks are replaced by it);
 * - every link absolute (see plugins/llms.ts for how links are resolved).
 * Docs pages are CommonMark (`.md`, the site's `markdown.format: 'detect'`),
 * so they hold no MDX or JSX to remove; plugins/llms.ts refuses `.mdx`.
 */
import type {Code, Definition, Link, Root, RootContent} from 'mdast';
import type {Outcome} from '../workbench/run';
import {parseMarkdown} from '../examples/docs';
import {shownText, parseMeta, scanTree, stageLabel, statedResult, type Example, type Scan} from '../examples/scan';

export type ParsedPage = {source: string; tree: Root; scan: Scan};

/** What the engines gave for one example: on the page's version, and on each version it shows a result for. */
export type ExampleRun = {result: Outcome; others: Outcome[]};

export type MarkdownPageInfo = {
  title: string;
  description: string;
  /** The page's absolute URL. */
  url: string;
  /** The docs version's name ("v2"). */
  version: string;
  /** Turns a link as written in the page into an absolute URL. */
  resolveLink: (url: string) => string;
};

/** The page's text without its front matter (its lines kept blank, as parseMarkdown does), parsed and scanned. */
export function parsePage(text: string): ParsedPage {
  const frontMatter = /^---\n[\s\S]*?\n---\n/.exec(text)?.[0] ?? '';
  const source = frontMatter.replace(/[^\n]/g, '') + text.slice(frontMatter.length);
  const tree = parseMarkdown(text);
  return {source, tree, scan: scanTree(tree)};
}

type Edit = {start: number; end: number; text: string};

const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
};

const offset = (node: {position?: {start: {offset?: number}}}) => node.position?.start.offset ?? 0;
const endOffset = (node: {position?: {end: {offset?: number}}}) => node.position?.end.offset ?? 0;

/** A fence long enough for its content (longer than any run of backticks in it). */
function fenced(lang: string, text: string, prefix: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return [`${fence}${lang}`, ...text.split('\n'), fence].join(`\n${prefix}`);
}

/** What a line holds before the node: indentation in a list, `> ` in a quote. */
function linePrefix(source: string, node: Code): string {
  const start = offset(node);
  return source.slice(source.lastIndexOf('\n', start - 1) + 1, start);
}

const RESULT_LABELS = {output: 'Output', panic: 'Go panic', error: 'Error'} as const;

/**
 * The engine's result as a labelled block: the output as HTML, a Go panic's value or the message as text;
 * `stage` is the step the page says it fails at ("when parsing"), if any.
 */
function resultBlock(result: Outcome, version: string | null, prefix: string, stage = ''): string {
  const {kind, text} = statedResult(result);
  const at = kind !== 'output' && stage ? ` ${stage}` : '';
  const block = kind === 'output' ? fenced('html', shownText(text), prefix) : fenced('text', shownText(text), prefix);
  return `${RESULT_LABELS[kind]}${at}${version ? ` (${version})` : ''}:\n${prefix}\n${prefix}${block}`;
}

/** Whether a result differs from what the page states, to notice a page that no longer agrees with its engine. */
export function resultDiffers(result: Outcome, stated: {kind: string; text: string}): boolean {
  const actual = statedResult(result);
  return actual.kind !== stated.kind || shownText(actual.text) !== stated.text;
}

/** A fence's first line without the site's meta, and the label line a file name or title becomes. */
function codeEdits(source: string, node: Code, lang: string): Edit[] {
  const start = offset(node);
  const firstLineEnd = source.indexOf('\n', start);
  const fence = /^(`{3,}|~{3,})/.exec(source.slice(start))?.[1] ?? '```';
  const edits: Edit[] = [{start, end: firstLineEnd === -1 ? endOffset(node) : firstLineEnd, text: `${fence}${lang}`}];
  const {attributes} = parseMeta(node.meta);
  const name = attributes.get('file') ?? attributes.get('title');
  if (name) {
    const prefix = linePrefix(source, node);
    const label = /^[\w./~-]+\.\w+$/.test(name) ? `File \`${name}\`:` : `${name}:`;
    edits.push({start, end: start, text: `${label}\n${prefix}\n${prefix}`});
  }
  return edits;
}

function exampleEdits(source: string, example: Example, run: ExampleRun, version: string): Edit[] {
  const edits: Edit[] = [];
  const results = new Set<Code>([example.expected.node, ...example.others.map((other) => other.node)]);
  for (const node of example.nodes) {
    if (results.has(node)) continue;
    if (parseMeta(node.meta).words.has('data')) {
      const prefix = linePrefix(source, node);
      edits.push({
        start: offset(node),
        end: endOffset(node),
        text: `Data (JSON):\n${prefix}\n${prefix}${fenced('json', node.value, prefix)}`,
      });
    } else {
      edits.push(...codeEdits(source, node, 'textwire'));
    }
  }
  // The page's result blocks give way to what the engines gave.
  const several = example.others.length > 0;
  const first = example.expected.node;
  const prefix = linePrefix(source, first);
  const blocks = [
    resultBlock(run.result, several ? version : null, prefix, stageLabel(first)),
    ...example.others.map((other, i) => resultBlock(run.others[i], other.version, prefix, stageLabel(other.node))),
  ];
  const last = example.nodes[example.nodes.length - 1];
  edits.push({start: offset(first), end: endOffset(last), text: blocks.join(`\n${prefix}\n${prefix}`)});
  return edits;
}

function linkEdits(source: string, tree: Root, resolve: (url: string) => string): Edit[] {
  const edits: Edit[] = [];
  const visit = (node: Root | RootContent) => {
    if (node.type === 'link' && node.position) {
      const link = node as Link;
      const url = resolve(link.url);
      const raw = source.slice(offset(link), endOffset(link));
      // An autolink (<https://…>) or a bare URL is already absolute.
      if (raw.startsWith('[') && url !== link.url) {
        const text =
          link.children.length > 0
            ? source.slice(offset(link.children[0]), endOffset(link.children[link.children.length - 1]))
            : '';
        const title = link.title ? ` "${link.title.replace(/"/g, '\\"')}"` : '';
        edits.push({start: offset(link), end: endOffset(link), text: `[${text}](<${url}>${title})`});
      }
      return;
    }
    if (node.type === 'definition' && node.position) {
      const definition = node as Definition;
      const url = resolve(definition.url);
      if (url !== definition.url) {
        const title = definition.title ? ` "${definition.title.replace(/"/g, '\\"')}"` : '';
        edits.push({
          start: offset(definition),
          end: endOffset(definition),
          text: `[${definition.label ?? definition.identifier}]: <${url}>${title}`,
        });
      }
      return;
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  return edits;
}

/** Admonition markers, outside code: the opening line becomes a bold label, the closing line goes. */
function admonitionEdits(source: string, tree: Root): Edit[] {
  const code: Array<[number, number]> = [];
  const collect = (node: Root | RootContent) => {
    if (node.type === 'code' || node.type === 'inlineCode' || node.type === 'html')
      code.push([offset(node), endOffset(node)]);
    else if ('children' in node) node.children.forEach(collect);
  };
  collect(tree);
  const inCode = (at: number) => code.some(([start, end]) => at >= start && at < end);
  const edits: Edit[] = [];
  for (const match of source.matchAll(/^([ \t>]*):::(\w*)[ \t]*(.*?)[ \t]*$/gm)) {
    const at = match.index + match[1].length;
    if (inCode(at)) continue;
    const [, , type, title] = match;
    if (!type) {
      // The closing marker: the whole line goes, with its line break.
      edits.push({start: match.index, end: Math.min(source.length, match.index + match[0].length + 1), text: ''});
    } else {
      const label = title || ADMONITION_LABELS[type] || type[0].toUpperCase() + type.slice(1);
      edits.push({start: at, end: match.index + match[0].length, text: `**${label}:**`});
    }
  }
  return edits;
}

function applyEdits(source: string, edits: Edit[]): string {
  const sorted = [...edits].sort((a, b) => b.start - a.start || b.end - a.end);
  let text = source;
  let limit = Infinity;
  for (const edit of sorted) {
    if (edit.end > limit) throw new Error(`overlapping Markdown edits at offset ${edit.start}`);
    text = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
    limit = edit.start;
  }
  return text;
}

/** The page as Markdown. `runs` holds, for each example of `page.scan`, what the engines gave. */
export function pageMarkdown(page: ParsedPage, info: MarkdownPageInfo, runs: ExampleRun[]): string {
  const {source, tree, scan} = page;
  const inExamples = new Set(scan.examples.flatMap((example) => example.nodes));
  const edits: Edit[] = [
    ...scan.examples.flatMap((example, i) => exampleEdits(source, example, runs[i], info.version)),
    ...linkEdits(source, tree, info.resolveLink),
    ...admonitionEdits(source, tree),
  ];
  const visit = (node: Root | RootContent) => {
    if (node.type === 'code' && !inExamples.has(node)) edits.push(...codeEdits(source, node, node.lang ?? ''));
    else if ('children' in node) node.children.forEach(visit);
  };
  visit(tree);
  const body = applyEdits(source, edits).trim();
  const header = [
    `# ${info.title}`,
    info.description ? `> ${info.description}` : '',
    `Source: <${info.url}> (Textwire ${info.version} docs)`,
  ];
  return `${header.filter(Boolean).join('\n\n')}\n\n${body}\n`;
}
