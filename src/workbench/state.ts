/**
 * What a workbench holds: one template, or a set of template files with the
 * page rendered, the JSON data, the engine version, and the extras a link
 * carries (where it came from in the docs, whether compare is on). Plain
 * data: the link codec (link.ts), the run pipeline (run.ts), the export and
 * the reducer (model.ts) all take it, in the browser and in Node.
 */
import {LATEST_VERSION} from '../versions';
import type {EngineVersion, TemplateFile} from '../engine/client';

export type {TemplateFile};

/** The docs section a state came from ("Try it" links, the examples menu): a site-relative href and its label. */
export type Origin = {href: string; label: string};
/** What a link carries beside the engine's input. */
export type StateExtras = {origin?: Origin; compare?: boolean};
export type SingleTemplateState = {version: EngineVersion; data: string; template: string} & StateExtras;
export type FilesState = {version: EngineVersion; data: string; files: TemplateFile[]; page: string} & StateExtras;
export type WorkbenchState = SingleTemplateState | FilesState;

export function hasFiles(state: WorkbenchState): state is FilesState {
  return 'files' in state;
}

/** The file a one-template state becomes when a second file is added. */
export const FIRST_PAGE = 'home.tw';

/** A one-template state becomes a set: its template is the page, home.tw. */
export function withFiles(state: WorkbenchState): FilesState {
  if (hasFiles(state)) return state;
  const {template, ...rest} = state;
  return {...rest, files: [{path: FIRST_PAGE, source: template}], page: FIRST_PAGE};
}

/** The state's sources: its files, or its one template as a file named ''. */
export function sourcesOf(state: WorkbenchState): TemplateFile[] {
  return hasFiles(state) ? state.files : [{path: '', source: state.template}];
}

/** What /playground opens with; it needs no link, so /playground stays a clean address. */
export const SAMPLE: WorkbenchState = {
  version: LATEST_VERSION.name,
  template: `<h1>{{ title.upper() }}</h1>

@if(items.len() > 0)
    <ul>
        @each(item in items)
            <li>{{ loop.iter }}. {{ item.capitalize() }}</li>
        @end
    </ul>
@else
    <p>Nothing to show.</p>
@end
`,
  data: `{
  "title": "Reading list",
  "items": ["the go programming language", "designing data-intensive applications"]
}
`,
};
