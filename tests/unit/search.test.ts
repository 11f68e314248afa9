/**
 * Search without a browser: how words are cut and compared, what the
 * vocabulary points at, and the ranking of the question set over the v2 docs
 * read from Markdown (tests/support/search-docs.ts). The browser tests
 * (tests/e2e/search-quality.spec.ts) ask the real search box the same set.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildSearchIndex, sectionNames, type SearchDoc} from '../../src/search/indexer';
import {editDistance, Searcher} from '../../src/search/searcher';
import {words} from '../../src/search/tokenize';
import {excerpt, highlight} from '../../src/search/excerpt';
import {USER_WORDS} from '../../src/search/vocabulary';
import {PLUGIN_SEARCH_BAR_DIR} from '../../plugins/search';
import {builtinFunctions, directives} from '../support/engine-names';
import {v2SearchDocs} from '../support/search-docs';
import {QUESTIONS, TYPOS, answers} from '../support/search-questions';

const {docs: pluginDocs, descriptions} = v2SearchDocs();
const built = buildSearchIndex(pluginDocs, descriptions);
const docs: SearchDoc[] = JSON.parse(JSON.stringify(built.docs));
const searcher = new Searcher(docs, JSON.parse(JSON.stringify(built.index)));

describe('words', () => {
  it('cuts at template and Go punctuation and gives camelCase parts', () => {
    expect(words('@if(x.trimLeft())').map((w) => w.text)).toEqual(['if', 'x', 'trimleft', 'trim', 'left']);
    expect(words('ErrorPagePath').map((w) => [w.text, w.start, w.length])).toEqual([
      ['errorpagepath', 0, 13],
      ['error', 0, 5],
      ['page', 5, 4],
      ['path', 9, 4],
    ]);
  });

  it('counts a swap of two letters as one edit', () => {
    expect(editDistance('eahc', 'each', 2)).toBe(1);
    expect(editDistance('captalize', 'capitalize', 2)).toBe(1);
    expect(editDistance('lenght', 'length', 1)).toBe(1);
    expect(editDistance('upper', 'lower', 1)).toBe(2);
  });
});

describe('excerpts', () => {
  it('escape the text and highlight the matches', () => {
    expect(highlight('a <b> & c', [{start: 8, length: 1}])).toBe(
      'a &lt;b&gt; &amp; <span class="algolia-docsearch-suggestion--highlight">c</span>',
    );
  });

  it('show the stretch of a long text around the match', () => {
    const text = `${'lorem ipsum '.repeat(40)}the needle is here ${'dolor sit '.repeat(40)}`;
    const start = text.indexOf('needle');
    const html = excerpt(text, [{start, length: 6}]);
    expect(html).toContain('<span class="algolia-docsearch-suggestion--highlight">needle</span>');
    expect(html.length).toBeLessThan(250);
  });
});

describe('the vocabulary', () => {
  const engineNames = [...[...builtinFunctions('v2').values()].flat(), ...directives('v2')];
  const docNames = new Set(docs.flatMap((doc) => doc.names ?? []));

  it('knows every built-in function and directive of the engine from the docs sections', () => {
    expect(engineNames.filter((name) => !docNames.has(name))).toEqual([]);
  });

  it('points only at names the docs define or words the docs use', () => {
    const docWords = new Set(
      docs.flatMap((doc) => words(`${doc.title} ${doc.content} ${doc.description ?? ''}`).map((w) => w.text)),
    );
    const dead = Object.keys(USER_WORDS).filter((key) =>
      key.startsWith('@') ? !docNames.has(key) : !docNames.has(key) && !docWords.has(key.toLowerCase()),
    );
    expect(dead).toEqual([]);
  });

  it('finds a section by a name only where the docs define it', () => {
    expect(
      sectionNames({title: 'upper', type: 1, url: '/docs/v2/functions/str#upper', content: '.upper(): str Returns...'}),
    ).toEqual(['upper']);
    expect(
      sectionNames({title: 'Related', type: 1, url: '/docs/v2/functions/str#related', content: 'See also'}),
    ).toEqual([]);
    expect(sectionNames({title: '@else and @elseif', type: 1, url: '/x#else', content: ''})).toEqual([
      '@else',
      '@elseif',
    ]);
  });
});

describe('ranking over the v2 docs', () => {
  const top3 = (query: string) => {
    const results = searcher.search(query, 8);
    // The list groups results by page, in the order each page first appears.
    const pages = [...new Set(results.map((r) => r.doc.url.split('#')[0]))];
    return pages
      .flatMap((page) => results.filter((r) => r.doc.url.split('#')[0] === page))
      .slice(0, 3)
      .map((r) => r.doc.url);
  };

  it('answers 95 % of the questions and typos among the first three results', () => {
    const all = [...QUESTIONS, ...TYPOS];
    const misses = all
      .filter(([query, targets]) => !top3(query).some((url) => answers(url, targets)))
      .map(([query]) => `${query} -> ${top3(query).join(', ')}`);
    expect((all.length - misses.length) / all.length, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
  });

  it("ranks a heading match above body text; a typo and a visitor's word find the docs' name", () => {
    expect(top3('upper')[0]).toMatch(/functions\/str#upper$/);
    expect(top3('captalize')[0]).toMatch(/functions\/str#capitalize$/);
    expect(top3('ucfirst')[0]).toMatch(/functions\/str#capitalize$/);
    expect(top3('foreach')[0]).toMatch(/statements#each$/);
  });

  it('offers the closest names when nothing matches', () => {
    expect(searcher.search('upperrrrr', 8)).toEqual([]);
    expect(searcher.suggestNames('upperrrrr', 3)[0].name).toBe('upper');
    expect(searcher.suggestNames('@eachh', 3)[0].name).toBe('@each');
  });
});

describe('docusaurus-lunr-search, whose internals plugins/search.ts relies on', () => {
  const source = (file: string) => readFileSync(join(PLUGIN_SEARCH_BAR_DIR, file), 'utf8');

  it('queries through ./lunar-search, which we replace, and takes its hits as they are', () => {
    expect(source('DocSearch.js')).toContain('import LunrSearchAdapter from "./lunar-search";');
    expect(source('DocSearch.js')).toContain('new LunrSearchAdapter(searchDocs, searchIndex, baseUrl, maxHits)');
    expect(source('DocSearch.js')).toContain('this.client.search(query).then(hits =>');
  });

  it('writes the documents our index is built from', () => {
    const plugin = readFileSync(join(PLUGIN_SEARCH_BAR_DIR, '..', '..', 'index.js'), 'utf8');
    expect(plugin).toContain('actions.setGlobalData({ "fileNames": fileNames })');
    expect(plugin).toContain('JSON.stringify({ searchDocs: searchDocuments, options })');
    const scanner = readFileSync(join(PLUGIN_SEARCH_BAR_DIR, '..', '..', 'html-to-doc.js'), 'utf8');
    for (const field of ['title: pageTitle', 'type: 0', 'pageTitle,', 'url: `${url}#${ref}`', 'tagName'])
      expect(scanner).toContain(field);
  });
});
