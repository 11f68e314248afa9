/**
 * Turns an engine error, as the site shows it, into its entry in the error
 * reference (versioned_docs/version-vN/errors/). No React and no Node: the
 * playground, an example edited in place, a lesson's verdict and the compare
 * view all ask this one module, through src/components/ErrorExplanation.
 *
 * An entry's heading is the message as printed with its placeholders named:
 * ``## `variable '<name>' is undefined` {#variable-is-undefined}``. Each
 * placeholder matches any text, the rest must match to the character, so
 * the reader's own names, values and file path find it. When several entries
 * match, the one with the most literal text wins (it says more). The reader's
 * docs version is asked first, then the others: the messages differ between
 * engines, and a v1 message pasted on a v2 page still has an answer.
 */

/** One entry of the reference, as the build lists it (plugins/error-catalog.ts). */
export type ErrorEntry = {
  /** The heading's id, the anchor of its address. */
  id: string;
  /** The message with its placeholders named, as the heading shows it. */
  message: string;
  /** The entry's address: its page's permalink and `#id`. */
  url: string;
  /**
   * The same mistake as another engine words it (v1's), placeholders named,
   * from the entry's "In v1" paragraph (src/errors/catalog.ts): a message
   * only v1 prints still finds the entry.
   */
  also?: readonly string[];
};

/** Every docs version's entries, by version name ("v2"). */
export type ErrorIndex = Record<string, readonly ErrorEntry[]>;

export type Explanation = {version: string; entry: ErrorEntry};

/** `[Textwire ERROR in /app/templates/home.tw:3]: ` or `[Textwire ERROR:3]: `, as fail.Error.String() writes it (both engines). */
const PRINTED_PREFIX = /^\[Textwire ERROR(?: in [^\]]*)?:\d+\]:\s*/;
const PRINTED_START = '[Textwire ERROR';

/** A named placeholder in a heading: `<name>`, `<file path>`. */
const PLACEHOLDER = /<[A-Za-z][\w .-]*>/g;

/**
 * Where what Go prints after a panic's value begins: the goroutine trace
 * (`goroutine 1 [running]:` and its frames), the signal line of a nil
 * pointer, a panic re-raised by a test (`[recovered]`), `go run`'s exit
 * status. A search box drops a pasted text's line breaks, so they are found
 * anywhere, not only at a line's start.
 */
const AFTER_THE_VALUE = /goroutine \d+ \[|\[signal SIG|\s\[recovered\]|\bexit status \d/;

/**
 * What a log line puts before the message, each read from the start:
 * the standard logger's date (and `file.go:12: ` with Lshortfile),
 * `http: panic serving <address>: ` (net/http, on a panicking handler),
 * `panic: ` (Go, on any panic).
 */
const LOG_DATE = /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}(?:\.\d+)? +(?:[\w.-]+\.go:\d+: +)?/;
const HTTP_PANIC = /^http: panic serving \S+: +/;
const PANIC = /^panic: +/;

/** A Go error wraps another as `context: cause`; the causes tried after the whole, at most this many. */
const MAX_CAUSES = 6;

/**
 * The message alone, as a reader would read it from what they pasted: without
 * a log line's date, net/http's `http: panic serving <address>:`, `panic:`,
 * the engine's `[Textwire ERROR in <path>:<line>]:` prefix (and any words of
 * the program's own before it), and without the goroutine trace, its frames
 * and their file paths. Only its first line: anything after a line break is
 * the playground's or Go's own addition. Every step is linear in the text.
 */
export function bareMessage(printed: string): string {
  let text = printed.trim();
  const after = AFTER_THE_VALUE.exec(text);
  if (after) text = text.slice(0, after.index);
  text = text.trim().split('\n')[0].trim();
  for (let step = 0; step < 8; step++) {
    const before = text;
    const start = text.indexOf(PRINTED_START);
    // The program's own words before the engine's prefix ("render failed: [Textwire ERROR…]").
    if (start > 0) text = text.slice(start);
    text = text.replace(LOG_DATE, '').replace(HTTP_PANIC, '').replace(PANIC, '').replace(PRINTED_PREFIX, '').trim();
    if (text === before) break;
  }
  // The playground words a Go panic as a sentence around its value (src/workbench/run.ts, messageOf).
  const wrapped = text.indexOf('(Go panic: ');
  if (wrapped >= 0) {
    const close = text.lastIndexOf(')');
    if (close > wrapped) return text.slice(wrapped + '(Go panic: '.length, close).trim();
  }
  return text;
}

/**
 * A heading's wording as literal parts between its placeholders. A
 * placeholder matches any text (empty too), the parts must match exactly:
 * the first at the start, the last at the end, the others in order between.
 * Matched with indexOf, leftmost first, which is exact for such patterns
 * and linear in the message (a regular expression of lazy groups is not:
 * it took seconds on a long pasted line).
 */
type Pattern = {entry: ErrorEntry; parts: string[]; literal: number};

function matches(message: string, parts: string[]): boolean {
  if (parts.length === 1) return message === parts[0];
  const first = parts[0];
  const last = parts[parts.length - 1];
  if (message.length < first.length + last.length || !message.startsWith(first) || !message.endsWith(last))
    return false;
  const end = message.length - last.length;
  let at = first.length;
  for (let i = 1; i < parts.length - 1; i++) {
    const found = message.indexOf(parts[i], at);
    if (found < 0 || found + parts[i].length > end) return false;
    at = found + parts[i].length;
  }
  return true;
}

const compiled = new WeakMap<readonly ErrorEntry[], Pattern[]>();

function patternsOf(entries: readonly ErrorEntry[]): Pattern[] {
  let patterns = compiled.get(entries);
  if (!patterns) {
    patterns = entries.flatMap((entry) =>
      [entry.message, ...(entry.also ?? [])].map((wording) => {
        const parts = wording.split(PLACEHOLDER);
        return {entry, parts, literal: parts.join('').length};
      }),
    );
    compiled.set(entries, patterns);
  }
  return patterns;
}

function findWhole(message: string, entries: readonly ErrorEntry[]): ErrorEntry | null {
  let best: Pattern | null = null;
  for (const pattern of patternsOf(entries)) {
    if ((!best || pattern.literal > best.literal) && matches(message, pattern.parts)) best = pattern;
  }
  return best?.entry ?? null;
}

/**
 * The entry of one version's reference that explains a bare message, or
 * null: the message as a whole, or else the cause a Go error wraps in it
 * ("render failed: runtime error: integer divide by zero").
 */
export function findEntry(message: string, entries: readonly ErrorEntry[]): ErrorEntry | null {
  let rest = message;
  for (let cause = 0; cause <= MAX_CAUSES; cause++) {
    const entry = findWhole(rest, entries);
    if (entry) return entry;
    const next = rest.indexOf(': ');
    if (next < 0) return null;
    rest = rest.slice(next + 2);
  }
  return null;
}

/**
 * The entry for a message as printed, from the reader's version first and
 * then from the others (newest first, the order of the index), or null.
 */
export function explain(printed: string, version: string, index: ErrorIndex): Explanation | null {
  const message = bareMessage(printed);
  if (!message) return null;
  const order = [version, ...Object.keys(index).filter((name) => name !== version)];
  for (const name of order) {
    const entries = index[name];
    if (!entries) continue;
    const entry = findEntry(message, entries);
    if (entry) return {version: name, entry};
  }
  return null;
}
