/**
 * Where the engine's files are. Docusaurus sets the bundler's public path to
 * the site's baseUrl; the files come from static/engine/, which a production
 * build serves under a folder named by their hash (plugins/offline.ts, the
 * bundler's TEXTWIRE_ENGINE_DIR): a page always asks for the engine of its
 * own build, never a file of the same name that a cache kept from another.
 */
declare const __webpack_public_path__: string;

/** The site URL of the engine's files, ending in a slash. */
export function engineAssetBase(): string {
  return `${__webpack_public_path__}${process.env.TEXTWIRE_ENGINE_DIR ?? 'engine/'}`;
}
