import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {strFromU8, unzipSync} from 'fflate';
import {describe, expect, it} from 'vitest';
import {exportGoProject} from '../../src/workbench/exportGoProject';
import {decodeState, encodeState, playgroundHref} from '../../src/workbench/link';
import {linkState} from '../support/links';
import type {WorkbenchState} from '../../src/workbench/state';
import {checkData} from '../../src/workbench/data';
import {freshPath, MAX_FILES, MAX_TOTAL_BYTES, pathProblem, setProblem} from '../../src/workbench/files';

describe('playground links', () => {
  it('round-trip a state, Unicode included', () => {
    const state = {version: 'v1' as const, template: '<p>{{ name }} ✓ 日本</p>\n@if(x)y@end', data: '{"name": "Zoë"}'};
    expect(decodeState(encodeState(state))).toEqual(state);
    expect(playgroundHref(state)).toMatch(/^\/playground#s=[A-Za-z0-9+\-$]+$/);
  });

  it('round-trip a set of files and its page', () => {
    const state = {
      version: 'v2' as const,
      files: [
        {path: 'home.tw', source: '@use("~main")'},
        {path: 'layouts/main.tw', source: 'é'},
      ],
      data: '{}',
      page: 'home.tw',
    };
    expect(decodeState(encodeState(state))).toEqual(state);
  });

  it('reject anything that is not a state we wrote', () => {
    expect(decodeState('not-compressed')).toBeNull();
    expect(decodeState(encodeState({version: 'v9' as never, template: '', data: ''}))).toBeNull();
    expect(decodeState('')).toBeNull();
    expect(
      decodeState(encodeState({version: 'v2', files: [{path: 'a.tw', source: ''}], data: '', page: 7 as never})),
    ).toBeNull();
  });

  it('round-trip the compare view and the docs section a state came from, single or files', () => {
    const origin = {
      href: '/docs/v2/upgrade#len-counts-characters',
      label: 'v2 › Upgrading from v1 › len counts characters',
    };
    const single = {version: 'v2' as const, template: '{{ "héllo".len() }}', data: '', origin, compare: true};
    const files = {
      version: 'v1' as const,
      files: [{path: 'home.tw', source: 'x'}],
      data: '{}',
      page: 'home.tw',
      origin,
    };
    expect(decodeState(encodeState(single))).toEqual(single);
    expect(decodeState(encodeState(files))).toEqual(files);
    expect(decodeState(encodeState({...files, compare: true}))).toEqual({...files, compare: true});
  });

  it('refuse an origin that is not a path on this site', () => {
    for (const href of ['javascript:alert(1)', 'https://example.com/', '//example.com/docs', '/\\example.com']) {
      expect(decodeState(encodeState({version: 'v2', template: '', data: '', origin: {href, label: 'x'}}))).toBeNull();
    }
  });

  // Links made before the playground had files (kept from that code): the
  // same state, and the same payload, now in the fragment rather than the query
  // (tests/unit/playground-persistence.test.ts checks the rewrite).
  const before = JSON.parse(
    readFileSync(join(__dirname, 'fixtures', 'share-links-before-files.json'), 'utf8'),
  ) as Array<{state: WorkbenchState; href: string}>;
  it.each(before.map((fixture, i) => [i, fixture] as const))(
    'open link %i made before files exactly as before',
    (_, {state, href}) => {
      expect(linkState(href)).toEqual(state);
      expect(playgroundHref(state)).toBe(href.replace('?s=', '#s='));
    },
  );
});

describe('playground file names', () => {
  it('accept paths inside the templates folder', () => {
    expect(pathProblem('layouts/main.tw', ['home.tw'])).toBeNull();
    expect(pathProblem('компоненты/карта.tw', [])).toBeNull();
  });

  it.each([
    ['', 'needs a name'],
    ['   ', 'needs a name'],
    ['/etc/home.tw', 'leading "/"'],
    ['../home.tw', '".."'],
    ['a/./b.tw', '".."'],
    ['a//b.tw', 'empty folder name'],
    ['layouts/', 'empty folder name'],
    ['my page.tw', 'letters, digits'],
    ['a\\b.tw', 'letters, digits'],
    ['home.html', '.tw extension'],
    ['.tw', '.tw extension'],
    [`${'x'.repeat(300)}.tw`, 'at most 200'],
    ['home.tw', 'already a file'],
    ['home.tw/x.tw', 'a file and a folder'],
  ])('explain what is wrong with %j', (path, problem) => {
    expect(pathProblem(path, ['home.tw'])).toContain(problem);
  });

  it('give a new file a name no other file has', () => {
    expect(freshPath(['home.tw'])).toBe('components/new.tw');
    expect(freshPath(['home.tw', 'components/new.tw'])).toBe('components/new-2.tw');
  });

  it('refuse a set too large, a duplicate, or a page that is not a file', () => {
    const file = (path: string, source = '') => ({path, source});
    expect(setProblem([file('a.tw'), file('a.tw')], 'a.tw')).toContain('already a file');
    expect(setProblem([file('a.tw')], 'b.tw')).toContain('Choose which file');
    expect(
      setProblem(
        Array.from({length: MAX_FILES + 1}, (_, i) => file(`f${i}.tw`)),
        'f0.tw',
      ),
    ).toContain(`at most ${MAX_FILES} files`);
    expect(setProblem([file('a.tw', 'x'.repeat(MAX_TOTAL_BYTES + 1))], 'a.tw')).toContain('4.0 MB');
    expect(setProblem([file('a.tw'), file('b/c.tw')], 'b/c.tw')).toBeNull();
  });
});

describe('playground data check', () => {
  it('accepts an object and empty data', async () => {
    expect(await checkData('{"a": [1, 2]}')).toEqual({ok: true});
    expect(await checkData('  ')).toEqual({ok: true});
  });

  it('says where invalid JSON fails', async () => {
    const result = await checkData('{\n  "a": 1,\n  "b": }');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/line 3, column 8/);
  });

  it('asks for an object when given another JSON value', async () => {
    expect(await checkData('[1, 2]')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/must be a JSON object/),
    });
  });
});

describe('export as a Go project', () => {
  const files = (zip: Uint8Array) =>
    Object.fromEntries(Object.entries(unzipSync(zip)).map(([path, bytes]) => [path, strFromU8(bytes)]));

  it('requires the engine release the site is built with (engine/go.mod)', () => {
    const engineGoMod = readFileSync(join(__dirname, '..', '..', 'engine', 'go.mod'), 'utf8');
    for (const version of ['v1', 'v2'] as const) {
      const goMod = files(exportGoProject({version, template: '', data: ''}).zip)['textwire-playground/go.mod'];
      const required = /^require (\S+ \S+)$/m.exec(goMod)![1];
      expect(engineGoMod).toContain(`\t${required}\n`);
    }
  });

  it('refuse file names the playground refuses, so nothing lands outside the folder', () => {
    const state = {version: 'v2' as const, files: [{path: '../home.tw', source: 'x'}], data: '', page: '../home.tw'};
    expect(() => exportGoProject(state)).toThrow('".."');
  });
});
