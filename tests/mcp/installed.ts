/**
 * The MCP package as a user gets it: the tarball the production build
 * serves (build/ai/textwire-mcp.tgz, packed once per build by
 * mcp/build.mjs), installed with `npm install --offline` into an empty
 * scratch folder of the tests (gitignored). The package has no dependencies, so nothing is
 * fetched. Each test file reuses the install of the same tarball.
 */
import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

export const SITE_ROOT = join(__dirname, '..', '..');
export const BUILD = join(SITE_ROOT, 'build');
export const TARBALL = join(BUILD, 'ai', 'textwire-mcp.tgz');

export type Installed = {folder: string; bin: string; packageDir: string};

export function installedPackage(): Installed {
  if (!existsSync(TARBALL))
    throw new Error(`${TARBALL} is missing: make the production build first (node scripts/build-site.mjs)`);
  const hash = createHash('sha256').update(readFileSync(TARBALL)).digest('hex').slice(0, 12);
  const folder = join(SITE_ROOT, 'tests', '.tmp', `mcp-${hash}`);
  const packageDir = join(folder, 'node_modules', 'textwire-mcp');
  const bin = join(folder, 'node_modules', '.bin', 'textwire-mcp');
  if (!existsSync(bin)) {
    rmSync(folder, {recursive: true, force: true});
    mkdirSync(folder, {recursive: true});
    writeFileSync(join(folder, 'package.json'), '{"private": true}\n');
    execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', TARBALL], {
      cwd: folder,
      stdio: 'pipe',
    });
  }
  return {folder, bin, packageDir};
}

/** Whether the build serves a page with this anchor: /docs/v2/errors/parse#illegal-token. */
export function buildHasAnchor(path: string): boolean {
  const [route, anchor] = path.split('#');
  const html = join(BUILD, route, 'index.html');
  if (!existsSync(html)) return false;
  // The build's HTML is minified: an id is quoted only when it must be.
  return anchor === undefined || new RegExp(`\\sid=("?)${anchor}\\1[\\s>]`).test(readFileSync(html, 'utf8'));
}
