/**
 * "Report a problem with this page": opens a new issue in the site's
 * repository (organizationName/projectName of docusaurus.config.ts) with the
 * page's URL and docs version already written in.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {reportProblemUrl, type ReportedPage} from './reportProblemUrl';
import styles from './styles.module.css';

export default function ReportProblemLink(page: ReportedPage): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const repository = `https://github.com/${siteConfig.organizationName}/${siteConfig.projectName}`;
  return (
    <p className={styles.report}>
      <Link href={reportProblemUrl(repository, `${siteConfig.url}${page.permalink}`, page)}>
        Report a problem with this page
      </Link>
    </p>
  );
}
