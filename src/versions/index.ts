/**
 * The docs versions and the Textwire engine behind each: the one table
 * (registry.json, plain JSON so that scripts/*.mjs read it too) that the site
 * config, the engine build, the remark plugin, the playground and the tests
 * all read. docs-dev/writing-docs.md, "Add a docs version", says how to add one.
 */
import registry from './registry.json';

export type DocsVersion = {
  /** The docs version's name, as in versions.json ("v2"); also names its engine build. */
  name: string;
  /** The engine's Go module, required by engine/go.mod. */
  engineModule: string;
  /** The engine release engine/go.mod requires, without the "v" ("2.7.1"). */
  engineRelease: string;
  /** The version's Markdown, from the site root ("versioned_docs/version-v2"). */
  docsFolder: string;
  /** Where its pages are served ("/docs/v2"). */
  route: string;
  /** The current version; the others are archived (banner, out of search and sitemap). */
  latest: boolean;
};

/** Newest first, as versions.json. */
export const DOCS_VERSIONS: readonly DocsVersion[] = registry.versions;

export const LATEST_VERSION: DocsVersion = (() => {
  const latest = DOCS_VERSIONS.filter((version) => version.latest);
  if (latest.length !== 1)
    throw new Error(`src/versions/registry.json: exactly one version must be latest (found ${latest.length})`);
  return latest[0];
})();

/** The versions no longer current. */
export const ARCHIVED_VERSIONS: readonly DocsVersion[] = DOCS_VERSIONS.filter((version) => !version.latest);

/** The version whose docs folder holds a file; anything else (the blog, docs/) is on the latest. */
export function versionOfFile(path: string): DocsVersion {
  const normalized = path.replace(/\\/g, '/');
  return (
    DOCS_VERSIONS.find(
      (version) => normalized.includes(`/${version.docsFolder}/`) || normalized.startsWith(`${version.docsFolder}/`),
    ) ?? LATEST_VERSION
  );
}

/** A docs version's name; each names the engine build it runs on. */
export type EngineVersion = string;

/** Oldest first: the order the playground offers them in. */
export const ENGINE_VERSIONS: readonly EngineVersion[] = DOCS_VERSIONS.map((version) => version.name).reverse();

/** Engine release behind each docs version. */
export const ENGINE_RELEASES: Readonly<Record<EngineVersion, string>> = Object.fromEntries(
  DOCS_VERSIONS.map((version) => [version.name, version.engineRelease]),
);

/** Engine Go module behind each docs version. */
export const ENGINE_MODULES: Readonly<Record<EngineVersion, string>> = Object.fromEntries(
  DOCS_VERSIONS.map((version) => [version.name, version.engineModule]),
);
