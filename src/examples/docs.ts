/**
 * Reads the site's Markdown the way the examples and coverage tests need it,
 * and the playground's examples menu (plugins/examples-menu.ts) at build time.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {fromMarkdown} from 'mdast-util-from-markdown';
import type {Root} from 'mdast';
import {scanTree, type Scan} from './scan';
import {DOCS_VERSIONS, LATEST_VERSION, type EngineVersion} from '../versions';

export const SITE_ROOT = join(__dirname, '..', '..');

export type DocFile = {
  /** Path relative to the site root, for messages. */
  path: string;
  /** The page's front matter title. */
  title: string;
  version: EngineVersion;
  tree: Root;
  scan: Scan;
};

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Front matter is blanked, not removed, so that line numbers stay true. */
function blankFrontMatter(source: string): string {
  const match = /^---\n[\s\S]*?\n---\n/.exec(source);
  return match ? match[0].replace(/[^\n]/g, '') + source.slice(match[0].length) : source;
}

function frontMatterTitle(source: string): string {
  const title = /^---\n[\s\S]*?^title:\s*(.+?)\s*$/m.exec(source)?.[1] ?? '';
  return title.replace(/^(['"])(.*)\1$/, '$2');
}

export function parseMarkdown(source: string): Root {
  return fromMarkdown(blankFrontMatter(source));
}

/** Every page whose examples run: every docs version's, and the blog (on the latest engine). */
export function loadDocFiles(): DocFile[] {
  const sources: Array<[string, EngineVersion]> = [
    ...DOCS_VERSIONS.map((version): [string, EngineVersion] => [version.docsFolder, version.name]),
    ['blog', LATEST_VERSION.name],
  ];
  return sources.flatMap(([dir, version]) =>
    markdownFiles(join(SITE_ROOT, dir)).map((file) => {
      const source = readFileSync(file, 'utf8');
      const tree = parseMarkdown(source);
      return {path: relative(SITE_ROOT, file), title: frontMatterTitle(source), version, tree, scan: scanTree(tree)};
    }),
  );
}

export function lineOf(node: {position?: {start: {line: number}}}): number {
  return node.position?.start.line ?? 0;
}
