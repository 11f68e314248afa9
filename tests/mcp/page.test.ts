/**
 * The docs page for assistants (guides/assistants.md) says only what the
 * package does: its commands and the output it shows, its config lines,
 * the tools its instructions name, the versioned copy it names.
 */
import {existsSync, readFileSync} from 'node:fs';
import {spawnSync} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {BUILD, installedPackage, SITE_ROOT} from './installed';

const PAGE = readFileSync(join(SITE_ROOT, 'versioned_docs', 'version-v2', 'guides', 'assistants.md'), 'utf8');
const PACKAGE = 'https://textwire.github.io/ai/textwire-mcp.tgz';
const TOOLS = [
  'list_sections',
  'get_documentation',
  'search_docs',
  'render',
  'check',
  'explain_error',
  'playground_link',
];

/** The page's code blocks of one language, in order. */
function blocks(lang: string): string[] {
  return [...PAGE.matchAll(new RegExp('^```' + lang + '\\n([\\s\\S]*?)^```$', 'gm'))].map((m) => m[1]);
}

let bin: string;
beforeAll(() => {
  bin = installedPackage().bin;
});

describe('the docs page for assistants', () => {
  it('the check it shows prints what the page says, with exit status 1', () => {
    const folder = join(SITE_ROOT, 'tests', '.tmp', 'mcp-page');
    mkdirSync(folder, {recursive: true});
    writeFileSync(join(folder, 'page.tw'), '<h1>{{ title }}</h1>\n<p>{{ price * }}</p>\n');
    const command = blocks('sh').find((block) => block.includes(' check page.tw'))!;
    const args = command.trim().split(/\s+/).slice(3);
    const run = spawnSync(bin, args, {cwd: folder, encoding: 'utf8'});
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(blocks('text')[0]);
  });

  it('every setup runs the package the site serves, and the tools it names exist', () => {
    for (const block of blocks('json')) {
      const config = JSON.parse(block) as Record<string, Record<string, {command: string; args: string[]}>>;
      const server = Object.values(config)[0].textwire;
      expect([server.command, ...server.args]).toEqual(['npx', '-y', PACKAGE]);
    }
    expect(blocks('toml')[0]).toContain(`args = ["-y", "${PACKAGE}"]`);
    expect(blocks('sh').filter((block) => block.includes('claude mcp add'))[0]).toContain(`-- npx -y ${PACKAGE}`);
    const named = new Set([...PAGE.matchAll(/`([a-z]+_[a-z_]+)`/g)].map((m) => m[1]));
    expect([...named].filter((name) => !TOOLS.includes(name))).toEqual([]);
    for (const tool of TOOLS) expect(PAGE).toContain(`\`${tool}\``);
  });

  it('the versioned copy it names is in the build', () => {
    const name = /`\/ai\/(textwire-mcp-[\d.]+\.tgz)`/.exec(PAGE)?.[1];
    expect(name).toBeDefined();
    expect(existsSync(join(BUILD, 'ai', name!))).toBe(true);
  });
});
