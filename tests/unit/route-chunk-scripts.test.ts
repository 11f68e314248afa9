/** The client-manifest rewrite (plugins/route-chunk-scripts.ts) fails the build rather than do nothing. */
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {rewriteClientManifest} from '../../plugins/route-chunk-scripts';

/** One line of .docusaurus/registry.js as @docusaurus/core 3.8.1 writes it (server/codegen/codegenRoutes.js). */
const REGISTRY_LINE = `  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],`;

describe('route-chunk-scripts', () => {
  let dir: string;
  let manifest: string;
  let registry: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'route-chunks-'));
    manifest = join(dir, 'client-manifest.json');
    registry = join(dir, 'registry.js');
  });
  afterEach(() => rmSync(dir, {recursive: true, force: true}));

  it('names each registry chunk after its module in the manifest', () => {
    writeFileSync(registry, `export default {\n${REGISTRY_LINE}\n};\n`);
    writeFileSync(manifest, JSON.stringify({origins: {'17896441': [1, 2]}}));
    rewriteClientManifest(manifest, registry);
    expect(JSON.parse(readFileSync(manifest, 'utf8')).origins['@theme/DocItem']).toEqual([1, 2]);
  });

  it('throws when the registry has no line it can read', () => {
    writeFileSync(registry, `export default {\n  "17896441": [() => import("@theme/DocItem")],\n};\n`);
    writeFileSync(manifest, JSON.stringify({origins: {'17896441': [1]}}));
    expect(() => rewriteClientManifest(manifest, registry)).toThrow(/no chunk found in .*registry\.js/);
  });

  it('throws when the manifest knows none of the registry chunks', () => {
    writeFileSync(registry, `export default {\n${REGISTRY_LINE}\n};\n`);
    writeFileSync(manifest, JSON.stringify({origins: {main: [1]}}));
    expect(() => rewriteClientManifest(manifest, registry)).toThrow(
      /no registry chunk found in .*client-manifest\.json/,
    );
  });
});
