/**
 * Remark plugin for the docs and blog. For each Textwire example (see
 * src/examples/scan.ts) it titles the blocks (data, output, error, file
 * names, the results on other versions) and adds a "Try it" link that opens
 * the example in the playground with its template or files, data and docs
 * version, linked back to its section; an example marked `compare` also
 * gets a link to the playground's compare view. The files of a multi-file
 * example become one block with a tab per file (src/components/ExampleFiles).
 * The Go side of a pair (```gotemplate, in the guide "Coming from
 * html/template") is titled with its package, and the pair's results say
 * whose they are: both engines', or each one's when the two differ.
 *
 * Each example's blocks and its links are wrapped in one
 * `<RunnableExample example={…}>` (src/components/RunnableExample), whose
 * `example` is its state written once, as plain data (an object literal in
 * the page's code): the element renders the blocks, the bar of links and
 * Edit, and the editor in their place. The links stay in this plugin's tree
 * as Markdown links (what tests/unit/versions.test.ts reads);
 * plugins/rehype-runnable-examples.ts takes them out of the page's code,
 * where the element renders them from the state.
 */
import type {Paragraph, Parent, PhrasingContent, Root, RootContent} from 'mdast';
import type {VFile} from 'vfile';
import type {Code} from 'mdast';
import {parseMeta, scanTree, stageLabel, type Example, type GoTemplatePair} from '../src/examples/scan';
import {playgroundHref} from '../src/workbench/link';
import type {WorkbenchState} from '../src/workbench/state';
import {compareLabel} from '../src/workbench/compare';
import {pageRoute, placedExamples} from '../src/examples/origin';
import {versionOfFile} from '../src/versions';

/** The class of the paragraph of "Try it" links under each example (search leaves it out: plugins/search-page-text.ts). */
export const TRY_IT_CLASS = 'tw-try-it';

const TITLES: Record<string, string> = {data: 'Data (JSON)', output: 'Output', error: 'Error', panic: 'Go panic'};

function link(url: string, title: string, text: string): PhrasingContent {
  return {type: 'link', url, title, children: [{type: 'text', value: text}]};
}

/** The paragraph of Try it links under an example. */
function tryItLinks(state: WorkbenchState, compare: boolean): Paragraph {
  const children: PhrasingContent[] = [
    link(
      playgroundHref(state),
      `Open this example in the playground (Textwire ${state.version})`,
      'Try it in the playground',
    ),
  ];
  const compareText = compare ? compareLabel(state.version) : null;
  if (compareText) {
    children.push(
      {type: 'text', value: ' · '},
      link(
        playgroundHref({...state, compare: true}),
        `Open this example in the playground's compare view`,
        `${compareText} in the playground`,
      ),
    );
  }
  return {type: 'paragraph', data: {hProperties: {className: [TRY_IT_CLASS]}}, children};
}

/** A block's title: its role, with its version when the example shows results for several. */
function titleOf(example: Example, node: Example['nodes'][number], pageVersion: string): string | undefined {
  const meta = parseMeta(node.meta);
  const role = Object.keys(TITLES).find((word) => meta.words.has(word));
  if (!role) return meta.attributes.get('file');
  if (role === 'data') return TITLES.data;
  const version = meta.attributes.get('version') ?? (example.others.length > 0 ? pageVersion : null);
  const title = [TITLES[role], stageLabel(node)].filter(Boolean).join(' ');
  return version ? `${title} (${version})` : title;
}

/** Finds the parent whose children hold the node, to insert after it. */
function parentOf(tree: Parent, target: unknown): Parent | null {
  if (tree.children.includes(target as never)) return tree;
  for (const child of tree.children) {
    if ('children' in child) {
      const found = parentOf(child as Parent, target);
      if (found) return found;
    }
  }
  return null;
}

/** The component that shows an example's files as tabs, imported by the pages that have one. */
const TABS_MODULE = '@site/src/components/ExampleFiles';

/** MDX's JSX element node (mdast-util-mdx-jsx), as much of it as we make. */
type JsxElement = {
  type: 'mdxJsxFlowElement';
  name: string;
  attributes: Array<{type: 'mdxJsxAttribute'; name: string; value: string}>;
  children: RootContent[];
};

function jsx(name: string, attributes: Record<string, string>, children: RootContent[]): RootContent {
  const element: JsxElement = {
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes).map(([key, value]) => ({type: 'mdxJsxAttribute', name: key, value})),
    children,
  };
  return element as unknown as RootContent;
}

/** `import ExampleFiles, {ExampleFile} from '…'`, as MDX's ESM node with its estree (MDX compiles from that). */
function tabsImport(): RootContent {
  const identifier = (name: string) => ({type: 'Identifier', name});
  const value = `import ExampleFiles, {ExampleFile} from '${TABS_MODULE}';`;
  const estree = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [
          {type: 'ImportDefaultSpecifier', local: identifier('ExampleFiles')},
          {type: 'ImportSpecifier', imported: identifier('ExampleFile'), local: identifier('ExampleFile')},
        ],
        source: {type: 'Literal', value: TABS_MODULE, raw: `'${TABS_MODULE}'`},
      },
    ],
  };
  return {type: 'mdxjsEsm', value, data: {estree}} as unknown as RootContent;
}

/** Puts the file blocks of a multi-file example, one after the other in the page, into one tabbed block; returns it. */
function groupFiles(tree: Root, example: Example): RootContent | null {
  const fileNodes = example.nodes.slice(0, example.files!.length);
  const parent = parentOf(tree, fileNodes[0]);
  if (!parent) return null;
  const tabs = jsx(
    'ExampleFiles',
    {},
    fileNodes.map((node: Code) => jsx('ExampleFile', {path: parseMeta(node.meta).attributes.get('file')!}, [node])),
  );
  parent.children.splice(parent.children.indexOf(fileNodes[0] as never), fileNodes.length, tabs as never);
  return tabs;
}

/** The component that owns an example's blocks, its links and its editor. */
const EXAMPLE_MODULE = '@site/src/components/RunnableExample';

/** A plain value as an ESTree expression (MDX compiles attribute expressions from their estree). */
function estreeOf(value: unknown): object {
  if (Array.isArray(value)) return {type: 'ArrayExpression', elements: value.map(estreeOf)};
  if (value !== null && typeof value === 'object')
    return {
      type: 'ObjectExpression',
      properties: Object.entries(value)
        .filter(([, field]) => field !== undefined)
        .map(([key, field]) => ({
          type: 'Property',
          key: {type: 'Literal', value: key, raw: JSON.stringify(key)},
          value: estreeOf(field),
          kind: 'init',
          method: false,
          shorthand: false,
          computed: false,
        })),
    };
  return {type: 'Literal', value, raw: JSON.stringify(value)};
}

/** `<RunnableExample example={…}>` around the nodes: the state as an object literal, written once. */
function runnableExample(example: object, children: RootContent[]): RootContent {
  const expression = estreeOf(example);
  const element = {
    type: 'mdxJsxFlowElement',
    name: 'RunnableExample',
    attributes: [
      {
        type: 'mdxJsxAttribute',
        name: 'example',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: JSON.stringify(example),
          data: {estree: {type: 'Program', sourceType: 'module', body: [{type: 'ExpressionStatement', expression}]}},
        },
      },
    ],
    children,
  };
  return element as unknown as RootContent;
}

/** `import RunnableExample from '…'`, as MDX's ESM node with its estree. */
function exampleImport(): RootContent {
  const value = `import RunnableExample from '${EXAMPLE_MODULE}';`;
  const estree = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: 'RunnableExample'}}],
        source: {type: 'Literal', value: EXAMPLE_MODULE, raw: `'${EXAMPLE_MODULE}'`},
      },
    ],
  };
  return {type: 'mdxjsEsm', value, data: {estree}} as unknown as RootContent;
}

const setTitle = (node: Code, title: string) => {
  if (!parseMeta(node.meta).attributes.has('title')) node.meta = `${node.meta ?? ''} title="${title}"`;
};

/** Titles the blocks of a pair: the Go side's by its package, each result by whose it is. */
function titlePair(pair: GoTemplatePair): void {
  const pkg = pair.text ? 'text/template' : 'html/template';
  for (const node of pair.nodes) {
    const meta = parseMeta(node.meta);
    const file = meta.attributes.get('file');
    if (node.lang === 'gotemplate') setTitle(node, file ? `${pkg}: ${file}` : pkg);
    else if (meta.words.has('data')) setTitle(node, `${TITLES.data}, for ${pkg}`);
    else {
      const role = Object.keys(TITLES).find((word) => meta.words.has(word)) ?? 'output';
      setTitle(node, [TITLES[role], stageLabel(node), `(${pkg})`].filter(Boolean).join(' '));
    }
  }
  const textwire = pair.textwire;
  if (!textwire) return;
  const first = textwire.nodes[0];
  if (!parseMeta(first.meta).attributes.has('file')) setTitle(first, 'Textwire');
  const result = textwire.expected.node;
  const role = Object.keys(TITLES).find((word) => parseMeta(result.meta).words.has(word)) ?? 'output';
  const whose = pair.result ? '(Textwire)' : '(both)';
  setTitle(result, [TITLES[role], stageLabel(result), whose].filter(Boolean).join(' '));
}

export default function remarkTextwireExamples() {
  return (tree: Root, file: VFile): void => {
    // A docs version's pages run on its engine; everything else (the blog) on the latest.
    const version = versionOfFile(file.path ?? '').name;
    const frontMatter = (file.data.frontMatter ?? {}) as {title?: string; slug?: string};
    const page = {route: pageRoute(file.path ?? '', frontMatter.slug), title: frontMatter.title ?? '', version};
    let hasTabs = false;
    let hasExamples = false;
    const scan = scanTree(tree);
    // What a Go program prints is titled like an example's output.
    for (const {output} of scan.goFiles) {
      if (output && !parseMeta(output.meta).attributes.has('title'))
        output.meta = `${output.meta ?? ''} title="${TITLES.output}"`;
    }
    // Before the examples' own titles, which leave a block that has one as it is.
    scan.goTemplates.forEach(titlePair);
    for (const {example, state} of placedExamples(tree, scan, page)) {
      const tabbed = (example.files?.length ?? 0) > 1;
      for (const node of example.nodes) {
        // A file in tabs is named by its tab.
        if (tabbed && parseMeta(node.meta).attributes.has('file')) continue;
        if (parseMeta(node.meta).attributes.has('title')) continue;
        const title = titleOf(example, node, version);
        if (title) node.meta = `${node.meta ?? ''} title="${title}"`;
      }
      const last = example.nodes[example.nodes.length - 1];
      const parent = parentOf(tree, last);
      if (!parent) continue;
      const links = tryItLinks(state, example.compare);
      parent.children.splice(parent.children.indexOf(last as never) + 1, 0, links);
      const tabs = tabbed ? groupFiles(tree, example) : null;
      if (tabs) hasTabs = true;
      // The example's blocks (its files' tabs are one) stand one after the other, its links right after them.
      const first = parent.children.indexOf((tabs ?? example.nodes[0]) as never);
      const end = parent.children.indexOf(links as never) + 1;
      const compareText = example.compare ? compareLabel(state.version) : null;
      const data = compareText ? {state, compareLabel: compareText} : {state};
      parent.children.splice(first, end - first, runnableExample(data, parent.children.slice(first, end)) as never);
      hasExamples = true;
    }
    if (hasTabs) tree.children.unshift(tabsImport());
    if (hasExamples) tree.children.unshift(exampleImport());
  };
}
