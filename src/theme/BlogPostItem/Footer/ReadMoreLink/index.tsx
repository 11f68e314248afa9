/**
 * Replaces the theme's "Read more" link under each excerpt in post lists
 * (blog, tag and author pages). The theme's link text is "Read more" for
 * every post, with the title only in aria-label, so Lighthouse's SEO audit
 * "link-text" finds several links with the same, non-descriptive text. Here
 * the text itself names the post: "Read more" stays visible and " about
 * <title>" is visually hidden (WCAG technique C7), so the list looks the same
 * and the accessible name, "Read more about <title>", is unchanged.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';
import styles from './styles.module.css';

export default function BlogPostItemFooterReadMoreLink({blogPostTitle, ...linkProps}: Props): ReactNode {
  return (
    <Link {...linkProps}>
      <b>
        <Translate
          id="theme.blog.post.readMore"
          description="The label used in blog post item excerpts to link to full blog posts"
        >
          Read more
        </Translate>
      </b>{' '}
      <span className={styles.visuallyHidden}>
        <Translate
          id="theme.blog.post.readMoreTitle"
          description="The rest of the read-more link text, naming the post; visually hidden"
          values={{title: blogPostTitle}}
        >
          {'about {title}'}
        </Translate>
      </span>
    </Link>
  );
}
