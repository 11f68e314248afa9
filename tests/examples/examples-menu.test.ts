/**
 * The playground's examples menu lists every runnable docs example once,
 * with its version, page title and section, opening the state its "Try it"
 * link opens (and so what the examples test runs).
 */
import {describe, expect, it} from 'vitest';
import {exampleState} from '../../src/examples/exampleState';
import {menuExamples} from '../../src/examples/menu';
import {pageRoute} from '../../src/examples/origin';
import {loadDocFiles} from '../support/docs';

describe('playground examples menu', () => {
  const docs = loadDocFiles().filter((doc) => doc.path.startsWith('versioned_docs/'));
  const menu = menuExamples(docs);

  it('lists every docs example, newest version first, with the state of its link', () => {
    const expected = docs
      .sort((a, b) => b.version.localeCompare(a.version))
      .flatMap((doc) => doc.scan.examples.map((example) => exampleState(example, doc.version)));
    // The same states, each linked back to where it came from.
    expect(menu.map(({state: {origin, ...state}}) => state)).toEqual(expected);
    expect(
      menu.every((entry) =>
        entry.state.origin?.href.startsWith(pageRoute(docs.find((doc) => doc.title === entry.page)!.path)!),
      ),
    ).toBe(true);
    expect(menu.every((entry) => entry.page !== '')).toBe(true);
  });

  it("names an example's section by the heading above it", () => {
    const upper = docs.find((doc) => doc.version === 'v2' && doc.path.endsWith('functions/str.md'))!;
    const entry = menu.find((e) => e.version === 'v2' && e.page === upper.title && e.section === 'upper');
    expect(entry, 'v2 › String functions › upper').toBeDefined();
    expect(JSON.stringify(entry!.state)).toContain('upper()');
    expect(entry!.state.origin).toEqual({href: '/docs/v2/functions/str#upper', label: `v2 › ${upper.title} › upper`});
  });

  it('links an example back to its section by the anchor Docusaurus gives the heading', () => {
    const len = menu.find((e) => e.version === 'v2' && e.state.origin?.label.endsWith('› len counts characters'));
    expect(len?.state.origin?.href).toBe('/docs/v2/upgrade#len-counts-characters');
    expect(pageRoute('versioned_docs/version-v1/functions/index.md')).toBe('/docs/v1/functions');
    expect(pageRoute('/site/blog/2025-01-10-textwire-v2.4.0.md', 'textwire-v2.4.0')).toBe('/blog/textwire-v2.4.0');
  });
});
