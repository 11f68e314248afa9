/**
 * The playground's examples menu: every runnable docs example, with its
 * version, page and section, and the state its "Try it" link opens. Built
 * at build time (plugins/examples-menu.ts) from the scan the tests run, so
 * the menu offers exactly the examples the tests check.
 */
import type {Heading, Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import type {EngineVersion} from '../engine/client';
import type {PlaygroundState} from '../components/Playground/shareState';
import type {DocFile} from './docs';
import {exampleState} from './exampleState';

export type MenuExample = {version: EngineVersion; page: string; section: string; state: PlaygroundState};

/** The headings of a page with where they start, in document order. */
function headings(tree: Root): Array<{offset: number; text: string}> {
  const found: Array<{offset: number; text: string}> = [];
  const visit = (node: Root | Root['children'][number]) => {
    if (node.type === 'heading' && (node as Heading).depth > 1) found.push({offset: node.position?.start.offset ?? 0, text: toString(node)});
    if ('children' in node) for (const child of node.children) visit(child as Root['children'][number]);
  };
  visit(tree);
  return found;
}

/** The docs' examples (not the blog's), newest version first, in page order. */
export function menuExamples(docs: DocFile[]): MenuExample[] {
  return docs
    .filter((doc) => doc.path.startsWith('versioned_docs/'))
    .sort((a, b) => b.version.localeCompare(a.version))
    .flatMap((doc) => {
      const sections = headings(doc.tree);
      return doc.scan.examples.map((example) => {
        const start = example.nodes[0].position?.start.offset ?? 0;
        const section = sections.filter((heading) => heading.offset < start).pop()?.text ?? '';
        return {version: doc.version, page: doc.title, section, state: exampleState(example, doc.version)};
      });
    });
}
