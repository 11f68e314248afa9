/**
 * Remark plugin for the docs and blog: gives the blocks of each Textwire
 * example (see src/examples/scan.ts) their titles, so readers see which
 * block is the template's data, its output or its error.
 */
import type {Root} from 'mdast';
import {parseMeta, scanTree} from '../src/examples/scan';

const TITLES: Record<string, string> = {data: 'Data (JSON)', output: 'Output', error: 'Error'};

export default function remarkTextwireExamples() {
  return (tree: Root): void => {
    for (const example of scanTree(tree).examples) {
      for (const node of example.nodes) {
        const meta = parseMeta(node.meta);
        if (meta.attributes.has('title')) continue;
        const role = Object.keys(TITLES).find((word) => meta.words.has(word));
        const title = role ? TITLES[role] : meta.attributes.get('file');
        if (title) node.meta = `${node.meta ?? ''} title="${title}"`;
      }
    }
  };
}
