/**
 * Every docs page of every version as the build and the tests read it from
 * the versioned_docs folders: its path relative to the version's route (as
 * Docusaurus makes it: `guides/loops.md` is "guides/loops", `faq/index.md`
 * is "faq/") and its headings' ids. Node only (reads files); the model it
 * feeds, src/versions/pageMap.ts, runs in the browser too.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {headingIds} from './headingIds';
import {parseMarkdown, SITE_ROOT} from './docs';
import {DOCS_VERSIONS, type DocsVersion} from '../versions/index';
import {mappedPage} from '../versions/pageMap';

export type DocPage = {version: DocsVersion; path: string; file: string; anchors: string[]};

/**
 * The tasks a docs page answers, in a user's words: its front matter's `tasks:`
 * list (README, "Add a doc page"). Search weighs them, llms.txt and the MCP
 * package's section list show them; all three read them here.
 */
export function frontMatterTasks(frontMatter: Record<string, unknown>): string[] {
  return Array.isArray(frontMatter.tasks) ? frontMatter.tasks.map(String) : [];
}

/** "guides/loops.md" → "guides/loops"; "faq/index.md" → "faq/"; partials (`_x.md`) are no pages. */
export function relativePathOfFile(file: string): string | null {
  const parts = file.replace(/\\/g, '/').split('/');
  if (parts.some((part) => part.startsWith('_'))) return null;
  const path = parts.join('/').replace(/\.mdx?$/, '');
  return path === 'index' ? '' : path.replace(/(^|\/)index$/, '$1');
}

export function readDocPages(maintainCase = false): DocPage[] {
  return DOCS_VERSIONS.flatMap((version) => {
    const folder = join(SITE_ROOT, version.docsFolder);
    return readdirSync(folder, {recursive: true, withFileTypes: true})
      .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
      .flatMap((entry) => {
        const file = relative(folder, join(entry.parentPath, entry.name));
        const path = relativePathOfFile(file);
        if (path === null) return [];
        const tree = parseMarkdown(readFileSync(join(folder, file), 'utf8'));
        return [
          {
            version,
            path,
            file: join(version.docsFolder, file),
            anchors: headingIds(tree, maintainCase).map((h) => h.id),
          },
        ];
      })
      .sort((a, b) => a.path.localeCompare(b.path));
  });
}

/** For each page's route, per other version: the heading ids it shares with its mapped page there (the anchors a switch keeps). */
export type SharedAnchors = Record<string, Record<string, string[]>>;

export function sharedAnchorsOf(pages: DocPage[]): SharedAnchors {
  const result: SharedAnchors = {};
  for (const page of pages) {
    for (const other of DOCS_VERSIONS) {
      if (other === page.version) continue;
      const inOther = pages.filter((candidate) => candidate.version === other);
      const target = mappedPage(page.version.name, other.name, page.path, new Set(inOther.map((p) => p.path)));
      if (!target) continue;
      const targetAnchors = new Set(inOther.find((p) => p.path === target.path)?.anchors ?? []);
      const shared = page.anchors.filter((anchor) => targetAnchors.has(anchor));
      if (shared.length > 0) (result[`${page.version.route}/${page.path}`] ??= {})[other.name] = shared;
    }
  }
  return result;
}
