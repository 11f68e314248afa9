/**
 * A playground state (template, data, engine version) as a URL, so that a
 * link reproduces it. Compressed with lz-string to keep links short.
 */
import {compressToEncodedURIComponent, decompressFromEncodedURIComponent} from 'lz-string';
import {ENGINE_VERSIONS, type EngineVersion} from '../../engine/client';

export type PlaygroundState = {template: string; data: string; version: EngineVersion};

export const PLAYGROUND_PATH = '/playground';
export const STATE_PARAM = 's';

export function encodeState(state: PlaygroundState): string {
  return compressToEncodedURIComponent(JSON.stringify([state.version, state.template, state.data]));
}

/** Returns null for anything that is not a state we wrote. */
export function decodeState(encoded: string | null | undefined): PlaygroundState | null {
  if (!encoded) return null;
  try {
    const parsed: unknown = JSON.parse(decompressFromEncodedURIComponent(encoded) ?? '');
    if (!Array.isArray(parsed) || parsed.length !== 3) return null;
    const [version, template, data] = parsed as unknown[];
    if (!ENGINE_VERSIONS.includes(version as EngineVersion) || typeof template !== 'string' || typeof data !== 'string') {
      return null;
    }
    return {version: version as EngineVersion, template, data};
  } catch {
    return null;
  }
}

/** Site-relative link to the playground holding this state. */
export function playgroundHref(state: PlaygroundState): string {
  return `${PLAYGROUND_PATH}?${STATE_PARAM}=${encodeState(state)}`;
}
