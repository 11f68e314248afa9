/**
 * The playground's examples menu lists every runnable docs example once,
 * with its version, page title and section, opening the state its "Try it"
 * link opens (and so what the examples test runs).
 */
import {describe, expect, it} from 'vitest';
import {exampleState} from '../../src/examples/exampleState';
import {menuExamples} from '../../src/examples/menu';
import {loadDocFiles} from '../support/docs';

describe('playground examples menu', () => {
  const docs = loadDocFiles().filter((doc) => doc.path.startsWith('versioned_docs/'));
  const menu = menuExamples(docs);

  it('lists every docs example, newest version first, with the state of its link', () => {
    const expected = docs
      .sort((a, b) => b.version.localeCompare(a.version))
      .flatMap((doc) => doc.scan.examples.map((example) => exampleState(example, doc.version)));
    expect(menu.map((entry) => entry.state)).toEqual(expected);
    expect(menu.every((entry) => entry.page !== '')).toBe(true);
  });

  it("names an example's section by the heading above it", () => {
    const upper = docs.find((doc) => doc.version === 'v2' && doc.path.endsWith('functions/str.md'))!;
    const entry = menu.find((e) => e.version === 'v2' && e.page === upper.title && e.section === 'upper');
    expect(entry, 'v2 › String functions › upper').toBeDefined();
    expect(JSON.stringify(entry!.state)).toContain('upper()');
  });
});
