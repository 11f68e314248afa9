/**
 * docusaurus-lunr-search, with our index and our ranking. The plugin still
 * reads the built pages into documents, writes its two files and provides
 * the search box; we then
 * - build our index from its documents with our fields and weights
 *   (src/search/indexer.ts), adding what each page's HTML holds beyond them
 *   (plugins/search-page-text.ts: its description, its code blocks, its
 *   "Try it" links) and where a tour lesson sits, and write it, and the
 *   documents without their texts, in place of its two files; each text
 *   goes to a file of its own, loaded when a result shows it,
 * - put our query code (src/search/LunrSearchAdapter.ts) in place of its
 *   `lunar-search.js`, the one module that queries the index. The plugin
 *   takes no option for it. Its search box is not used: ours
 *   (src/theme/SearchBar/) loads the files and hands them to its DocSearch.
 *
 * Tied to the plugin's internals (pinned at 3.6.1): its file names, its
 * documents' shape, and its DocSearch importing `./lunar-search`. The build
 * fails if the built search box does not use our module, and
 * tests/unit/search.test.ts checks the files it relies on.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {buildSearchIndex, type IndexedPageInfo, type PluginDoc} from '../src/search/indexer';
import {ADAPTER_MARK, type SearchIndexFile} from '../src/search/LunrSearchAdapter';
import {lessonRoute} from '../src/tour/types';
import type {LoadedTour} from '../src/tour/load';
import {pageText} from './search-page-text';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {DOCS_VERSIONS} from '../src/versions';
import {readDocEntries} from '../src/errors/catalog';
import {frontMatterTasks} from '../src/examples/docPages';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const lunrSearch = require('docusaurus-lunr-search') as (context: LoadContext, options: object) => Plugin;

export const PLUGIN_SEARCH_BAR_DIR = join(
  dirname(require.resolve('docusaurus-lunr-search/package.json')),
  'src',
  'theme',
  'SearchBar',
);
const ADAPTER = resolve(__dirname, '../src/search/LunrSearchAdapter.ts');

type FileNames = {searchDoc: string; lunrIndex: string};

/** Where the documents' texts go in the build, one file each: `search-text/<hash>/<id>.json`. */
export const TEXT_DIR = 'search-text';

/** Where each tour lesson sits, as its breadcrumbs say: "Tour › Loops". */
function lessonPlaces(plugins: Array<{name: string; content: unknown}>, baseUrl: string): Map<string, string> {
  const places = new Map<string, string>();
  const tour = plugins.find((plugin) => plugin.name === 'tour')?.content as LoadedTour | undefined;
  for (const chapter of tour?.index.chapters ?? [])
    for (const lesson of chapter.lessons)
      places.set(normalizeUrl([baseUrl, lessonRoute(lesson.id)]), `Tour › ${chapter.title}`);
  return places;
}

/** The built HTML file of a route, as docusaurus-lunr-search finds it. */
function htmlFile(outDir: string, baseUrl: string, route: string): string | undefined {
  const relative = route.slice(baseUrl.length);
  return [join(outDir, relative, 'index.html'), join(outDir, `${relative}.html`)].find(existsSync);
}

/**
 * What a docs page's source adds, by permalink: the tasks it answers (its
 * `tasks:` front matter) and, on an error reference page, the other
 * wordings of its entries' messages (src/errors/catalog.ts).
 */
function docsExtras(
  siteDir: string,
  plugins: Array<{name: string; content: unknown}>,
): Map<string, Pick<IndexedPageInfo, 'tasks' | 'wordings'>> {
  const content = plugins.find((plugin) => plugin.name === 'docusaurus-plugin-content-docs')?.content as
    LoadedContent | undefined;
  const extras = new Map<string, Pick<IndexedPageInfo, 'tasks' | 'wordings'>>();
  const bySource = new Map<string, string>();
  for (const version of content?.loadedVersions ?? [])
    for (const doc of version.docs) {
      bySource.set(doc.source, doc.permalink);
      const tasks = frontMatterTasks(doc.frontMatter);
      if (tasks.length > 0) extras.set(doc.permalink, {tasks});
    }
  for (const version of DOCS_VERSIONS)
    for (const entry of readDocEntries(siteDir, version)) {
      const permalink = bySource.get(`@site/${version.docsFolder}/${entry.path}`);
      if (!permalink || !entry.also) continue;
      const extra = extras.get(permalink) ?? {};
      (extra.wordings ??= new Map()).set(entry.id, entry.also);
      extras.set(permalink, extra);
    }
  return extras;
}

/** What each indexed page's HTML (and a docs page's source) adds to the plugin's documents. */
function pageInfos(
  docs: PluginDoc[],
  outDir: string,
  baseUrl: string,
  plugins: Array<{name: string; content: unknown}>,
  siteDir: string,
): Map<string, IndexedPageInfo> {
  const places = lessonPlaces(plugins, baseUrl);
  const extras = docsExtras(siteDir, plugins);
  const infos = new Map<string, IndexedPageInfo>();
  for (const doc of docs) {
    const route = doc.url.split('#')[0];
    if (infos.has(route)) continue;
    const file = htmlFile(outDir, baseUrl, route);
    if (!file) throw new Error(`search: no built page for ${route}`);
    const info: IndexedPageInfo = pageText(readFileSync(file, 'utf8'));
    const place = places.get(route);
    if (place) info.place = place;
    Object.assign(info, extras.get(route));
    infos.set(route, info);
  }
  return infos;
}

/**
 * Whether the built scripts query with our adapter and not the plugin's
 * (checked on the output: with the bundler's cache, a replacement made in an
 * earlier build is not made again).
 */
function searchCodeIsOurs(outDir: string): boolean {
  const dir = join(outDir, 'assets', 'js');
  const scripts = readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(dir, file), 'utf8'));
  return scripts.some((code) => code.includes(ADAPTER_MARK)) && !scripts.some((code) => code.includes('getKeywordHit'));
}

/**
 * Settles once this build's search files are written (at the end of this
 * plugin's postBuild): plugins/offline.ts lists them in what "Save for
 * offline" stores, and Docusaurus runs every postBuild at once. Kept on
 * globalThis: the config and the offline preset each load this module.
 */
type Signal = {written: Promise<void>; announce: () => void};
const SIGNAL = Symbol.for('textwire.search-files-written');
function searchSignal(): Signal {
  const scope = globalThis as {[SIGNAL]?: Signal};
  if (!scope[SIGNAL]) {
    let announce: () => void = () => undefined;
    const written = new Promise<void>((resolve) => {
      announce = resolve;
    });
    scope[SIGNAL] = {written, announce};
  }
  return scope[SIGNAL];
}

export function searchFilesWritten(): Promise<void> {
  return searchSignal().written;
}

export default function textwireSearch(context: LoadContext, options: unknown): Plugin {
  const plugin = lunrSearch(context, options as object);
  let fileNames: FileNames | null = null;
  return {
    ...plugin,
    async contentLoaded(args) {
      await plugin.contentLoaded!({
        ...args,
        actions: {
          ...args.actions,
          setGlobalData: (data: unknown) => {
            fileNames = (data as {fileNames: FileNames}).fileNames;
            args.actions.setGlobalData(data);
          },
        },
      });
    },
    configureWebpack(config, isServer, utils, content) {
      plugin.configureWebpack!(config, isServer, utils, content);
      return {
        plugins: [
          new utils.currentBundler.instance.NormalModuleReplacementPlugin(
            /^\.\/lunar-search$/,
            (resource: {context: string; request: string}) => {
              if (resource.context !== PLUGIN_SEARCH_BAR_DIR) return;
              resource.request = ADAPTER;
            },
          ),
        ],
      };
    },
    async postBuild(props) {
      await plugin.postBuild!(props);
      if (!searchCodeIsOurs(props.outDir))
        throw new Error(
          'the built search box does not use src/search/LunrSearchAdapter.ts: docusaurus-lunr-search changed, plugins/search.ts must follow it',
        );
      if (!fileNames) throw new Error('docusaurus-lunr-search set no file names');
      const docFile = join(props.outDir, fileNames.searchDoc);
      const {searchDocs, options: pluginOptions} = JSON.parse(readFileSync(docFile, 'utf8')) as {
        searchDocs: PluginDoc[];
        options: object;
      };
      const {docs, texts, index, codeBlocks} = buildSearchIndex(
        searchDocs,
        pageInfos(
          searchDocs,
          props.outDir,
          props.baseUrl,
          props.plugins as Array<{name: string; content: unknown}>,
          context.siteDir,
        ),
      );
      console.log(
        `[search] ${docs.length} documents; ${codeBlocks.found} of ${codeBlocks.total} code blocks weighed apart from the prose`,
      );
      // Each document's text in a file of its own, loaded when a result shows it; named by
      // their content, so that a page cached from an earlier build never gets another build's texts.
      const textFiles = texts.map((text) => JSON.stringify(text));
      const hash = createHash('sha256').update(textFiles.join('\n')).digest('hex').slice(0, 10);
      const textDir = join(TEXT_DIR, hash);
      mkdirSync(join(props.outDir, textDir), {recursive: true});
      textFiles.forEach((text, id) => writeFileSync(join(props.outDir, textDir, `${id}.json`), text));
      const indexFile: SearchIndexFile = {...index, texts: `${props.baseUrl}${textDir}/`};
      writeFileSync(docFile, JSON.stringify({searchDocs: docs, options: pluginOptions}));
      writeFileSync(join(props.outDir, fileNames.lunrIndex), JSON.stringify(indexFile));
      // The plugin's copies under fixed names are for search bars older than ours.
      writeFileSync(join(props.outDir, 'search-doc.json'), JSON.stringify({searchDocs: docs, options: pluginOptions}));
      writeFileSync(join(props.outDir, 'lunr-index.json'), JSON.stringify(indexFile));
      searchSignal().announce();
    },
  };
}
