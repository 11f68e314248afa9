/**
 * The version switch keeps the reader's place (src/versions/pageMap.ts):
 * every page of every docs version, read from the versioned_docs folders,
 * maps to a page of every other version; a move that lands on another topic
 * says why; the sections a move names exist.
 */
import {describe, expect, it} from 'vitest';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {ARCHIVED_VERSIONS, DOCS_VERSIONS, LATEST_VERSION} from '../../src/versions';
import {SITE_ROOT} from '../support/docs';
import {readDocPages, sharedAnchorsOf} from '../../src/examples/docPages';
import {arrivalNote, mappedPage, PAGE_MOVES, SWITCHED_FROM_PARAM, versionSwitchUrl} from '../../src/versions/pageMap';

const pages = readDocPages();
const pathsOf = (name: string) => new Set(pages.filter((page) => page.version.name === name).map((page) => page.path));
const versionOf = (name: string) => DOCS_VERSIONS.find((version) => version.name === name)!;

describe('the version switch', () => {
  it('reads the pages of every version', () => {
    for (const version of DOCS_VERSIONS) expect(pathsOf(version.name).size).toBeGreaterThan(5);
  });

  it('maps every page of every version to a page of each other version', () => {
    const nowhere: string[] = [];
    for (const page of pages) {
      for (const other of DOCS_VERSIONS) {
        if (other === page.version) continue;
        if (!mappedPage(page.version.name, other.name, page.path, pathsOf(other.name)))
          nowhere.push(`${page.file} → ${other.name}`);
      }
    }
    expect(nowhere, 'pages that map nowhere: add them to PAGE_MOVES in src/versions/pageMap.ts').toEqual([]);
  });

  it('lists only moves from pages that exist, to pages and sections that exist, and moves only pages whose path differs or that need a section', () => {
    for (const [from, byTarget] of Object.entries(PAGE_MOVES)) {
      for (const [to, moves] of Object.entries(byTarget)) {
        for (const [path, move] of Object.entries(moves)) {
          expect(pathsOf(from), `${from}: ${path}`).toContain(path);
          const [target, anchor] = move.to.split('#');
          const targetPage = pages.find((page) => page.version.name === to && page.path === target);
          expect(targetPage, `${from}/${path} → ${to}/${move.to}`).toBeDefined();
          if (anchor) expect(targetPage!.anchors, `${from}/${path} → ${to}/${move.to}`).toContain(anchor);
          if (!anchor && !move.note) expect(target, `${from}/${path}: the same path maps by itself`).not.toBe(path);
          if (move.note) expect(move.note.length, `${from}/${path}: a short note`).toBeLessThan(200);
        }
      }
    }
  });

  it('keeps the section where the target page has the same heading, and drops it where it does not', () => {
    const shared = sharedAnchorsOf(pages);
    const v2 = versionOf('v2');
    const v1 = versionOf('v1');
    const request = {from: v2, to: v1, targetPaths: pathsOf('v1')};
    const loops = shared['/docs/v2/guides/loops']?.v1 ?? [];
    expect(loops).toContain('the-loop-object');
    expect(
      versionSwitchUrl({...request, pathname: '/docs/v2/guides/loops', hash: '#the-loop-object', sharedAnchors: loops}),
    ).toBe('/docs/v1/language-elements/statements#the-loop-object');
    // A section v1's page lacks: the move's own section instead.
    expect(
      versionSwitchUrl({...request, pathname: '/docs/v2/guides/loops', hash: '#nested-loops', sharedAnchors: loops}),
    ).toBe('/docs/v1/language-elements/statements#each');
    const str = shared['/docs/v2/functions/str']?.v1 ?? [];
    expect(versionSwitchUrl({...request, pathname: '/docs/v2/functions/str', hash: '#split', sharedAnchors: str})).toBe(
      '/docs/v1/functions/str#split',
    );
    expect(
      versionSwitchUrl({...request, pathname: '/docs/v2/functions/str', hash: '#truncate', sharedAnchors: str}),
    ).toBe('/docs/v1/functions/str');
    expect(
      versionSwitchUrl({
        ...request,
        from: v1,
        to: v2,
        targetPaths: pathsOf('v2'),
        pathname: '/docs/v1/get-started/eval-file',
        hash: '',
        sharedAnchors: [],
      }),
    ).toBe('/docs/v2/guides/eval-file');
  });

  it('lands a missing topic on the nearest page with a note that only a listed move shows', () => {
    const v2 = versionOf('v2');
    const v1 = versionOf('v1');
    const url = versionSwitchUrl({
      from: v2,
      to: v1,
      pathname: '/docs/v2/functions/bool',
      hash: '#then',
      targetPaths: pathsOf('v1'),
      sharedAnchors: [],
    })!;
    expect(url).toBe(`/docs/v1/functions/?${SWITCHED_FROM_PARAM}=${encodeURIComponent('/docs/v2/functions/bool')}`);
    const search = url.slice(url.indexOf('?'));
    expect(arrivalNote(search, '/docs/v1/functions/', v1, DOCS_VERSIONS)).toMatch(/no boolean functions/);
    // The same source on another page, or a source with no note, shows nothing.
    expect(arrivalNote(search, '/docs/v1/functions/str', v1, DOCS_VERSIONS)).toBeNull();
    expect(
      arrivalNote(
        `?${SWITCHED_FROM_PARAM}=/docs/v2/guides/eval-file`,
        '/docs/v1/get-started/eval-file',
        v1,
        DOCS_VERSIONS,
      ),
    ).toBeNull();
    expect(arrivalNote('?other=1', '/docs/v1/functions/', v1, DOCS_VERSIONS)).toBeNull();
  });

  it('says in the introduction which releases the versions document, as the registry has them', () => {
    const intro = readFileSync(join(SITE_ROOT, LATEST_VERSION.docsFolder, 'introduction.md'), 'utf8');
    const section = intro.slice(intro.indexOf('## Which version and release these docs describe'));
    expect(section).toContain(`Textwire v${LATEST_VERSION.engineRelease}`);
    for (const version of ARCHIVED_VERSIONS) expect(section).toContain(`Textwire v${version.engineRelease}`);
    const typed = [...intro.matchAll(/Textwire v(\d+\.\d+\.\d+)/g)].map((match) => match[1]);
    for (const release of typed) expect(DOCS_VERSIONS.map((version) => version.engineRelease)).toContain(release);
  });
});
