/**
 * The CLI of the packed tarball, installed offline: each command on good
 * input, broken templates of both versions, hostile input and wrong use,
 * with its exit status (0 done, 1 did not render or nothing found, 2 used
 * wrongly); and a sample of the docs' examples, rendered by the CLI, gives
 * what their pages show. Run after the production build (installed.ts).
 */
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {loadDocFiles} from '../../src/examples/docs';
import {exampleState} from '../../src/examples/exampleState';
import {normalizeWhitespace, type Example} from '../../src/examples/scan';
import {hasFiles} from '../../src/workbench/state';
import {decodeState} from '../../src/workbench/link';
import {buildHasAnchor, installedPackage, SITE_ROOT} from './installed';

let bin: string;
let work: string;

type Run = {status: number | null; stdout: string; stderr: string};

function cli(args: string[], input = '', env: Record<string, string> = {}): Run {
  const run = spawnSync(bin, args, {
    input,
    encoding: 'utf8',
    cwd: work,
    env: {...process.env, ...env},
    timeout: 60_000,
  });
  return {status: run.status, stdout: run.stdout, stderr: run.stderr};
}

function writeFiles(files: Array<{path: string; source: string}>): string {
  const root = mkdtempSync(join(work, 'templates-'));
  for (const file of files) {
    mkdirSync(dirname(join(root, file.path)), {recursive: true});
    writeFileSync(join(root, file.path), file.source);
  }
  return root;
}

beforeAll(() => {
  bin = installedPackage().bin;
  work = join(SITE_ROOT, 'tests', '.tmp', 'mcp-cli');
  mkdirSync(work, {recursive: true});
});

describe('the CLI of the packed tarball', () => {
  it('--help on every command', () => {
    const main = cli(['--help']);
    expect(main.status).toBe(0);
    for (const command of ['render', 'check', 'explain', 'search', 'docs', 'link', 'serve']) {
      expect(main.stdout).toContain(`textwire-mcp ${command}`);
      const help = cli([command, '--help']);
      expect(help.status, command).toBe(0);
      expect(help.stdout.length, command).toBeGreaterThan(40);
    }
  });

  it('render: standard input or files, with data; --json', () => {
    expect(cli(['render', '--data', '{"name": "ada"}'], '<p>{{ name.upper() }}</p>')).toMatchObject({
      status: 0,
      stdout: '<p>ADA</p>',
    });
    const root = writeFiles([
      {path: 'home.tw', source: "@use('layouts/main')\n@insert('body', name)\n"},
      {path: 'layouts/main.tw', source: "<main>@reserve('body')</main>\n"},
    ]);
    const files = cli([
      'render',
      '--root',
      root,
      join(root, 'home.tw'),
      join(root, 'layouts'),
      '--data',
      '{"name": "Ada"}',
    ]);
    expect(files.status).toBe(0);
    expect(files.stdout).toContain('<main>Ada</main>');
    const json = cli(['render', '--json', '--version', 'v1', '--data', '{"n": 2}'], '{{ n * 3 }}');
    expect(JSON.parse(json.stdout)).toEqual({ok: true, result: {status: 'ok', version: 'v1', output: '6'}});
  });

  it('render and check: a broken template of each version exits 1 with its line and an entry in the build', () => {
    for (const version of ['v2', 'v1']) {
      for (const command of ['render', 'check']) {
        const run = cli([command, '--version', version], '<p>\n{{ 1 + }}\n</p>');
        expect(run.status, `${command} ${version}`).toBe(1);
        // The line as each engine reports it: v1.7.1 says line 1 for this one, v2 line 2.
        expect(run.stderr).toContain(`line ${version === 'v2' ? 2 : 1}: expected expression`);
        const url = /Explained: (\S+)/.exec(run.stderr)?.[1] ?? '';
        expect(url.startsWith(`https://textwire.github.io/docs/${version}/errors/parse#`), url).toBe(true);
        expect(buildHasAnchor(new URL(url).pathname + new URL(url).hash), url).toBe(true);
      }
    }
    expect(cli(['check'], '<p>{{ 1 + 2 }}</p>').status).toBe(0);
  });

  it('explain, search and docs', () => {
    const explained = cli(['explain', "[Textwire ERROR:1]: variable 'x' is undefined"]);
    expect(explained.status).toBe(0);
    expect(explained.stdout).toContain('/docs/v2/errors/render#variable-is-undefined');
    expect(cli(['explain'], 'nothing like an engine message').status).toBe(1);
    const found = cli(['search', 'join', 'array', '--limit', '3', '--json']);
    expect(found.status).toBe(0);
    expect(JSON.parse(found.stdout).result.length).toBeLessThanOrEqual(3);
    const list = cli(['docs', '--version', 'v1']);
    expect(list.stdout).toContain('/docs/v1/language-elements/statements');
    expect(cli(['docs', 'Loops']).stdout).toMatch(/^# Loops\n/);
    const unknown = cli(['docs', 'how to bake bread']);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toMatch(/No v2 docs section is called/);
  });

  it('link: a playground link of the files and data; too large exits 1', () => {
    const run = cli(['link', '--data', '{"a": 1}', '--version', 'v1'], '{{ a }}');
    expect(run.status).toBe(0);
    const url = new URL(run.stdout.trim());
    expect(decodeState(url.hash.slice('#s='.length))).toEqual({version: 'v1', template: '{{ a }}', data: '{"a": 1}'});
    const big = join(work, 'big.tw');
    writeFileSync(big, 'x'.repeat(9 * 1024 * 1024));
    const tooLarge = cli(['link', big]);
    expect(tooLarge.status).toBe(1);
    expect(tooLarge.stderr).toMatch(/too large for a playground link/);
  });

  describe('hostile input and wrong use', () => {
    it('a template that never ends is stopped (exit 1)', () => {
      const run = cli(['render', '--version', 'v1'], '@for(i = 0; i >= 0; i++){{ "" }}@end', {
        TEXTWIRE_TIMEOUT_MS: '3000',
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/^Stopped after 3 s: the template did not finish/);
    });

    it('5 MB of data from a file renders', () => {
      const data = join(work, 'big.json');
      writeFileSync(data, JSON.stringify({big: 'x'.repeat(5 * 1024 * 1024)}));
      expect(cli(['render', '--data-file', data], '{{ big.len() }}')).toMatchObject({
        status: 0,
        stdout: String(5 * 1024 * 1024),
      });
    });

    it('a file outside the templates folder is refused', () => {
      const root = writeFiles([{path: 'inner/home.tw', source: 'x'}]);
      const run = cli(['render', '--root', join(root, 'inner'), '../../etc/passwd']);
      expect(run.status).not.toBe(0);
      expect(run.stdout).not.toContain('root:');
      const inside = cli(['render', '--root', join(root, 'inner'), join(root, 'other.tw')]);
      expect(inside.status).toBe(2);
      expect(inside.stderr).toMatch(/no such file/);
      writeFileSync(join(root, 'outside.tw'), 'x');
      const up = cli(['render', '--root', join(root, 'inner'), join(root, 'outside.tw')]);
      expect(up.status).toBe(1);
      expect(up.stderr).toMatch(/A path cannot go up/);
    });

    it('invalid JSON data, an unknown option, an unknown command', () => {
      const data = cli(['render', '--data', '{"a": 1,}'], '{{ a }}');
      expect(data.status).toBe(1);
      expect(data.stderr).toMatch(/^Data error: The data is not valid JSON: unexpected "}" at line 1, column 9\./);
      expect(cli(['render', '--colour'], 'x').status).toBe(2);
      expect(cli(['bake'], '').status).toBe(2);
      expect(cli(['search', '--limit', '99', 'x']).status).toBe(2);
    });
  });
});

/**
 * A sample of the docs' examples, of both versions, single templates and
 * files, outputs and errors: every 60th example, and every 12th with files.
 */
function sample(): Array<{where: string; version: string; example: Example}> {
  const picked: Array<{where: string; version: string; example: Example}> = [];
  let n = 0;
  let withFiles = 0;
  for (const doc of loadDocFiles()) {
    if (!doc.path.startsWith('versioned_docs/')) continue;
    for (const example of doc.scan.examples) {
      if (example.expected.kind === 'panic') continue;
      const take = example.files ? withFiles++ % 12 === 0 : n++ % 60 === 0;
      if (take) picked.push({where: `${doc.path} (${doc.version})`, version: doc.version, example});
    }
  }
  return picked;
}

describe('docs examples rendered by the CLI give what their pages show', () => {
  const picked = sample();
  it('the sample has both versions, files and errors', () => {
    expect(new Set(picked.map((p) => p.version))).toEqual(new Set(['v2', 'v1']));
    expect(picked.some((p) => p.example.files)).toBe(true);
    expect(picked.some((p) => p.example.expected.kind === 'error')).toBe(true);
  });
  for (const {where, version, example} of picked) {
    it(`${where}: ${example.template.split('\n')[0].slice(0, 40)}`, () => {
      const state = exampleState(example, version);
      const data = state.data.trim() ? ['--data', state.data] : [];
      let run: Run;
      if (hasFiles(state)) {
        const root = writeFiles(state.files);
        run = cli([
          'render',
          '--json',
          '--version',
          version,
          '--root',
          root,
          '--page',
          state.page,
          ...state.files.map((f) => join(root, f.path)),
          ...data,
        ]);
      } else run = cli(['render', '--json', '--version', version, ...data], state.template);
      const answer = JSON.parse(run.stdout) as {result: {status: string; output?: string; message?: string}};
      const shown = answer.result.status === 'ok' ? answer.result.output! : answer.result.message!;
      expect(run.status).toBe(example.expected.kind === 'output' ? 0 : 1);
      expect(normalizeWhitespace(shown)).toBe(normalizeWhitespace(example.expected.text));
    });
  }
});
