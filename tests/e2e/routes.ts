/** The spec's routes (SPEC.md §2), the single list the browser tests walk. */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {ARCHIVED_VERSIONS, LATEST_VERSION} from '../../src/versions';

const ROOT = join(__dirname, '..', '..');

/** The current docs version and the newest archived one, from the version registry (src/versions). */
export const LATEST = LATEST_VERSION;
export const ARCHIVED = ARCHIVED_VERSIONS[0];

export const V2_DOCS = [
  'errors/',
  'errors/files',
  'errors/parse',
  'errors/render',
  'faq/',
  'faq/questions',
  'faq/usage',
  'functions/',
  'functions/arr',
  'functions/bool',
  'functions/float',
  'functions/int',
  'functions/str',
  'get-started',
  'guides/',
  'guides/assistants',
  'guides/configurations',
  'guides/custom-functions',
  'guides/editor-support',
  'guides/error-handling',
  'guides/from-html-template/',
  'guides/from-html-template/differences',
  'guides/from-html-template/layouts-and-go',
  'guides/from-html-template/printing-and-logic',
  'guides/eval-file',
  'guides/eval-string',
  'guides/go-api',
  'guides/loops',
  'guides/template-usage',
  'introduction',
  'language-elements/',
  'language-elements/expressions',
  'language-elements/literals',
  'language-elements/other',
  'language-elements/statements',
  'upgrade',
] as const;

export const V1_DOCS = [
  'faq',
  'errors/',
  'errors/files',
  'errors/functions',
  'errors/go',
  'errors/parse',
  'errors/render',
  'functions/',
  'functions/arr',
  'functions/float',
  'functions/int',
  'functions/str',
  'get-started/',
  'get-started/eval-file',
  'get-started/eval-string',
  'get-started/go-api',
  'get-started/template-usage',
  'language-elements/',
  'language-elements/expressions',
  'language-elements/literals',
  'language-elements/other',
  'language-elements/statements',
] as const;

export const BLOG_POSTS = [
  {path: '/blog/textwire-v2', date: '2024-10-20', tag: 'story'},
  {path: '/blog/textwire-v2.1.0-release-notes', date: '2024-10-24', tag: 'release'},
  {path: '/blog/textwire-v2.4.0', date: '2025-01-10', tag: 'release'},
] as const;

export const AUTHOR_PAGE = '/blog/authors/textwire';

/** Site pages and blog routes with the heading each must show. */
export const PAGES: Array<{path: string; heading: RegExp}> = [
  {path: '/', heading: /^Textwire$/},
  {path: '/community', heading: /community/i},
  {path: '/blog', heading: /^Textwire blog$/},
  {path: '/blog/archive', heading: /^Archive$/},
  {path: '/blog/authors', heading: /^Authors$/},
  {path: AUTHOR_PAGE, heading: /Textwire team/},
  {path: '/blog/tags', heading: /^Tags$/},
  {path: '/blog/tags/release', heading: /tagged with "release"/i},
  {path: '/blog/tags/story', heading: /tagged with "story"/i},
];

function docFile(version: 'v1' | 'v2', route: string): string {
  const base = join(ROOT, 'versioned_docs', `version-${version}`);
  return route.endsWith('/') ? join(base, route, 'index.md') : join(base, `${route}.md`);
}

/** A doc's heading is the title in its front matter. */
export function docTitle(version: 'v1' | 'v2', route: string): string {
  const source = readFileSync(docFile(version, route), 'utf8');
  const title = /^title:\s*(.+)$/m.exec(source)?.[1]?.trim();
  if (!title) throw new Error(`${docFile(version, route)} has no title in its front matter`);
  return title.replace(/^(['"])(.*)\1$/, '$2');
}

export function postTitle(path: string): string {
  const slug = path.replace('/blog/', '');
  const file = readFileSync(join(ROOT, 'blog', `${BLOG_POSTS.find((p) => p.path === path)!.date}-${slug}.md`), 'utf8');
  return /^title:\s*(.+)$/m
    .exec(file)![1]
    .trim()
    .replace(/^(['"])(.*)\1$/, '$2');
}

export const ALL_ROUTES: string[] = [
  ...PAGES.map((p) => p.path),
  ...BLOG_POSTS.map((p) => p.path),
  ...V2_DOCS.map((d) => `/docs/v2/${d}`),
  ...V1_DOCS.map((d) => `/docs/v1/${d}`),
];
