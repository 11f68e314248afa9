/**
 * Finds the Textwire examples in a Markdown tree. The docs' convention
 * (docs-dev/writing-docs.md): a ```textwire block (or several with
 * file="path.tw"), an optional ```json data block, then one ```html output
 * or ```text error block, with nothing else between them. Blocks that are
 * deliberately not runnable carry the word `norun` in their fence.
 *
 * The result may also be ```text panic```: the Go panic's value, for the
 * templates that crash the engine instead of returning an error.
 *
 * An example whose behaviour changed between versions carries `compare` in
 * its first fence: the page links it to the playground's compare view. Its
 * result block may be followed by the result on another version, a block
 * with version="v1" (```html output version="v1"```, ```text error
 * version="v1"```, or ```text panic version="v1"``` for a Go panic).
 *
 * A result block may name the step that fails, stage="parse" (the template
 * does not parse), stage="start-up" (NewTemplate fails) or stage="render"
 * (it parsed, or NewTemplate succeeded, and rendering fails); the examples
 * test checks it with a native Go build.
 *
 * A whole Go program (```go whose first line is a package clause) may be
 * followed, with only prose between, by a ```text output``` block: what the
 * program prints. The examples test runs it.
 *
 * The Go side of a pair in the guide "Coming from html/template": one
 * ```gotemplate block (or several with file="name.tmpl"; `text` in the first
 * fence for text/template), then the Textwire example it stands beside. It
 * runs with the Textwire example's data and must give its result; a pair
 * whose results differ on purpose has `differs` in its first fence and its
 * own result block (and may have its own data block) between the two.
 * tests/examples/html-template.test.ts runs both sides.
 *
 * The examples test and the remark plugin that adds "Try it" links both use
 * this, so what the site offers to run is exactly what the tests run.
 */
import type {Code, Parent, Root, RootContent} from 'mdast';
import type {Outcome} from '../workbench/run';

export type ExpectedResult = {kind: 'output' | 'error' | 'panic'; text: string; node: Code};

export type ExampleFile = {path: string; source: string};

/** The result the page shows for another engine version (a block with version="…"). */
export type VersionResult = {version: string; kind: 'output' | 'error' | 'panic'; text: string; node: Code};

export type Example = {
  /** The template evaluated with EvaluateString, or the entry file's source. */
  template: string;
  /** Set for multi-file examples: the first file is the one rendered. */
  files: ExampleFile[] | null;
  data: string;
  expected: ExpectedResult;
  /** Marked `compare`: shown changed behaviour between versions, linked to the compare view. */
  compare: boolean;
  /** What the page shows for other versions. */
  others: VersionResult[];
  /** Every block of the example, in document order. */
  nodes: Code[];
};

export type NotRunnable = {lang: string; node: Code};
/** A whole Go program, and the ```text output``` block that shows what it prints, if any. */
export type GoFile = {source: string; node: Code; output: Code | null};
export type Problem = {node: Code; message: string};

/** The Go side of a pair (```gotemplate): run with Go's html/template, or text/template. */
export type GoTemplatePair = {
  /** The template parsed under the name "page", or the first file's source. */
  template: string;
  /** Set when the blocks have file="…": parsed with ParseFiles, the first executed with ExecuteTemplate. */
  files: ExampleFile[] | null;
  /** `text` in the first fence: text/template. */
  text: boolean;
  /** `differs` in the first fence: the two sides give different results on purpose. */
  differs: boolean;
  /** Its own data, when the Go side gets other data than the Textwire side. */
  data: string | null;
  /** Its own result block, when the two differ. */
  result: ExpectedResult | null;
  /** The Textwire example beside it: the next example on the page. */
  textwire: Example | null;
  nodes: Code[];
};

export type Scan = {
  examples: Example[];
  notRunnable: NotRunnable[];
  goFiles: GoFile[];
  goTemplates: GoTemplatePair[];
  problems: Problem[];
};

export type Meta = {words: Set<string>; attributes: Map<string, string>};

/** Splits a fence's meta string: bare words and key="value" attributes. */
export function parseMeta(meta: string | null | undefined): Meta {
  const words = new Set<string>();
  const attributes = new Map<string, string>();
  const pattern = /(\w+)=(?:"([^"]*)"|'([^']*)'|(\S+))|(\S+)/g;
  for (const match of (meta ?? '').matchAll(pattern)) {
    if (match[1]) attributes.set(match[1], match[2] ?? match[3] ?? match[4] ?? '');
    else if (match[5]) words.add(match[5]);
  }
  return {words, attributes};
}

/** A result block's stage="…", as its title says it: the step at which the template fails. */
export const STAGE_LABELS: Record<string, string> = {
  parse: 'when parsing',
  'start-up': 'at start-up, from NewTemplate',
  render: 'when rendering',
};

/** The words a result block's stage adds to its title ("when parsing"), or '' without one. */
export function stageLabel(node: Code): string {
  const stage = parseMeta(node.meta).attributes.get('stage');
  return stage === undefined ? '' : (STAGE_LABELS[stage] ?? '');
}

const isCode = (node: RootContent | undefined): node is Code => node?.type === 'code';
const RESULT_WORDS = ['output', 'error', 'panic'] as const;
const hasWord = (node: Code, word: string) => parseMeta(node.meta).words.has(word);
const isTemplate = (node: RootContent | undefined): node is Code => isCode(node) && node.lang === 'textwire';
const isFileBlock = (node: RootContent | undefined): node is Code =>
  isTemplate(node) && parseMeta(node.meta).attributes.has('file');
const isGoTemplate = (node: RootContent | undefined): node is Code => isCode(node) && node.lang === 'gotemplate';

/** A result block for another version: version="…" and output, error or panic. */
const isVersionResult = (node: RootContent | undefined): boolean =>
  isCode(node) && parseMeta(node.meta).attributes.has('version') && RESULT_WORDS.some((word) => hasWord(node, word));

/** A Go block that is a whole file: its first line of code is a package clause. */
export function isWholeGoFile(source: string): boolean {
  const firstCode = source.split('\n').find((line) => line.trim() !== '' && !line.trim().startsWith('//'));
  return /^package\s+\w+/.test(firstCode?.trim() ?? '');
}

/** The ```text output``` block that shows what the Go program at `index` prints: the next code block, prose between. */
function programOutput(children: RootContent[], index: number): Code | null {
  let i = index + 1;
  while (i < children.length && !isCode(children[i])) i++;
  const next = children[i];
  return isCode(next) && next.lang !== 'textwire' && hasWord(next, 'output') ? next : null;
}

/** Reads the Go side of a pair starting at children[start]; returns it and the index after it. */
function goTemplateAt(children: RootContent[], start: number): {pair: GoTemplatePair; next: number} {
  let i = start;
  const first = children[start] as Code;
  const nodes: Code[] = [];
  const blocks: Code[] = [];
  while (isGoTemplate(children[i]) && (i === start || parseMeta((children[i] as Code).meta).attributes.has('file'))) {
    blocks.push(children[i] as Code);
    nodes.push(children[i] as Code);
    i++;
  }
  const named = blocks.every((block) => parseMeta(block.meta).attributes.has('file'));
  const files = named ? blocks.map((b) => ({path: parseMeta(b.meta).attributes.get('file')!, source: b.value})) : null;
  let data: string | null = null;
  if (isCode(children[i]) && hasWord(children[i] as Code, 'data')) {
    data = (children[i] as Code).value;
    nodes.push(children[i] as Code);
    i++;
  }
  let result: ExpectedResult | null = null;
  const maybeResult = children[i];
  if (isCode(maybeResult) && maybeResult.lang !== 'textwire' && RESULT_WORDS.some((w) => hasWord(maybeResult, w))) {
    result = {kind: RESULT_WORDS.find((w) => hasWord(maybeResult, w))!, text: maybeResult.value, node: maybeResult};
    nodes.push(maybeResult);
    i++;
  }
  const meta = parseMeta(first.meta);
  const pair: GoTemplatePair = {
    template: blocks[0].value,
    files,
    text: meta.words.has('text'),
    differs: meta.words.has('differs'),
    data,
    result,
    textwire: null,
    nodes,
  };
  return {pair, next: i};
}

function scanSiblings(children: RootContent[], scan: Scan): void {
  const programOutputs = new Set<Code>();
  // A Go side waiting for the Textwire example that must come right after it.
  let waiting: {pair: GoTemplatePair; before: RootContent | undefined} | null = null;
  const settleWaiting = () => {
    if (waiting && !waiting.pair.textwire)
      scan.problems.push({
        node: waiting.pair.nodes[0],
        message: 'a ```gotemplate block must be followed by its Textwire example',
      });
    waiting = null;
  };
  let i = 0;
  while (i < children.length) {
    if (waiting && children[i] !== waiting.before && isCode(children[i])) settleWaiting();
    const node = children[i];
    if (!isCode(node) || programOutputs.has(node)) {
      i++;
      continue;
    }
    const meta = parseMeta(node.meta);
    if (meta.words.has('norun')) {
      scan.notRunnable.push({lang: node.lang ?? '', node});
      i++;
      continue;
    }
    if (node.lang === 'gotemplate') {
      const {pair, next} = goTemplateAt(children, i);
      if (pair.differs !== (pair.result !== null))
        scan.problems.push({
          node,
          message: 'a ```gotemplate block marked `differs` needs its own result block, and only such a block has one',
        });
      scan.goTemplates.push(pair);
      waiting = {pair, before: children.slice(next).find(isCode)};
      i = next;
      continue;
    }
    if (node.lang === 'go') {
      if (isWholeGoFile(node.value)) {
        const output = programOutput(children, i);
        if (output) programOutputs.add(output);
        scan.goFiles.push({source: node.value, node, output});
      } else scan.problems.push({node, message: 'a ```go block that is not a whole file must be marked norun'});
      i++;
      continue;
    }
    if (node.lang !== 'textwire') {
      if (meta.words.has('data') || RESULT_WORDS.some((word) => meta.words.has(word))) {
        scan.problems.push({node, message: `a "${[...meta.words].join(' ')}" block that follows no textwire block`});
      }
      i++;
      continue;
    }

    const nodes: Code[] = [];
    let files: ExampleFile[] | null = null;
    if (isFileBlock(node)) {
      files = [];
      while (isFileBlock(children[i])) {
        const fileNode = children[i] as Code;
        files.push({path: parseMeta(fileNode.meta).attributes.get('file')!, source: fileNode.value});
        nodes.push(fileNode);
        i++;
      }
    } else {
      nodes.push(node);
      i++;
    }
    let data = '';
    const maybeData = children[i];
    if (isCode(maybeData) && hasWord(maybeData, 'data')) {
      data = maybeData.value;
      nodes.push(maybeData);
      i++;
    }
    const result = children[i];
    if (isCode(result) && RESULT_WORDS.some((word) => hasWord(result, word)) && !isVersionResult(result)) {
      nodes.push(result);
      i++;
      const others: VersionResult[] = [];
      while (isVersionResult(children[i])) {
        const other = children[i] as Code;
        const kind = RESULT_WORDS.find((word) => hasWord(other, word))!;
        others.push({version: parseMeta(other.meta).attributes.get('version')!, kind, text: other.value, node: other});
        nodes.push(other);
        i++;
      }
      const example: Example = {
        template: files ? files[0].source : node.value,
        files,
        data,
        expected: {kind: RESULT_WORDS.find((word) => hasWord(result, word))!, text: result.value, node: result},
        compare: hasWord(nodes[0], 'compare'),
        others,
        nodes,
      };
      scan.examples.push(example);
      if (waiting && waiting.before === nodes[0]) {
        waiting.pair.textwire = example;
        waiting = null;
      }
    } else {
      scan.problems.push({
        node,
        message:
          'a ```textwire block needs an output, error or panic block after it (and data between, if any), or `norun` in its fence',
      });
    }
  }
  settleWaiting();
}

function walk(parent: Parent, scan: Scan): void {
  scanSiblings(parent.children as RootContent[], scan);
  for (const child of parent.children) {
    if ('children' in child) walk(child as Parent, scan);
  }
}

export function scanTree(tree: Root): Scan {
  const scan: Scan = {examples: [], notRunnable: [], goFiles: [], goTemplates: [], problems: []};
  walk(tree, scan);
  return scan;
}

/**
 * The comparison rule for results (docs-dev/writing-docs.md): what the page
 * shows is what was run, byte for byte, except one newline at the very end.
 * A file ends with one (as an editor saves it; so does what a Go program
 * prints last), and a Markdown code block cannot show a final newline.
 * Nothing else is trimmed or collapsed.
 */
export function shownText(text: string): string {
  return text.endsWith('\n') ? text.slice(0, -1) : text;
}

/** Collapses whitespace: for comparing Go signatures, never results. */
export function normalizeWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The kinds of result block a page shows: output, an error, or (for another version) a Go panic. */
export type StatedKind = VersionResult['kind'];

/**
 * A run's outcome as a page's result block states it: the output, a Go
 * panic by its value alone, or the message. What the examples test compares
 * with the page, and what the llms build writes in its place.
 */
export function statedResult(outcome: Outcome): {kind: StatedKind; text: string} {
  if (outcome.status === 'ok') return {kind: 'output', text: outcome.output};
  if (outcome.status === 'crash' && 'panic' in outcome) return {kind: 'panic', text: outcome.panic};
  return {kind: 'error', text: outcome.message};
}
