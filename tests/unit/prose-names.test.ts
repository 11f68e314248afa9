/**
 * Prose that cannot drift silently: a file path named in a comment or in a
 * developer page (README.md, ARCHITECTURE.md, UPGRADING.md, docs-dev/), and a code name in
 * backticks on a developer page, must exist. A rename or a removal that
 * leaves prose behind fails here, not in a newcomer's search.
 *
 * Names of things that are gone on purpose (a page's "before" walk, a list of
 * removed ties) are listed below with where they are named; each must really
 * be gone, so the lists cannot hide a file or a name that exists.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';
import {describe, expect, it} from 'vitest';

const ROOT = join(__dirname, '..', '..');
const SKIPPED = new Set([
  'node_modules',
  'build',
  '.docusaurus',
  '.git',
  'test-results',
  'reports',
  '.tmp',
  '.pack',
  '.pack-tools',
]);

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(join(ROOT, dir), {withFileTypes: true})) {
    if (SKIPPED.has(entry.name)) continue;
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) walk(path, out);
    else out.push(path);
  }
  return out;
}

const CODE_FOLDERS = ['src', 'plugins', 'scripts', 'tests', 'engine', 'mcp', '.ci'];
const ROOT_FILES = [
  'docusaurus.config.ts',
  'sidebars.ts',
  'playwright.config.ts',
  'vitest.config.ts',
  'eslint.config.mjs',
];
const THIS_FILE = 'tests/unit/prose-names.test.ts';
// Not this file: it names the gone and the borrowed names itself.
const codeFiles = [...CODE_FOLDERS.flatMap((folder) => walk(folder)), ...ROOT_FILES].filter(
  (file) => /\.(ts|tsx|mjs|js|go|css)$|^\.ci\/run$/.test(file) && file !== THIS_FILE,
);
const developerPages = [
  'README.md',
  'ARCHITECTURE.md',
  'UPGRADING.md',
  ...walk('docs-dev').filter((file) => file.endsWith('.md')),
];

/** The comments of a code file: `//` and `/* *\/` for the languages here, `#` for the CI script. */
function commentsOf(file: string, text: string): string {
  if (file === '.ci/run') return (text.match(/#[^\n]*/g) ?? []).join('\n');
  return (text.match(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g) ?? []).join('\n');
}

/**
 * Files and folders named as gone on purpose, each with where: they must not exist.
 */
const GONE_PATHS: Record<string, string> = {
  'src/playground/offMainJobs.ts': 'docs-dev/workbench.md, the arrow that ran back up before #42',
  'plugins/rehype-try-it.ts': "docs-dev/workbench.md, the Edit path's before walk",
  'src/components/TryIt': "docs-dev/workbench.md, the Edit path's before walk",
  'src/theme/ContentVisibility': 'UPGRADING.md and docs-dev/maintenance.md, removed ties',
  'versioned_docs/version-v3': 'docs-dev/writing-docs.md, what adding a third version writes',
  'src/client/prefetchWhenIdle.ts': 'UPGRADING.md, ties removed by issue #57',
  'src/client/prefetchOnce.ts': 'UPGRADING.md, ties removed by issue #57',
  'src/client/progressiveLayout.ts': 'UPGRADING.md, removed by issue #57',
};

/** Paths from the repository's top, in any of these folders; or, in comments, ./ and ../ paths to a file. */
const ROOTED =
  /(?<![\w@./~-])((?:src|plugins|scripts|tests|docs-dev|static|engine|versioned_docs|\.ci)\/[\w./<>{}*~@-]*[\w>}*])/g;
const RELATIVE = /(?<![\w@./~-])(\.\.?\/[\w./<>{}*~@-]*\.(?:ts|tsx|mjs|js|md|css|json|go))(?![\w/])/g;

/** A path with a placeholder stands for many (`textwire-<version>.wasm`, `version-vN`). */
const isPattern = (path: string) => /[<>{}*]|\bvN\b|YYYY/.test(path);

function exists(path: string, from: string): boolean {
  const bare = path.replace(/#.*$/, '').replace(/:\d+$/, '');
  const candidates = [join(ROOT, bare), join(ROOT, dirname(from), bare)];
  const forms = (base: string) => [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, `${base}.js`];
  return candidates.some((candidate) => forms(candidate).some((form) => existsSync(form)));
}

/** A path a program builds from parts (`'static/engine/textwire-' + v + '.wasm'`): its first part ends at a quote and a `+`. */
const isBuilt = (text: string, end: number) => /^[\w-]*['"`]\s*\+/.test(text.slice(end, end + 40));

function missingPaths(file: string, text: string, relativeToo: boolean): string[] {
  const missing: string[] = [];
  const patterns = relativeToo ? [ROOTED, RELATIVE] : [ROOTED];
  for (const pattern of patterns)
    for (const match of text.matchAll(pattern)) {
      const path = match[1].replace(/\.$/, '');
      if (isPattern(path) || isBuilt(text, match.index + match[1].length)) continue;
      if (path in GONE_PATHS || exists(path, file)) continue;
      missing.push(`${file}: ${path}`);
    }
  return missing;
}

/** Every word of our code, config and the engine's Go, as a set. */
function wordsOf(files: string[]): Set<string> {
  const words = new Set<string>();
  for (const file of files)
    for (const word of readFileSync(join(ROOT, file), 'utf8').match(/[A-Za-z_$][\w$]*/g) ?? []) words.add(word);
  return words;
}

let ourWordsRead: Set<string> | undefined;
/** The words of our code and its config, read once for the tests that ask. */
const ourWords = () => (ourWordsRead ??= wordsOf([...codeFiles, 'tsconfig.json', 'package.json']));

/** Names the pages use from elsewhere, each checked in the files it comes from. */
const UPSTREAM_NAMES: Record<string, () => string[]> = {
  useReducer: () => ['node_modules/@types/react/index.d.ts'],
  PrecacheController: () => ['node_modules/workbox-precaching/PrecacheController.d.ts'],
  injectManifest: () => ['node_modules/workbox-build/build/index.d.ts'],
  skipWaiting: () => ['node_modules/typescript/lib/lib.webworker.d.ts'],
  // The v2 engine's evaluator, in Go's module cache (`.ci/run` downloads it before the tests).
  evalCallExp: () => {
    const dir = execFileSync('go', ['list', '-m', '-f', '{{.Dir}}', 'github.com/textwire/textwire/v2'], {
      cwd: join(ROOT, 'engine'),
      encoding: 'utf8',
    }).trim();
    return readdirSync(join(dir, 'evaluator'))
      .filter((file) => file.endsWith('.go'))
      .map((file) => relative(ROOT, join(dir, 'evaluator', file)));
  },
};

/** Names made at run time from parts, each with the file that makes it and the part it adds. */
const MADE_NAMES: Record<string, [file: string, made: string]> = {
  textwireV1Meta: ['engine/wasm/bridge.go', 'name+"Meta"'],
  textwireV2Meta: ['engine/wasm/bridge.go', 'name+"Meta"'],
};

/** Code names gone on purpose, with where they are named: they must not be in the code. */
const GONE_NAMES: Record<string, string> = {
  TryIt: "docs-dev/workbench.md and budgets.md, the component before #42's example owned its blocks",
  onKeep: "docs-dev/workbench.md, the Edit path's before walk",
  useRuns: 'docs-dev/workbench.md, the hook before the store',
  ContentVisibility: 'docs-dev/maintenance.md, a removed tie',
  textwireV3: 'docs-dev/writing-docs.md, what adding a third version serves',
  prefetchWhenIdle: 'docs-dev/benchmarks.md, where the time went before issue #57',
  prefetchOnce: 'docs-dev/benchmarks.md, the same',
};

/** A backticked code name on a page: one word in camelCase or PascalCase with two parts at least, maybe dotted or called. */
const CODE_NAME = /`((?:[A-Za-z_$][\w$]*\.)*([A-Za-z_$][\w$]*))(?:\(\))?`/g;
const isCompound = (name: string) => /[a-z][A-Z]|^[A-Z][a-z]+[A-Z]/.test(name);

describe('prose names what exists', () => {
  it('every file path in a comment or on a developer page exists', () => {
    const missing = [
      ...codeFiles.flatMap((file) =>
        missingPaths(file, commentsOf(file, readFileSync(join(ROOT, file), 'utf8')), true),
      ),
      ...developerPages.flatMap((file) => missingPaths(file, readFileSync(join(ROOT, file), 'utf8'), false)),
    ];
    expect(missing).toEqual([]);
  });

  it('every code name in backticks on a developer page is in the code, or named where it comes from', () => {
    const ours = ourWords();
    const missing: string[] = [];
    for (const page of developerPages) {
      const prose = readFileSync(join(ROOT, page), 'utf8').replace(/```[\s\S]*?```/g, '');
      for (const [, dotted, name] of prose.matchAll(CODE_NAME)) {
        if (!isCompound(name) || ours.has(name) || name in UPSTREAM_NAMES || name in MADE_NAMES || name in GONE_NAMES)
          continue;
        missing.push(`${page}: ${dotted}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('the names from elsewhere are there, the made ones are made, and the gone ones are gone', () => {
    for (const [name, files] of Object.entries(UPSTREAM_NAMES)) expect(wordsOf(files()).has(name), name).toBe(true);
    for (const [name, [file, made]] of Object.entries(MADE_NAMES))
      expect(readFileSync(join(ROOT, file), 'utf8').replace(/\s/g, ''), name).toContain(made);
    for (const path of Object.keys(GONE_PATHS)) expect(existsSync(join(ROOT, path)), path).toBe(false);
    const ours = ourWords();
    for (const name of Object.keys(GONE_NAMES)) expect(ours.has(name), name).toBe(false);
  });
});
