/**
 * What the search index needs from a built page that docusaurus-lunr-search
 * does not keep (plugins/search.ts reads each indexed page once):
 * - its description, from the page's own `<meta name="description">`, so
 *   docs, blog posts, the tour's lessons and pages made in React all have
 *   one;
 * - the text of its code blocks (with their titles: "Data (JSON)",
 *   "Output"), which the plugin runs into the section's prose; the index
 *   weighs them apart (src/search/indexer.ts);
 * - the docs examples' "Try it in the playground" links, the same words
 *   under every example, which say nothing about the section.
 *
 * Docusaurus writes well-formed HTML, so finding these elements needs no
 * parser: a code block is the element with the theme's `theme-code-block`
 * class (ThemeClassNames.common.codeBlock), a "Try it" paragraph has
 * TRY_IT_CLASS.
 */
import {TRY_IT_CLASS} from './remark-textwire-examples';

export type PageText = {description?: string; code: string[]; boilerplate: string[]};

/** The theme's class on every code block's outer element (@docusaurus/theme-common ThemeClassNames). */
export const CODE_BLOCK_CLASS = 'theme-code-block';

const NAMED_ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' '};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#')
      return String.fromCodePoint(
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
      );
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** A start tag, its attributes quoted or not (a quoted value may hold `>`). */
const START_TAG = /<([a-z][a-z0-9]*)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g;

function attributes(source: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const [, name, value = ''] of source.matchAll(ATTRIBUTE))
    map.set(name.toLowerCase(), decodeEntities(value.replace(/^["']|["']$/g, '')));
  return map;
}

/** The text of an element's inner HTML: tags dropped (a line break or a block's end is a space), entities decoded. */
function textOf(html: string): string {
  return decodeEntities(html.replace(/<br\s*\/?>|<\/(div|p|li|pre|tr|td|th)>/gi, ' ').replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/** A paragraph's inner HTML: the minifier may leave out its end tag before the next block. */
function paragraphHtml(html: string, from: number): string {
  const end = /<\/p>|<(p|div|h[1-6]|pre|ul|ol|table|section|article)\b/gi;
  end.lastIndex = from;
  const match = end.exec(html);
  return html.slice(from, match ? match.index : undefined);
}

/** The inner HTML of the element whose start tag ends at `from`: up to its matching end tag. */
function innerHtml(html: string, tag: string, from: number): string {
  const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'gi');
  tags.lastIndex = from;
  let depth = 1;
  for (const match of html.matchAll(tags)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return html.slice(from, match.index);
  }
  return html.slice(from);
}

export function pageText(html: string): PageText {
  const result: PageText = {code: [], boilerplate: []};
  for (const match of html.matchAll(START_TAG)) {
    const tag = match[1].toLowerCase();
    const attrs = attributes(match[2]);
    const classes = (attrs.get('class') ?? '').split(/\s+/);
    if (tag === 'meta' && attrs.get('name') === 'description' && result.description === undefined)
      result.description = attrs.get('content')?.trim() || undefined;
    else if (classes.includes(CODE_BLOCK_CLASS))
      result.code.push(textOf(innerHtml(html, tag, match.index + match[0].length)));
    else if (tag === 'p' && classes.includes(TRY_IT_CLASS))
      result.boilerplate.push(textOf(paragraphHtml(html, match.index + match[0].length)));
  }
  result.code = result.code.filter((text) => text.length > 0);
  return result;
}
