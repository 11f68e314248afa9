/**
 * Reads one lesson's Markdown (README, "Add a lesson": the format). Front matter
 * holds the title, the task sentence and the docs links; the body is the
 * explanation, with the exercise in fenced blocks taken out of it:
 *
 * - ```textwire start``` (one template, run with EvaluateString) or one or
 *   more ```textwire file="home.tw"``` (a set, the first file rendered);
 * - ```json data``` (what the visitor sees) and one or more ```json hidden```;
 * - ```textwire solution``` or ```textwire solution file="…"```: the solved
 *   files; a set's files that the solution does not list stay as they start.
 *
 * Any other code block stays in the prose and is a whole Go file (the tests
 * compile it with go vet), marked `norun`, or part of an example in the
 * docs' form (a ```textwire block and its ```html output, ```text error or
 * ```text panic block, no data) that the tests run: nothing shown on a lesson
 * page claims an output that no test ran.
 */
import {fromMarkdown} from 'mdast-util-from-markdown';
import type {Code, RootContent} from 'mdast';
import {isWholeGoFile, parseMeta, scanTree} from '../examples/scan';
import type {DataSet, Lesson, LessonFiles} from './types';

export class LessonError extends Error {}

/** "01-basics" → "basics": the number orders the folders, the rest names the route. */
export function slugOf(name: string): string {
  return name.replace(/\.md$/, '').replace(/^\d+-/, '');
}

type FrontMatter = {title: string; task: string; hints: string[]; docs: string[]};

/** A lesson's hints: shown one at a time after a failed Check, before Solve (src/components/TourHints). */
export const MAX_HINTS = 3;

const unquote = (value: string) => value.trim().replace(/^(['"])(.*)\1$/, '$2');

/**
 * The few keys a lesson has, each on one line (`hints` and `docs` as lists of
 * `- item` lines): a small reader rather than a YAML dependency, strict about
 * the rest.
 */
export function parseFrontMatter(block: string, where: string): FrontMatter {
  const values: Record<string, string | string[]> = {};
  let list: string[] | null = null;
  for (const line of block.split('\n')) {
    if (line.trim() === '') continue;
    const item = /^\s+-\s+(.+)$/.exec(line);
    if (item && list) {
      list.push(unquote(item[1]));
      continue;
    }
    const pair = /^(\w+):\s*(.*)$/.exec(line);
    if (!pair) throw new LessonError(`${where}: front matter line not understood: ${line}`);
    const [, key, value] = pair;
    if (!['title', 'task', 'hints', 'docs'].includes(key)) throw new LessonError(`${where}: unknown front matter key "${key}"`);
    if (value.trim() === '') values[key] = list = [];
    else {
      values[key] = unquote(value);
      list = null;
    }
  }
  const text = (key: string) => {
    const value = values[key];
    if (typeof value !== 'string' || value === '') throw new LessonError(`${where}: front matter needs "${key}"`);
    return value;
  };
  const docs = values.docs;
  if (!Array.isArray(docs) || docs.length === 0) throw new LessonError(`${where}: front matter needs "docs", a list of /docs/… links`);
  const hints = values.hints;
  if (!Array.isArray(hints) || hints.length < 1 || hints.length > MAX_HINTS)
    throw new LessonError(`${where}: front matter needs "hints", a list of 1 to ${MAX_HINTS} hints, each a step closer to the answer`);
  return {title: text('title'), task: text('task'), hints, docs};
}

/** Markdown nodes without their source positions: the page needs none, the JSON is smaller. */
function withoutPositions<T>(node: T): T {
  if (Array.isArray(node)) return node.map(withoutPositions) as T;
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node as Record<string, unknown>).filter(([key]) => key !== 'position').map(([key, value]) => [key, withoutPositions(value)]),
  ) as T;
}

function parseJsonObject(text: string, where: string): string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new LessonError(`${where}: ${(error as Error).message}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new LessonError(`${where}: data must be a JSON object`);
  return text;
}

type Blocks = {start: Code[]; solution: Code[]; data: Code[]; hidden: Code[]};

function kindOf(node: Code): keyof Blocks | null {
  const {words, attributes} = parseMeta(node.meta);
  if (node.lang === 'textwire' && words.has('solution')) return 'solution';
  if (node.lang === 'textwire' && (words.has('start') || attributes.has('file'))) return 'start';
  if (node.lang === 'json' && words.has('data')) return 'data';
  if (node.lang === 'json' && words.has('hidden')) return 'hidden';
  return null;
}

function filesOf(blocks: Code[], where: string, what: string): LessonFiles {
  const named = blocks.map((node) => ({path: parseMeta(node.meta).attributes.get('file') ?? '', source: node.value + '\n'}));
  if (named.length === 1 && named[0].path === '') return {files: named, page: null};
  if (named.some((file) => file.path === '')) throw new LessonError(`${where}: ${what}: a single template cannot sit beside files; give every block a file="…"`);
  if (new Set(named.map((file) => file.path)).size !== named.length) throw new LessonError(`${where}: ${what}: a file is given twice`);
  return {files: named, page: named[0].path};
}

/** The solved files: the start's, with those the solution gives replaced (or added). */
function solvedFiles(start: LessonFiles, solution: LessonFiles, where: string): LessonFiles {
  if ((start.page === null) !== (solution.page === null)) throw new LessonError(`${where}: the start and the solution must both be one template or both files`);
  if (start.page === null) return solution;
  const files = start.files.map((file) => solution.files.find((solved) => solved.path === file.path) ?? file);
  for (const solved of solution.files) if (!files.includes(solved)) files.push(solved);
  return {files, page: start.page};
}

export function parseLesson(source: string, place: {chapter: string; file: string}): Lesson {
  const where = `tour/${place.chapter}/${place.file}`;
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  if (!match) throw new LessonError(`${where}: a lesson starts with front matter (---)`);
  const front = parseFrontMatter(match[1], where);
  const tree = fromMarkdown(source.slice(match[0].length));
  const blocks: Blocks = {start: [], solution: [], data: [], hidden: []};
  const prose: RootContent[] = [];
  for (const node of tree.children) {
    const kind = node.type === 'code' ? kindOf(node) : null;
    if (kind && node.type === 'code') {
      blocks[kind].push(node);
      continue;
    }
    if (node.type === 'html') throw new LessonError(`${where}:${node.position?.start.line}: no raw HTML in a lesson`);
    prose.push(node);
  }
  const inExamples = new Set(scanTree({type: 'root', children: prose}).examples.flatMap((example) => example.nodes));
  for (const node of prose) {
    if (node.type === 'code' && !inExamples.has(node) && !parseMeta(node.meta).words.has('norun') && !(node.lang === 'go' && isWholeGoFile(node.value))) {
      throw new LessonError(
        `${where}:${node.position?.start.line}: a code block in the prose is a whole Go file (compiled by the tests), an example with its result (run by the tests) or marked \`norun\``,
      );
    }
  }
  if (blocks.start.length === 0) throw new LessonError(`${where}: no starting files (\`\`\`textwire start or file="…")`);
  if (blocks.solution.length === 0) throw new LessonError(`${where}: no solution (\`\`\`textwire solution)`);
  if (blocks.data.length !== 1) throw new LessonError(`${where}: exactly one \`\`\`json data block`);
  if (blocks.hidden.length === 0) throw new LessonError(`${where}: at least one \`\`\`json hidden block, so that typing the output does not pass`);
  const start = filesOf(blocks.start, where, 'start');
  const data: DataSet[] = [
    {label: "the lesson's data", json: parseJsonObject(blocks.data[0].value, `${where} data`), hidden: false},
    ...blocks.hidden.map((node, i) => ({label: `hidden data set ${i + 1}`, json: parseJsonObject(node.value, `${where} hidden ${i + 1}`), hidden: true})),
  ];
  const chapter = slugOf(place.chapter);
  const slug = slugOf(place.file);
  return {
    id: `${chapter}/${slug}`,
    chapter,
    slug,
    title: front.title,
    docs: front.docs.map((href) => ({href, label: href})),
    task: front.task,
    hints: front.hints,
    prose: withoutPositions(prose),
    start,
    solution: solvedFiles(start, filesOf(blocks.solution, where, 'solution'), where),
    data,
  };
}
