/**
 * Rehype plugin for the docs and blog, after plugins/remark-textwire-examples.ts:
 * each paragraph of "Try it" links it wrote (`p.tw-try-it`) becomes
 * `<TryIt links="…" blocks="…"/>` (src/components/TryIt), which carries each link's
 * playground state in plain text instead of its href. The page renders the
 * same links; its JavaScript no longer holds their lz-string payloads, which
 * hardly compress (see that component). The remark plugin's links stay
 * what the tests read (tests/unit/versions.test.ts).
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
    let found = false;
    const visit = (node: HastNode) => {
      node.children?.forEach((child, index) => {
        if (isTryIt(child)) {
          node.children![index] = {
            type: 'mdxJsxFlowElement',
            name: 'TryIt',
            attributes: [
              {type: 'mdxJsxAttribute', name: 'links', value: linksOf(child, file.path ?? '')},
              // How many blocks of the example stand above: Edit shows the editor in their place.
              {type: 'mdxJsxAttribute', name: 'blocks', value: String(child.properties?.dataBlocks ?? '0')},
            ],
            children: [],
          };
          found = true;
        } else visit(child);
      });
    };
    visit(tree);
    if (found) tree.children?.unshift(componentImport());
  };
}
