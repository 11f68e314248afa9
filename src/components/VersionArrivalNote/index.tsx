/**
 * On a docs page reached by a version switch whose topic the version lacks
 * (src/versions/pageMap.ts, a move with a `note`), says why the reader is on
 * this page and not on one of the same topic. The address names the page
 * switched from (SWITCHED_FROM_PARAM); the note's text comes from the map,
 * so an address made by hand shows at most a note the map holds. Nothing is
 * shown, and nothing loads, on a page reached any other way.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {DOCS_VERSIONS} from '@site/src/versions';
import {SWITCHED_FROM_PARAM} from '@site/src/versions/docPath';
import {loadSwitchData} from '../VersionSwitch/useVersionSwitch';

export default function VersionArrivalNote(): ReactNode {
  const {search, pathname} = useLocation();
  const {version} = useDocsVersion();
  // The note found for one address; another address shows nothing until its own is found.
  const [found, setFound] = useState<{key: string; note: string | null} | null>(null);
  const key = `${pathname}${search}`;
  useEffect(() => {
    const here = DOCS_VERSIONS.find((candidate) => candidate.name === version);
    if (!here || !new URLSearchParams(search).has(SWITCHED_FROM_PARAM)) return;
    let current = true;
    void loadSwitchData().then((data) => {
      if (current) setFound({key, note: data.arrivalNote(search, pathname, here, DOCS_VERSIONS)});
    });
    return () => {
      current = false;
    };
  }, [key, search, pathname, version]);
  const note = found?.key === key ? found.note : null;
  if (!note) return null;
  return (
    <div className="alert alert--info margin-bottom--md" role="status" data-version-arrival-note="">
      {note}
    </div>
  );
}
