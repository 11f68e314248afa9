/**
 * The template editor's docs (src/reference/editorDocsIndex.ts, written by
 * plugins/editor-docs.ts) hold every function and directive of each engine,
 * read from the engine's own source, and nothing else. That every address
 * reaches its section in the production build is checked by
 * tests/e2e/build-output.spec.ts.
 */
import {describe, expect, it} from 'vitest';
import {DOCS_VERSIONS} from '../../src/versions';
import {editorDocsOf, parseReferencePages} from '../../src/reference/editorDocsIndex';
import {builtinFunctions, directives, FUNCTION_PAGES} from '../support/engine-names';

for (const version of DOCS_VERSIONS) {
  describe(`editor docs ${version.name}`, () => {
    // The page addresses come from the docs plugin at build time; here any address of the version will do.
    const docs = editorDocsOf(
      parseReferencePages(version).map((page) => ({...page, permalink: `${version.route}/${page.path}`})),
    );
    // No Markdown left: code spans, links, strong or emphasis marks.
    const isPlain = (text: string) => !/`|\]\(|\*\*|(^|\s)[*_]\w/.test(text);

    it('has every engine function, with signature, summary and section, and no other', () => {
      const expected = [...builtinFunctions(version.name)].flatMap(([objectType, names]) =>
        names.map((name) => `${FUNCTION_PAGES[objectType]}.${name}`),
      );
      const found = Object.entries(docs.functions).flatMap(([type, entries]) =>
        Object.keys(entries).map((name) => `${type}.${name}`),
      );
      expect(found.sort()).toEqual(expected.sort());
      for (const [type, entries] of Object.entries(docs.functions)) {
        for (const [name, doc] of Object.entries(entries)) {
          expect(doc.signature, `${type}.${name}`).toContain(`.${name}(`);
          expect(doc.summary, `${type}.${name}`).toMatch(/^\S.{10,}[.!?]$/);
          expect(isPlain(doc.summary), `${type}.${name} summary is plain text: ${doc.summary}`).toBe(true);
          expect(doc.url, `${type}.${name}`).toMatch(new RegExp(`^${version.route}/functions/${type}\\S*#[\\w-]+$`));
        }
      }
    });

    it('has every engine directive, with signature, a summary naming it and section, and no other', () => {
      expect(Object.keys(docs.directives).sort()).toEqual(directives(version.name).sort());
      for (const [directive, doc] of Object.entries(docs.directives)) {
        const naming = new RegExp(`${directive}(?![A-Za-z])`);
        expect(doc.signature, directive).toMatch(new RegExp(`^${directive}(?![A-Za-z])`));
        expect(doc.summary, directive).toMatch(naming);
        expect(doc.summary, directive).toMatch(/[.!?]$/);
        expect(isPlain(doc.summary), `${directive} summary is plain text: ${doc.summary}`).toBe(true);
        expect(doc.url, directive).toMatch(new RegExp(`^${version.route}/language-elements/\\S+#[\\w-]+$`));
      }
    });
  });
}
