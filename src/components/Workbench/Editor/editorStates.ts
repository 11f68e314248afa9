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
  private shownKey: K | null = null;

  constructor(private readonly create: (key: K, value: string) => EditorState) {}

  /** The document shown, or null before the first. */
  get shown(): K | null {
    return this.shownKey;
  }

  /**
   * Shows the document `key`, as the editor does on every switch: the state
   * of the document shown until now (`current`, the view's state, null for
   * the first) is kept with its undo history and selection, and the state to
   * show is returned: the one kept for `key`, or a new one holding `value`.
   */
  show(key: K, value: string, current: EditorState | null): EditorState {
    if (this.shownKey !== null && current) this.states.set(this.shownKey, current);
    this.shownKey = key;
    return this.get(key, value);
  }

  /** The kept state of a document, or a new one holding `value`. */
  get(key: K, value: string): EditorState {
    let state = this.states.get(key);
    if (!state) {
      state = this.create(key, value);
      this.states.set(key, state);
    }
    return state;
  }

  /** Forgets the documents that are gone (deleted files, a state replaced). */
  keepOnly(keys: readonly K[]): void {
    for (const key of [...this.states.keys()]) if (!keys.includes(key)) this.states.delete(key);
  }

  has(key: K): boolean {
    return this.states.has(key);
  }
}
