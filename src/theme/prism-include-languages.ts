/**
 * Wraps the theme's language loader to add our Textwire grammar, the
 * documented way to give Prism a language it does not ship. Called on the
 * first highlight (src/prism/site-languages.ts), not at start-up.
 */
import siteIncludeLanguages from '@theme-original/prism-include-languages';
import type * as PrismNamespace from 'prismjs';
import defineTextwire from '@site/src/prism/textwire';

export default function prismIncludeLanguages(PrismObject: typeof PrismNamespace): void {
  siteIncludeLanguages(PrismObject);
  defineTextwire(PrismObject);
}
