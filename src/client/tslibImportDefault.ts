/**
 * The one tslib helper the browser bundle calls: @docusaurus/utils-common
 * (lib/index.js, part of every page's main.js) requires tslib for
 * `__importDefault` alone, and a `require` takes the whole module: 18 KB of
 * helpers, about 3.5 KB compressed on every page (docs-dev/budgets.md).
 * plugins/core-client-overrides.ts puts this in its place for that importer
 * only. Same body as tslib 2.x's helper.
 */
export function __importDefault<T>(mod: T): T | {default: T} {
  return mod && (mod as {__esModule?: boolean}).__esModule ? mod : {default: mod};
}
