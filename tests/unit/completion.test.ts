/**
 * The template editor's completion (src/language/completion.ts)
 * with each engine's own lists, asked from its wasm build as the playground
 * asks them: what it offers must be what the engine has (read here from the
 * engine's Go source), every directive snippet must run once filled in, and
 * the value types, data keys, loop fields and variables must be found.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createNodeEngine, spawnNodeWorker} from '../../src/engine/node';
import {
  EngineClient,
  ENGINE_VERSIONS,
  type EngineMeta,
  type EngineVersion,
  type TemplateFile,
} from '../../src/engine/client';
import {
  completionsAt,
  directiveSnippet,
  ENGINE_TYPE_NAMES,
  returnType,
  type CompletionEnv,
} from '../../src/language/completion';
import {builtinFunctions, directives, FUNCTION_PAGES, loopFields} from '../support/engine-names';
import {render} from '../support/engine';
import {DOCS_VERSIONS} from '../../src/versions';
import {editorDocsOf, parseReferencePages} from '../../src/reference/editorDocsIndex';

/** Our docs' signatures, as the build's index has them (any address will do here). */
const docsRead = new Map<EngineVersion, ReturnType<typeof editorDocsOf>>();
function docsOf(name: EngineVersion) {
  const version = DOCS_VERSIONS.find((v) => v.name === name)!;
  if (!docsRead.has(name))
    docsRead.set(
      name,
      editorDocsOf(parseReferencePages(version).map((page) => ({...page, permalink: `${version.route}/${page.path}`}))),
    );
  return docsRead.get(name)!;
}

const engines = Object.fromEntries(ENGINE_VERSIONS.map((version) => [version, createNodeEngine(version, 5000)]));
const metas = {} as Record<EngineVersion, EngineMeta>;
beforeAll(async () => {
  for (const version of ENGINE_VERSIONS) metas[version] = await engines[version].meta();
});
afterAll(() => Object.values(engines).forEach((engine) => engine.dispose()));

function labels(
  text: string,
  env: Partial<CompletionEnv> & {version?: EngineVersion} = {},
  explicit = false,
): string[] {
  const cursor = text.indexOf('|');
  const result = completionsAt(
    text.replace('|', ''),
    cursor,
    {meta: metas[env.version ?? 'v2'], data: env.data ?? '{}', docs: env.docs},
    explicit,
  );
  return result ? result.items.map((item) => item.label) : [];
}

describe.each(ENGINE_VERSIONS)("completion offers the %s engine's own lists", (version) => {
  it('after @: every directive of the engine, and nothing else', () => {
    expect(labels('<p>|', {version}).length).toBe(0);
    expect(labels('@|', {version}).sort()).toEqual(directives(version).sort());
  });

  it("shows each function's signature and each directive's from our docs", () => {
    const docs = docsOf(version);
    const at = (text: string) =>
      completionsAt(text.replace('|', ''), text.indexOf('|'), {meta: metas[version], data: '{}', docs})!.items;
    for (const item of at('{{ x.| }}'))
      expect(item.detail, `${item.section}.${item.label}`).toBe(docs.functions[item.section!][item.label].signature);
    for (const item of at('@|')) expect(item.detail, item.label).toBe(docs.directives[item.label].signature);
  });

  it('after . on a value of unknown type: every built-in function of the engine, by type', () => {
    const cursor = '{{ x.'.length;
    const offered = completionsAt('{{ x. }}', cursor, {meta: metas[version], data: '{}'})!.items;
    const byType = new Map<string, string[]>();
    for (const item of offered) byType.set(item.section!, [...(byType.get(item.section!) ?? []), item.label]);
    const inSource = new Map(
      [...builtinFunctions(version)].map(([type, names]) => [FUNCTION_PAGES[type], names.sort()]),
    );
    expect(new Map([...byType].map(([type, names]) => [type, names.sort()]))).toEqual(inSource);
  });

  it("inside @each: the loop object's fields the evaluator sets", () => {
    expect(labels('@each(x in [1]){{ loop.| }}@end', {version}).sort()).toEqual(loopFields(version).sort());
  });

  it('asks the engine once: later calls share the first answer', async () => {
    // The requests that reach the engine's worker, counted as they are posted.
    const asked: string[] = [];
    const client = new EngineClient(() => {
      const worker = spawnNodeWorker(version);
      return {...worker, post: (request) => (asked.push(request.kind), worker.post(request))};
    });
    try {
      const [first, second] = await Promise.all([client.meta(), client.meta()]);
      expect(await client.meta()).toEqual(first);
      expect(second).toEqual(first);
      expect(asked).toEqual(['meta']);
    } finally {
      client.dispose();
    }
  });

  it('names every engine object type that has functions as the docs do', () => {
    for (const type of Object.keys(metas[version].functions)) expect(ENGINE_TYPE_NAMES[type], type).toBeDefined();
  });
});

/**
 * What fills each field of a directive's snippet, and where the directive
 * stands, so that the template runs: @else inside an @if, @break inside a
 * loop, @insert under a @use... A new directive without an entry here is
 * filled with `true` on its own and fails if that does not run.
 */
const FILL: Record<string, {args: string[]; page?: (snippet: string) => string; layout?: string}> = {
  '@if': {args: ['true', 'A']},
  '@elseif': {args: ['true'], page: (s) => `@if(false)A${s}B@end`},
  '@else': {args: [], page: (s) => `@if(false)A${s}B@end`},
  '@end': {args: [], page: (s) => `@if(true)A${s}`},
  '@each': {args: ['x', '[1, 2]', '{{ x }}']},
  '@for': {args: ['2', '{{ i }}']},
  '@break': {args: [], page: (s) => `@each(x in [1])${s}@end`},
  '@continue': {args: [], page: (s) => `@each(x in [1])${s}@end`},
  '@breakIf': {args: ['true'], page: (s) => `@each(x in [1])${s}@end`},
  '@continueIf': {args: ['true'], page: (s) => `@each(x in [1])${s}@end`},
  '@dump': {args: ['1']},
  '@use': {args: ['"layout"'], page: (s) => `${s}\n@insert("title", "T")`},
  '@insert': {args: ['"title", "T"'], page: (s) => `@use("layout")\n${s}`},
  '@reserve': {
    args: ['"title"'],
    page: () => '@use("layout")\n@insert("title", "T")',
    layout: '<title>SNIPPET</title>',
  },
  '@component': {args: ['"card"', 'a: 1']},
  '@slot': {args: ['"s"', 'S'], page: (s) => `@component("card", { a: 1 })\n${s}`},
};

/** Fills a CodeMirror snippet's fields (`${1}`) in order and drops its escapes. */
function fill(snippet: string, args: string[]): string {
  return snippet.replace(/\$\{(\d+)\}/g, (_, n: string) => args[Number(n) - 1] ?? 'true').replace(/\\([{}])/g, '$1');
}

describe.each(ENGINE_VERSIONS)('the %s directive snippets', (version) => {
  it('exist for every directive and run in the engine once filled in', async () => {
    for (const {name, insert} of metas[version].directives) {
      expect(insert, `${name} has a snippet`).not.toBe('');
      const rule = FILL[name] ?? {args: []};
      const snippet = fill(directiveSnippet(insert), rule.args);
      const page = rule.page ? rule.page(snippet) : snippet;
      const files: TemplateFile[] = [
        {path: 'home.tw', source: page},
        {path: 'layout.tw', source: (rule.layout ?? '<title>@reserve("title")</title>').replace('SNIPPET', snippet)},
        {path: 'card.tw', source: '<b>{{ a }}</b>@slot("s")'},
      ];
      const result = await render(engines[version], files, 'home.tw');
      expect(result, `${name}: ${page}`).toMatchObject({status: 'ok'});
    }
  });
});

describe('value types before a dot', () => {
  const strFunctions = () => metas.v2.functions.STRING.slice().sort();
  const of = (text: string, data = '{}') => labels(text, {data}).sort();

  it('a literal: string, number, bool, array', () => {
    expect(of('{{ "abc".| }}')).toEqual(strFunctions());
    expect(of("{{ 'a b'.| }}")).toEqual(strFunctions());
    expect(of('{{ 12.| }}')).toEqual(metas.v2.functions.INTEGER.slice().sort());
    expect(of('{{ 1.5.| }}')).toEqual(metas.v2.functions.FLOAT.slice().sort());
    expect(of('{{ true.| }}')).toEqual(metas.v2.functions.BOOLEAN.slice().sort());
    expect(of('{{ [1, 2].| }}')).toEqual(metas.v2.functions.ARRAY.slice().sort());
    expect(of('@if("a".|)')).toEqual(strFunctions());
  });

  it('a JSON data value, nested keys included; user. offers its keys', () => {
    const data = '{"user": {"name": "Anna", "age": 30, "address": {"city": "Oslo"}}, "tags": ["a", "b"], "price": 2.5}';
    expect(of('{{ user.| }}', data)).toEqual(['address', 'age', 'name']);
    expect(of('{{ user.address.| }}', data)).toEqual(['city']);
    expect(of('{{ user.address.city.| }}', data)).toEqual(strFunctions());
    expect(of('{{ user.age.| }}', data)).toEqual(metas.v2.functions.INTEGER.slice().sort());
    expect(of('{{ price.| }}', data)).toEqual(metas.v2.functions.FLOAT.slice().sort());
    expect(of('{{ tags[0].| }}', data)).toEqual(strFunctions());
  });

  it('a loop variable over a known array, and the loop object inside the loop only', () => {
    const data = '{"users": [{"name": "Anna"}, {"name": "Bo", "email": "b@x"}], "names": ["a"]}';
    expect(of('@each(u in users){{ u.| }}@end', data)).toEqual(['email', 'name']);
    expect(of('@each(n in names){{ n.| }}@end', data)).toEqual(strFunctions());
    expect(of('@each(n in ["x"])\n  @if(true){{ n.| }}@end\n@end')).toEqual(strFunctions());
    expect(of('@for(i = 0; i < 3; i++){{ i.| }}@end')).toEqual(metas.v2.functions.INTEGER.slice().sort());
    expect(labels('@each(n in names)@end {{ |', {data}, true)).not.toContain('loop');
    expect(labels('@each(n in names) {{ l| }}@end', {data})).toContain('loop');
    expect(labels('@for(i = 0; i < 3; i++) {{ l| }}@end', {data})).not.toContain('loop');
  });

  it('a variable assigned earlier, and a call whose docs signature names its return type', () => {
    expect(of('{{ x = "a" }} {{ x.| }}')).toEqual(strFunctions());
    const docs = {
      functions: {str: {split: {signature: '.split(separator: str = " "): arr', summary: '', url: ''}}},
      directives: {},
    };
    expect(labels('{{ "a b".split(" ").| }}', {docs}).sort()).toEqual(metas.v2.functions.ARRAY.slice().sort());
    expect(labels('{{ "a b".split(" ").| }}', {docs: docsOf('v2')}).sort()).toEqual(
      metas.v2.functions.ARRAY.slice().sort(),
    );
    expect(labels('{{ "a b".split(" ").| }}', {version: 'v1', docs: docsOf('v1')}).sort()).toEqual(
      metas.v1.functions.ARRAY.slice().sort(),
    );
    expect(labels('{{ "ab".at().| }}', {docs: docsOf('v2')}).sort()).toEqual(strFunctions());
    expect(returnType('.then(ifTrue: any, ifFalse: any = nil): any')).toBeNull();
  });

  it('offers every function, by type, when the type cannot be known', () => {
    const items = completionsAt('{{ nobody.| }}'.replace('|', ''), '{{ nobody.'.length, {
      meta: metas.v2,
      data: '{}',
    })!.items;
    expect(new Set(items.map((item) => item.section))).toEqual(new Set(['str', 'int', 'float', 'bool', 'arr']));
  });
});

describe('names inside an expression', () => {
  it("the data's keys and the variables assigned before, not outside Textwire code", () => {
    const data = '{"user": {"name": "Anna"}, "count": 3}';
    expect(labels('{{ x = 1 }}{{ |', {data}, true)).toEqual(['x', 'user', 'count']);
    expect(labels('{{ u| }}', {data})).toContain('user');
    expect(labels('<p>u|</p>', {data})).toEqual([]);
    expect(labels('{{-- u| --}}', {data})).toEqual([]);
    expect(labels('@use("u|")', {data})).toEqual([]);
    expect(labels('{{ "a.u|" }}', {data})).toEqual([]);
    expect(labels('{{ "a" + u| }}', {data})).toContain('user');
  });

  it('no directive list inside an expression, after a word (an e-mail address) or an escape', () => {
    expect(labels('{{ "a@|" }}')).toEqual([]);
    expect(labels('{{ "@|" }}')).toEqual([]);
    expect(labels('mail me: anna@|')).toEqual([]);
    expect(labels('\\@|')).toEqual([]);
  });

  it('a directive snippet keeps the engine shape in CodeMirror form', () => {
    const each = metas.v2.directives.find((d) => d.name === '@each')!;
    expect(directiveSnippet(each.insert)).toBe('@each(${1} in ${2})\n    ${3}\n@end');
    expect(directiveSnippet('@component($1, { $2 })')).toBe('@component(${1}, \\{ ${2} \\})');
  });
});

describe('a word typed in full', () => {
  it('offers nothing once it would insert only itself, so Enter starts a new line', () => {
    expect(labels('@if(true)a\n@end|')).toEqual([]);
    expect(labels('@if(true)a\n@else|')).toEqual([]);
    expect(labels('{{ user| }}', {data: '{"user": 1}'})).toEqual([]);
    expect(labels('@each|')).toContain('@each');
    expect(labels('{{ "a".upper| }}')).toContain('upper');
  });
});
