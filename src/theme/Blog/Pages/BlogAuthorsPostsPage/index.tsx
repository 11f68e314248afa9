/** Adds the meta description the theme's author page lacks (every page has one). */
import React, {type ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import BlogAuthorsPostsPage from '@theme-original/Blog/Pages/BlogAuthorsPostsPage';
import type BlogAuthorsPostsPageType from '@theme/Blog/Pages/BlogAuthorsPostsPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof BlogAuthorsPostsPageType>;

export default function BlogAuthorsPostsPageWrapper(props: Props): ReactNode {
  const {author} = props;
  return (
    <>
      <BlogAuthorsPostsPage {...props} />
      <PageMetadata description={`Every post on the Textwire blog by ${author.name ?? author.key}${author.title ? `, ${author.title}` : ''}.`} />
    </>
  );
}
