/**
 * A playground state as a URL, so that a link reproduces it. Compressed with
 * lz-string to keep links short.
 *
 * Two shapes, told apart by their length, so every link made before files
 * existed opens as it did (tests/unit/playground.test.ts keeps such links):
 * - one template: [version, template, data], evaluated with EvaluateString;
 * - several files: [version, [path, source, path, source, …], data, page],
 *   rendered with NewTemplate, `page` being the path of the file rendered.
 */
import {compressToEncodedURIComponent, decompressFromEncodedURIComponent} from 'lz-string';
import {ENGINE_VERSIONS, type EngineRequest, type EngineVersion, type TemplateFile} from '../../engine/client';

export type SingleTemplateState = {version: EngineVersion; data: string; template: string};
export type FilesState = {version: EngineVersion; data: string; files: TemplateFile[]; page: string};
export type PlaygroundState = SingleTemplateState | FilesState;

export const PLAYGROUND_PATH = '/playground';
export const STATE_PARAM = 's';

export function hasFiles(state: PlaygroundState): state is FilesState {
  return 'files' in state;
}

export function encodeState(state: PlaygroundState): string {
  const value = hasFiles(state)
    ? [state.version, state.files.flatMap((file) => [file.path, file.source]), state.data, state.page]
    : [state.version, state.template, state.data];
  return compressToEncodedURIComponent(JSON.stringify(value));
}

const isString = (value: unknown): value is string => typeof value === 'string';

function decodeFiles(flat: unknown): TemplateFile[] | null {
  if (!Array.isArray(flat) || flat.length === 0 || flat.length % 2 !== 0 || !flat.every(isString)) return null;
  const files: TemplateFile[] = [];
  for (let i = 0; i < flat.length; i += 2) files.push({path: flat[i], source: flat[i + 1]});
  return files;
}

/**
 * Returns null for anything that is not a state we wrote. File names are not
 * checked here: the playground shows what is wrong with them, keeping the files.
 */
export function decodeState(encoded: string | null | undefined): PlaygroundState | null {
  if (!encoded) return null;
  try {
    const parsed: unknown = JSON.parse(decompressFromEncodedURIComponent(encoded) ?? '');
    if (!Array.isArray(parsed)) return null;
    const [version, body, data, page] = parsed as unknown[];
    if (!ENGINE_VERSIONS.includes(version as EngineVersion) || !isString(data)) return null;
    if (parsed.length === 3 && isString(body)) return {version: version as EngineVersion, template: body, data};
    if (parsed.length !== 4 || !isString(page)) return null;
    const files = decodeFiles(body);
    return files ? {version: version as EngineVersion, files, data, page} : null;
  } catch {
    return null;
  }
}

/** Site-relative link to the playground holding this state. */
export function playgroundHref(state: PlaygroundState): string {
  return `${PLAYGROUND_PATH}?${STATE_PARAM}=${encodeState(state)}`;
}

/** What the engine is asked to do for a state: EvaluateString, or NewTemplate and the page. */
export function engineRequest(state: PlaygroundState): EngineRequest {
  return hasFiles(state)
    ? {kind: 'files', files: state.files, page: state.page, data: state.data}
    : {kind: 'string', template: state.template, data: state.data};
}
