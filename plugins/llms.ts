/**
 * The docs for readers' tools, written into the build after it is made
 * (postBuild: `docusaurus build` only, not the dev server):
 * - each docs page as Markdown beside it (/docs/v2/guides/loops.md), from
 *   the page's own Markdown (src/llms/pageMarkdown.ts), its examples run on
 *   their engine now, through the playground's run pipeline (runState, on
 *   src/engine/node.ts's engines, as the examples tests run them);
 * - /llms.txt: the latest version's pages as links, grouped as its sidebar,
 *   the older versions' under "Optional";
 * - each version's pages in one file: /llms-full.txt (latest),
 *   /llms-full-v1.txt...;
 * - /llms-small.txt: the language in one short file (src/llms/llmsSmall.ts),
 *   linked first from llms.txt.
 * Pages, titles, descriptions, URLs and the sidebar order come from the docs
 * plugin's content, the very data the site's pages are made from.
 *
 * Why not docusaurus-plugin-llms or @signalwire/docusaurus-plugin-llms-txt:
 * docs-dev/writing-docs.md.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {DocMetadata, LoadedContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import {createNodeEngine} from '../src/engine/node';
import type {EngineClient, EngineVersion} from '../src/engine/client';
import {runState} from '../src/workbench/run';
import {exampleState} from '../src/examples/exampleState';
import {frontMatterTasks} from '../src/examples/docPages';
import {markdownPath} from '../src/llms/markdownPath';
import {pageMarkdown, parsePage, resultDiffers, type ExampleRun, type ParsedPage} from '../src/llms/pageMarkdown';
import {
  fullFileName,
  llmsFullTxt,
  llmsTxt,
  type LlmsGroup,
  type LlmsPage,
  type LlmsVersion,
} from '../src/llms/llmsFiles';
import {
  LLMS_SMALL_FILE,
  LLMS_SMALL_MAX_BYTES,
  LLMS_SMALL_SOURCE,
  llmsSmallTxt,
  readLlmsSmallPages,
} from '../src/llms/llmsSmall';
import {DOCS_VERSIONS} from '../src/versions';
import {pinPkgGoDevUrl} from '../src/versions/pkgGoDev';

type SidebarItem = LoadedVersion['sidebars'][string][number];

/** The version's docs in sidebar order: categories as groups, runs of top-level pages as groups without a label. */
function sidebarGroups(version: LoadedVersion): Array<{label: string | null; docs: DocMetadata[]}> {
  const byId = new Map(version.docs.map((doc) => [doc.id, doc]));
  const groups: Array<{label: string | null; docs: DocMetadata[]}> = [];
  const listed = new Set<string>();
  const take = (id: string): DocMetadata[] => {
    const doc = byId.get(id);
    if (!doc || listed.has(id)) return [];
    listed.add(id);
    return [doc];
  };
  const categoryDocs = (
    items: SidebarItem[],
    path: string,
    into: Array<{label: string | null; docs: DocMetadata[]}>,
    group: {label: string; docs: DocMetadata[]},
  ) => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') group.docs.push(...take(item.id));
      else if (item.type === 'category') {
        const sub = {label: `${path} › ${item.label}`, docs: item.link?.type === 'doc' ? take(item.link.id) : []};
        into.push(sub);
        categoryDocs(item.items, sub.label, into, sub);
      }
    }
  };
  for (const sidebar of Object.values(version.sidebars)) {
    for (const item of sidebar) {
      if (item.type === 'doc' || item.type === 'ref') {
        const last = groups[groups.length - 1];
        const docs = take(item.id);
        if (last && last.label === null) last.docs.push(...docs);
        else groups.push({label: null, docs});
      } else if (item.type === 'category') {
        const group = {label: item.label, docs: item.link?.type === 'doc' ? take(item.link.id) : []};
        const subgroups: Array<{label: string | null; docs: DocMetadata[]}> = [];
        groups.push(group);
        categoryDocs(item.items, item.label, subgroups, group);
        groups.push(...subgroups);
      }
    }
  }
  // A page outside every sidebar is still a page: listed last.
  const unlisted = version.docs.filter((doc) => !listed.has(doc.id));
  if (unlisted.length > 0) groups.push({label: 'Other pages', docs: unlisted});
  return groups.filter((group) => group.docs.length > 0);
}

/**
 * The build runs every docs example, all of which finish in milliseconds (the
 * examples test runs them). The browser's 3 s limit is for a visitor's loop;
 * here a busy machine (a build beside a test run) could stretch one past it and
 * write "Stopped after 3 s" into a page's Markdown, so the build waits longer.
 */
const BUILD_RUN_LIMIT_MS = 60_000;

type Page = {doc: DocMetadata; version: LoadedVersion; file: string; parsed: ParsedPage};
/** What runExamples needs of a page: llms-small.txt's source is run the same way. */
type ExamplePage = Pick<Page, 'file' | 'parsed'> & {version: Pick<LoadedVersion, 'versionName'>};

/** Runs every example of the pages on its engines: the page's version, and each version it shows a result for. */
async function runExamples<P extends ExamplePage>(pages: P[]): Promise<Map<P, ExampleRun[]>> {
  const engines = new Map<EngineVersion, EngineClient>();
  const engineOf = (name: EngineVersion) => {
    if (!engines.has(name)) engines.set(name, createNodeEngine(name, BUILD_RUN_LIMIT_MS));
    return engines.get(name)!;
  };
  try {
    const runs = await Promise.all(
      pages.map(async (page) => {
        const name = page.version.versionName;
        const examples = await Promise.all(
          page.parsed.scan.examples.map(async (example): Promise<ExampleRun> => {
            // Through the playground's run pipeline, as its "Try it" link runs it (and the examples test).
            const [result, ...others] = await Promise.all(
              [name, ...example.others.map((other) => other.version)].map((version) =>
                runState(exampleState(example, version), engineOf),
              ),
            );
            const stated = [example.expected, ...example.others];
            [result, ...others].forEach((actual, i) => {
              if (resultDiffers(actual, stated[i])) {
                console.warn(
                  `[llms] ${page.file}:${example.nodes[0].position?.start.line}: the engine gives another result than the page shows; the Markdown shows the engine's (npm run test:examples finds all such examples)`,
                );
              }
            });
            return {result, others};
          }),
        );
        return [page, examples] as const;
      }),
    );
    return new Map(runs);
  } finally {
    for (const client of engines.values()) client.dispose();
  }
}

/** A link as written in a page, made absolute: other docs files by their page's URL, site paths on the site's URL. */
function linkResolver(siteUrl: string, pageUrl: string, file: string, urlOfFile: Map<string, string>) {
  return (url: string): string => {
    // Docusaurus's link to a static file of the site (/llms-small.txt), past its router.
    if (url.startsWith('pathname://')) return `${siteUrl}${url.slice('pathname://'.length)}`;
    if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(url)) return pinPkgGoDevUrl(url);
    if (url.startsWith('#')) return `${pageUrl}${url}`;
    const [path, hash = ''] = url.split(/(?=#)/);
    if (/\.mdx?$/.test(path)) {
      const target = urlOfFile.get(resolve(dirname(file), decodeURI(path)));
      if (target) return `${target}${hash}`;
      console.warn(`[llms] ${file}: the link ${url} names no docs page`);
    }
    return path.startsWith('/') ? `${siteUrl}${url}` : new URL(url, pageUrl).href;
  };
}

/** /llms-small.txt (src/llms/llmsSmall.ts): its source's examples run as the pages' are, its lists from the engine's meta. */
async function writeLlmsSmall(
  siteDir: string,
  target: string,
  version: LoadedVersion,
  info: Parameters<typeof llmsSmallTxt>[0]['info'],
): Promise<void> {
  const file = join(siteDir, LLMS_SMALL_SOURCE);
  const text = readFileSync(file, 'utf8');
  const page = {version, file, parsed: parsePage(text)};
  const runs = (await runExamples([page])).get(page)!;
  const engine = createNodeEngine(version.versionName, BUILD_RUN_LIMIT_MS);
  try {
    const small = llmsSmallTxt({text, runs, meta: await engine.meta(), pages: readLlmsSmallPages(siteDir), info});
    const bytes = Buffer.byteLength(small);
    if (bytes > LLMS_SMALL_MAX_BYTES)
      throw new Error(`plugins/llms.ts: ${LLMS_SMALL_FILE} weighs ${bytes} bytes, more than ${LLMS_SMALL_MAX_BYTES}`);
    writeFileSync(target, small);
  } finally {
    engine.dispose();
  }
}

export default function llms(context: LoadContext): Plugin {
  const {siteDir, siteConfig} = context;
  const siteUrl = siteConfig.url.replace(/\/$/, '');
  const baseUrl = siteConfig.baseUrl;
  const absolute = (permalink: string) => `${siteUrl}${permalink}`;
  return {
    name: 'llms',
    async postBuild({outDir, plugins}) {
      const started = Date.now();
      const docsPlugin = plugins.find((plugin) => plugin.name === 'docusaurus-plugin-content-docs');
      if (!docsPlugin) throw new Error('plugins/llms.ts: the docs plugin is not loaded');
      const {loadedVersions} = docsPlugin.content as LoadedContent;

      const fileOf = (doc: DocMetadata) => join(siteDir, doc.source.replace(/^@site\//, ''));
      const urlOfFile = new Map(
        loadedVersions.flatMap((version) => version.docs.map((doc) => [fileOf(doc), absolute(doc.permalink)] as const)),
      );
      const pages: Page[] = loadedVersions.flatMap((version) =>
        version.docs.map((doc) => {
          const file = fileOf(doc);
          if (file.endsWith('.mdx'))
            throw new Error(
              `plugins/llms.ts: ${doc.source} is MDX; docs pages are CommonMark .md files (docs-dev/writing-docs.md)`,
            );
          return {doc, version, file, parsed: parsePage(readFileSync(file, 'utf8'))};
        }),
      );
      const runs = await runExamples(pages);

      const llmsPages = new Map<DocMetadata, LlmsPage>();
      for (const page of pages) {
        const {doc} = page;
        const url = absolute(doc.permalink);
        const markdown = pageMarkdown(
          page.parsed,
          {
            title: doc.title,
            description: doc.description,
            url,
            version: page.version.versionName,
            resolveLink: linkResolver(siteUrl, url, page.file, urlOfFile),
          },
          runs.get(page)!,
        );
        const path = markdownPath(doc.permalink);
        const target = join(outDir, path.slice(baseUrl.length - 1));
        mkdirSync(dirname(target), {recursive: true});
        writeFileSync(target, markdown);
        const tasks = frontMatterTasks(doc.frontMatter);
        llmsPages.set(doc, {
          title: doc.title,
          description: doc.description,
          url,
          markdownUrl: absolute(path),
          markdown,
          ...(tasks.length > 0 ? {tasks} : {}),
        });
      }

      const versions: LlmsVersion[] = loadedVersions.map((version) => {
        const registry = DOCS_VERSIONS.find((entry) => entry.name === version.versionName);
        if (!registry)
          throw new Error(`plugins/llms.ts: docs version ${version.versionName} is not in src/versions/registry.json`);
        const groups: LlmsGroup[] = sidebarGroups(version).map(({label, docs}) => ({
          label,
          pages: docs.map((doc) => llmsPages.get(doc)!),
        }));
        return {
          name: registry.name,
          release: registry.engineRelease,
          latest: registry.latest,
          groups,
          fullUrl: absolute(`${baseUrl}${fullFileName(registry)}`),
        };
      });
      const latest = versions.find((version) => version.latest)!;
      const smallUrl = absolute(`${baseUrl}${LLMS_SMALL_FILE}`);
      writeFileSync(
        join(outDir, 'llms.txt'),
        llmsTxt(
          latest,
          versions.filter((version) => !version.latest),
          smallUrl,
        ),
      );
      await writeLlmsSmall(
        siteDir,
        join(outDir, LLMS_SMALL_FILE),
        loadedVersions.find((version) => version.versionName === latest.name)!,
        {url: smallUrl, resolveLink: linkResolver(siteUrl, smallUrl, join(siteDir, LLMS_SMALL_SOURCE), urlOfFile)},
      );
      for (const version of versions) writeFileSync(join(outDir, fullFileName(version)), llmsFullTxt(version));
      const examples = pages.reduce((sum, page) => sum + page.parsed.scan.examples.length, 0);
      console.info(
        `[llms] ${pages.length} docs pages as Markdown, llms.txt and ${versions.length} llms-full files; ${examples} examples run, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  };
}
