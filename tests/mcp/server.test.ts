/**
 * The MCP server of the packed tarball, installed offline, driven by the
 * SDK's own client over stdio: every tool on good input, broken templates
 * of both versions, and hostile input, after which the server still
 * answers. Run after the production build (tests/mcp/installed.ts).
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {decodeState} from '../../src/workbench/link';
import {BUILD, buildHasAnchor, installedPackage} from './installed';

type Text = {type: string; text: string};
type Called = {text: string; isError: boolean; result: unknown};

let client: Client;

/** Text that lz-string cannot shrink much: a seeded generator's numbers in base 36. */
export function incompressible(length: number): string {
  let seed = 1;
  let text = '';
  while (text.length < length) {
    seed = (seed * 48271) % 2147483647;
    text += seed.toString(36);
  }
  return text;
}

async function call(name: string, args: Record<string, unknown>): Promise<Called> {
  const answer = await client.callTool({name, arguments: args});
  const content = answer.content as Text[];
  const structured = answer.structuredContent as {result?: unknown} | undefined;
  return {text: content.map((c) => c.text).join('\n'), isError: answer.isError === true, result: structured?.result};
}

/** The server still renders after a bad call. */
async function stillAnswers(): Promise<void> {
  const next = await call('render', {template: '<p>{{ name }}</p>', data: {name: 'Ada'}});
  expect(next).toMatchObject({isError: false, text: '<p>Ada</p>'});
}

beforeAll(async () => {
  const {bin, folder} = installedPackage();
  client = new Client({name: 'textwire-mcp-test', version: '1.0.0'});
  await client.connect(new StdioClientTransport({command: bin, args: [], cwd: folder, stderr: 'pipe'}));
});

afterAll(async () => {
  await client?.close();
});

describe('the MCP server of the packed tarball', () => {
  it('lists its tools, each with a description and an input schema', async () => {
    const {tools} = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(
      [
        'check',
        'explain_error',
        'get_documentation',
        'list_sections',
        'playground_link',
        'render',
        'search_docs',
      ].sort(),
    );
    for (const tool of tools) {
      expect(tool.description?.length, tool.name).toBeGreaterThan(40);
      expect(tool.inputSchema.type).toBe('object');
    }
  });

  it('list_sections: every page of a version, with its path and tasks', async () => {
    for (const version of ['v2', 'v1']) {
      const {result, isError} = await call('list_sections', {version});
      expect(isError).toBe(false);
      const sections = result as Array<{title: string; path: string; tasks: string[]}>;
      expect(sections.length).toBeGreaterThan(10);
      for (const section of sections) {
        expect(section.path.startsWith(`/docs/${version}/`), section.path).toBe(true);
        expect(section.tasks.length, section.path).toBeGreaterThan(0);
        expect(buildHasAnchor(section.path), `${section.path} is not in the build`).toBe(true);
      }
    }
  });

  it('get_documentation: a page by title or path is the Markdown the site serves', async () => {
    const served = readFileSync(join(BUILD, 'docs', 'v2', 'guides', 'loops.md'), 'utf8');
    for (const section of [
      'Loops',
      '/docs/v2/guides/loops',
      'guides/loops',
      'https://textwire.github.io/docs/v2/guides/loops.md',
    ]) {
      const {text, isError} = await call('get_documentation', {sections: [section]});
      expect(isError, section).toBe(false);
      expect(text, section).toBe(served);
    }
    const v1 = await call('get_documentation', {sections: ['Statements (v1)'], version: 'v1'});
    expect(v1.text).toContain('Textwire v1');
  });

  it('search_docs: the site search, with addresses and context; a pasted error finds its entry', async () => {
    const {result} = await call('search_docs', {query: 'loop over an array', limit: 5});
    const results = result as Array<{title: string; url: string; context: string}>;
    expect(results.length).toBeGreaterThan(0);
    expect(results.some((r) => r.url.includes('/docs/v2/guides/loops'))).toBe(true);
    expect(results.every((r) => r.url.startsWith('https://textwire.github.io/'))).toBe(true);
    expect(results.filter((r) => r.context.length > 20).length).toBeGreaterThan(0);
    const pasted = await call('search_docs', {query: "[Textwire ERROR:3]: variable 'total' is undefined"});
    expect((pasted.result as Array<{url: string}>)[0].url).toMatch(/\/docs\/v2\/errors\/render#variable-is-undefined$/);
  });

  it('render: one template, and files with a layout and a component, on either engine', async () => {
    expect(await call('render', {template: '{{ name.upper() }}', data: '{"name": "ada"}'})).toMatchObject({
      text: 'ADA',
      isError: false,
    });
    const files = [
      {
        path: 'home.tw',
        source:
          "@use('layouts/main')\n@insert('title', 'Home')\n@insert('body')@component('components/card', {who: name})@end\n",
      },
      {path: 'layouts/main.tw', source: "<title>@reserve('title')</title><main>@reserve('body')</main>\n"},
      {path: 'components/card.tw', source: '<b>{{ who }}</b>'},
    ];
    const v2 = await call('render', {files, data: {name: 'Ada'}});
    expect(v2.isError).toBe(false);
    expect(v2.text.replace(/\s+/g, ' ')).toContain('<title>Home</title><main><b>Ada</b></main>');
    const v1 = await call('render', {template: '{{ n + 1 }}', data: {n: 1}, version: 'v1'});
    expect(v1.text).toBe('2');
  });

  it('render and check: a broken template of each version gives the error, its line and an entry in the build', async () => {
    for (const version of ['v2', 'v1']) {
      for (const tool of ['render', 'check']) {
        const answer = await call(tool, {template: '<p>\n{{ 1 + }}\n</p>', version});
        const problems = ((answer.result as {problems: unknown[]}).problems ?? []) as Array<{
          line: number;
          message: string;
          explanation: {url: string} | null;
        }>;
        expect(problems.length, `${tool} ${version}`).toBeGreaterThan(0);
        // The line as each engine reports it: v1.7.1 says line 1 for this one, v2 line 2.
        expect(problems[0].line, `${tool} ${version}`).toBe(version === 'v2' ? 2 : 1);
        const url = problems[0].explanation?.url ?? '';
        expect(url.startsWith(`https://textwire.github.io/docs/${version}/errors/`), `${tool} ${version}: ${url}`).toBe(
          true,
        );
        expect(buildHasAnchor(new URL(url).pathname + new URL(url).hash), `${url} is not an entry of the build`).toBe(
          true,
        );
        expect(answer.text).toContain(url);
      }
    }
  });

  it('check: good templates have no problem; a variable the data would give is marked as found while rendering', async () => {
    expect((await call('check', {template: '<p>{{ 1 + 2 }}</p>'})).text).toMatch(/^No problems found/);
    const needsData = await call('check', {template: '<p>{{ user.name }}</p>'});
    expect((needsData.result as {problems: Array<{stage: string}>}).problems[0].stage).toBe('render');
    expect(needsData.text).toContain('with no data');
  });

  it("explain_error: a message as printed finds its entry; another version's wording is said so", async () => {
    const own = await call('explain_error', {
      message: "[Textwire ERROR in /app/templates/home.tw:4]: variable 'items' is undefined",
    });
    expect(own.text).toContain('https://textwire.github.io/docs/v2/errors/render#variable-is-undefined');
    expect(own.text).toContain('**Fix:**');
    const v1 = await call('explain_error', {message: "identifier 'items' not found"});
    expect(v1.text).toContain('/docs/v1/errors/render#identifier-not-found');
    const none = await call('explain_error', {message: 'the moon is made of cheese'});
    expect(none.isError).toBe(true);
    await stillAnswers();
  });

  it("playground_link: the playground's own link, which decodes to the same files, data and version", async () => {
    const files = [
      {path: 'home.tw', source: "@use('layouts/main')\n@insert('body', 'Hi')\n"},
      {path: 'layouts/main.tw', source: "<main>@reserve('body')</main>\n"},
    ];
    const {text, isError} = await call('playground_link', {files, data: {a: 1}, version: 'v1'});
    expect(isError).toBe(false);
    const url = new URL(text);
    expect(url.origin + url.pathname).toBe('https://textwire.github.io/playground');
    expect(decodeState(url.hash.slice('#s='.length))).toEqual({version: 'v1', files, data: '{"a":1}', page: 'home.tw'});
    // Text that does not compress makes a link past the limit; past what a link unpacks to, it is refused at once.
    const longLink = await call('playground_link', {template: incompressible(700_000)});
    expect(longLink).toMatchObject({isError: true});
    expect(longLink.text).toMatch(/^No link: .*its link would be \d+ KB, and a link holds up to 512 KB/);
    const unpacked = await call('playground_link', {template: 'x'.repeat(9 * 1024 * 1024)});
    expect(unpacked.text).toMatch(/^No link: .*it would unpack to more than 8\.0 MB/);
    await stillAnswers();
  });

  describe('hostile input: a clear message, and the server answers the next call', () => {
    it('a template that never ends is stopped', async () => {
      // (v1's is in the CLI's tests: each costs the time limit.)
      const answer = await call('render', {template: '@for(i = 0; i >= 0; i++){{ "" }}@end'});
      expect(answer.text).toMatch(/^Stopped after \d+ s: the template did not finish/);
      await stillAnswers();
    });

    it('5 MB of data renders', async () => {
      const answer = await call('render', {template: '{{ big.len() }}', data: {big: 'x'.repeat(5 * 1024 * 1024)}});
      expect(answer.text).toBe(String(5 * 1024 * 1024));
      await stillAnswers();
    });

    it('a file name that leaves the templates folder is refused; a layout path that does is not found', async () => {
      const outside = await call('render', {files: [{path: '../../etc/passwd', source: 'x'}]});
      expect(outside.text).toMatch(/A path cannot go up/);
      const used = await call('render', {files: [{path: 'home.tw', source: "@use('../../../../etc/passwd')"}]});
      expect(used.text).not.toContain('root:');
      expect((used.result as {status: string}).status).toBe('error');
      await stillAnswers();
    });

    it('invalid JSON data says where', async () => {
      const answer = await call('render', {template: '{{ a }}', data: '{"a": 1,}'});
      expect(answer.text).toMatch(/^Data error: The data is not valid JSON: unexpected "}" at line 1, column 9\.$/);
      await stillAnswers();
    });

    it('an unknown section, an unknown version and arguments of the wrong shape', async () => {
      const section = await call('get_documentation', {sections: ['How to bake bread']});
      expect(section).toMatchObject({isError: true});
      expect(section.text).toMatch(/^No v2 docs section is called "How to bake bread"/);
      const version = await call('render', {template: 'x', version: 'v3'});
      expect(version.isError).toBe(true);
      const shape = await call('render', {files: 'home.tw'});
      expect(shape.isError).toBe(true);
      const neither = await call('render', {});
      expect(neither.text).toMatch(/Give a template/);
      await stillAnswers();
    });
  });
});
