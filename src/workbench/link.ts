/**
 * The link codec: a playground state as a URL, so that a link reproduces it.
 * Pure (no DOM): the remark plugin, the examples test and the address bar
 * (src/playground/address.ts) all use it. Compressed with lz-string to keep links short.
 *
 * Two shapes, told apart by their length, so every link made before files
 * existed opens as it did (tests/unit/playground.test.ts keeps such links):
 * - one template: [version, template, data], evaluated with EvaluateString;
 * - several files: [version, [path, source, path, source, …], data, page],
 *   rendered with NewTemplate, `page` being the path of the file rendered.
 * Either may end with an object of extras, written only when there are any
 * (so a state without them encodes as it always did): {o: [href, label]},
 * the docs section the example came from, and {c: 1}, the compare view.
 */
import {compressToEncodedURIComponent, decompressFromEncodedURIComponent} from 'lz-string';
import {ENGINE_VERSIONS, type EngineVersion, type TemplateFile} from '../engine/client';
import {hasFiles, type WorkbenchState, type StateExtras} from './state';
import {expandedLength} from './expandedLength';
import {entryHref, MAX_STATE_CHARS} from './linkAndDraftRule';

export {FRAGMENT_PREFIX, hrefOf, PLAYGROUND_PATH, STATE_PARAM} from './linkForm';

/** How far a state may unpack, and how long a link may be: the one rule, in linkAndDraftRule.ts. */
export {MAX_STATE_CHARS} from './linkAndDraftRule';

export type Decoded =
  | {kind: 'state'; state: WorkbenchState}
  /** Not a state we wrote: cut short, corrupted, or for an engine version this site no longer has. */
  | {kind: 'unreadable'}
  /** It would decompress past MAX_STATE_CHARS: refused before decompressing. */
  | {kind: 'too-large'};

type EncodedExtras = {o?: [string, string]; c?: 1};

function encodeExtras({origin, compare}: StateExtras): EncodedExtras | null {
  const extras: EncodedExtras = {};
  if (origin) extras.o = [origin.href, origin.label];
  if (compare) extras.c = 1;
  return Object.keys(extras).length > 0 ? extras : null;
}

/**
 * Encodings already made, by state (a state is never changed in place, the
 * reducer makes a new one): Copy link after a typing pause reuses the
 * encoding the pause made, off the main thread for a large state.
 */
const encodings = new WeakMap<WorkbenchState, string>();

export function encodeState(state: WorkbenchState): string {
  let encoded = encodings.get(state);
  if (encoded === undefined) {
    encoded = compress(state);
    encodings.set(state, encoded);
  }
  return encoded;
}

/** Records an encoding made elsewhere (a worker), so that encodeState does not make it again. */
export function rememberEncoding(state: WorkbenchState, encoded: string): void {
  encodings.set(state, encoded);
}

function compress(state: WorkbenchState): string {
  const value: unknown[] = hasFiles(state)
    ? [state.version, state.files.flatMap((file) => [file.path, file.source]), state.data, state.page]
    : [state.version, state.template, state.data];
  const extras = encodeExtras(state);
  if (extras) value.push(extras);
  return compressToEncodedURIComponent(JSON.stringify(value));
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A link's origin is shown as a link: only a path on this site is accepted
 * ("/docs/…"), never another site or a javascript: URL.
 */
const isSitePath = (href: unknown): href is string => isString(href) && /^\/[\w-]/.test(href);

function decodeExtras(extras: Record<string, unknown>): StateExtras | null {
  const decoded: StateExtras = {};
  if (extras.o !== undefined) {
    const origin = extras.o;
    if (!Array.isArray(origin) || origin.length !== 2 || !isSitePath(origin[0]) || !isString(origin[1])) return null;
    decoded.origin = {href: origin[0], label: origin[1]};
  }
  if (extras.c !== undefined) {
    if (extras.c !== 1) return null;
    decoded.compare = true;
  }
  return decoded;
}

function decodeFiles(flat: unknown): TemplateFile[] | null {
  if (!Array.isArray(flat) || flat.length === 0 || flat.length % 2 !== 0 || !flat.every(isString)) return null;
  const files: TemplateFile[] = [];
  for (let i = 0; i < flat.length; i += 2) files.push({path: flat[i], source: flat[i + 1]});
  return files;
}

/**
 * Reads a state as written by encodeState: refused before it is
 * decompressed past MAX_STATE_CHARS. File names are not checked here: the
 * playground shows what is wrong with them, keeping the files.
 */
export function decodeStateAs(encoded: string): Decoded {
  if (!encoded) return {kind: 'unreadable'};
  if (expandedLength(encoded, MAX_STATE_CHARS) > MAX_STATE_CHARS) return {kind: 'too-large'};
  const state = parseState(encoded);
  return state ? {kind: 'state', state} : {kind: 'unreadable'};
}

/** A link's or draft's state, or null for anything that is not a state we wrote (or one past MAX_STATE_CHARS). */
export function decodeState(encoded: string | null | undefined): WorkbenchState | null {
  const decoded = decodeStateAs(encoded ?? '');
  return decoded.kind === 'state' ? decoded.state : null;
}

function parseState(encoded: string): WorkbenchState | null {
  try {
    const parsed: unknown = JSON.parse(decompressFromEncodedURIComponent(encoded) ?? '');
    if (!Array.isArray(parsed)) return null;
    const last: unknown = parsed[parsed.length - 1];
    const extras = isPlainObject(last) ? decodeExtras(last) : {};
    if (!extras) return null;
    const fields = isPlainObject(last) ? parsed.slice(0, -1) : parsed;
    const [version, body, data, page] = fields as unknown[];
    if (!ENGINE_VERSIONS.includes(version as EngineVersion) || !isString(data)) return null;
    if (fields.length === 3 && isString(body))
      return {version: version as EngineVersion, template: body, data, ...extras};
    if (fields.length !== 4 || !isString(page)) return null;
    const files = decodeFiles(body);
    return files ? {version: version as EngineVersion, files, data, page, ...extras} : null;
  } catch {
    return null;
  }
}

/**
 * Site-relative link to the playground holding this state, in the URL
 * fragment, which is never sent to the server (src/playground/linkFragment.ts
 * reads both it and the `?s=` query of older links). A state too large for a
 * link gets the playground's address that says so instead (linkAndDraftRule.ts,
 * `entryHref`): every way into the playground goes through here.
 */
export function playgroundHref(state: WorkbenchState): string {
  return entryHref(encodeState(state));
}
