// Counts the site's ties to Docusaurus internals (UPGRADING.md), for the
// before/after figures in docs-dev/benchmarks.md ("Ties to framework
// internals"): the files that import an internal module of a package (its
// `lib/` or `src/`, `theme-common/internal`) or put a module in place of an
// upstream one (a module replacement or an alias onto an upstream path), the
// theme components ejected or replaced (copies in src/theme), and the
// upstream files the drift test hashes. Prints the figures and the files.
//   node scripts/count-ties.mjs            (the working tree)
//   node scripts/count-ties.mjs <git ref>  (a commit, e.g. the branch point)
import {execFileSync} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const ref = process.argv[2];
const git = (...args) => execFileSync('git', args, {cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});

function filesUnder(folder) {
  const files = ref
    ? git('ls-tree', '-r', '--name-only', ref, folder).split('\n').filter(Boolean)
    : readdirSync(join(root, folder), {withFileTypes: true, recursive: true})
        .filter((entry) => entry.isFile())
        .map((entry) => relative(root, join(entry.parentPath, entry.name)));
  return files.filter((file) => /\.(tsx?|mjs|js)$/.test(file));
}

const readSource = (file) => (ref ? git('show', `${ref}:${file}`) : readFileSync(join(root, file), 'utf8'));

const sources = [...filesUnder('src'), ...filesUnder('plugins'), 'docusaurus.config.ts'];
/** An import of a package's internals: a path inside its lib/ or src/, or theme-common's internal entry. */
const internalImport =
  /(?:from\s+|import\s*\(\s*|require\s*\(\s*|import\s+)['"](?:@docusaurus\/[^'"/]+\/(?:lib|src)\/|@docusaurus\/theme-common\/internal|docusaurus-lunr-search\/src\/|prism-react-renderer\/dist)/;
/** A module put in place of an upstream one: a replacement plugin, or an alias in a bundler config. */
const swap = /NormalModuleReplacementPlugin|resolve\s*:\s*\{\s*alias\s*:/;

const importing = sources.filter((file) => internalImport.test(readSource(file)));
const swapping = sources.filter((file) => swap.test(readSource(file)));
const tied = [...new Set([...importing, ...swapping])].sort();

const drift = readSource('tests/unit/upstream-drift.test.ts');
const list = drift.slice(drift.indexOf('export const TIES'), drift.indexOf('\n];'));
const ties = list
  .split(/\n {2}\{/)
  .slice(1)
  .map((entry) => ({
    ours: [...(/ours: \[([^\]]*)\]/.exec(entry)?.[1] ?? '').matchAll(/'([^']+)'/g)].map((ours) => ours[1]),
    upstream: /upstream: ([^\n]+),\n/.exec(entry)?.[1].trim(),
    kind: /kind: '(\w+)'/.exec(entry)?.[1],
  }));
const hashed = new Set(ties.map((tie) => tie.upstream));
const copies = new Set(ties.filter((tie) => tie.kind === 'copy' || tie.kind === 'replaced').flatMap((tie) => tie.ours));

console.log(`files importing internals or swapping modules: ${tied.length}`);
for (const file of tied)
  console.log(`  ${file}${importing.includes(file) ? ' (imports)' : ''}${swapping.includes(file) ? ' (swaps)' : ''}`);
console.log(`our files that are an upstream file's copy or stand in its place: ${copies.size}`);
for (const file of [...copies].sort()) console.log(`  ${file}`);
console.log(`upstream files hashed by the drift test: ${hashed.size}`);
