/**
 * Everything the MCP package takes from the site's sources, in one place:
 * the engines and their Node host, the run pipeline and the file rules, the
 * link codec and its size rule, the error matcher and its catalog, the
 * search, the docs pages and versions. The package holds no copy of any of
 * them: esbuild bundles these modules (mcp/build.mjs). When a module moves,
 * only this file changes.
 */
export {createNodeEngine, setBundledEngine, ENGINE_ASSETS} from '../../src/engine/node';
export {DEFAULT_TIMEOUT_MS, type EngineClient, type EngineVersion, type TemplateFile} from '../../src/engine/client';
export {ENGINE_RELEASES, ENGINE_VERSIONS, DOCS_VERSIONS, LATEST_VERSION, type DocsVersion} from '../../src/versions';
export {frontMatterTasks, readDocPages} from '../../src/examples/docPages';
export {runState, type Outcome} from '../../src/workbench/run';
export {MAX_TOTAL_BYTES, formatBytes} from '../../src/workbench/files';
export type {WorkbenchState} from '../../src/workbench/state';
export {encodeState, decodeState, MAX_STATE_CHARS} from '../../src/workbench/link';
export {linkFor, MAX_LINK_CHARS, linkSizeText} from '../../src/workbench/linkAndDraftRule';
export {explain, bareMessage, type ErrorIndex, type ErrorEntry} from '../../src/errors/explain';
export {readDocEntries} from '../../src/errors/catalog';
export {Searcher, type Result as SearchResult} from '../../src/search/searcher';
export type {SearchDoc, DocText, SearchIndexData} from '../../src/search/indexer';
export {contentRanges} from '../../src/search/highlights';
export {excerpt} from '../../src/search/excerpt';
export {markdownPath} from '../../src/llms/markdownPath';
export {SITE_ROOT} from '../../src/examples/docs';
