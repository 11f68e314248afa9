/**
 * What the tour's progress (src/tour/progress.ts) and the playground's drafts
 * (src/playground/draftStorage.ts) share about writing to the browser's
 * storage: a version of the site writes back only what it knows, and keeps
 * every other field as it found it, since a later version of the site (open
 * in another tab, or deployed since this tab opened) may have written it.
 * Reaching storage and its problems: ./access.ts. No React.
 */

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parsed JSON, or undefined for none or text that is not JSON. */
export function parseJson(text: string | null): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A record stored by id (a lesson's edits, its stamps) written back: the
 * entries this version read (`read`) are replaced by `next`'s or removed
 * when `next` has none; entries it did not read (of a shape it does not
 * understand) stay as they were, unless `next` writes that id. A stored
 * value that is not a record at all is kept, and `next` is not written into
 * it (the page keeps its change in memory).
 */
export function mergeRecord(
  stored: unknown,
  read: Readonly<Record<string, unknown>>,
  next: Readonly<Record<string, unknown>>,
): unknown {
  if (stored === undefined) return next;
  if (!isPlainObject(stored)) return stored;
  const merged: Record<string, unknown> = {...stored};
  for (const id of Object.keys(read)) if (!(id in next)) delete merged[id];
  for (const [id, value] of Object.entries(next)) if (value !== read[id]) merged[id] = value;
  return merged;
}

/**
 * A stored list written back with items added: every stored item stays, in
 * its place (items of a shape this version does not read included), and
 * `added` items not there yet go at the end. A stored value that is not a
 * list is kept as it was.
 */
export function mergeList(stored: unknown, added: readonly unknown[]): unknown {
  if (stored === undefined) return [...added];
  if (!Array.isArray(stored)) return stored;
  return [...stored, ...added.filter((item) => !stored.includes(item))];
}
