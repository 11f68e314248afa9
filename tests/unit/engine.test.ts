import {afterAll, describe, expect, it} from 'vitest';
import {createNodeEngine} from '../../src/engine/node';
import {outcomeOf} from '../../src/workbench/run';
import {evaluate, render} from '../support/engine';

const v1 = createNodeEngine('v1', 2000);
const v2 = createNodeEngine('v2', 2000);
afterAll(() => {
  v1.dispose();
  v2.dispose();
});

describe('the wasm engines', () => {
  it('evaluate a template with JSON data, whole numbers staying integers', async () => {
    expect(
      await evaluate(v2, '<b>{{ name.upper() }}</b> {{ n / 2 }} {{ price }}', '{"name":"go","n":7,"price":2.5}'),
    ).toEqual({
      status: 'ok',
      output: '<b>GO</b> 3 2.5',
    });
  });

  it('are the versions they claim: && exists only in v2', async () => {
    expect(await evaluate(v2, '{{ true && false }}')).toEqual({status: 'ok', output: '0'});
    expect((await evaluate(v1, '{{ true && false }}')).status).toBe('error');
  });

  it("return the engine's own error message", async () => {
    expect(await evaluate(v2, '{{ 4 ~ 3 }}')).toMatchObject({
      status: 'error',
      message: "[Textwire ERROR:1]: illegal token '~' found",
    });
  });

  it('list every parse error of a template with its line, where the message holds the first', async () => {
    const result = await evaluate(v2, '<p>{{ }}</p>\nfine\n<p>{{ }}</p>\n');
    const empty = "bracket statement must contain an expression '{{ <expression> }}'";
    expect(result).toEqual({
      status: 'error',
      message: `[Textwire ERROR:1]: ${empty}`,
      problems: [
        {file: '', line: 1, message: empty},
        {file: '', line: 3, message: empty},
      ],
    });
  });

  it('give an evaluation error as one problem, in v1 too', async () => {
    const problem = {file: '', line: 1, message: "function 'nope' doesn't exist for type 'INTEGER'"};
    expect(await evaluate(v2, '{{ x.nope() }}', '{"x":1}')).toMatchObject({status: 'error', problems: [problem]});
    expect(await evaluate(v1, '{{ x.nope() }}', '{"x":1}')).toMatchObject({status: 'error', problems: [problem]});
  });

  it('v1.7.1 answers the illegal token that made older engines loop', async () => {
    // v2.7.0's changelog fixes an infinite loop on `{{ 4 ~ 3 }}`; v1.7.1 already reports it.
    expect(await evaluate(v1, '{{ 4 ~ 3 }}')).toMatchObject({
      status: 'error',
      message: "[Textwire ERROR:1]: illegal token '~' found",
    });
  });

  it('v1.7.1 never finishes parsing a block without @end; the caller still gets an answer', async () => {
    // v2 reports the missing @end; v1 loops forever, so the worker is stopped.
    expect(await evaluate(v2, '@if(true)x')).toMatchObject({
      status: 'error',
      message: "[Textwire ERROR:1]: expected next token to be '@end', got 'EOF' instead",
    });
    expect((await evaluate(v1, '@if(true)x')).status).toBe('timeout');
    expect(await evaluate(v1, '{{ "still" }}')).toEqual({status: 'ok', output: 'still'});
  });

  it('report data that is not a JSON object without running the template', async () => {
    const result = await evaluate(v2, '{{ x }}', '[1, 2');
    expect(result.status).toBe('data-error');
  });

  it('survive a template that makes the engine panic', async () => {
    // v2.7.1 dereferences nil on a @for with an empty body.
    // The panic is a field of the result (Go's panic value), not words to parse.
    expect(await evaluate(v2, '@for(i = 0; i < 2; i++)@end')).toEqual({
      status: 'crash',
      panic: expect.stringContaining('nil pointer dereference'),
    });
    expect(await evaluate(v2, '{{ "ok" }}')).toEqual({status: 'ok', output: 'ok'});
  });

  it('stop a template that never ends, and answer the next call', async () => {
    const started = Date.now();
    const stuck = await evaluate(v2, '@for(i = 0; true; i++)x@end');
    expect(stuck.status).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(8000);
    expect(await evaluate(v2, '{{ 1 + 1 }}')).toEqual({status: 'ok', output: '2'});
  });
});

describe('the wasm engines with several template files', () => {
  const layout = {
    path: 'layouts/main.tw',
    source: '<title>@reserve("title")</title>\n<main>@reserve("content")</main>\n',
  };
  const page = {
    path: 'home.tw',
    source: '@use("~main")\n@insert("title", "Home")\n@insert("content")<p>{{ name }}</p>@end\n',
  };

  it('render the page through NewTemplate, with the ~ shortcut of v2', async () => {
    const result = await render(v2, [page, layout], 'home.tw', '{"name":"Anna"}');
    expect(result).toEqual({status: 'ok', output: '<title>Home</title>\n<main><p>Anna</p></main>\n'});
  });

  it('name the file and line of an error, as on disk under /app/templates', async () => {
    const broken = {...layout, source: '<title>@reserve("title")</title>\n{{ 4 ~ 3 }}\n'};
    expect(await render(v2, [page, broken], 'home.tw', '')).toMatchObject({
      status: 'error',
      message: "[Textwire ERROR in /app/templates/layouts/main.tw:2]: illegal token '~' found",
    });
  });

  it('list the parse errors of every file, each naming its file inside templates/', async () => {
    const broken = {...layout, source: '<title>@reserve("title")</title>\n<main>{{ }}</main>\n'};
    const brokenPage = {...page, source: `${page.source}{{ ) }}\n`};
    const result = await render(v2, [brokenPage, broken], 'home.tw', '');
    expect(result.status === 'error' && result.problems).toEqual([
      {file: 'home.tw', line: 4, message: "no prefix parse function for ')'"},
      {file: 'layouts/main.tw', line: 2, message: "bracket statement must contain an expression '{{ <expression> }}'"},
    ]);
  });

  it('name the layout when only the layout is wrong, in both versions', async () => {
    const broken = {path: 'layouts/main.tw', source: '<title>@reserve("title")</title>\n<main>{{ }}</main>\n'};
    const problem = {
      file: 'layouts/main.tw',
      message: "bracket statement must contain an expression '{{ <expression> }}'",
    };
    expect(await render(v2, [page, broken], 'home.tw', '')).toMatchObject({
      status: 'error',
      problems: [{...problem, line: 2}],
    });
    // v1.7.1 panics on a page whose layout fails to parse (it sets a field of
    // the nil program), so its page here does not use the layout.
    const v1Result = await render(v1, [{path: 'home.tw', source: '<p>home</p>\n'}, broken], 'home.tw', '');
    expect(v1Result).toMatchObject({status: 'error', problems: [problem]});
  });

  it('see only the files of the call: a file from an earlier call is gone', async () => {
    await render(v2, [page, layout], 'home.tw', '');
    const result = await render(v2, [page], 'home.tw', '');
    expect(result.status).toBe('error');
    expect(result.status === 'error' && result.message).toContain('layouts/main.tw');
  });

  it('say when the engine runs out of memory, and answer the next call', async () => {
    const started = Date.now();
    const result = await evaluate(v2, '{{ "a".repeat(3000000000) }}');
    expect(outcomeOf(result)).toMatchObject({status: 'out-of-memory', message: expect.stringContaining('more memory')});
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await render(v2, [page, layout], 'home.tw', '{"name":"Bo"}')).toMatchObject({
      status: 'ok',
      output: expect.stringContaining('<p>Bo</p>'),
    });
  });
});
