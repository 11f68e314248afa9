// `node scripts/import-arrows.mjs [folder…]`: the arrows between src/'s
// folders, drawn from the imports (static and dynamic) of every .ts/.tsx
// file: "a -> b, c" when a file of a imports one of b and c. A folder of
// src/components counts as its own (components/Workbench). With folders
// given, only their arrows. docs-dev/workbench.md reads the structure from it.
import {readdirSync, readFileSync} from 'node:fs';
import {dirname, join, normalize} from 'node:path';

const IMPORT = /(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*(?:\/\*[\s\S]*?\*\/\s*)?['"]([^'"]+)['"]/g;

function group(path) {
  const parts = path.split('/');
  if (parts[1] === 'components') return `components/${parts[2]}`;
  return parts[1].replace(/\.tsx?$/, '');
}

function* files(dir) {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (/\.tsx?$/.test(entry.name)) yield path;
  }
}

const arrows = new Map();
for (const file of files('src')) {
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const target = match[1] ?? match[2];
    const path = target.startsWith('@site/src/')
      ? `src/${target.slice('@site/src/'.length)}`
      : target.startsWith('.')
        ? normalize(join(dirname(file), target))
        : null;
    if (!path?.startsWith('src/')) continue;
    const [from, to] = [group(file), group(path)];
    if (from === to) continue;
    if (!arrows.has(from)) arrows.set(from, new Set());
    arrows.get(from).add(to);
  }
}

const wanted = process.argv.slice(2);
for (const from of [...arrows.keys()].sort()) {
  if (wanted.length && !wanted.some((folder) => from === folder || from.startsWith(`${folder}/`))) continue;
  console.log(`${from} -> ${[...arrows.get(from)].sort().join(', ')}`);
}
