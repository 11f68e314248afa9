import type {Plugin} from '@docusaurus/types';
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {assetsOfPage, collectionsOf, COLLECTIONS_FILE, pageUrl, type BuildFile} from '../src/offline/collections';
import {LATEST_VERSION} from '../src/versions';
import {searchFilesWritten} from './search';
import {withoutScripts} from '../src/offline/offlineDocument.mjs';

/**
 * Offline reading (docs-dev/offline.md), the build side. @docusaurus/plugin-pwa
 * builds the service worker in its own postBuild, from the module named by its
 * `swCustom` option; this plugin writes that module (OFFLINE_SW_ENTRY) in its
 * postBuild, with the build's id in it, then writes /offline-collections.json
 * (what "Save for offline" stores, with sizes) once the search plugin has
 * written its files. The worker reads that file when it installs.
 *
 * Docusaurus starts every plugin's postBuild at once; this one writes the
 * module before its first await, so the module exists before the PWA
 * plugin, whose postBuild awaits before it compiles anything, reads it.
 * The build id hashes the files there at that moment (pages, code, static
 * files): what later postBuilds write is derived from them.
 */
export const OFFLINE_SW_ENTRY = join(__dirname, '..', '.docusaurus', 'textwire-offline', 'sw-entry.mjs');
const SERVICE_WORKER_SOURCE = join(__dirname, '..', 'src', 'offline', 'serviceWorker.mjs');
/** The engine's files (scripts/build-engine.mjs), copied by Docusaurus from static/engine/ to build/engine/. */
const ENGINE_SOURCE = join(__dirname, '..', 'static', 'engine');
const ENGINE_FILES = /^(wasm_exec\.js|textwire-v\d+\.wasm)$/;

/**
 * A hash of the engine's files: a production build serves them under
 * /engine/<hash>/, and the page's code names that folder (the bundler's
 * TEXTWIRE_ENGINE_DIR), so that a page runs the engine of its own build
 * whatever a cache holds: a page of a newer build opened while an older
 * build's service worker is in control, or the other way round, asks for
 * files the other build never had (docs-dev/offline.md, "Updates, never mixed").
 */
function engineHash(): string {
  const hash = createHash('sha256');
  const files = existsSync(ENGINE_SOURCE) ? readdirSync(ENGINE_SOURCE).filter((name) => ENGINE_FILES.test(name)) : [];
  for (const name of files.sort()) {
    hash.update(name);
    hash.update(readFileSync(join(ENGINE_SOURCE, name)));
  }
  return hash.digest('hex').slice(0, 12);
}

/** Moves the engine's files of a build into their folder named by their hash. */
function moveEngine(outDir: string, folder: string): void {
  const from = join(outDir, 'engine');
  if (!existsSync(from)) return;
  mkdirSync(join(outDir, folder), {recursive: true});
  for (const name of readdirSync(from).filter((file) => ENGINE_FILES.test(file)))
    renameSync(join(from, name), join(outDir, folder, name));
}

function filesOf(root: string): BuildFile[] {
  const found: BuildFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else found.push({url: `/${relative(root, path).split(sep).join('/')}`, bytes: statSync(path).size});
    }
  };
  walk(root);
  return found;
}

/** A hash of every file's path and content: two builds of the same tree share it. */
function buildIdOf(root: string, files: BuildFile[]): string {
  const hash = createHash('sha256');
  for (const file of [...files].sort((a, b) => a.url.localeCompare(b.url))) {
    if (file.url === '/sw.js' || file.url === `/${COLLECTIONS_FILE}`) continue;
    hash.update(file.url);
    hash.update(readFileSync(join(root, file.url)));
  }
  return hash.digest('hex').slice(0, 12);
}

export default function offlinePlugin(): Plugin {
  // Development serves static/engine/ as it is.
  let engineDir = 'engine/';
  return {
    name: 'offline',
    configureWebpack(config, _isServer, {currentBundler}) {
      if (config.mode === 'production') engineDir = `engine/${engineHash()}/`;
      return {
        plugins: [
          new currentBundler.instance.DefinePlugin({'process.env.TEXTWIRE_ENGINE_DIR': JSON.stringify(engineDir)}),
        ],
      };
    },
    async postBuild({outDir}) {
      // Before any await: the engine in its folder, then the service worker's module, with this build's id.
      if (engineDir !== 'engine/') moveEngine(outDir, engineDir);
      const buildId = buildIdOf(outDir, filesOf(outDir));
      // The offline page as the worker answers a page it cannot serve: kept in
      // the worker's own code too, so that it is there when the browser has
      // cleared the worker's caches (storage pressure, "clear site data").
      const offlinePage = join(outDir, 'offline', 'index.html');
      const offlineDocument = existsSync(offlinePage) ? withoutScripts(readFileSync(offlinePage, 'utf8')) : '';
      mkdirSync(join(OFFLINE_SW_ENTRY, '..'), {recursive: true});
      writeFileSync(
        OFFLINE_SW_ENTRY,
        `// Written by plugins/offline.ts for build ${buildId}; do not edit.\n` +
          `import {startOfflineReading} from ${JSON.stringify(SERVICE_WORKER_SOURCE)};\n` +
          `export default function offlineReading(params) {\n` +
          `  startOfflineReading(params, ${JSON.stringify(buildId)}, ${JSON.stringify(offlineDocument)});\n}\n`,
      );
      // The collections once every file is there, the search index included.
      await searchFilesWritten();
      const files = filesOf(outDir);
      const pages = files
        .filter((file) => file.url.endsWith('.html') && file.url !== '/404.html')
        .map((file) => ({
          url: pageUrl(file.url.slice(1)),
          assets: assetsOfPage(readFileSync(join(outDir, file.url), 'utf8')),
        }));
      const collections = collectionsOf({files, pages, latestDocsRoute: LATEST_VERSION.route, buildId});
      writeFileSync(join(outDir, COLLECTIONS_FILE), JSON.stringify(collections));
    },
  };
}
