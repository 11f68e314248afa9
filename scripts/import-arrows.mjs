// `node scripts/import-arrows.mjs [folder…]`: the arrows between src/'s
// folders, drawn from every import of every .ts/.tsx/.mjs/.js file under
// src/ (static, type-only, side-effect, dynamic, `require`, a worker's
// `new URL(…, import.meta.url)`, `@site/src/…` and `@theme/…` when the site
// has that theme file): "a -> b, c" when a file of a imports one of b and c.
// A folder of src/components counts as its own (components/Workbench). With
// folders given, only their arrows. ARCHITECTURE.md reads the structure from
// it, and tests/unit/layering.test.ts checks it with the same reader.
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {dirname, join, normalize} from 'node:path';
import {fileURLToPath} from 'node:url';

const SPECIFIER =
  /(?:^|[^\w.$])(?:from\s*|import\s*\(\s*(?:\/\*[\s\S]*?\*\/\s*)?|import\s+|require\s*\(\s*|new\s+URL\s*\(\s*)(['"])([^'"\n]+)\1/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** The folder a path under src/ belongs to: its first folder, or components/<Name>. */
export function folderOf(path) {
  const parts = path.split('/');
  if (parts[1] === 'components') return `components/${parts[2]}`;
  return parts[1].replace(/\.(tsx?|mjs|js)$/, '');
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(tsx?|mjs|js)$/.test(entry.name)) yield path;
  }
}

function resolveIn(root, path) {
  for (const extension of EXTENSIONS) {
    const candidate = path + extension;
    if (existsSync(join(root, candidate)) && statSync(join(root, candidate)).isFile()) return candidate;
  }
  return null;
}

/**
 * Every import of every file under src/: [{file, specifier, target}], paths
 * relative to the repository; target is the file in src/ it lands on, or
 * null (a package, or an @theme/ component the site does not swizzle).
 */
export function everyImport(root = process.cwd()) {
  const found = [];
  for (const absolute of sourceFiles(join(root, 'src'))) {
    const file = absolute.slice(root.length + 1);
    for (const match of readFileSync(absolute, 'utf8').matchAll(SPECIFIER)) {
      const specifier = match[2];
      const bare = specifier.split('?')[0];
      const path = bare.startsWith('@site/src/')
        ? `src/${bare.slice('@site/src/'.length)}`
        : bare.startsWith('@theme/')
          ? `src/theme/${bare.slice('@theme/'.length)}`
          : bare.startsWith('.')
            ? normalize(join(dirname(file), bare))
            : null;
      found.push({file, specifier, target: path?.startsWith('src/') ? resolveIn(root, path) : null});
    }
  }
  return found;
}

/** The imports of src/ that land in src/. */
export function srcImports(root = process.cwd()) {
  return everyImport(root).filter((found) => found.target);
}

/** The arrows between folders: from → the set of folders it imports. */
export function importArrows(root = process.cwd()) {
  const arrows = new Map();
  for (const {file, target} of srcImports(root)) {
    const [from, to] = [folderOf(file), folderOf(target)];
    if (from === to) continue;
    if (!arrows.has(from)) arrows.set(from, new Set());
    arrows.get(from).add(to);
  }
  return arrows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arrows = importArrows();
  const wanted = process.argv.slice(2);
  for (const from of [...arrows.keys()].sort()) {
    if (wanted.length && !wanted.some((folder) => from === folder || from.startsWith(`${folder}/`))) continue;
    console.log(`${from} -> ${[...arrows.get(from)].sort().join(', ')}`);
  }
}
