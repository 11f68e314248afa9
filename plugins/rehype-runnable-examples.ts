/**
 * Rehype plugin for the docs and blog, after plugins/remark-textwire-examples.ts:
 * takes each runnable example's paragraph of Try it links out of the page's
 * code. The remark plugin keeps them in its tree as Markdown links (what
 * tests/unit/versions.test.ts reads), and writes the example's state once,
 * as plain data, on the `<RunnableExample>` around them
 * (src/components/RunnableExample), which renders the links from it: the
 * server render makes their hrefs, so the page's JavaScript holds no
 * lz-string payload, which hardly compresses. Nothing is decoded here.
 */
import {TRY_IT_CLASS} from './remark-textwire-examples';

/** The part of hast (and of MDX's hast nodes) used here. */
type HastNode = {
  type: string;
  name?: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
};

const isLinks = (node: HastNode) =>
  node.type === 'element' &&
  node.tagName === 'p' &&
  Array.isArray(node.properties?.className) &&
  node.properties.className.includes(TRY_IT_CLASS);

export default function rehypeRunnableExamples() {
  return (tree: HastNode): void => {
    const visit = (node: HastNode) => {
      if (node.type === 'mdxJsxFlowElement' && node.name === 'RunnableExample') {
        node.children = node.children?.filter((child) => !isLinks(child));
        return;
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
