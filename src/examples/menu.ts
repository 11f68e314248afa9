/**
 * The playground's examples menu: every runnable docs example, with its
 * version, page and section, and the state its "Try it" link opens (linked
 * back to its section). Built at build time (plugins/examples-menu.ts) from
 * the scan the tests run, so the menu offers exactly the examples the tests
 * check.
 */
import type {EngineVersion} from '../engine/client';
import type {WorkbenchState} from '../workbench/state';
import type {DocFile} from './docs';
import {pageRoute, placedExamples} from './origin';

export type MenuExample = {version: EngineVersion; page: string; section: string; state: WorkbenchState};

/** The docs' examples (not the blog's), newest version first, in page order. */
export function menuExamples(docs: DocFile[]): MenuExample[] {
  return docs
    .filter((doc) => doc.path.startsWith('versioned_docs/'))
    .sort((a, b) => b.version.localeCompare(a.version))
    .flatMap((doc) =>
      placedExamples(doc.tree, doc.scan, {route: pageRoute(doc.path), title: doc.title, version: doc.version}).map(
        ({section, state}) => ({
          version: doc.version,
          page: doc.title,
          section,
          state,
        }),
      ),
    );
}
