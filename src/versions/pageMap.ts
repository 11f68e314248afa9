/**
 * Where a reader lands when switching docs versions: for every page of one
 * version, the page of the other that covers the same topic. No React and no
 * Node here: the navbar's version menu (src/theme/NavbarItem/
 * DocsVersionDropdownNavbarItem), the archived version's banner
 * (src/theme/DocVersionBanner), the build (plugins/version-switch.ts) and the
 * tests all read this one table.
 *
 * A page whose path (relative to its version's route) is the same in both
 * versions maps by itself: `functions/str` to `functions/str`, and any new
 * folder such as `errors/` written in both. Only pages whose paths differ
 * are listed in PAGE_MOVES. A page of a topic the other version lacks (a v2
 * guide to custom functions, the upgrade guide) is sent to the nearest page,
 * with a `note` that the target page shows on arrival, so that the reader
 * knows why the page is not the one left. tests/unit/version-switch.test.ts
 * walks every page of every version and fails on one that maps nowhere.
 *
 * The heading anchor is kept where the target page has a heading of the same
 * id (the build lists these: plugins/version-switch.ts); a move may name the
 * section to land on instead (`to: 'page#section'`).
 */

import {relativeDocPath, SWITCHED_FROM_PARAM} from './docPath';

export {relativeDocPath, SWITCHED_FROM_PARAM};

export type PageMove = {
  /** The target page's path in the other version, relative to its route, and optionally "#anchor". */
  to: string;
  /** Said on arrival when the other version has no page on this topic: why the reader is on this page instead. */
  note?: string;
};

const FROM_HTML_TEMPLATE_NOTE =
  'The v1 docs have no guide for readers coming from html/template (it was written for v2). Getting started with v1 is the nearest page.';

/** Moves from one version (first key) to another (second key), by the source page's relative path. */
export const PAGE_MOVES: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, PageMove>>>>>> = {
  v2: {
    v1: {
      introduction: {to: 'get-started/'},
      'get-started': {to: 'get-started/'},
      'guides/': {to: 'get-started/'},
      'guides/eval-file': {to: 'get-started/eval-file'},
      'guides/eval-string': {to: 'get-started/eval-string'},
      'guides/go-api': {to: 'get-started/go-api'},
      'guides/template-usage': {to: 'get-started/template-usage'},
      'guides/configurations': {to: 'get-started/template-usage#configuration'},
      'guides/loops': {to: 'language-elements/statements#each'},
      'guides/editor-support': {to: 'faq#is-there-editor-support'},
      'guides/assistants': {
        to: 'get-started/',
        note: 'The tools for coding assistants serve v1 too, but are explained once, on their v2 page: pass version "v1" to them. This is where the v1 docs start.',
      },
      'guides/custom-functions': {
        to: 'faq#can-i-add-my-own-functions',
        note: 'Textwire v1 has no custom functions (they came with v2), so there is no v1 page on them. This answer in the v1 FAQ says what to do instead.',
      },
      'guides/error-handling': {
        to: 'get-started/go-api#package-fail',
        note: 'Textwire v1 has no guide to error handling. Its errors are the values of the fail package, described here.',
      },
      'faq/': {to: 'faq'},
      'faq/questions': {to: 'faq'},
      'faq/usage': {
        to: 'faq',
        note: 'The v1 docs have no page on when Textwire fits a project. Their FAQ, this page, is the nearest.',
      },
      'functions/bool': {
        to: 'functions/',
        note: 'Textwire v1 has no boolean functions (binary and then came with v2). This is the list of v1’s functions.',
      },
      'guides/from-html-template/': {to: 'get-started/', note: FROM_HTML_TEMPLATE_NOTE},
      'guides/from-html-template/printing-and-logic': {to: 'get-started/', note: FROM_HTML_TEMPLATE_NOTE},
      'guides/from-html-template/layouts-and-go': {to: 'get-started/', note: FROM_HTML_TEMPLATE_NOTE},
      'guides/from-html-template/differences': {to: 'get-started/', note: FROM_HTML_TEMPLATE_NOTE},
      upgrade: {
        to: 'faq#should-i-upgrade-to-v2',
        note: 'The upgrade guide is about leaving v1, so v1 has no page of its own for it. This v1 FAQ answer says when to upgrade.',
      },
    },
  },
  v1: {
    v2: {
      'get-started/': {to: 'get-started'},
      'get-started/eval-file': {to: 'guides/eval-file'},
      'get-started/eval-string': {to: 'guides/eval-string'},
      'get-started/go-api': {to: 'guides/go-api'},
      'get-started/template-usage': {to: 'guides/template-usage'},
      faq: {to: 'faq/'},
      // v2's reference keeps the function errors with the other render errors, and the Go API errors with start-up's.
      'errors/functions': {to: 'errors/render'},
      'errors/go': {to: 'errors/files'},
    },
  },
};

/** Where a page of one version lands in another: its relative path, the anchor the move names, and the note on arrival. */
export type PageTarget = {path: string; anchor: string | null; note: string | null};

/**
 * The page of version `to` that covers the topic of `path` in version
 * `from`, or null when it maps nowhere (no move listed and no page of the
 * same path): the tests fail on that; the version menu then falls back to
 * Docusaurus' own choice, the version's first page.
 */
export function mappedPage(
  from: string,
  to: string,
  path: string,
  targetPaths: ReadonlySet<string>,
): PageTarget | null {
  const move = PAGE_MOVES[from]?.[to]?.[path];
  if (move) {
    const [target, anchor] = move.to.split('#');
    return targetPaths.has(target) ? {path: target, anchor: anchor ?? null, note: move.note ?? null} : null;
  }
  return targetPaths.has(path) ? {path, anchor: null, note: null} : null;
}

export type SwitchRequest = {
  from: {name: string; route: string};
  to: {name: string; route: string};
  /** The page's pathname, as the router has it ("/docs/v2/guides/loops"). */
  pathname: string;
  /** The location's hash, with its "#", or "". */
  hash: string;
  /** Relative paths of the target version's pages. */
  targetPaths: ReadonlySet<string>;
  /** Heading ids the source page shares with its mapped target page (null: not known yet, the hash is dropped). */
  sharedAnchors: readonly string[] | null;
};

/**
 * The address the version menu (and the banner) links to: the mapped page,
 * with the current section's anchor where the target has the same heading,
 * else the anchor the move names; a page reached because its topic is
 * missing carries the source page in SWITCHED_FROM_PARAM for its note.
 * Null when the page maps nowhere.
 */
export function versionSwitchUrl(request: SwitchRequest): string | null {
  const path = relativeDocPath(request.pathname, request.from.route);
  if (path === null) return null;
  const target = mappedPage(request.from.name, request.to.name, path, request.targetPaths);
  if (!target) return null;
  const currentAnchor = decodeURIComponent(request.hash.replace(/^#/, ''));
  const anchor = currentAnchor && request.sharedAnchors?.includes(currentAnchor) ? currentAnchor : target.anchor;
  const search = target.note ? `?${SWITCHED_FROM_PARAM}=${encodeURIComponent(request.pathname)}` : '';
  return `${request.to.route}/${target.path}${search}${anchor ? `#${anchor}` : ''}`;
}

/**
 * The note to show on arrival at `pathname` in version `to`, reached from
 * the page named by SWITCHED_FROM_PARAM in `search`: only a listed move with
 * a note that leads here gives one (a hand-made address shows nothing).
 */
export function arrivalNote(
  search: string,
  pathname: string,
  to: {name: string; route: string},
  versions: ReadonlyArray<{name: string; route: string}>,
): string | null {
  const source = new URLSearchParams(search).get(SWITCHED_FROM_PARAM);
  if (!source) return null;
  const here = relativeDocPath(pathname, to.route);
  for (const from of versions) {
    const path = relativeDocPath(source, from.route);
    if (path === null || from.name === to.name) continue;
    const move = PAGE_MOVES[from.name]?.[to.name]?.[path];
    if (move?.note && move.to.split('#')[0] === here) return move.note;
  }
  return null;
}
