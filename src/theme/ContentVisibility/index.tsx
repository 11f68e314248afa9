/**
 * The theme's "unlisted" and "draft" banners, loaded only for a page that
 * shows one. The theme imports both (with their translations) into every docs
 * page's and blog post's first load, where they render nothing: the site
 * publishes neither kind (about 0.5 KB compressed, docs-dev/budgets.md). A page
 * that has one renders it on the server as before, and the browser hydrates
 * it once its code is in (Suspense). Wrapped ("unsafe" in 3.8.1: it relies
 * only on the props the theme passes).
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/ContentVisibility';

const ContentVisibility = lazy(() => import('@theme-original/ContentVisibility'));

export default function ContentVisibilityWhenShown({metadata}: Props): ReactNode {
  const {unlisted, frontMatter} = metadata;
  if (!unlisted && !frontMatter.unlisted && !frontMatter.draft) return null;
  return (
    <Suspense fallback={null}>
      <ContentVisibility metadata={metadata} />
    </Suspense>
  );
}
