/**
 * Completion in the template editor, on CodeMirror's autocomplete (a
 * listbox the editor points to with aria-activedescendant, so a screen
 * reader announces the option under the arrow keys; Enter picks, Escape
 * closes, Ctrl+Space opens). What is offered is worked out in
 * completion.ts from the text, the version and the data of the editor's
 * context (editorContext.ts), the engine's lists (EngineMeta, asked once per
 * version) and our docs' signatures (editorDocs.ts). Loaded with the editor.
 */
import {
  autocompletion,
  snippetCompletion,
  startCompletion,
  type Completion,
  type CompletionContext,
  type CompletionResult,
} from '@codemirror/autocomplete';
import {EditorView, ViewPlugin} from '@codemirror/view';
import type {Extension} from '@codemirror/state';
import type {EngineMeta} from '@site/src/engine/client';
import type {EngineVersion} from '@site/src/versions';
import {completionsAt, insertsOnlyLabel, type CompletionItem} from '@site/src/language/completion';
import type {EditorDoc, EditorDocs} from './loadEditorDocs';
import {templateContext} from './editorContext';

export type CompletionLoaders = {
  /** The engine's lists for a version (EngineClient.meta). */
  meta: (version: EngineVersion) => Promise<EngineMeta>;
  /** Our docs' signatures and summaries for a version; completion works without them. */
  docs?: (version: EngineVersion) => Promise<EditorDocs>;
};

const ICON_TYPES = {directive: 'keyword', function: 'function', key: 'property', variable: 'variable'} as const;

/** The info beside the selected option: summary and docs link, in the hover's style (textwireHover.ts). */
function infoNode(doc: EditorDoc, label: string): () => Node {
  return () => {
    const dom = document.createElement('div');
    dom.className = 'cm-textwire-docs';
    const section = dom.appendChild(document.createElement('div'));
    section.className = 'cm-textwire-doc';
    section.appendChild(document.createElement('p')).textContent = doc.summary;
    const link = section.appendChild(document.createElement('a'));
    link.href = doc.url;
    link.textContent = `${label} in the docs`;
    return dom;
  };
}

function toCompletion(item: CompletionItem): Completion {
  const completion: Completion = {
    label: item.label,
    type: ICON_TYPES[item.kind],
    detail: item.detail,
    section: item.section,
    info: item.doc ? infoNode(item.doc, item.section ? `${item.label} (${item.section})` : item.label) : undefined,
  };
  return item.snippet ? snippetCompletion(item.snippet, completion) : completion;
}

/** Keeps each version's lists once loaded, so that completion answers at once. */
function cached<T>(load: (version: EngineVersion) => Promise<T>): (version: EngineVersion) => T | Promise<T> {
  const loaded = new Map<EngineVersion, T>();
  const loading = new Map<EngineVersion, Promise<T>>();
  return (version) => {
    if (loaded.has(version)) return loaded.get(version)!;
    let promise = loading.get(version);
    if (!promise) {
      promise = load(version).then(
        (value) => {
          loaded.set(version, value);
          return value;
        },
        (error: unknown) => {
          loading.delete(version);
          throw error;
        },
      );
      loading.set(version, promise);
    }
    return promise;
  };
}

export function textwireCompletion(loaders: CompletionLoaders): Extension {
  const meta = cached(loaders.meta);
  const docs = cached((version) => (loaders.docs ? loaders.docs(version).catch(() => null) : Promise.resolve(null)));

  function answer(
    context: CompletionContext,
    engineMeta: EngineMeta,
    docsIndex: EditorDocs | null,
  ): CompletionResult | null {
    const {data} = context.state.facet(templateContext);
    const result = completionsAt(
      context.state.doc.sliceString(0, context.pos),
      context.pos,
      {meta: engineMeta, data, docs: docsIndex},
      context.explicit,
    );
    if (!result) return null;
    // Typing on filters the same list, until the word typed is complete (see completion.ts).
    const complete = new Set(result.items.filter(insertsOnlyLabel).map((item) => item.label));
    return {
      from: result.from,
      options: result.items.map(toCompletion),
      validFor: (typed) => /^@?\w*$/.test(typed) && !complete.has(typed),
    };
  }

  function source(context: CompletionContext): CompletionResult | null | Promise<CompletionResult | null> {
    const {version} = context.state.facet(templateContext);
    const engineMeta = meta(version);
    const docsIndex = docs(version);
    if (engineMeta instanceof Promise || docsIndex instanceof Promise) {
      return Promise.all([engineMeta, docsIndex]).then(
        ([m, d]) => {
          const result = answer(context, m, d);
          // Typed on while the lists loaded (the engine starts with the page):
          // CodeMirror would wait for the next keystroke; ask again for the text as it is now.
          const view = context.view;
          if (!result && view && view.state.doc !== context.state.doc) setTimeout(() => startCompletion(view));
          return result;
        },
        () => null,
      );
    }
    return answer(context, engineMeta, docsIndex);
  }

  const versionOf = (view: EditorView) => view.state.facet(templateContext).version;
  return [
    // Typing starts completion at once: answers come from lists already loaded.
    // At most nine options at a time, moved by the arrow keys (see styles.module.css).
    autocompletion({override: [source], activateOnTypingDelay: 0, maxRenderedOptions: 9}),
    // The engine's lists are asked for as soon as the editor (or a new
    // version) is there, the docs when the editor is first focused.
    ViewPlugin.define((view) => {
      void Promise.resolve(meta(versionOf(view))).catch(() => undefined);
      return {
        update(update) {
          if (update.startState.facet(templateContext).version !== versionOf(update.view))
            void Promise.resolve(meta(versionOf(update.view))).catch(() => undefined);
        },
      };
    }),
    EditorView.domEventHandlers({
      focus: (_event, view) => void Promise.resolve(docs(versionOf(view))),
    }),
  ];
}
