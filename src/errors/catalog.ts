/**
 * The two lists the error reference is checked against, read at build time
 * (plugins/error-catalog.ts) and by the tests (tests/unit/errors.test.ts):
 *
 * - the message formats an engine declares: the string constants of its
 *   `fail` package, read from the engine's source in the Go module cache;
 * - the entries the docs hold: each `##`/`###` heading of a page under a
 *   version's `errors/` folder whose text is a message in a code span and
 *   that has an explicit id (``## `variable '<name>' is undefined` {#variable-is-undefined}``),
 *   with the v1 wording of the same mistake where the v2 entry names it: its
 *   "In v1" paragraph, a line of its own that starts with `**In v1**`, whose
 *   code spans are v1's messages (placeholders named as in headings).
 *
 * Node only (it reads files); the browser gets the entries through the
 * plugin's JSON and matches them with ./explain.ts.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import type {DocsVersion} from '../versions';

/** One constant of the `fail` package: `ErrWrongNextToken = "expected next token to be '%s', got '%s' instead"`. */
export type FailFormat = {constant: string; format: string};

/** The string constants of a `fail.go` source, in source order. */
export function failFormats(source: string): FailFormat[] {
  const block = /const \(([\s\S]*?)\n\)/.exec(source)?.[1] ?? '';
  return [...block.matchAll(/^\s*(\w+)\s*=\s*"((?:[^"\\]|\\.)*)"/gm)].map((m) => ({
    constant: m[1],
    format: JSON.parse(`"${m[2]}"`) as string,
  }));
}

/** The id of a constant's entry: `ErrWrongNextToken` → `wrong-next-token`, `NoErrorsFound` → `no-errors-found`. */
export function entryIdOf(constant: string): string {
  return constant
    .replace(/^Err(?=[A-Z])/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/** Where the go command keeps a version's engine source (downloading it if needed), read from engine/go.mod. */
export function engineSourceDir(siteRoot: string, version: DocsVersion): string {
  const out = execFileSync('go', ['list', '-m', '-json', version.engineModule], {
    cwd: join(siteRoot, 'engine'),
    encoding: 'utf8',
  });
  const dir = (JSON.parse(out) as {Dir?: string}).Dir;
  if (!dir) throw new Error(`go did not report a source folder for ${version.engineModule}`);
  return dir;
}

/** The message formats of a version's engine. */
export function readFailFormats(siteRoot: string, version: DocsVersion): FailFormat[] {
  return failFormats(readFileSync(join(engineSourceDir(siteRoot, version), 'fail', 'fail.go'), 'utf8'));
}

/** An entry as written in the docs. */
export type DocEntry = {
  id: string;
  /** The message with its placeholders named. */
  message: string;
  /** The page, relative to the version's docs folder: `errors/parse.md`. */
  path: string;
  /** Its heading's line in that page, 1-based. */
  line: number;
  /** The same mistake as v1 words it, from the entry's "In v1" paragraph (none when v1's wording is the same). */
  also?: string[];
};

/** The one place an entry names another engine's wording: a paragraph that starts with this. */
export const IN_V1 = '**In v1**';

/** The folder of a version's error reference, inside its docs folder. */
export const ERRORS_FOLDER = 'errors';

const ENTRY_HEADING = /^#{2,3} `([^`]+)` \{#([a-z0-9-]+)\}\s*$/;

/** The entries of one page's Markdown (headings inside code fences are not headings). */
export function entriesOfPage(markdown: string, path: string): DocEntry[] {
  const entries: DocEntry[] = [];
  let fence: string | null = null;
  markdown.split('\n').forEach((line, i) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker) {
      if (fence === null) fence = marker;
      else if (marker.startsWith(fence)) fence = null;
      return;
    }
    if (fence !== null) return;
    const m = ENTRY_HEADING.exec(line);
    if (m) entries.push({message: m[1], id: m[2], path, line: i + 1});
    else if (/^#{1,2} /.test(line)) entries.push({message: '', id: '', path, line: -1});
    else if (line.startsWith(IN_V1) && entries.length > 0) {
      const entry = entries[entries.length - 1];
      entry.also = [...(entry.also ?? []), ...[...line.matchAll(/`([^`]+)`/g)].map((span) => span[1])];
    }
  });
  // Another h2 only ended an entry's section (an h3 inside an entry does not).
  return entries.filter((entry) => entry.line > 0);
}

function markdownFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {withFileTypes: true})
    .flatMap((item) =>
      item.isDirectory()
        ? markdownFiles(join(dir, item.name))
        : item.name.endsWith('.md')
          ? [join(dir, item.name)]
          : [],
    )
    .sort();
}

/** Every entry of a version's error reference (none when it has no `errors/` folder yet). */
export function readDocEntries(siteRoot: string, version: DocsVersion): DocEntry[] {
  const docsFolder = join(siteRoot, version.docsFolder);
  return markdownFiles(join(docsFolder, ERRORS_FOLDER)).flatMap((file) =>
    entriesOfPage(readFileSync(file, 'utf8'), relative(docsFolder, file).split('\\').join('/')),
  );
}

/** A format filled with sample values, as the engine would print it (`%s` a name, `%d` a count, `%T` a Go type). */
export function sampleMessage(format: string, samples: {s?: string[]; d?: number[]; T?: string[]} = {}): string {
  const s = samples.s ?? ['total_count', 'INTEGER', 'STRING', 'x'];
  const d = samples.d ?? [2, 3];
  const t = samples.T ?? ['*ast.IfStmt'];
  let si = 0;
  let di = 0;
  let ti = 0;
  return format.replace(/%([sdT%])/g, (_, verb: string) => {
    if (verb === '%') return '%';
    if (verb === 's') return s[si++ % s.length];
    if (verb === 'd') return String(d[di++ % d.length]);
    return t[ti++ % t.length];
  });
}
