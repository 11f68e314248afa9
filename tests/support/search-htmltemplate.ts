/**
 * How a Go developer who knows html/template searches these docs (issue #46):
 * the standard library's own words (`tpl.Execute(w, data)`, `ExecuteTemplate`,
 * `{{ define }}`, `FuncMap`, `template.Must`, `{{- trim -}}`) and paraphrases
 * of the same habits. Written before the ranking was tuned for them, and not
 * changed to fit it. Each must find, first, the guide "Coming from
 * html/template" or the page of that guide that the guide's map links for
 * that habit (any section of it).
 *
 * TUNED is what the ranking was tuned on; HELD_OUT was never looked at while
 * tuning, and its figure is reported apart (tests/unit/search.test.ts,
 * tests/e2e/search-quality.spec.ts).
 */
import type {Question} from './search-questions';

const GUIDE = 'guides/from-html-template';
const LOGIC = `${GUIDE}/printing-and-logic`;
const LAYOUTS = `${GUIDE}/layouts-and-go`;
const DIFFER = `${GUIDE}/differences`;

export const HTML_TEMPLATE_TUNED: Question[] = [
  ['tpl.Execute(w, data)', [GUIDE, LAYOUTS]],
  ['ExecuteTemplate', [GUIDE, LAYOUTS]],
  ['range over a slice', [GUIDE, LOGIC]],
  ['{{ define }}', [GUIDE, LAYOUTS]],
  ['block', [GUIDE, LAYOUTS]],
  ['FuncMap', [GUIDE, LAYOUTS]],
  ['template.Must', [GUIDE, LAYOUTS]],
  ['{{- trim -}}', [GUIDE, LOGIC]],
  ['html/template', [GUIDE]],
  ['migrate from html/template', [GUIDE]],
  ['ParseFS embed.FS', [GUIDE, LAYOUTS]],
  ['{{ with .User }}', [GUIDE, LOGIC]],
  ['range $i, $v := .Items', [GUIDE, LOGIC]],
  ['{{ template "header" . }}', [GUIDE, LAYOUTS]],
  ['text/template', [GUIDE]],
];

/**
 * The first held-out round: reported once (6/10 first, 2026-11-29), then
 * looked at while tuning. It is part of the tuning now; HELD_OUT below is
 * the honest figure.
 */
export const FIRST_ROUND: Question[] = [
  ['tmpl.Execute into http.ResponseWriter', [GUIDE, LAYOUTS]],
  ['go template define block', [GUIDE, LAYOUTS]],
  ['pass a FuncMap to the template', [GUIDE, LAYOUTS]],
  ['template must parse files', [GUIDE, LAYOUTS]],
  ['whitespace trim dash in go templates', [GUIDE, LOGIC]],
  ['loop over a slice like range in go templates', [GUIDE, LOGIC]],
  ['switching from go html templates', [GUIDE]],
  ['{{ index .Map "key" }}', [GUIDE, LOGIC]],
  ['urlquery', [GUIDE, DIFFER]],
  ['html/template escaping differences', [GUIDE, DIFFER]],
];

/**
 * The second round, written on 2026-11-29 before the second round of
 * tuning; measured before it, then looked at while tuning.
 */
export const SECOND_ROUND: Question[] = [
  ['how to do ExecuteTemplate in textwire', [GUIDE, LAYOUTS]],
  ['{{ else if }} in textwire', [GUIDE, LOGIC]],
  ['go template comments {{/* */}}', [GUIDE, LOGIC]],
  ['printf equivalent in textwire', [GUIDE, LOGIC]],
  ['template.ParseGlob', [GUIDE, LAYOUTS]],
  ['missing key in go template vs textwire', [GUIDE, DIFFER]],
  ['range with else in go templates', [GUIDE, LOGIC]],
  ['html/template FuncMap equivalent', [GUIDE, LAYOUTS]],
  ['go template dollar sign root data', [GUIDE, LOGIC]],
  ['moving my html templates from the standard library to textwire', [GUIDE]],
];

/**
 * The third round, written and committed with the second, before the second
 * round of tuning, and never looked at while tuning: the honest figure.
 */
export const HELD_OUT: Question[] = [
  ['tmpl.ExecuteTemplate(w, "index.html", data)', [GUIDE, LAYOUTS]],
  ['golang template range index', [GUIDE, LOGIC]],
  ['{{ if .LoggedIn }}', [GUIDE, LOGIC]],
  ['text/template len of slice', [GUIDE, LOGIC]],
  ['template.New("x").Funcs', [GUIDE, LAYOUTS]],
  ['html/template auto escaping vs textwire', [GUIDE, DIFFER]],
  ['{{ block "content" . }}{{ end }}', [GUIDE, LAYOUTS]],
  ['go template nil pointer field', [GUIDE, DIFFER]],
  ['template.ParseFiles("base.html", "page.html")', [GUIDE, LAYOUTS]],
  ['i know go templates where do i start', [GUIDE]],
];

/**
 * The fourth round, written after the second round of tuning and committed
 * before it was run even once: the figure reported for that tuning.
 */
export const FOURTH_ROUND: Question[] = [
  ['how do i write {{ range }} in textwire', [GUIDE, LOGIC]],
  ['tpl.ExecuteTemplate equivalent', [GUIDE, LAYOUTS]],
  ['golang html template layout with define and block', [GUIDE, LAYOUTS]],
  ['custom template functions like FuncMap', [GUIDE, LAYOUTS]],
  ['go template else if chain', [GUIDE, LOGIC]],
  ['{{ $x := .Count }}', [GUIDE, LOGIC]],
  ['embed templates folder with embed.FS like ParseFS', [GUIDE, LAYOUTS]],
  ['html/template escapes my html but textwire does not', [GUIDE, DIFFER]],
  ['go template {{ with }} else', [GUIDE, LOGIC]],
  ['text/template printf %d', [GUIDE, LOGIC]],
];

export const HTML_TEMPLATE_HABITS: Question[] = [
  ...HTML_TEMPLATE_TUNED,
  ...FIRST_ROUND,
  ...SECOND_ROUND,
  ...HELD_OUT,
  ...FOURTH_ROUND,
];
