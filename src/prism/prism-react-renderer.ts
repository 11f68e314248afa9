/**
 * A slim stand-in for the `prism-react-renderer` package, put in its place for
 * the site's bundles by the `slim-prism` plugin in docusaurus.config.ts.
 *
 * Why: the package ships Prism with some twenty languages and twenty themes in
 * one module. Defining those languages is the single largest piece of work a
 * page does when its JavaScript starts (each `insertBefore` walks every grammar
 * already defined): about 50 ms of main-thread time on a desktop CPU, four times
 * that on a mid-range phone, on every page, before anything is interactive.
 *
 * The site needs two things from the package, and both are here:
 * - `Prism`: Prism's core with HTML (`markup`); the other languages the docs
 *   use come from `themeConfig.prism.additionalLanguages` and Textwire from
 *   src/theme/prism-include-languages.ts, as with the package, but defined
 *   on first use (`defineLanguagesOnFirstUse`, called by site-languages.ts).
 * - `Highlight`: the render-prop component the theme's CodeBlock calls, with
 *   the same contract (lines of `{types, content, empty?}` tokens, `getLineProps`
 *   and `getTokenProps` that apply the Prism theme's styles).
 */
import {useCallback, useMemo, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import type * as PrismNamespace from 'prismjs';
// Order matters: manual mode is set before Prism's core loads (see that file).
import './prism-manual-mode';
import Prism from 'prismjs/components/prism-core';
import 'prismjs/components/prism-markup';
import type {Language, PrismTheme, RenderProps, Token} from 'prism-react-renderer';

type PrismType = typeof PrismNamespace;
type PrismToken = PrismNamespace.Token | string;

export {Prism};

const pendingLanguages: Array<() => void> = [];

/**
 * Defines languages before the first code block is highlighted rather than
 * when the page's JavaScript starts. Grammar definitions cost 15 ms and more
 * on a desktop CPU; at start-up they lengthened the one long task every page
 * has, and a page without code never needs them. Whatever is still waiting
 * when a block is highlighted is defined then (see site-languages.ts).
 */
export function defineLanguagesOnFirstUse(define: () => void): void {
  pendingLanguages.push(define);
}

function definePendingLanguages(): void {
  while (pendingLanguages.length > 0) pendingLanguages.shift()!();
}

/** Defines the next waiting language, if a code block has not defined them all already. */
export function defineNextPendingLanguage(): void {
  pendingLanguages.shift()?.();
}

type ThemeDictionary = Record<string, CSSProperties> & {root: CSSProperties; plain: CSSProperties};

/** Style per token type for one language, as Prism themes describe them. */
function themeDictionary(theme: PrismTheme, language: string): ThemeDictionary {
  const styles: Record<string, CSSProperties> = {};
  for (const {languages, types, style} of theme.styles) {
    if (languages && !languages.includes(language as Language)) continue;
    for (const type of types) styles[type] = {...styles[type], ...(style as CSSProperties)};
  }
  return {
    ...styles,
    root: theme.plain as CSSProperties,
    plain: {...(theme.plain as CSSProperties), backgroundColor: undefined},
  };
}

const NEWLINE = /\r\n|\r|\n/;

/** Appends a type unless it is already the last one (Prism nests `tag` in `tag`). */
function withTypes(types: string[], added: string | string[] | undefined): string[] {
  if (added === undefined) return types;
  const list = Array.isArray(added) ? added : [added];
  return list.length === 1 && types[types.length - 1] === list[0] ? types : [...types, ...list];
}

/**
 * Prism's nested token tree as lines of flat tokens. A token's `types` are
 * its own and its ancestors' (with aliases); top-level text is `plain`. An
 * empty line holds one empty `plain` token, which keeps the line's height.
 */
export function tokensToLines(stream: PrismToken[]): Token[][] {
  const lines: Token[][] = [[]];
  // Empty text is never kept as a token, so an empty line has none.
  const closeLine = () => {
    const line = lines[lines.length - 1];
    if (line.length === 0) line.push({types: ['plain'], content: '\n', empty: true});
  };
  const visit = (node: PrismToken | PrismToken[], types: string[]) => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child, types);
      return;
    }
    if (typeof node !== 'string') {
      visit(node.content as PrismToken | PrismToken[], withTypes(withTypes(types, node.type), node.alias));
      return;
    }
    node.split(NEWLINE).forEach((content, index) => {
      if (index > 0) {
        closeLine();
        lines.push([]);
      }
      if (content !== '') lines[lines.length - 1].push({types: types.length > 0 ? types : ['plain'], content});
    });
  };
  visit(stream, []);
  closeLine();
  return lines;
}

/** Tokenizes with Prism's tokenize hooks, which some languages use (Markdown marks a fenced block's language). */
function tokenize(
  prism: PrismType,
  code: string,
  grammar: PrismNamespace.Grammar | undefined,
  language: string,
): Token[][] {
  if (!grammar) return tokensToLines([code]);
  const env = {code, grammar, language, tokens: [] as PrismToken[]};
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(env.code, env.grammar);
  prism.hooks.run('after-tokenize', env);
  return tokensToLines(env.tokens);
}

type HighlightProps = {
  code: string;
  language: string;
  theme: PrismTheme;
  prism?: PrismType;
  children: (props: RenderProps) => ReactNode;
};

export function Highlight({code, language: rawLanguage, theme, prism = Prism, children}: HighlightProps): ReactNode {
  definePendingLanguages();
  const language = rawLanguage.toLowerCase();
  const dictionary = useMemo(() => themeDictionary(theme, language), [theme, language]);
  const grammar = prism.languages[language];
  const tokens = useMemo(() => tokenize(prism, code, grammar, language), [prism, code, grammar, language]);
  const getLineProps = useCallback<RenderProps['getLineProps']>(
    ({className, style, line: _line, ...rest}) => ({
      ...rest,
      className: clsx('token-line', className),
      style: {...dictionary.plain, ...style},
    }),
    [dictionary],
  );
  const getTokenProps = useCallback<RenderProps['getTokenProps']>(
    ({token, className, style, ...rest}) => {
      const themed: CSSProperties = Object.assign(
        token.empty ? {display: 'inline-block'} : {},
        ...token.types.map((type) => (type === 'plain' ? undefined : dictionary[type])),
      );
      return {
        ...rest,
        className: clsx('token', ...token.types, className),
        children: token.content,
        style: {...themed, ...style},
      };
    },
    [dictionary],
  );
  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: dictionary.root,
    getLineProps,
    getTokenProps,
  });
}
