/**
 * "Last updated" dates on a fresh clone. Docusaurus dates a page by the last
 * commit that changed its file; a shallow clone (CI's default) knows only its
 * newest commit. scripts/git-history.mjs fetches the rest before a build, and
 * the config shows dates only with the whole history.
 */
import {execFileSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, expect, it} from 'vitest';
import {getFileCommitDate} from '@docusaurus/utils';
import {hasFullGitHistory, isShallow} from '../../scripts/git-history.mjs';
import {loadDocFiles, SITE_ROOT} from '../support/docs';

const scratch = mkdtempSync(join(tmpdir(), 'tw-git-history-'));
afterAll(() => rmSync(scratch, {recursive: true, force: true}));

const git = (args: string[], cwd: string) => execFileSync('git', args, {cwd, encoding: 'utf8'}).trim();
const lastChange = async (root: string, file: string) =>
  (await getFileCommitDate(join(root, file), {age: 'newest'})).timestamp;

// Needs this checkout's whole history to clone from: where it is itself a
// shallow clone that could not fetch the rest, the dates are hidden instead
// (tests/e2e/llms.spec.ts checks that).
it.skipIf(isShallow(SITE_ROOT) !== false)(
  'a shallow clone gets its whole history before the build, and with it the real date of each page',
  async () => {
    const clone = join(scratch, 'clone');
    git(['clone', '--quiet', '--depth', '1', `file://${SITE_ROOT}`, clone], scratch);
    expect(isShallow(clone)).toBe(true);
    expect(hasFullGitHistory(clone), 'the config would show dates from a shallow clone').toBe(false);

    // A docs page the newest commit did not change: a shallow clone dates it wrongly.
    const newest = Number(git(['log', '-1', '--format=%ct'], clone)) * 1000;
    const changedByNewest = new Set(
      git(['diff-tree', '--no-commit-id', '--name-only', '-r', 'HEAD'], clone).split('\n'),
    );
    const path = loadDocFiles()
      .map((doc) => doc.path)
      .find((file) => file.startsWith('versioned_docs/') && !changedByNewest.has(file));
    const older = path === undefined ? undefined : {path, real: await lastChange(SITE_ROOT, path)};
    expect(older, 'every docs page changed in the newest commit: nothing to tell apart').toBeDefined();
    expect(await lastChange(clone, older!.path)).toBe(newest);

    const printed = execFileSync('node', [join(SITE_ROOT, 'scripts', 'git-history.mjs')], {
      cwd: clone,
      encoding: 'utf8',
    });
    expect(printed).toMatch(/fetched the whole history/);
    expect(hasFullGitHistory(clone)).toBe(true);
    expect(await lastChange(clone, older!.path)).toBe(older!.real);
  },
);

it('outside a git work tree, pages show no date', () => {
  expect(isShallow(scratch)).toBeNull();
  expect(hasFullGitHistory(scratch)).toBe(false);
});
