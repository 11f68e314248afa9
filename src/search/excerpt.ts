/**
 * The HTML a result shows: its words escaped, the matched words wrapped in
 * the highlight class the plugin's list styles, and for body text a short
 * excerpt around the matches.
 */
export type Range = {start: number; length: number};

export const HIGHLIGHT_CLASS = 'algolia-docsearch-suggestion--highlight';

const EXCERPT_LENGTH = 150;
/** How much text an excerpt keeps before its first match. */
const LEAD = 40;

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Distinct, sorted, non-overlapping ranges inside [from, to). */
function within(ranges: Range[], from: number, to: number): Range[] {
  const sorted = ranges
    .filter((r) => r.start >= from && r.start + r.length <= to)
    .sort((a, b) => a.start - b.start || b.length - a.length);
  const result: Range[] = [];
  for (const range of sorted)
    if (!result.length || range.start >= result[result.length - 1].start + result[result.length - 1].length)
      result.push(range);
  return result;
}

/** `text` from `from` to `to`, escaped, with `ranges` highlighted. */
export function highlight(text: string, ranges: Range[], from = 0, to = text.length): string {
  let html = '';
  let at = from;
  for (const range of within(ranges, from, to)) {
    html += escapeHtml(text.slice(at, range.start));
    html += `<span class="${HIGHLIGHT_CLASS}">${escapeHtml(text.slice(range.start, range.start + range.length))}</span>`;
    at = range.start + range.length;
  }
  return html + escapeHtml(text.slice(at, to));
}

/**
 * A short stretch of `text` around the matches: the window that shows the
 * most different matched words, cut at word boundaries. With no match in
 * the text, its beginning.
 */
export function excerpt(text: string, ranges: Range[]): string {
  let from = 0;
  if (ranges.length > 0) {
    let best = -1;
    for (const anchor of ranges) {
      const start = Math.max(0, anchor.start - LEAD);
      const shown = new Set(
        within(ranges, start, start + EXCERPT_LENGTH).map((r) => text.slice(r.start, r.start + r.length).toLowerCase()),
      );
      if (shown.size > best) {
        best = shown.size;
        from = start;
      }
    }
  }
  if (from > 0) {
    const space = text.indexOf(' ', from);
    from = space >= 0 && space < from + LEAD ? space + 1 : from;
  }
  let to = Math.min(text.length, from + EXCERPT_LENGTH);
  if (to < text.length) {
    const space = text.lastIndexOf(' ', to);
    to = space > from ? space : to;
  }
  return highlight(text, ranges, from, to);
}
