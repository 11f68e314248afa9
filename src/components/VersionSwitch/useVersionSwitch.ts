/**
 * The addresses the version switch leads to from the page being read (one
 * per docs version, null for the page's own version, or while the map is
 * not loaded, or for a page that maps nowhere: then Docusaurus' own link
 * stands). The map loads in its own chunk (./switchData.ts) at once when
 * `load()` is called (the reader pointing at, focusing or opening the menu),
 * else in an idle moment a little after the page is up: never while it
 * hydrates, as no script the first render does not need may be inserted then
 * (tests/e2e/page-load.spec.ts), and the chunk is not part of first load.
 */
import {useCallback, useEffect, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import {useActiveDocContext, useVersions} from '@docusaurus/plugin-content-docs/client';
import {DOCS_VERSIONS} from '@site/src/versions';
import {relativeDocPath} from '@site/src/versions/docPath';
import {whenIdle} from '@site/src/client/idleQueue';
import {loadOnce} from '@site/src/client/loadOnce';

type SwitchData = typeof import('./switchData');

/** A load that failed (offline) is tried again the next time the reader reaches for the menu. */
export const loadSwitchData: () => Promise<SwitchData> = loadOnce(
  () => import(/* webpackChunkName: "version-switch" */ './switchData'),
);

/** How long after the page is up the map loads by itself, if the reader has not reached for the menu. */
const AFTER_HYDRATION_MS = 1500;

function useSwitchData(): [SwitchData | null, () => void] {
  const [data, setData] = useState<SwitchData | null>(null);
  const load = useCallback(() => {
    loadSwitchData().then(setData, () => undefined);
  }, []);
  useEffect(() => {
    const timer = setTimeout(() => whenIdle(load), AFTER_HYDRATION_MS);
    return () => clearTimeout(timer);
  }, [load]);
  return [data, load];
}

/** Per version name: the mapped address of the page being read. */
export function useVersionSwitch(docsPluginId?: string): {urls: Record<string, string | null>; load: () => void} {
  const {hash} = useLocation();
  const {activeVersion, activeDoc} = useActiveDocContext(docsPluginId);
  const versions = useVersions(docsPluginId);
  const [data, load] = useSwitchData();
  const urls: Record<string, string | null> = {};
  const from = DOCS_VERSIONS.find((version) => version.name === activeVersion?.name);
  for (const version of versions) {
    const to = DOCS_VERSIONS.find((candidate) => candidate.name === version.name);
    if (!data || !from || !to || !activeDoc || from === to) {
      urls[version.name] = null;
      continue;
    }
    const targetPaths = new Set(
      version.docs.map((doc) => relativeDocPath(doc.path, to.route)).filter((path) => path !== null),
    );
    urls[version.name] = data.versionSwitchUrl({
      from,
      to,
      pathname: activeDoc.path,
      hash,
      targetPaths,
      sharedAnchors: data.sharedAnchors[activeDoc.path]?.[to.name] ?? [],
    });
  }
  return {urls, load};
}
