/**
 * The Go API reference cannot drift from the engine: the exported
 * identifiers of each engine's root, `config` and `fail` packages are read
 * from the engine's source (engine/cmd/goapi parses it with go/parser), and
 * the Go API page of that docs version must cover every one of them:
 *
 * - a function, a type or a method has a heading naming it in inline code
 *   (`textwire.NewTemplate`, `config.Config`, `Template.String`), and a
 *   function, a method or a function type has its exact signature in a
 *   ```go block of that section;
 * - a struct field is named in inline code inside its type's section;
 * - a constant or a variable is named in inline code on the page;
 * - every other package of the module (lexer, parser, ...) is named by its
 *   path in inline code, where the page says it is not for templates' users.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Code, Heading, InlineCode, Root, RootContent} from 'mdast';
import {describe, expect, it} from 'vitest';
import {ENGINE_VERSIONS, type EngineVersion} from '../../src/engine/client';
import {parseMarkdown, SITE_ROOT} from '../support/docs';
import {ENGINE_DIR, ENGINE_MODULES, engineSourceDir} from '../support/go';

/** The Go API reference page of each docs version. */
const API_PAGES: Record<EngineVersion, string> = {
  v1: 'get-started/go-api.md',
  v2: 'guides/go-api.md',
};

/** The packages whose every export is documented; the rest are named as internal. */
const USER_PACKAGES = ['', 'config', 'fail'];

type Item = {name: string; kind: 'func' | 'method' | 'type' | 'field' | 'const' | 'var'; signature?: string};
type GoPackage = {dir: string; name: string; items: Item[] | null};

/** The import paths of the module's packages (`module/...` also matches the v2 module inside v1's path). */
function modulePackages(version: EngineVersion): string[] {
  const module = ENGINE_MODULES[version];
  return execFileSync('go', ['list', '-f', '{{.Module.Path}} {{.ImportPath}}', `${module}/...`], {
    cwd: ENGINE_DIR,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((line) => line.startsWith(`${module} `))
    .map((line) => line.slice(module.length + 1));
}

function exportedApi(version: EngineVersion): GoPackage[] {
  const root = engineSourceDir(version);
  const module = ENGINE_MODULES[version];
  const listed = modulePackages(version);
  const dirs = USER_PACKAGES.filter((rel) => listed.includes(rel ? `${module}/${rel}` : module)).map((rel) =>
    join(root, rel),
  );
  const out = execFileSync('go', ['run', './cmd/goapi', ...dirs], {cwd: ENGINE_DIR, encoding: 'utf8'});
  return JSON.parse(out) as GoPackage[];
}

/** Packages of the module other than the documented ones, as paths inside the module. */
function internalPackages(version: EngineVersion): string[] {
  const module = ENGINE_MODULES[version];
  return modulePackages(version)
    .filter((path) => path.startsWith(`${module}/`))
    .map((path) => path.slice(module.length + 1))
    .filter((rel) => !USER_PACKAGES.includes(rel));
}

type Section = {label: string[]; nodes: RootContent[]};

/** Each heading with the nodes up to the next heading of the same or a higher level. */
function headingSections(tree: Root): Section[] {
  const children = tree.children;
  return children.flatMap((node, index) => {
    if (node.type !== 'heading') return [];
    const heading = node as Heading;
    const end = children.findIndex(
      (n, i) => i > index && n.type === 'heading' && (n as Heading).depth <= heading.depth,
    );
    const label = heading.children.filter((c): c is InlineCode => c.type === 'inlineCode').map((c) => c.value);
    return [{label, nodes: children.slice(index + 1, end === -1 ? undefined : end)}];
  });
}

/** The text of every inline code inside the nodes, at any depth. */
function inlineCodes(nodes: Array<Root | RootContent>): Set<string> {
  const found = new Set<string>();
  const walk = (node: Root | RootContent) => {
    if (node.type === 'inlineCode') found.add(node.value);
    if ('children' in node) node.children.forEach(walk);
  };
  nodes.forEach(walk);
  return found;
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

function hasSignature(nodes: RootContent[], signature: string): boolean {
  const wanted = normalise(signature);
  return nodes.some(
    (n) => n.type === 'code' && (n as Code).lang === 'go' && normalise((n as Code).value).includes(wanted),
  );
}

/** What the page lacks for one exported identifier, or null when it is covered. */
function problem(pkg: GoPackage, item: Item, sections: Section[], page: Set<string>): string | null {
  const label = item.kind === 'method' ? item.name : `${pkg.name}.${item.name}`;
  if (item.kind === 'const' || item.kind === 'var') {
    return page.has(item.name) || page.has(label) ? null : `${label}: not named in inline code`;
  }
  if (item.kind === 'field') {
    const [type, field] = item.name.split('.');
    const typeSection = sections.find((s) => s.label.includes(`${pkg.name}.${type}`) || s.label.includes(type));
    const named =
      typeSection && (inlineCodes(typeSection.nodes).has(field) || inlineCodes(typeSection.nodes).has(item.name));
    return named ? null : `${label}: field not named in inline code in the section of ${pkg.name}.${type}`;
  }
  const section = sections.find((s) => s.label.includes(label));
  if (!section) return `${label}: no heading naming it in inline code`;
  if (item.signature && !hasSignature(section.nodes, item.signature)) {
    return `${label}: its section has no \`\`\`go block with the signature "${normalise(item.signature)}"`;
  }
  return null;
}

for (const version of ENGINE_VERSIONS) {
  describe(`docs ${version} cover the Go API of engine ${version}`, () => {
    const api = exportedApi(version);
    const pagePath = join('versioned_docs', `version-${version}`, API_PAGES[version]);
    const file = join(SITE_ROOT, pagePath);
    const tree = existsSync(file) ? parseMarkdown(readFileSync(file, 'utf8')) : {type: 'root' as const, children: []};
    const sections = headingSections(tree);
    const page = inlineCodes([tree]);

    it(`${pagePath} exists`, () => {
      expect(existsSync(file)).toBe(true);
    });

    it('the engine source was read', () => {
      const root = api.find((p) => p.name === 'textwire');
      expect(root?.items?.map((i) => i.name)).toContain('NewTemplate');
      expect(api.find((p) => p.name === 'fail')?.items?.map((i) => i.name)).toContain('Error.String');
    });

    for (const pkg of api) {
      it(`${pagePath} covers every export of package ${pkg.name}`, () => {
        const missing = (pkg.items ?? []).map((item) => problem(pkg, item, sections, page)).filter((p) => p !== null);
        expect(missing, 'exported identifiers the Go API page does not cover').toEqual([]);
      });
    }

    it(`${pagePath} names every other package of the module`, () => {
      const missing = internalPackages(version).filter((rel) => !page.has(rel));
      expect(missing, 'packages not named (by their path in the module, in inline code) on the Go API page').toEqual(
        [],
      );
    });
  });
}
