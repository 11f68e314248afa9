// Builds the MCP package from the site's sources and the build just made,
// and packs it: build/ai/textwire-mcp.tgz and build/ai/textwire-mcp-<version>.tgz.
// Run by scripts/build-site.mjs after `docusaurus build`; alone:
//   node mcp/build.mjs [build folder]     (default: build)
// Steps: (1) gather.ts, bundled and run, writes data/ (docs, error entries,
// search index) from the sources and the build; (2) the server and CLI are
// bundled into one file with everything they import (the SDK, zod, the
// site's modules), so the package has no dependencies; the engine host's
// modules are compiled into it; (3) the wasm engines are copied beside it;
// (4) `npm pack` makes the tarball. See docs-dev/assistants.md.
import {execFileSync} from 'node:child_process';
import {copyFileSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {build, transform} from 'esbuild';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '..');
const SITE_BUILD = resolve(ROOT, process.argv[2] ?? 'build');
/** The package's folder before packing (gitignored). */
const STAGE = join(HERE, '.pack');
const ENGINE_SOURCES = join(ROOT, 'src', 'engine');
const ENGINE_ASSETS = join(ROOT, 'static', 'engine');
/** The host's modules that src/engine/node.ts loads into its worker thread, by the names they require each other by. */
const HOST_MODULES = ['host', 'memoryFs', 'hostPaths'];
/** Packages only gather.ts needs. */
const BUILD_ONLY = ['@docusaurus/utils', 'mdast-util-from-markdown'];

const started = Date.now();
const pkg = JSON.parse(readFileSync(join(HERE, 'package.json'), 'utf8'));
rmSync(STAGE, {recursive: true, force: true});
mkdirSync(join(STAGE, 'dist'), {recursive: true});

// (1) The data, read by the site's own modules. gather.cjs sits two folders
// below the site's root, where src/examples/docs.ts finds it (SITE_ROOT).
const gather = join(HERE, '.pack-tools', 'gather.cjs');
await build({
  entryPoints: [join(HERE, 'src', 'gather.ts')],
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  packages: 'external',
  outfile: gather,
  logLevel: 'warning',
});
execFileSync(process.execPath, [gather, SITE_BUILD, join(STAGE, 'data')], {stdio: 'inherit', cwd: ROOT});

// (2) The bundle. site.ts names every module the package takes from the
// site, the build-time readers too (gather.ts); the site's modules define
// functions and constants and do nothing on load, so telling esbuild so lets
// it drop those the server never calls, and what they import (Docusaurus's
// utilities, the Markdown parser).
const siteModulesArePure = {
  name: 'site-modules-are-pure',
  setup(builder) {
    builder.onResolve({filter: /^\.\.?\//}, async (args) => {
      if (
        args.pluginData === 'pure' ||
        (!args.importer.startsWith(join(ROOT, 'src') + '/') && !args.importer.startsWith(join(HERE, 'src') + '/'))
      )
        return undefined;
      const resolved = await builder.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        pluginData: 'pure',
      });
      if (resolved.errors.length > 0 || !resolved.path.startsWith(join(ROOT, 'src') + '/')) return undefined;
      return {path: resolved.path, sideEffects: false};
    });
  },
};
const hostModules = {};
for (const name of HOST_MODULES) {
  const source = readFileSync(join(ENGINE_SOURCES, `${name}.ts`), 'utf8');
  hostModules[`./${name}`] = (await transform(source, {loader: 'ts', format: 'cjs', target: 'es2022'})).code;
}
await build({
  entryPoints: [join(HERE, 'src', 'main.ts')],
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  minify: true,
  legalComments: 'eof',
  banner: {js: '#!/usr/bin/env node'},
  alias: {typescript: join(HERE, 'src', 'no-typescript.ts')},
  plugins: [siteModulesArePure],
  // Only the build-time readers use them, and the bundle drops those readers: the check below makes sure.
  external: BUILD_ONLY,
  define: {
    TEXTWIRE_HOST_MODULES: JSON.stringify(hostModules),
    TEXTWIRE_PACKAGE_VERSION: JSON.stringify(pkg.version),
  },
  outfile: join(STAGE, 'dist', 'textwire-mcp.cjs'),
  logLevel: 'warning',
});

const bundled = readFileSync(join(STAGE, 'dist', 'textwire-mcp.cjs'), 'utf8');
for (const name of BUILD_ONLY) {
  if (bundled.includes(`require("${name}")`))
    throw new Error(`mcp: the bundle requires ${name}, which the package does not carry`);
}

// (3) The engines, and what the package says of itself.
mkdirSync(join(STAGE, 'engine'));
for (const file of ['textwire-v2.wasm', 'textwire-v1.wasm', 'wasm_exec.js']) {
  copyFileSync(join(ENGINE_ASSETS, file), join(STAGE, 'engine', file));
}
writeFileSync(join(STAGE, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
copyFileSync(join(HERE, 'README.md'), join(STAGE, 'README.md'));

// (4) The tarballs.
const out = join(SITE_BUILD, 'ai');
mkdirSync(out, {recursive: true});
const packed = JSON.parse(
  execFileSync('npm', ['pack', STAGE, '--json', '--pack-destination', out], {encoding: 'utf8', cwd: ROOT}),
)[0];
const versioned = join(out, packed.filename);
copyFileSync(versioned, join(out, 'textwire-mcp.tgz'));
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(
  `[mcp] build/ai/textwire-mcp.tgz and ${packed.filename}: ${kb(statSync(versioned).size)} packed, ${kb(packed.unpackedSize)} unpacked, ${packed.entryCount} files, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
