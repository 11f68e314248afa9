/**
 * One CodeMirror EditorState per document, by a stable key (a file's id in
 * the workbench model): the template editor shows one file at a time, and
 * each file keeps its own undo history, selection and scroll-free state while
 * another is shown, renamed or deleted. No DOM: tested in Node
 * (tests/unit/workbench-model.test.ts).
 */
import type {EditorState} from '@codemirror/state';

export class EditorStates<K> {
  private readonly states = new Map<K, EditorState>();

  constructor(private readonly create: (key: K, value: string) => EditorState) {}

  /** The kept state of a document, or a new one holding `value`. */
  get(key: K, value: string): EditorState {
    let state = this.states.get(key);
    if (!state) {
      state = this.create(key, value);
      this.states.set(key, state);
    }
    return state;
  }

  /** Keeps a document's state as it is now (before another is shown). */
  keep(key: K, state: EditorState): void {
    this.states.set(key, state);
  }

  /** Forgets the documents that are gone (deleted files, a state replaced). */
  keepOnly(keys: readonly K[]): void {
    for (const key of [...this.states.keys()]) if (!keys.includes(key)) this.states.delete(key);
  }

  has(key: K): boolean {
    return this.states.has(key);
  }
}
