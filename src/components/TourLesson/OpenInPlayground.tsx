/**
 * Opens the lesson's current files and data in the playground, through the
 * playground's own link form (its link-building function), so the tour makes
 * no link of its own shape.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {TemplateFile} from '@site/src/engine/client';
import {LATEST_VERSION} from '@site/src/versions';
import {playgroundHref, type PlaygroundState} from '../Playground/shareState';

type Props = {files: TemplateFile[]; page: string | null; data: string};

export function playgroundState({files, page, data}: Props): PlaygroundState {
  const version = LATEST_VERSION.name;
  return page === null ? {version, template: files[0].source, data} : {version, files, page, data};
}

export default function OpenInPlayground(props: Props): ReactNode {
  return (
    <Link className="button button--secondary button--outline" to={playgroundHref(playgroundState(props))} data-testid="tour-open-playground">
      Open in playground
    </Link>
  );
}
