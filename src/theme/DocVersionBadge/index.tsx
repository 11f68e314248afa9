/**
 * The docs version badge ("Version: v2") at the top of every docs page,
 * followed by the engine release that version documents ("Textwire v2.7.1"),
 * so that a reader sees which release a page describes without scrolling.
 * The release comes from the version registry (src/versions/registry.json),
 * the table engine/go.mod is checked against, never typed per page.
 * Wrapped, not ejected: the original badge renders as it is.
 */
import React, {type ReactNode} from 'react';
import DocVersionBadge from '@theme-original/DocVersionBadge';
import type DocVersionBadgeType from '@theme/DocVersionBadge';
import type {WrapperProps} from '@docusaurus/types';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {ENGINE_MODULES, ENGINE_RELEASES} from '@site/src/versions';

type Props = WrapperProps<typeof DocVersionBadgeType>;

export default function DocVersionBadgeWrapper(props: Props): ReactNode {
  const {version} = useDocsVersion();
  const release = ENGINE_RELEASES[version];
  return (
    <>
      <DocVersionBadge {...props} />
      {release ? (
        <span className="theme-doc-engine-release" data-engine-release={release}>
          Documents Textwire <strong>v{release}</strong> (<code>{ENGINE_MODULES[version]}</code>)
        </span>
      ) : null}
    </>
  );
}
