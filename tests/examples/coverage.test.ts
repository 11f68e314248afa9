/**
 * Coverage that cannot drift: the built-in functions and the directives are
 * read from each engine's own source (in the Go module cache), and every one
 * must have a section in the docs of its version with an executed example.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {toString} from 'mdast-util-to-string';
import type {Heading, Root} from 'mdast';
import {describe, expect, it} from 'vitest';
import {ENGINE_VERSIONS, type EngineVersion} from '../../src/engine/client';
import {scanTree, type Example} from '../../src/examples/scan';
import {lineOf, parseMarkdown, SITE_ROOT} from '../support/docs';
import {directives, engineSourceDir} from '../support/go';

/** Object type in the engine's `functions` map -> docs page. */
const FUNCTION_PAGES: Record<string, string> = {
  STR_OBJ: 'str',
  ARR_OBJ: 'arr',
  INT_OBJ: 'int',
  FLOAT_OBJ: 'float',
  BOOL_OBJ: 'bool',
};

/** Reads the `functions` map of evaluator/ (func.go in v2, functions.go in v1). */
export function builtinFunctions(version: EngineVersion): Map<string, string[]> {
  const dir = join(engineSourceDir(version), 'evaluator');
  const file = ['func.go', 'functions.go'].map((f) => join(dir, f)).find(existsSync)!;
  const source = readFileSync(file, 'utf8');
  const body = /var functions = map\[[^\]]+\][^{]*\{([\s\S]*?)\n\}/.exec(source)![1];
  const result = new Map<string, string[]>();
  for (const block of body.matchAll(/object\.(\w+_OBJ):\s*\{([\s\S]*?)\}\s*,\s*(?=object\.|$)/g)) {
    result.set(block[1], [...block[2].matchAll(/"(\w+)":/g)].map((m) => m[1]));
  }
  return result;
}

type Section = {heading: Heading; examples: Example[]};

/** Splits a page into heading sections, each with the examples inside it. */
function sections(tree: Root, depths: number[]): Section[] {
  const headings = tree.children.filter((n): n is Heading => n.type === 'heading');
  const examples = scanTree(tree).examples;
  return headings
    .filter((h) => depths.includes(h.depth))
    .map((heading) => {
      const start = lineOf(heading);
      const next = headings.find((h) => lineOf(h) > start && h.depth <= heading.depth);
      const end = next ? lineOf(next) : Infinity;
      return {heading, examples: examples.filter((e) => lineOf(e.nodes[0]) > start && lineOf(e.nodes[0]) < end)};
    });
}

function page(version: EngineVersion, path: string): Root | null {
  const file = join(SITE_ROOT, 'versioned_docs', `version-${version}`, path);
  return existsSync(file) ? parseMarkdown(readFileSync(file, 'utf8')) : null;
}

const templatesOf = (example: Example) => (example.files ? example.files.map((f) => f.source) : [example.template]).join('\n');

for (const version of ENGINE_VERSIONS) {
  describe(`docs ${version} cover engine ${version}`, () => {
    const functions = builtinFunctions(version);

    it('the engine source was read', () => {
      expect(functions.get('STR_OBJ')).toContain('upper');
      expect(directives(version)).toContain('@if');
    });

    for (const [objectType, names] of functions) {
      const pagePath = `functions/${FUNCTION_PAGES[objectType]}.md`;
      it(`${pagePath} documents every ${objectType} function with an executed example`, () => {
        const tree = page(version, pagePath);
        expect(tree, `${pagePath} is missing`).not.toBeNull();
        const byName = new Map(sections(tree!, [2]).map((s) => [toString(s.heading).trim(), s]));
        const missing = names.filter((name) => {
          const section = byName.get(name);
          return !section?.examples.some((e) => templatesOf(e).includes(`.${name}(`));
        });
        expect(missing, `functions without a "## name" section holding an executed example that calls .name(`).toEqual([]);
      });
    }

    it('language-elements/statements.md documents every directive with an executed example', () => {
      const tree = page(version, 'language-elements/statements.md');
      expect(tree, 'statements.md is missing').not.toBeNull();
      const all = sections(tree!, [2, 3]);
      const missing = directives(version).filter((directive) => {
        const uses = new RegExp(`${directive}(?![A-Za-z])`);
        return !all.some(
          (s) =>
            s.heading.children.some((c) => c.type === 'inlineCode' && c.value === directive) &&
            s.examples.some((e) => uses.test(templatesOf(e))),
        );
      });
      expect(missing, 'directives without a heading naming them (in inline code) over an executed example using them').toEqual([]);
    });

    if (version === 'v1') {
      it('v1 pages describe nothing that only v2 has', () => {
        const v1Directives = directives('v1');
        const onlyV2 = directives('v2').filter((d) => !v1Directives.includes(d));
        const statements = page('v1', 'language-elements/statements.md');
        const named = statements ? sections(statements, [2, 3]).map((s) => toString(s.heading)) : [];
        expect(onlyV2.filter((d) => named.some((h) => h.includes(d)))).toEqual([]);
        const v2Functions = builtinFunctions('v2');
        for (const [objectType, names] of functions) {
          const tree = page('v1', `functions/${FUNCTION_PAGES[objectType]}.md`);
          const documented = tree ? sections(tree, [2]).map((s) => toString(s.heading).trim()) : [];
          const extra = documented.filter((h) => !names.includes(h) && v2Functions.get(objectType)?.includes(h));
          expect(extra, `v2-only functions on the v1 ${objectType} page`).toEqual([]);
        }
      });
    }
  });
}
