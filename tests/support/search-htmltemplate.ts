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

export const HELD_OUT: Question[] = [
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

export const HTML_TEMPLATE_HABITS: Question[] = [...HTML_TEMPLATE_TUNED, ...HELD_OUT];
