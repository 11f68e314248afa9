/**
 * What the template editor knows about the playground around it: the engine
 * version selected, the JSON data and the other template files. Completion
 * and hover read it from the editor's state (the `templateContext` facet);
 * CodeEditor replaces it through a compartment whenever one of them changes,
 * so the editor keeps its text, selection and undo history.
 */
import {Compartment, Facet, type Extension} from '@codemirror/state';
import type {EditorView} from '@codemirror/view';
import {LATEST_VERSION, type EngineVersion} from '@site/src/versions';

export type TemplateContext = {
  version: EngineVersion;
  /** The data editor's text (JSON, possibly invalid while typed). */
  data: string;
  /** The paths of the playground's template files; empty for a single template. */
  paths: readonly string[];
};

export const EMPTY_CONTEXT: TemplateContext = {version: LATEST_VERSION.name, data: '{}', paths: []};

export const templateContext = Facet.define<TemplateContext, TemplateContext>({
  combine: (values) => values[values.length - 1] ?? EMPTY_CONTEXT,
});

const contextCompartment = new Compartment();

export function contextExtension(context: TemplateContext): Extension {
  return contextCompartment.of(templateContext.of(context));
}

/** Gives the editor a new context, if it differs from the one it has. */
export function showContext(editor: EditorView, context: TemplateContext): void {
  const current = editor.state.facet(templateContext);
  if (
    current.version === context.version &&
    current.data === context.data &&
    current.paths.join('\n') === context.paths.join('\n')
  )
    return;
  editor.dispatch({effects: contextCompartment.reconfigure(templateContext.of(context))});
}
