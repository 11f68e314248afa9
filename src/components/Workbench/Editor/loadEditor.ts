/**
 * Loads the editors' code once the page runs, instead of with the page, and
 * evaluates it over several tasks. With the page, CodeMirror's modules were
 * evaluated in one task of about 35 ms on a desktop CPU, four times that on a
 * phone, before the page could hydrate. Every import below names the same
 * chunk, so the code arrives in one request (webpack may still move shared
 * vendor code to a file of its own); each import then evaluates only the
 * modules not evaluated yet, CodeMirror's view (a third of the work) in a
 * task of its own. Both editors share the one load.
 */
import {nextTask} from '@site/src/client/runInSeparateTasks';
import {loadOnce} from '@site/src/client/loadOnce';

export type EditorSetup = typeof import('./editorSetup');

async function loadInStages(): Promise<EditorSetup> {
  const stages = [
    () => import(/* webpackChunkName: "editor" */ '@codemirror/state'),
    () => import(/* webpackChunkName: "editor" */ '@codemirror/view'),
    () => import(/* webpackChunkName: "editor" */ '@codemirror/language'),
    () => import(/* webpackChunkName: "editor" */ '@codemirror/commands'),
    () => import(/* webpackChunkName: "editor" */ '@codemirror/search'),
    () => import(/* webpackChunkName: "editor" */ '@codemirror/autocomplete'),
    () => import(/* webpackChunkName: "editor" */ '@codemirror/lint'),
    () => import(/* webpackChunkName: "editor" */ '@codemirror/lang-json'),
  ];
  for (const stage of stages) {
    await stage();
    await nextTask();
  }
  return import(/* webpackChunkName: "editor" */ './editorSetup');
}

/** A load that failed (the network dropped) is tried afresh next time. */
export const loadEditor: () => Promise<EditorSetup> = loadOnce(loadInStages);
