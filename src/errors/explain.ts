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
};

/** Every docs version's entries, by version name ("v2"). */
export type ErrorIndex = Record<string, readonly ErrorEntry[]>;

export type Explanation = {version: string; entry: ErrorEntry};

/** `[Textwire ERROR in /app/templates/home.tw:3]: ` or `[Textwire ERROR:3]: `, as fail.Error.String() writes it. */
const PRINTED_PREFIX = /^\s*\[Textwire ERROR(?: in [^\]]*?)?:\d+\]:\s*/;

/** A named placeholder in a heading: `<name>`, `<file path>`. */
const PLACEHOLDER = /<[A-Za-z][\w .-]*>/g;

/**
 * The message alone: without the engine's prefix, and its first line (a Go
 * error that wraps another keeps it on the same line; anything after a line
 * break is the playground's or Go's own addition).
 */
export function bareMessage(printed: string): string {
  const text = printed.replace(PRINTED_PREFIX, '').trim();
  // A message copied from a log line may carry Go's log date first.
  const withoutLogDate = text.replace(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} (?=\[Textwire)/, '');
  const again = withoutLogDate === text ? text : withoutLogDate.replace(PRINTED_PREFIX, '');
  const firstLine = again.split('\n')[0].trim();
  // The playground words a Go panic as a sentence around its value (src/workbench/run.ts, messageOf).
  return /\(Go panic: (.*)\)\.?$/.exec(firstLine)?.[1] ?? firstLine.replace(/^panic: /, '');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

type Pattern = {entry: ErrorEntry; regex: RegExp; literal: number};

const compiled = new WeakMap<readonly ErrorEntry[], Pattern[]>();

function patternsOf(entries: readonly ErrorEntry[]): Pattern[] {
  let patterns = compiled.get(entries);
  if (!patterns) {
    patterns = entries.map((entry) => {
      const parts = entry.message.split(PLACEHOLDER);
      return {
        entry,
        regex: new RegExp(`^${parts.map(escapeRegExp).join('([\\s\\S]*?)')}$`),
        literal: parts.join('').length,
      };
    });
    compiled.set(entries, patterns);
  }
  return patterns;
}

/** The entry of one version's reference that explains a bare message, or null. */
export function findEntry(message: string, entries: readonly ErrorEntry[]): ErrorEntry | null {
  let best: Pattern | null = null;
  for (const pattern of patternsOf(entries)) {
    if (pattern.regex.test(message) && (!best || pattern.literal > best.literal)) best = pattern;
  }
  return best?.entry ?? null;
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
