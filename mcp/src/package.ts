/**
 * The package's own files, found beside the bundle (dist/textwire-mcp.cjs):
 * engine/ (the two wasm engines and Go's wasm_exec.js) and data/ (docs,
 * error entries, search index). The engine's host modules were compiled
 * into the bundle (mcp/build.mjs), as the package ships without TypeScript.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {DATA_FILES, type PackageData} from './data';
import {setBundledEngine} from './site';

declare const TEXTWIRE_HOST_MODULES: Record<string, string>;
declare const TEXTWIRE_PACKAGE_VERSION: string;

export const PACKAGE_ROOT = join(__dirname, '..');
export const PACKAGE_VERSION = TEXTWIRE_PACKAGE_VERSION;

export function setUpEngines(): void {
  setBundledEngine({assets: join(PACKAGE_ROOT, 'engine'), hostModules: TEXTWIRE_HOST_MODULES});
}

function readData<T>(file: string): T {
  return JSON.parse(readFileSync(join(PACKAGE_ROOT, 'data', file), 'utf8')) as T;
}

export function loadData(): PackageData {
  return {
    docs: readData(DATA_FILES.docs),
    errors: readData(DATA_FILES.errors),
    search: readData(DATA_FILES.search),
  };
}
