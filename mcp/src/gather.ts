/**
 * Build step (mcp/build.mjs runs it after `docusaurus build`): reads what
 * the package carries from the sources and from the build just made, so the
 * package answers with exactly what the site serves:
 * - each docs page: its front matter (title, description, `tasks`) from its
 *   source, its Markdown from the build's copy (/docs/v2/guides/loops.md,
 *   whose examples' output the engine gave during the build);
 * - each version's error entries (src/errors/catalog.ts), addressed as the
 *   error-catalog plugin addresses them: the page's route and `#id`;
 * - the search index, its documents and their texts, as the site's search
 *   box loads them (plugins/search.ts writes them).
 * Usage: node gather.cjs <build folder> <output folder>
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {DATA_FILES, type DocsData, type Page, type SearchData} from './data';
import {
  DOCS_VERSIONS,
  ENGINE_RELEASES,
  markdownPath,
  readDocEntries,
  frontMatterTasks,
  readDocPages,
  SITE_ROOT,
  type DocText,
  type ErrorIndex,
  type SearchDoc,
  type SearchIndexData,
} from './site';

/** A page's route: the version's route and the page's path ("faq/" keeps its slash, as Docusaurus serves it). */
function routeOf(versionRoute: string, path: string): string {
  return `${versionRoute}/${path}`;
}

async function readPages(buildDir: string): Promise<Page[]> {
  const pages: Page[] = [];
  for (const page of readDocPages()) {
    const route = routeOf(page.version.route, page.path);
    const copy = join(buildDir, markdownPath(route));
    if (!existsSync(copy)) throw new Error(`gather: the build has no Markdown copy of ${route} (${copy})`);
    const markdown = readFileSync(copy, 'utf8');
    const fileContent = readFileSync(join(SITE_ROOT, page.file), 'utf8');
    const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({filePath: page.file, fileContent});
    const heading = /^# (.+)$/m.exec(markdown)?.[1] ?? route;
    pages.push({
      version: page.version.name,
      path: route,
      title: typeof frontMatter.title === 'string' ? frontMatter.title : heading,
      description: typeof frontMatter.description === 'string' ? frontMatter.description : '',
      tasks: frontMatterTasks(frontMatter),
      markdown,
    });
  }
  return pages;
}

function readErrors(): ErrorIndex {
  const index: ErrorIndex = {};
  for (const version of DOCS_VERSIONS) {
    const routes = new Map(
      readDocPages()
        .filter((page) => page.version.name === version.name)
        .map((page) => [page.file, page.path]),
    );
    index[version.name] = readDocEntries(SITE_ROOT, version).map((entry) => {
      const path = routes.get(join(version.docsFolder, entry.path));
      if (path === undefined) throw new Error(`gather: no docs page for ${entry.path} of ${version.name}`);
      return {id: entry.id, message: entry.message, url: `${routeOf(version.route, path)}#${entry.id}`};
    });
  }
  return index;
}

function readSearch(buildDir: string): SearchData {
  const {searchDocs} = JSON.parse(readFileSync(join(buildDir, 'search-doc.json'), 'utf8')) as {searchDocs: SearchDoc[]};
  const {texts: textsUrl, ...index} = JSON.parse(
    readFileSync(join(buildDir, 'lunr-index.json'), 'utf8'),
  ) as SearchIndexData & {
    texts: string;
  };
  const textDir = join(buildDir, ...textsUrl.split('/').filter(Boolean));
  const texts = searchDocs.map((doc, id) => {
    const file = join(textDir, `${id}.json`);
    return doc.empty || !existsSync(file) ? null : (JSON.parse(readFileSync(file, 'utf8')) as DocText);
  });
  return {docs: searchDocs, index, texts};
}

/** The site's origin as its build states it: the first address of its sitemap. */
function siteOrigin(buildDir: string): string {
  const loc = /<loc>([^<]+)<\/loc>/.exec(readFileSync(join(buildDir, 'sitemap.xml'), 'utf8'))?.[1];
  if (!loc) throw new Error('gather: the build has no sitemap.xml address');
  return new URL(loc).origin;
}

async function main(): Promise<void> {
  const [buildDir, outDir] = process.argv.slice(2);
  if (!buildDir || !outDir) throw new Error('usage: gather <build folder> <output folder>');
  const docs: DocsData = {
    site: siteOrigin(buildDir),
    versions: DOCS_VERSIONS.map((version) => ({
      name: version.name,
      release: ENGINE_RELEASES[version.name],
      latest: version.latest,
    })),
    pages: await readPages(buildDir),
  };
  mkdirSync(outDir, {recursive: true});
  writeFileSync(join(outDir, DATA_FILES.docs), JSON.stringify(docs));
  writeFileSync(join(outDir, DATA_FILES.errors), JSON.stringify(readErrors()));
  writeFileSync(join(outDir, DATA_FILES.search), JSON.stringify(readSearch(buildDir)));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
