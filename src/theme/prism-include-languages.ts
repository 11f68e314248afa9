/**
 * Wraps the theme's language loader to add our Textwire grammar (the
 * documented way to give Prism a language it does not ship), and to run both
 * when the first code block is highlighted instead of at start-up (see
 * src/prism/prism-react-renderer.ts).
 */
import siteIncludeLanguages from '@theme-original/prism-include-languages';
import type * as PrismNamespace from 'prismjs';
import {defineLanguagesOnFirstUse} from '@site/src/prism/prism-react-renderer';
import defineTextwire from '@site/src/prism/textwire';

export default function prismIncludeLanguages(PrismObject: typeof PrismNamespace): void {
  defineLanguagesOnFirstUse(() => {
    siteIncludeLanguages(PrismObject);
    defineTextwire(PrismObject);
  });
}
