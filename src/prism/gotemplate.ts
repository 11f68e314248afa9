/**
 * Prism grammar for ```gotemplate code, the Go side of the pairs in the guide
 * "Coming from html/template": HTML with Go template actions in it. Comments
 * `{{/* *\/}}` and actions `{{ }}` (with their `-` trim markers) are matched
 * before any HTML token; inside an action, keywords, the built-in functions,
 * `$variables`, `.fields`, strings and numbers are told apart.
 */
import type {languages as PrismLanguages} from 'prismjs';

type PrismLike = {languages: typeof PrismLanguages};

const KEYWORDS = /\b(?:if|else|end|range|with|define|template|block|break|continue|nil)\b/;
const FUNCTIONS = /\b(?:and|or|not|len|index|slice|print|printf|println|html|js|urlquery|call|eq|ne|lt|le|gt|ge)\b/;

export default function defineGoTemplate(Prism: PrismLike): void {
  if (Prism.languages.gotemplate) return;
  Prism.languages.gotemplate = Prism.languages.extend('markup', {});
  Prism.languages.insertBefore(
    'gotemplate',
    'comment',
    {
      'gotemplate-comment': {pattern: /\{\{-?\s*\/\*[\s\S]*?\*\/\s*-?\}\}/, greedy: true, alias: 'comment'},
      'gotemplate-action': {
        pattern: /\{\{[\s\S]*?\}\}/,
        greedy: true,
        inside: {
          delimiter: {pattern: /^\{\{-?|-?\}\}$/, alias: 'punctuation'},
          string: {pattern: /"(?:\\.|[^"\\\n])*"|`[^`]*`/, greedy: true},
          number: /\b\d+(?:\.\d+)?\b/,
          keyword: KEYWORDS,
          function: FUNCTIONS,
          variable: /\$\w*|\.\w+/,
          operator: /:?=|\|/,
          punctuation: /[().,]/,
        },
      },
    },
    Prism.languages,
  );
}
