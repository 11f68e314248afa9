/**
 * Which engine versions the compare view sets side by side: the chosen
 * version and the one before it (the oldest is compared with the next), so
 * each upgrade step can be checked. Read from the version registry, so a
 * new version is compared with the one it replaces. Kept apart from the
 * compare view's code (and its diff library), which loads on first use.
 */
import {ENGINE_VERSIONS, type EngineVersion} from '../engine/client';

/** Older first. Null while the registry has a single version. */
export function comparedVersions(version: EngineVersion): [EngineVersion, EngineVersion] | null {
  if (ENGINE_VERSIONS.length < 2) return null;
  const index = Math.max(1, ENGINE_VERSIONS.indexOf(version));
  return [ENGINE_VERSIONS[index - 1], ENGINE_VERSIONS[index]];
}

/** "Compare v1 and v2". */
export function compareLabel(version: EngineVersion): string | null {
  const pair = comparedVersions(version);
  return pair ? `Compare ${pair[0]} and ${pair[1]}` : null;
}
