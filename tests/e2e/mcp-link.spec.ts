/**
 * The MCP package against the production build it ships with: a link made by
 * its playground_link tool opens the playground with the same files, data
 * and version, and the playground's output is the one its render tool gave;
 * and `npx` starts it from the tarball the site serves. The package is the
 * build's tarball, installed offline (tests/mcp/installed.ts); the server
 * is told the local site's address (TEXTWIRE_SITE) for its links.
 */
import {execFileSync} from 'node:child_process';
import {mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {test, expect, waitForHydration} from './fixtures';
import {normalizeWhitespace} from '../../src/examples/scan';
import {installedPackage} from '../mcp/installed';

const output = (page: Page) => page.getByTestId('playground-output');
const fileButton = (page: Page, path: string) =>
  page
    .getByRole('list', {name: 'Template files'})
    .getByRole('button', {name: new RegExp(`^${path.replace(/[.]/g, '\\.')}`)});

const files = [
  {
    path: 'home.tw',
    source:
      '@use("layouts/main")\n@insert("title", "Shop")\n@insert("content")@each(item in items)@component("components/item", {item: item})@end@end\n',
  },
  {path: 'layouts/main.tw', source: '<title>@reserve("title")</title>\n<main>@reserve("content")</main>\n'},
  {path: 'components/item.tw', source: '<li>{{ item.upper() }}</li>'},
];
const data = '{"items": ["tea", "milk"]}';

test('a playground_link link opens the same files, data, version and output as render gave', async ({
  page,
  baseURL,
}) => {
  const {bin, folder} = installedPackage();
  const client = new Client({name: 'mcp-link-spec', version: '1.0.0'});
  await client.connect(
    new StdioClientTransport({
      command: bin,
      cwd: folder,
      env: {...process.env, TEXTWIRE_SITE: baseURL!} as Record<string, string>,
    }),
  );
  try {
    const text = async (name: string) =>
      ((await client.callTool({name, arguments: {files, data, version: 'v1'}})).content as Array<{text: string}>)[0]
        .text;
    const rendered = await text('render');
    expect(rendered).toContain('<li>TEA</li>');
    const link = await text('playground_link');
    expect(link.startsWith(`${baseURL}/playground#s=`)).toBe(true);

    await page.goto(link);
    await waitForHydration(page);
    await expect(page.getByRole('radio', {name: /v1/})).toBeChecked();
    for (const file of files) await expect(fileButton(page, file.path)).toBeVisible();
    await expect(page.getByRole('textbox', {name: 'Template file home.tw', exact: true})).toContainText(
      '@insert("title", "Shop")',
    );
    await expect(page.getByRole('textbox', {name: 'Data (JSON)', exact: true})).toHaveText(data);
    await expect
      .poll(async () => normalizeWhitespace((await output(page).textContent()) ?? ''))
      .toBe(normalizeWhitespace(rendered));
  } finally {
    await client.close();
  }
});

test('npx starts the package from the address the site serves it at', ({baseURL}) => {
  // An npm cache of its own: nothing from another run or another package is reused.
  const cache = mkdtempSync(join(tmpdir(), 'textwire-npx-'));
  const help = execFileSync('npx', ['-y', '--cache', cache, `${baseURL}/ai/textwire-mcp.tgz`, 'render', '--help'], {
    encoding: 'utf8',
    cwd: cache,
    timeout: 60_000,
  });
  expect(help).toMatch(/^Usage: textwire-mcp render/);
});
