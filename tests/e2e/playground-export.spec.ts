/**
 * "Export as Go project" in the built site: the click downloads a zip whose
 * Go program, run with `go run .`, prints what the page shows. This checks
 * what the unit and examples tests cannot: the bundle's own copy of the
 * engine's go.mod and go.sum, and that the export code loads only on click.
 */
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {strFromU8, unzipSync} from 'fflate';
import {test, expect, waitForHydration} from './fixtures';
import {playgroundHref} from '../../src/workbench/link';
import type {FilesState} from '../../src/workbench/state';

const state: FilesState = {
  version: 'v1',
  files: [
    {
      path: 'home.tw',
      source:
        '@use("layouts/main")\n@insert("title", "Prices")\n@insert("content")<p>{{ count }} × {{ price }}</p>@end\n',
    },
    {path: 'layouts/main.tw', source: '<h1>@reserve("title")</h1>\n<main>@reserve("content")</main>\n'},
  ],
  data: '{"count": 3, "price": 2.5}',
  page: 'home.tw',
};

test('Export as Go project downloads a program that prints the output shown', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(playgroundHref(state));
  await waitForHydration(page);
  const output = page.getByTestId('playground-output');
  await expect(output).toContainText('<p>3 × 2.5</p>');
  const shown = (await output.textContent()) ?? '';
  expect(
    scripts.filter((url) => url.includes('go-export')),
    'the export code loads only on click',
  ).toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', {name: 'Export as Go project'}).click(),
  ]);
  expect(download.suggestedFilename()).toBe('textwire-playground-v1.zip');
  await expect(page.getByRole('status').filter({hasText: 'Downloaded textwire-playground-v1.zip'})).toBeVisible();

  const entries = unzipSync(readFileSync(await download.path()));
  expect(Object.keys(entries).sort()).toEqual(
    ['README.md', 'data.json', 'go.mod', 'go.sum', 'main.go', 'templates/home.tw', 'templates/layouts/main.tw'].map(
      (path) => `textwire-playground/${path}`,
    ),
  );
  const text = (path: string) => strFromU8(entries[`textwire-playground/${path}`]);
  expect(text('templates/layouts/main.tw')).toBe(state.files[1].source);
  expect(text('go.mod')).toMatch(/^require github\.com\/textwire\/textwire v1\.7\.1$/m);
  expect(text('main.go')).toContain('tpl.String("home", data)');

  const folder = mkdtempSync(join(tmpdir(), 'tw-download-'));
  try {
    for (const [path, bytes] of Object.entries(entries)) {
      mkdirSync(dirname(join(folder, path)), {recursive: true});
      writeFileSync(join(folder, path), bytes);
    }
    const printed = execFileSync('go', ['run', '.'], {
      cwd: join(folder, 'textwire-playground'),
      encoding: 'utf8',
      env: {...process.env, GOFLAGS: '-mod=readonly'},
    });
    expect(printed).toBe(shown);
  } finally {
    rmSync(folder, {recursive: true, force: true});
  }
});
