/**
 * One code theme for both colour modes: every colour is a CSS variable that
 * src/css/custom.css sets per mode (`--tw-code-*`). A code block's markup is
 * then the same in light and dark mode, so the server's HTML is already right
 * in either mode and the browser need not render every block a second time
 * (see src/theme/CodeBlock). Every token colour keeps at least 4.5:1 contrast
 * with its block's background (WCAG AA), Textwire tokens included.
 */
import type {PrismTheme} from 'prism-react-renderer';

const colour = (name: string) => `var(--tw-code-${name})`;

export const codeTheme: PrismTheme = {
  plain: {color: colour('text'), backgroundColor: colour('background')},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: colour('comment'), fontStyle: 'italic'}},
    {types: ['string', 'attr-value', 'char', 'inserted'], style: {color: colour('string')}},
    {types: ['keyword', 'selector', 'important', 'atrule', 'deleted'], style: {color: colour('keyword')}},
    {types: ['function', 'class-name'], style: {color: colour('function')}},
    {types: ['number', 'boolean', 'constant', 'attr-name', 'property'], style: {color: colour('number')}},
    {types: ['tag'], style: {color: colour('tag')}},
    {types: ['variable', 'builtin'], style: {color: colour('variable')}},
    {types: ['entity', 'url', 'regex'], style: {color: colour('function')}},
    {types: ['operator', 'punctuation'], style: {color: colour('text')}},
  ],
};
