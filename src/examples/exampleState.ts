/**
 * The playground state that reproduces a docs example: what its "Try it"
 * link opens (plugins/remark-textwire-examples.ts) and what the examples
 * test runs, so that a link cannot open anything but what was tested.
 * `origin` is the docs section it links back to (src/examples/origin.ts).
 */
import type {EngineVersion} from '../engine/client';
import type {Origin, WorkbenchState} from '../workbench/state';
import type {Example} from './scan';

export function exampleState(example: Example, version: EngineVersion, origin?: Origin): WorkbenchState {
  const extras = origin ? {origin} : {};
  if (!example.files) return {version, template: example.template, data: example.data, ...extras};
  return {
    version,
    // Files end with a newline, as an editor saves them (a code block's text has none).
    files: example.files.map(({path, source}) => ({path, source: source.endsWith('\n') ? source : `${source}\n`})),
    data: example.data,
    page: example.files[0].path,
    ...extras,
  };
}
