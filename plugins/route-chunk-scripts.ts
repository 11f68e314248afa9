import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

type ClientManifest = {origins: Record<string, string[]>};

/** The compiler surface used here; webpack and Rspack both have it. */
type Compiler = {hooks: {done: {tap(name: string, callback: () => void): void}}};

const NAME = 'route-chunk-scripts';

/**
 * Each line of Docusaurus's generated registry.js is
 *   "<chunk name>": [() => import(/* webpackChunkName: "<chunk name>" *\/ "<module>"), "<module>", …]
 * Returns the module each chunk name was made for.
 */
export function readRegistry(source: string): Map<string, string> {
  const modules = new Map<string, string>();
  const line = /^\s*"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "((?:[^"\\]|\\.)*)"\)/gm;
  for (const [, chunkName, escapedModule] of source.matchAll(line)) {
    modules.set(chunkName, JSON.parse(`"${escapedModule}"`) as string);
  }
  return modules;
}

/**
 * Adds, for every chunk of the registry, an origin named after its module
 * (the name the server render reports) holding the chunk's files.
 */
export function addModuleOrigins(manifest: ClientManifest, registry: Map<string, string>): number {
  let added = 0;
  for (const [chunkName, modulePath] of registry) {
    const chunks = manifest.origins[chunkName];
    if (!chunks || manifest.origins[modulePath]) continue;
    manifest.origins[modulePath] = chunks;
    added += 1;
  }
  return added;
}

/**
 * Rewrites the client manifest, or throws, failing the build: a build that
 * found nothing to rewrite would ship pages that name only main's scripts,
 * with nothing else to tell (Docusaurus changed its registry or manifest).
 */
export function rewriteClientManifest(manifestPath: string, registryPath: string): void {
  const registry = readRegistry(readFileSync(registryPath, 'utf8'));
  if (registry.size === 0) {
    throw new Error(`${NAME}: no chunk found in ${registryPath}; did Docusaurus change the format of its registry?`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ClientManifest;
  if (addModuleOrigins(manifest, registry) === 0) {
    throw new Error(`${NAME}: no registry chunk found in ${manifestPath}; did Docusaurus change its manifest?`);
  }
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
}

/**
 * Names a page's own scripts in its HTML.
 *
 * While rendering a page, Docusaurus records the modules the page's route
 * loaded ("@theme/DocItem", "@site/versioned_docs/…") and looks them up in the
 * client manifest to write their `<script defer>` tags. The manifest, though,
 * knows those chunks by chunk name ("17896441"), so nothing is found and every
 * page's HTML names only `runtime~main` and `main`. The browser then learns of
 * the route's chunks only once `main` runs, which inserts their tags itself:
 * a second round trip before the page is interactive, and 20–25% of the
 * time `main` holds the main thread (measured with a CPU profile at 4×).
 *
 * Once the client bundle is written, this adds the module names to the
 * manifest, so the server render finds each page's chunks. `main` then finds
 * their tags already in the document and only waits for them.
 */
export default function routeChunkScripts(context: LoadContext): Plugin {
  const manifestPath = join(context.generatedFilesDir, 'client-manifest.json');
  const registryPath = join(context.generatedFilesDir, 'registry.js');
  return {
    name: NAME,
    configureWebpack(config, isServer) {
      // Only production client builds write the manifest (`docusaurus start` has none).
      if (isServer || config.mode !== 'production') return {};
      const nameModuleOrigins = {
        apply(compiler: Compiler) {
          // A throw here reaches the compiler's run callback: the build fails.
          compiler.hooks.done.tap(NAME, () => rewriteClientManifest(manifestPath, registryPath));
        },
      };
      return {plugins: [nameModuleOrigins]};
    },
  };
}
