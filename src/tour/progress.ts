/**
 * The visitor's progress through the tour, kept in the browser's
 * localStorage under one key: the lessons solved, and the files as the
 * visitor left them in each lesson. Nothing is sent anywhere. When storage
 * is blocked (a privacy setting, a full quota), the tour works the same and
 * `saved` is false, so the pages can say that nothing will be kept.
 */
import type {TemplateFile} from '../engine/client';

export const PROGRESS_KEY = 'textwire-tour-v1';

export type Progress = {
  /** Ids of the lessons solved. */
  done: string[];
  /** The visitor's files per lesson id, when they differ from the start. */
  edits: Record<string, TemplateFile[]>;
};

const EMPTY: Progress = {done: [], edits: {}};

function isFiles(value: unknown): value is TemplateFile[] {
  return Array.isArray(value) && value.every((file) => typeof file?.path === 'string' && typeof file?.source === 'string');
}

/** Whatever was stored, made safe: anything not of the expected shape is dropped. */
export function parseProgress(text: string | null): Progress {
  if (!text) return EMPTY;
  try {
    const value = JSON.parse(text) as Partial<Progress>;
    const done = Array.isArray(value.done) ? value.done.filter((id): id is string => typeof id === 'string') : [];
    const edits = Object.fromEntries(Object.entries(value.edits ?? {}).filter(([, files]) => isFiles(files)));
    return {done, edits};
  } catch {
    return EMPTY;
  }
}

type Listener = () => void;

export class ProgressStore {
  private progress: Progress = EMPTY;
  private readonly listeners = new Set<Listener>();
  /** False when the browser refuses storage: progress then lives only as long as the page. */
  saved: boolean;

  /** `storage` is a getter, since merely reading window.localStorage throws where storage is blocked. */
  constructor(private readonly storage: () => Storage) {
    try {
      this.progress = parseProgress(storage().getItem(PROGRESS_KEY));
      this.saved = true;
    } catch {
      this.saved = false;
    }
  }

  get(): Progress {
    return this.progress;
  }

  isDone(id: string): boolean {
    return this.progress.done.includes(id);
  }

  markDone(id: string): void {
    if (this.isDone(id)) return;
    this.set({...this.progress, done: [...this.progress.done, id]});
  }

  /** The visitor's files of a lesson; null to forget them (back at the start). */
  saveEdits(id: string, files: TemplateFile[] | null): void {
    const edits = {...this.progress.edits};
    if (files) edits[id] = files;
    else if (id in edits) delete edits[id];
    else return;
    this.set({...this.progress, edits});
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(progress: Progress): void {
    this.progress = progress;
    if (this.saved) {
      try {
        this.storage().setItem(PROGRESS_KEY, JSON.stringify(progress));
      } catch {
        this.saved = false;
      }
    }
    for (const listener of this.listeners) listener();
  }
}
