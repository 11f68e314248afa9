/**
 * Textwire for CodeMirror: HTML with `{{ }}` output, `{{-- --}}` comments,
 * `@directives(...)` and the `\@` and `\{{` escapes. A stream parser keeps
 * it small; it mirrors the Prism grammar used for the docs' code blocks.
 */
import {StreamLanguage, type StringStream} from '@codemirror/language';
import {DIRECTIVE_SOURCE} from '../../../prism/textwireDirectives';

type State = {
  /** Inside `{{ }}` or a directive's parentheses. */
  expression: 'braces' | 'directive' | null;
  parens: number;
  inTag: boolean;
  inComment: boolean;
};

const DIRECTIVE = new RegExp(`^${DIRECTIVE_SOURCE}`);

function expressionToken(stream: StringStream, state: State): string | null {
  if (stream.eatSpace()) return null;
  if (state.expression === 'braces' && stream.match('}}')) {
    state.expression = null;
    return 'brace';
  }
  if (state.expression === 'directive') {
    if (stream.eat('(')) {
      state.parens++;
      return 'paren';
    }
    if (stream.eat(')')) {
      state.parens--;
      if (state.parens <= 0) state.expression = null;
      return 'paren';
    }
  }
  if (stream.match(/^"(?:[^"\\]|\\.)*"?/) || stream.match(/^'(?:[^'\\]|\\.)*'?/)) return 'string';
  if (stream.match(/^\d+(?:\.\d+)?/)) return 'number';
  if (stream.match(/^(?:true|false)\b/)) return 'bool';
  if (stream.match(/^(?:nil|in)\b/)) return 'keyword';
  // A name before `(`: a function call (`variableName.function`, the highlight tag; a bare `function` is only a modifier and makes no token).
  if (stream.match(/^[A-Za-z_]\w*(?=\()/)) return 'variableName.function';
  if (stream.match(/^[A-Za-z_]\w*/)) return 'variableName';
  if (stream.match(/^(?:&&|\|\||\+\+|--|[!=<>]=?|[-+*/%?:])/)) return 'operator';
  stream.next();
  return 'punctuation';
}

function htmlToken(stream: StringStream, state: State): string | null {
  if (state.inTag) {
    if (stream.eatSpace()) return null;
    if (stream.match('/>') || stream.eat('>')) {
      state.inTag = false;
      return 'angleBracket';
    }
    if (stream.match(/^"[^"]*"?/) || stream.match(/^'[^']*'?/)) return 'attributeValue';
    if (stream.match(/^[^\s=>/"'{@]+/)) return 'attributeName';
    stream.next();
    return 'operator';
  }
  if (stream.match(/^<!--.*?-->/)) return 'comment';
  if (stream.match(/^<\/?[A-Za-z][\w-]*/)) {
    state.inTag = true;
    return 'tagName';
  }
  stream.next();
  while (!stream.eol() && !/[<{@\\]/.test(stream.peek() ?? '')) stream.next();
  return null;
}

export const textwireLanguage = StreamLanguage.define<State>({
  name: 'textwire',
  startState: () => ({expression: null, parens: 0, inTag: false, inComment: false}),
  token(stream, state) {
    if (state.inComment || stream.match('{{--')) {
      state.inComment = true;
      if (stream.skipTo('--}}')) {
        stream.match('--}}');
        state.inComment = false;
      } else {
        stream.skipToEnd();
      }
      return 'comment';
    }
    if (stream.match(/^\\(?:@|\{\{)/)) return 'escape';
    if (state.expression) return expressionToken(stream, state);
    if (stream.match('{{')) {
      state.expression = 'braces';
      return 'brace';
    }
    if (stream.match(DIRECTIVE)) {
      if (stream.peek() === '(') {
        state.expression = 'directive';
        state.parens = 0;
      }
      return 'keyword';
    }
    return htmlToken(stream, state);
  },
  languageData: {commentTokens: {block: {open: '{{--', close: '--}}'}}},
});
