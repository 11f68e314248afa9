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
import {DOCS_VERSIONS, ENGINE_VERSIONS, type EngineVersion} from '../../src/versions';
import {scanTree, type Example} from '../../src/examples/scan';
import {lineOf, parseMarkdown, SITE_ROOT} from '../support/docs';
import {builtinFunctions, directives, FUNCTION_PAGES} from '../support/engine-names';

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
  const file = join(SITE_ROOT, DOCS_VERSIONS.find((v) => v.name === version)!.docsFolder, path);
  return existsSync(file) ? parseMarkdown(readFileSync(file, 'utf8')) : null;
}

const templatesOf = (example: Example) =>
  (example.files ? example.files.map((f) => f.source) : [example.template]).join('\n');

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
        expect(missing, `functions without a "## name" section holding an executed example that calls .name(`).toEqual(
          [],
        );
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
      expect(
        missing,
        'directives without a heading naming them (in inline code) over an executed example using them',
      ).toEqual([]);
    });

    // DOCS_VERSIONS is newest first: the version before this one is the next newer.
    const newer = DOCS_VERSIONS[DOCS_VERSIONS.findIndex((v) => v.name === version) - 1]?.name;
    if (newer) {
      it(`${version} pages describe nothing that only ${newer} has`, () => {
        const ownDirectives = directives(version);
        const onlyNewer = directives(newer).filter((d) => !ownDirectives.includes(d));
        const statements = page(version, 'language-elements/statements.md');
        const named = statements ? sections(statements, [2, 3]).map((s) => toString(s.heading)) : [];
        expect(onlyNewer.filter((d) => named.some((h) => h.includes(d)))).toEqual([]);
        const newerFunctions = builtinFunctions(newer);
        for (const [objectType, names] of functions) {
          const tree = page(version, `functions/${FUNCTION_PAGES[objectType]}.md`);
          const documented = tree ? sections(tree, [2]).map((s) => toString(s.heading).trim()) : [];
          const extra = documented.filter((h) => !names.includes(h) && newerFunctions.get(objectType)?.includes(h));
          expect(extra, `${newer}-only functions on the ${version} ${objectType} page`).toEqual([]);
        }
      });
    }
  });
}
