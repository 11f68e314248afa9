/**
 * Code colours for both modes. Every token colour keeps at least 4.5:1
 * contrast with its block's background (WCAG AA), Textwire tokens included;
 * the stock themes miss that for comments.
 */
import type {PrismTheme} from 'prism-react-renderer';

export const lightCodeTheme: PrismTheme = {
  plain: {color: '#1f2328', backgroundColor: '#f6f8fa'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#57606a', fontStyle: 'italic'}},
    {types: ['string', 'attr-value', 'char', 'inserted'], style: {color: '#0a3069'}},
    {types: ['keyword', 'selector', 'important', 'atrule', 'deleted'], style: {color: '#b3141f'}},
    {types: ['function', 'class-name'], style: {color: '#6639ba'}},
    {types: ['number', 'boolean', 'constant', 'attr-name', 'property'], style: {color: '#0550ae'}},
    {types: ['tag'], style: {color: '#116329'}},
    {types: ['variable', 'builtin'], style: {color: '#953800'}},
    {types: ['entity', 'url', 'regex'], style: {color: '#6639ba'}},
    {types: ['operator', 'punctuation'], style: {color: '#1f2328'}},
  ],
};

export const darkCodeTheme: PrismTheme = {
  plain: {color: '#e6edf3', backgroundColor: '#161b22'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#9da7b3', fontStyle: 'italic'}},
    {types: ['string', 'attr-value', 'char', 'inserted'], style: {color: '#a5d6ff'}},
    {types: ['keyword', 'selector', 'important', 'atrule', 'deleted'], style: {color: '#ff7b72'}},
    {types: ['function', 'class-name'], style: {color: '#d2a8ff'}},
    {types: ['number', 'boolean', 'constant', 'attr-name', 'property'], style: {color: '#79c0ff'}},
    {types: ['tag'], style: {color: '#7ee787'}},
    {types: ['variable', 'builtin'], style: {color: '#ffa657'}},
    {types: ['entity', 'url', 'regex'], style: {color: '#d2a8ff'}},
    {types: ['operator', 'punctuation'], style: {color: '#e6edf3'}},
  ],
};
