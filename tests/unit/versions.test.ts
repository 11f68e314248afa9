/**
 * The version registry (src/versions/registry.json) agrees with everything
 * that is not read from it: Docusaurus's versions.json and folders, the Go
 * module's requirements, the WebAssembly entry points and the native runner.
 * And the pages of each version link "Try it" to that version's engine.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Link, Root} from 'mdast';
import {VFile} from 'vfile';
import {describe, expect, it} from 'vitest';
import remarkTextwireExamples from '../../plugins/remark-textwire-examples';
import {linkState} from '../support/links';
import {DOCS_VERSIONS, LATEST_VERSION} from '../../src/versions';
import {loadDocFiles, SITE_ROOT} from '../support/docs';
import {ENGINE_DIR, nativeRunner} from '../support/go';

const read = (path: string) => readFileSync(join(SITE_ROOT, path), 'utf8');

describe('version registry', () => {
  it('lists the versions of versions.json, in its order, the newest marked latest', () => {
    expect(DOCS_VERSIONS.map((v) => v.name)).toEqual(JSON.parse(read('versions.json')));
    expect(DOCS_VERSIONS.filter((v) => v.latest)).toEqual([DOCS_VERSIONS[0]]);
  });

  it.each(DOCS_VERSIONS.map((v) => [v.name, v] as const))(
    '%s: docs folder, sidebar and route are where Docusaurus puts them',
    (name, version) => {
      expect(version.docsFolder).toBe(`versioned_docs/version-${name}`);
      expect(existsSync(join(SITE_ROOT, version.docsFolder)), `${version.docsFolder} is missing`).toBe(true);
      expect(existsSync(join(SITE_ROOT, 'versioned_sidebars', `version-${name}-sidebars.json`))).toBe(true);
      expect(version.route).toMatch(/^\/docs\/[^/]+$/);
    },
  );

  it('engine/go.mod requires exactly the registry engines, at their releases', () => {
    const required = [
      ...read('engine/go.mod').matchAll(/^\s*(?:require\s+)?(github\.com\/textwire\/textwire\S*)\s+(v\S+)/gm),
    ].map(([, module, release]) => `${module} ${release}`);
    const registered = [...new Set(DOCS_VERSIONS.map((v) => `${v.engineModule} v${v.engineRelease}`))];
    expect(required.sort()).toEqual(registered.sort());
  });

  it.each(DOCS_VERSIONS.map((v) => [v.name, v] as const))(
    '%s: engine/wasm/<name>/main.go serves its engine',
    (name, version) => {
      const dir = join(ENGINE_DIR, 'wasm', name);
      const main = join(dir, 'main.go');
      expect(existsSync(main), `${main} is missing`).toBe(true);
      // The browser and Node workers call the function textwire<NAME> (src/engine).
      expect(readFileSync(main, 'utf8')).toContain(`"textwire${name.toUpperCase()}"`);
      // The engine's packages are imported by the command's files (its glue,
      // engine/wasm/<name>/textwire.go) or by our packages they call.
      const own = readdirSync(dir)
        .filter((f) => f.endsWith('.go'))
        .map((f) => readFileSync(join(dir, f), 'utf8'));
      const ours = [...own.join('\n').matchAll(/"github\.com\/textwire\/website\/engine\/(internal\/[\w/]+)"/g)].map(
        (m) => join(ENGINE_DIR, m[1]),
      );
      const sources = [
        ...own,
        ...ours.flatMap((d) =>
          readdirSync(d)
            .filter((f) => f.endsWith('.go') && !f.endsWith('_test.go'))
            .map((f) => readFileSync(join(d, f), 'utf8')),
        ),
      ];
      // The module or one of its packages, not those of another major version (…/v2/… for v1).
      const module = version.engineModule.replace(/[/.]/g, '\\$&');
      const engineImport = new RegExp(`^\\s*(?:\\w+\\s+)?"${module}(?:/(?!v\\d+(?:/|"))[\\w/]+)?"$`, 'm');
      expect(
        sources.some((text) => engineImport.test(text)),
        `${main} does not reach ${version.engineModule}`,
      ).toBe(true);
    },
  );

  it.each(DOCS_VERSIONS.map((v) => v.name))('%s: the native runner (engine/cmd/twrun) knows it', (name) => {
    // Multi-file examples run through twrun -v <major> (tests/support/go.ts).
    const output = execFileSync(nativeRunner(), ['-v', name.slice(1)], {input: '{{ 1 + 1 }}', encoding: 'utf8'});
    expect(output).toBe('2');
  });
});

describe('"Try it" links', () => {
  const docs = loadDocFiles();

  /** The engine version of the first "Try it" link the remark plugin adds to a page. */
  function tryItVersion(path: string): string | undefined {
    const doc = docs.find((d) => d.path === path)!;
    const tree = structuredClone(doc.tree) as Root;
    remarkTextwireExamples()(tree, new VFile({path: join(SITE_ROOT, path)}));
    const links: Link[] = [];
    const visit = (node: {type: string; children?: unknown[]}) => {
      if (node.type === 'link') links.push(node as Link);
      for (const child of node.children ?? []) visit(child as {type: string; children?: unknown[]});
    };
    visit(tree);
    const link = links.find((l) => l.url.startsWith('/playground#'));
    return link && linkState(link.url)?.version;
  }

  /** A page of the folder with a single-file example, which gets a link. */
  function pageWithExample(folder: string): string {
    const doc = docs.find((d) => d.path.startsWith(`${folder}/`) && d.scan.examples.some((e) => !e.files));
    expect(doc, `no page in ${folder} has an example`).toBeDefined();
    return doc!.path;
  }

  it.each(DOCS_VERSIONS.map((v) => [v.name, v.docsFolder] as const))(
    '%s pages open their own engine',
    (name, folder) => {
      expect(tryItVersion(pageWithExample(folder))).toBe(name);
    },
  );

  it('blog posts open the latest engine', () => {
    expect(tryItVersion(pageWithExample('blog'))).toBe(LATEST_VERSION.name);
  });
});
