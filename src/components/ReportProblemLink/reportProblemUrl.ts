import {DOCS_VERSIONS} from '../../versions';

export type ReportedPage = {title: string; permalink: string; version: string};

/** The repository's new-issue address with a title and a body naming the page's URL and docs version. */
export function reportProblemUrl(repository: string, pageUrl: string, page: ReportedPage): string {
  const release = DOCS_VERSIONS.find((version) => version.name === page.version)?.engineRelease;
  const title = `Docs: a problem on "${page.title}" (${page.version})`;
  const body = [
    `Page: ${pageUrl}`,
    `Docs version: ${page.version}${release ? ` (Textwire ${release})` : ''}`,
    '',
    'What is wrong or missing:',
    '',
  ].join('\n');
  return `${repository}/issues/new?title=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}`;
}
