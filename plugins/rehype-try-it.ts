/**
 * Rehype plugin for the docs and blog, after plugins/remark-textwire-examples.ts:
 * each paragraph of "Try it" links it wrote (`p.tw-try-it`) becomes
 * `<TryIt links="…" example="…"/>` (src/components/TryIt), which carries each link's
 * playground state in plain text instead of its href. The page renders the
 * same links; its JavaScript no longer holds their lz-string payloads, which
 * hardly compress (see that component). The remark plugin's links stay
 * what the tests read (tests/unit/versions.test.ts).
 *
 * It also marks the example's blocks, the elements right above the
 * paragraph, with a class of that example's own (`tw-example-<n>`, n
 * counting the page's examples), given to the TryIt as `example`: Edit
 * finds the blocks it stands in for by it, whatever else is on the page
 * then. Counting the elements above the paragraph in the browser, as it
 * did, took a note shown above it (the editor that could not be loaded)
 * for a block, and left the example's first block in view (issue #40).
 */
import {linkState} from '../src/playground/linkFragment';
import {TRY_IT_CLASS} from './remark-textwire-examples';

/** The part of hast (and of MDX's hast nodes) used here. */
type HastNode = {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
  value?: string;
  [key: string]: unknown;
};

const COMPONENT_MODULE = '@site/src/components/TryIt';

const isTryIt = (node: HastNode) =>
  node.type === 'element' &&
  node.tagName === 'p' &&
  Array.isArray(node.properties?.className) &&
  node.properties.className.includes(TRY_IT_CLASS);

/** The prefix of the class that marks an example's blocks: TryIt's EXAMPLE_CLASS_PREFIX. */
const EXAMPLE_CLASS_PREFIX = 'tw-example-';

const classesOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : [];

/**
 * Marks a block of an example with its class. A code block is `pre > code`:
 * the class goes on the `code`, whose class the theme's CodeBlock puts on its
 * outer element (with the language's). Files in tabs are the ExampleFiles
 * component, which puts its `className` on its outer element.
 */
function markBlock(block: HastNode, exampleClass: string, file: string): void {
  if (block.type === 'element' && block.tagName === 'pre') {
    const code = block.children?.find((child) => child.type === 'element' && child.tagName === 'code');
    if (code) {
      code.properties = {...code.properties, className: [...classesOf(code.properties?.className), exampleClass]};
      return;
    }
  }
  if (block.type === 'mdxJsxFlowElement' && block.name === 'ExampleFiles') {
    const attributes = (block.attributes ?? []) as Array<{type: string; name: string; value: unknown}>;
    block.attributes = [...attributes, {type: 'mdxJsxAttribute', name: 'className', value: exampleClass}];
    return;
  }
  throw new Error(`${file}: an example's block is neither a code block nor its files' tabs (${block.type})`);
}

/** The `count` elements right above the paragraph at `index`: the example's blocks, with nothing else between them yet. */
function blocksAbove(siblings: HastNode[], index: number, count: number, file: string): HastNode[] {
  const blocks: HastNode[] = [];
  for (let at = index - 1; at >= 0 && blocks.length < count; at--) {
    const sibling = siblings[at];
    if (sibling.type === 'text' && !sibling.value?.trim()) continue;
    blocks.push(sibling);
  }
  if (blocks.length !== count) throw new Error(`${file}: an example has ${blocks.length} blocks, not ${count}`);
  return blocks;
}

const textOf = (node: HastNode): string =>
  node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join('');

/** The links of a Try it paragraph: their states, titles and texts. */
function linksOf(paragraph: HastNode, file: string): string {
  const links = (paragraph.children ?? [])
    .filter((child) => child.type === 'element' && child.tagName === 'a')
    .map((anchor) => {
      const href = String(anchor.properties?.href ?? '');
      const state = linkState(href);
      if (!state) throw new Error(`${file}: a Try it link holds no playground state: ${href.slice(0, 80)}`);
      return {state, title: String(anchor.properties?.title ?? ''), text: textOf(anchor)};
    });
  return JSON.stringify(links);
}

/** `import TryIt from '…'`, as MDX's ESM node with its estree (MDX compiles from that). */
function componentImport(): HastNode {
  return {
    type: 'mdxjsEsm',
    value: `import TryIt from '${COMPONENT_MODULE}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: 'TryIt'}}],
            source: {type: 'Literal', value: COMPONENT_MODULE, raw: `'${COMPONENT_MODULE}'`},
          },
        ],
      },
    },
  };
}

export default function rehypeTryIt() {
  return (tree: HastNode, file: {path?: string}): void => {
    let found = 0;
    const path = file.path ?? '';
    const visit = (node: HastNode) => {
      node.children?.forEach((child, index) => {
        if (isTryIt(child)) {
          const exampleClass = `${EXAMPLE_CLASS_PREFIX}${++found}`;
          const count = Number(child.properties?.dataBlocks ?? 0);
          for (const block of blocksAbove(node.children!, index, count, path)) markBlock(block, exampleClass, path);
          node.children![index] = {
            type: 'mdxJsxFlowElement',
            name: 'TryIt',
            attributes: [
              {type: 'mdxJsxAttribute', name: 'links', value: linksOf(child, path)},
              // The class of the example's blocks: Edit shows the editor in their place.
              {type: 'mdxJsxAttribute', name: 'example', value: exampleClass},
            ],
            children: [],
          };
        } else visit(child);
      });
    };
    visit(tree);
    if (found > 0) tree.children?.unshift(componentImport());
  };
}
