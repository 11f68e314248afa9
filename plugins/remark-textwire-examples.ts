/**
 * Remark plugin for the docs and blog. For each Textwire example (see
 * src/examples/scan.ts) it titles the blocks (data, output, error, file
 * names) and adds a "Try it" link that opens the example in the playground
 * with its template or files, data and docs version.
 */
import type {Paragraph, Parent, Root} from 'mdast';
import type {VFile} from 'vfile';
import {parseMeta, scanTree, type Example} from '../src/examples/scan';
import {playgroundHref} from '../src/components/Playground/shareState';
import {exampleState} from '../src/examples/exampleState';
import type {EngineVersion} from '../src/engine/client';
import {versionOfFile} from '../src/versions';

const TITLES: Record<string, string> = {data: 'Data (JSON)', output: 'Output', error: 'Error'};

/** A docs version's pages run on its engine; everything else (the blog) on the latest. */
function versionOf(file: VFile): EngineVersion {
  return versionOfFile(file.path ?? '').name;
}

function tryItLink(example: Example, version: EngineVersion): Paragraph {
  return {
    type: 'paragraph',
    data: {hProperties: {className: ['tw-try-it']}},
    children: [
      {
        type: 'link',
        url: playgroundHref(exampleState(example, version)),
        title: `Open this example in the playground (Textwire ${version})`,
        children: [{type: 'text', value: 'Try it in the playground'}],
      },
    ],
  };
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

export default function remarkTextwireExamples() {
  return (tree: Root, file: VFile): void => {
    const version = versionOf(file);
    for (const example of scanTree(tree).examples) {
      for (const node of example.nodes) {
        const meta = parseMeta(node.meta);
        if (meta.attributes.has('title')) continue;
        const role = Object.keys(TITLES).find((word) => meta.words.has(word));
        const title = role ? TITLES[role] : meta.attributes.get('file');
        if (title) node.meta = `${node.meta ?? ''} title="${title}"`;
      }
      const last = example.nodes[example.nodes.length - 1];
      const parent = parentOf(tree, last);
      parent?.children.splice(parent.children.indexOf(last as never) + 1, 0, tryItLink(example, version));
    }
  };
}
