/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

/**
 * From @docusaurus/theme-classic 3.8.1 (src/theme/prism-include-languages.ts),
 * adapted. tests/unit/upstream-drift.test.ts fails when that file changes.
 *
 * The site's Prism languages: the config's `additionalLanguages`, defined as
 * the theme defines them (less its special case for `php`, which the site does
 * not use), then our Textwire grammar (the documented way to give
 * Prism a language it does not ship), and the Go template grammar of the guide
 * "Coming from html/template". Each language is a step of its own, so
 * that src/theme/CodeBlock/Content/site-languages.ts can spread them over several short tasks
 * instead of one long one.
 */
import siteConfig from '@generated/docusaurus.config';
import type * as PrismNamespace from 'prismjs';
import defineTextwire from '@site/src/prism/textwire';
import defineGoTemplate from '@site/src/prism/gotemplate';

type PrismObject = typeof PrismNamespace;
type WithPrism = {Prism?: PrismObject};

export function languageDefinitions(Prism: PrismObject): Array<() => void> {
  const {additionalLanguages} = siteConfig.themeConfig.prism as {additionalLanguages: string[]};
  const prismLanguage = (language: string) => () => {
    // Prism's language files extend the Prism they find on the window.
    const global = globalThis as WithPrism;
    const before = global.Prism;
    global.Prism = Prism;
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- evaluated now, with the window's Prism set; the bundler includes each language file
    require(`prismjs/components/prism-${language}`);
    if (before === undefined) delete global.Prism;
    else global.Prism = before;
  };
  return [...additionalLanguages.map(prismLanguage), () => defineTextwire(Prism), () => defineGoTemplate(Prism)];
}

/** The theme's contract for this component: every language at once. */
export default function prismIncludeLanguages(Prism: PrismObject): void {
  for (const define of languageDefinitions(Prism)) define();
}
