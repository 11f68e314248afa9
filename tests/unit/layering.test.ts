/**
 * The folders of src/ import one way (ARCHITECTURE.md, "Which way imports
 * run"), read from every import of every file by the reader
 * `node scripts/import-arrows.mjs` prints with: static, type-only,
 * side-effect and dynamic imports, `require`, a worker's
 * `new URL(…, import.meta.url)`, `@site/src/…` and the site's own `@theme/…`.
 *
 * - No two folders import each other, directly or round a longer loop.
 * - Nothing outside the pages, the theme and the components imports them.
 * - The core (the workbench and what it stands on) imports no React, no
 *   Docusaurus and none of the folders that host it.
 */
import {describe, expect, it} from 'vitest';
import {everyImport, importArrows} from '../../scripts/import-arrows.mjs';

type Import = {file: string; specifier: string; target: string | null};
const arrows = importArrows() as Map<string, Set<string>>;
const imports = everyImport() as Import[];

/** The folders that form a loop (strongly connected components of more than one folder). */
function loops(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (folder: string) => {
    index.set(folder, next);
    low.set(folder, next++);
    stack.push(folder);
    onStack.add(folder);
    for (const to of graph.get(folder) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(folder, Math.min(low.get(folder)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(folder, Math.min(low.get(folder)!, index.get(to)!));
    }
    if (low.get(folder) !== index.get(folder)) return;
    const loop: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      loop.push(member);
    } while (member !== folder);
    if (loop.length > 1) found.push(loop.sort());
  };
  for (const folder of graph.keys()) if (!index.has(folder)) visit(folder);
  return found;
}

/** The app's entry (src/entry) is the top of the graph: it starts React and wires the theme's preload. */
const isUi = (folder: string) =>
  folder === 'entry' || folder === 'pages' || folder === 'theme' || folder.startsWith('components/');

/** Arrows up to the UI that are kept, each with its reason. */
const UP_ALLOWED: Record<string, string> = {
  // The update notice is the PWA plugin's swizzled @theme/PwaReloadPopup; the offline client shows it.
  'offline -> theme': 'src/offline/client.ts shows @theme/PwaReloadPopup',
};

const CORE = ['workbench', 'offMain', 'language', 'engine', 'storage', 'versions'];
const HOSTS =
  /^(entry|playground|tour|examples|llms|reference|client|offline|search|errors|prism|pages|theme|components\/)/;
const FRAMEWORK = /^(react|react-dom|@docusaurus\/|@theme\/|@theme-original\/|@generated\/)/;

describe('the folders of src/ import one way', () => {
  it('reads the imports of workers, require and dynamic imports too', () => {
    const specifiers = imports.map((found) => `${found.file}: ${found.specifier}`);
    expect(specifiers).toContain('src/workbench/offMain.ts: ./codec.worker.ts');
    expect(specifiers).toContain('src/tour/compareInBrowser.ts: ./compare.worker.ts');
    expect(specifiers).toContain('src/theme/CodeBlock/renderer.ts: ./Rendered');
    expect(
      imports.some(
        (found) =>
          found.file === 'src/components/Workbench/ExportButton.tsx' &&
          found.target === 'src/workbench/exportGoProject.ts',
      ),
    ).toBe(true);
  });

  it('no two folders import each other, directly or round a loop', () => {
    expect(loops(arrows)).toEqual([]);
  });

  it('nothing below the pages, the theme and the components imports them', () => {
    const up = [...arrows].flatMap(([from, tos]) =>
      isUi(from) ? [] : [...tos].filter(isUi).map((to) => `${from} -> ${to}`),
    );
    expect(up.filter((arrow) => !(arrow in UP_ALLOWED))).toEqual([]);
  });

  for (const folder of CORE) {
    it(`${folder} imports no React, no Docusaurus and none of its hosts`, () => {
      expect([...(arrows.get(folder) ?? [])].filter((to) => HOSTS.test(to))).toEqual([]);
      const framework = imports
        .filter((found) => found.file.startsWith(`src/${folder}/`) && FRAMEWORK.test(found.specifier))
        .map((found) => `${found.file}: ${found.specifier}`);
      expect(framework).toEqual([]);
    });
  }

  it('the off-main-thread helper knows no job: it imports nothing of the site', () => {
    expect(arrows.get('offMain') ?? new Set()).toEqual(new Set());
  });
});
