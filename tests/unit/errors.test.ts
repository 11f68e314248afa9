/**
 * The error reference against the engines: every message format of each
 * engine's `fail` package, filled with sample values, finds its entry
 * (so a new engine release cannot add an unexplained message silently),
 * every entry's own error example finds that very entry, and the Go
 * messages outside `fail` that have entries find them too. The count is
 * printed: formats, entries, unreachable ones, and none without an entry.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  entriesOfPage,
  entryIdOf,
  failFormats,
  readDocEntries,
  readFailFormats,
  sampleMessage,
  type DocEntry,
} from '../../src/errors/catalog';
import {bareMessage, explain, findEntry, type ErrorEntry, type ErrorIndex} from '../../src/errors/explain';
import {DOCS_VERSIONS, type DocsVersion} from '../../src/versions';
import {parseMarkdown, SITE_ROOT} from '../../src/examples/docs';
import {scanTree} from '../../src/examples/scan';
import type {List, Paragraph, RootContent} from 'mdast';

function indexOf(root: string): ErrorIndex {
  return Object.fromEntries(
    DOCS_VERSIONS.map((version) => [
      version.name,
      readDocEntries(root, version).map((entry) => ({
        id: entry.id,
        message: entry.message,
        url: `${entry.path}#${entry.id}`,
      })),
    ]),
  );
}

const INDEX = indexOf(SITE_ROOT);

/** The text of an entry's section: from its heading to the next entry or heading of its level or above. */
function sectionOf(version: DocsVersion, entry: DocEntry): string {
  const lines = readFileSync(join(SITE_ROOT, version.docsFolder, entry.path), 'utf8').split('\n');
  const level = /^#+/.exec(lines[entry.line - 1])![0].length;
  const end = lines.findIndex(
    (line, i) => i >= entry.line && (/^#+ /.exec(line)?.[0].length ?? 99) - 1 <= level && !/^#{4,}/.test(line),
  );
  return lines.slice(entry.line, end === -1 ? undefined : end).join('\n');
}

/**
 * The ```text error / ```text panic blocks of a section that show this
 * version's result (no version="…"), and the plain ```text blocks that show
 * what a Go call returns.
 */
function errorBlocks(section: string): string[] {
  return [...section.matchAll(/^```text(?: (?:error|panic)\b([^\n]*))?\n([\s\S]*?)\n```/gm)]
    .filter((m) => !/version=/.test(m[1] ?? ''))
    .map((m) => m[2].trim());
}

/** Says why no template reaches it (the contract: unreachable entries say so, with the reason). */
const UNREACHABLE = /\bunreachable\b|no template (?:can )?reach|cannot be reached|never (?:returned|reached)/i;

describe('bareMessage', () => {
  it('drops the prefix of a string template, of a file, and Go log date', () => {
    expect(bareMessage("[Textwire ERROR:3]: variable 'x' is undefined")).toBe("variable 'x' is undefined");
    expect(bareMessage("[Textwire ERROR in /home/me/app/templates/home.tw:12]: variable 'x' is undefined")).toBe(
      "variable 'x' is undefined",
    );
    expect(bareMessage('2026/11/29 04:58:00 [Textwire ERROR:0]: template not found')).toBe('template not found');
  });
});

describe('findEntry', () => {
  const entries: ErrorEntry[] = [
    {id: 'a', message: "function '<name>' doesn't exist for type '<type>'", url: ''},
    {id: 'b', message: "type mismatch '<left> <operator> <right>'", url: ''},
    {id: 'c', message: "expected next token to be '<expected>', got '<actual>' instead", url: ''},
  ];
  it('matches the reader’s names and values, and nothing else', () => {
    expect(findEntry("function 'len' doesn't exist for type 'OBJECT'", entries)?.id).toBe('a');
    expect(findEntry("type mismatch 'FLOAT > INTEGER'", entries)?.id).toBe('b');
    expect(findEntry("expected next token to be ')', got '+' instead", entries)?.id).toBe('c');
    expect(findEntry('something else entirely', entries)).toBeNull();
  });
});

/** Whether a node is a paragraph that opens with a bold label, `**Why:**`. */
const opensWith = (node: RootContent, label: string): boolean =>
  node.type === 'paragraph' &&
  (node as Paragraph).children[0]?.type === 'strong' &&
  ((node as Paragraph).children[0] as {children: Array<{value?: string}>}).children[0]?.value === label;

/**
 * The ways to an entry's message that its "Why" lists (docs-dev/errors.md):
 * each item of a list between **Why:** and **Fix:**, with the results its
 * runs show: a template's ```text error / panic```, a Go program's output.
 * The examples test runs every one of them and compares them with the engine.
 */
function causesOf(section: string): Array<{item: string; shown: string[]}> {
  const children = parseMarkdown(section).children;
  const why = children.findIndex((node) => opensWith(node, 'Why:'));
  if (why === -1) return [];
  const fix = children.findIndex((node, i) => i > why && opensWith(node, 'Fix:'));
  const lists = children
    .slice(why + 1, fix === -1 ? undefined : fix)
    .filter((node): node is List => node.type === 'list');
  return lists.flatMap((list) =>
    list.children.map((item) => {
      const scan = scanTree({type: 'root', children: item.children as RootContent[]});
      const shown = [
        ...scan.examples.filter((e) => e.expected.kind !== 'output').map((e) => e.expected.text),
        ...scan.goFiles.flatMap((g) => (g.output ? [g.output.value] : [])),
      ];
      const words = section.slice(item.position!.start.offset!, item.position!.end.offset!).split('\n')[0];
      return {item: words.slice(0, 80), shown};
    }),
  );
}

for (const version of DOCS_VERSIONS) {
  describe(`the ${version.name} error reference`, () => {
    const entries = readDocEntries(SITE_ROOT, version);
    const formats = readFailFormats(SITE_ROOT, version);

    it('has entries, with unique ids', () => {
      expect(entries.length).toBeGreaterThan(0);
      const ids = entries.map((entry) => entry.id);
      expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    });

    it(`explains every message format of the engine's fail package (v${version.engineRelease})`, () => {
      const unexplained = formats.filter(({constant, format}) => {
        const found = explain(sampleMessage(format), version.name, INDEX);
        return found?.version !== version.name || found.entry.id !== entryIdOf(constant);
      });
      const unreachable = entries.filter((entry) => UNREACHABLE.test(sectionOf(version, entry)));
      console.log(
        `${version.name} (engine ${version.engineRelease}): ${formats.length} messages in fail, ` +
          `${entries.length} entries, ${unreachable.length} unreachable ` +
          `(${unreachable.map((entry) => entry.id).join(', ')}), ${unexplained.length} without an entry`,
      );
      expect(unexplained.map(({constant}) => `${constant} → #${entryIdOf(constant)}`)).toEqual([]);
    });

    it('gives each entry an example whose error finds that very entry, or says why none can', () => {
      const wrong: string[] = [];
      for (const entry of entries) {
        const section = sectionOf(version, entry);
        const blocks = errorBlocks(section);
        if (blocks.length === 0 && !UNREACHABLE.test(section)) wrong.push(`#${entry.id}: no error example`);
        for (const block of blocks) {
          const found = explain(block, version.name, INDEX);
          if (found?.version !== version.name || found.entry.id !== entry.id)
            wrong.push(`#${entry.id}: its example "${block}" finds ${found ? `#${found.entry.id}` : 'nothing'}`);
        }
      }
      expect(wrong).toEqual([]);
    });

    it('runs each way to a message that an entry lists, and each gives that very entry', () => {
      const wrong: string[] = [];
      let causes = 0;
      for (const entry of entries) {
        for (const {item, shown} of causesOf(sectionOf(version, entry))) {
          causes++;
          if (shown.length === 0) wrong.push(`#${entry.id}: "${item}" lists a way that no example runs`);
          for (const text of shown) {
            const found = explain(text, version.name, INDEX);
            if (found?.version !== version.name || found.entry.id !== entry.id)
              wrong.push(
                `#${entry.id}: "${item}" shows "${text}", which finds ${found ? `#${found.entry.id}` : 'nothing'}`,
              );
          }
        }
      }
      console.log(`${version.name}: ${causes} listed ways to a message, each run`);
      expect(wrong).toEqual([]);
    });
  });
}

describe('Go messages outside the fail package', () => {
  /** Printed by Go or the engine's Go API, not from `fail`: each has an entry in the v2 reference. */
  const GO_MESSAGES: Array<[string, string]> = [
    ['runtime error: integer divide by zero', 'integer-divide-by-zero'],
    ['runtime error: invalid memory address or nil pointer dereference', 'nil-pointer-dereference'],
    ['reflect: call of reflect.Value.Interface on zero Value', 'nil-pointer-in-data'],
    ['runtime error: slice bounds out of range [2:1]', 'slice-bounds-out-of-range'],
    ['interface conversion: object.Object is *object.Nil, not *object.Array', 'interface-conversion'],
    ['open /app/templates/layouts/nope.tw: no such file or directory', 'no-such-file'],
  ];
  it.each(GO_MESSAGES)('%s → #%s', (message, id) => {
    expect(explain(message, 'v2', INDEX)?.entry.id).toBe(id);
  });
});

describe('entriesOfPage', () => {
  it('reads entry headings, not headings in code', () => {
    const page = "## `variable '<name>' is undefined` {#variable-is-undefined}\n\n```md\n## `x` {#x}\n```\n";
    expect(entriesOfPage(page, 'errors/render.md')).toEqual([
      {id: 'variable-is-undefined', message: "variable '<name>' is undefined", path: 'errors/render.md', line: 1},
    ]);
  });
  it('reads constants', () => {
    expect(failFormats('const (\n\tErrA = "a \\"%s\\""\n\tNoErrorsFound = "b"\n)')).toEqual([
      {constant: 'ErrA', format: 'a "%s"'},
      {constant: 'NoErrorsFound', format: 'b'},
    ]);
    expect(entryIdOf('ErrWrongNextToken')).toBe('wrong-next-token');
    expect(entryIdOf('NoErrorsFound')).toBe('no-errors-found');
  });
});
