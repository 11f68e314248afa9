// Docusaurus dates each docs page ("Last updated on …") by the last commit
// that changed its file (`git log -1 -- <file>`). A shallow clone, such as
// actions/checkout's default of depth 1, holds only its newest commit, so
// every page would get that commit's date. `node scripts/git-history.mjs`
// (run by `npm run build` and `npm test` before the build) fetches the whole
// history when the clone is shallow; docusaurus.config.ts shows the dates
// only when the history is whole, so a clone that cannot fetch shows none
// rather than wrong ones.
import {execFileSync} from 'node:child_process';
import {pathToFileURL} from 'node:url';

const git = (args, cwd) => execFileSync('git', args, {cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']}).trim();

/** true for a shallow clone, false for a whole history, null outside a git work tree (or without git). */
export function isShallow(cwd = process.cwd()) {
  try {
    return git(['rev-parse', '--is-shallow-repository'], cwd) === 'true';
  } catch {
    return null;
  }
}

/** Whether git can date every page: a work tree with its whole history. */
export function hasFullGitHistory(cwd = process.cwd()) {
  return isShallow(cwd) === false;
}

/** Fetches the missing history of a shallow clone. Returns what it found or did. */
export function ensureFullGitHistory(cwd = process.cwd()) {
  const shallow = isShallow(cwd);
  if (shallow === null) return 'no-git';
  if (!shallow) return 'full';
  git(['fetch', '--unshallow', '--quiet'], cwd);
  return 'fetched';
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const outcome = ensureFullGitHistory();
    if (outcome === 'fetched')
      console.log(
        'git history: the clone was shallow; fetched the whole history, so pages get their real "last updated" dates',
      );
    if (outcome === 'no-git')
      console.warn('git history: not a git work tree; docs pages will show no "last updated" date');
  } catch (error) {
    console.warn(
      `git history: the clone is shallow and its history could not be fetched (${String(error.stderr || error.message).trim()}); docs pages will show no "last updated" date rather than wrong ones`,
    );
  }
}
