/** Adds the meta description the theme's authors page lacks (every page has one). */
import React, {type ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type BlogAuthorsListPageType from '@theme/Blog/Pages/BlogAuthorsListPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof BlogAuthorsListPageType>;

export default function BlogAuthorsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <BlogAuthorsListPage {...props} />
      <PageMetadata description="Who writes the Textwire blog, with a link to each author's posts." />
    </>
  );
}
