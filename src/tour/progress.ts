/**
 * The visitor's progress through the tour, kept in the browser's
 * localStorage under one key: the lessons solved, and the files as the
 * visitor left them in each lesson. Nothing is sent anywhere.
 *
 * Several tabs share it. Every write reads what storage holds now and
 * changes only what it is about: a lesson solved is added to the lessons
 * solved (a union: a tab never unsolves what another solved), a lesson's
 * files replace that lesson's only. Each lesson's files carry a stamp (when,
 * and which page wrote them), so that a tab can tell that another tab wrote
 * the lesson since it last looked (./lessonSync.ts) instead of writing over
 * it. `refresh` reads storage again when another tab wrote it (the page
 * listens through src/storage/otherTabs.ts: src/components/TourProgress).
 *
 * When storage is blocked (a privacy setting) or full, the tour works the
 * same from memory and `problem` says which, so the pages can say that
 * nothing more will be kept.
 *
 * A later version of the site may store more, or store some of it in
 * another shape: every write keeps what this version does not read (other
 * top-level fields, solved lessons and edits it cannot read) as it was
 * (`storedProgress`, src/storage/stored.ts).
 */
import type {TemplateFile} from '../engine/client';
import {GuardedStorage, type StorageProblem} from '../storage/access';
import {newId} from '../storage/ids';
import {isPlainObject, mergeList, mergeRecord, parseJson} from '../storage/stored';

export const PROGRESS_KEY = 'textwire-tour-v1';

/** When a lesson's files were written and by which page: another stamp than the one a tab started from is another tab's edit. */
export type Stamp = {at: number; by: string};

export type Progress = {
  /** Ids of the lessons solved. */
  done: string[];
  /** The visitor's files per lesson id, when they differ from the start. */
  edits: Record<string, TemplateFile[]>;
  /** The stamp of each lesson's files as last written (kept when set back to the start, which removes the edit). */
  stamps: Record<string, Stamp>;
  /** How many of each lesson's hints the visitor has opened (none: solved without hints). */
  hints: Record<string, number>;
};

const EMPTY: Progress = {done: [], edits: {}, stamps: {}, hints: {}};

function isFiles(value: unknown): value is TemplateFile[] {
  return Array.isArray(value) && value.every((file) => typeof file?.path === 'string' && typeof file?.source === 'string');
}

function isStamp(value: unknown): value is Stamp {
  const stamp = value as Partial<Stamp> | null;
  return typeof stamp?.at === 'number' && typeof stamp.by === 'string';
}

/** Whatever was stored, made safe: anything not of the expected shape is dropped. Progress saved before stamps existed has none. */
export function parseProgress(text: string | null): Progress {
  return progressOf(parseJson(text));
}

function progressOf(parsed: unknown): Progress {
  if (!isPlainObject(parsed)) return EMPTY;
  const value = parsed as Partial<Record<keyof Progress, unknown>>;
  const done = Array.isArray(value.done) ? value.done.filter((id): id is string => typeof id === 'string') : [];
  const entries = (record: unknown) =>
    typeof record === 'object' && record !== null ? Object.entries(record as Record<string, unknown>) : [];
  const edits = Object.fromEntries(entries(value.edits).filter(([, files]) => isFiles(files))) as Progress['edits'];
  const stamps = Object.fromEntries(entries(value.stamps).filter(([, stamp]) => isStamp(stamp))) as Progress['stamps'];
  const hints = Object.fromEntries(
    entries(value.hints).filter(([, count]) => Number.isInteger(count) && (count as number) > 0),
  ) as Progress['hints'];
  return {done, edits, stamps, hints};
}

/**
 * The text to store for `next`, written over what storage holds (`stored`,
 * parsed, and `read`, what this version read of it): only what this version
 * changed is written; every other field, and each lesson or edit in a shape
 * it does not read, stays as it was.
 */
export function storedProgress(next: Progress, stored: unknown, read: Progress): string {
  const base = isPlainObject(stored) ? stored : {};
  return JSON.stringify({
    ...base,
    done: mergeList(base.done, next.done),
    edits: mergeRecord(base.edits, read.edits, next.edits),
    stamps: mergeRecord(base.stamps, read.stamps, next.stamps),
    // Written once a hint has been opened, so that progress without hints is stored as before.
    ...(base.hints !== undefined || Object.keys(next.hints).length > 0
      ? {hints: mergeRecord(base.hints, read.hints, next.hints)}
      : {}),
  });
}

export function sameStamp(a: Stamp | null | undefined, b: Stamp | null | undefined): boolean {
  return (a ?? null) === (b ?? null) || (!!a && !!b && a.at === b.at && a.by === b.by);
}

type Listener = () => void;

export class ProgressStorage {
  private progress: Progress = EMPTY;
  private readonly listeners = new Set<Listener>();
  /** Why progress is not being kept: storage blocked (from the start) or full (the last write failed); null while it is. */
  problem: StorageProblem | null = null;
  /** This page, in the stamps it writes. */
  readonly page: string;
  private readonly storage: GuardedStorage;

  /** `storage` is a getter, since merely reading window.localStorage throws where storage is blocked. */
  constructor(
    storage: () => Storage,
    private readonly now: () => number = Date.now,
    makeId: () => string = newId,
  ) {
    this.page = makeId();
    this.storage = new GuardedStorage(storage, PROGRESS_KEY);
    this.problem = this.storage.problem;
    const stored = this.readStored();
    if (stored) this.progress = stored;
  }

  /** False when progress is not being kept (storage blocked or full). */
  get saved(): boolean {
    return this.problem === null;
  }

  get(): Progress {
    return this.progress;
  }

  isDone(id: string): boolean {
    return this.progress.done.includes(id);
  }

  /** The stamp of a lesson's files as stored now (null: never written, or written before stamps existed). */
  stampOf(id: string): Stamp | null {
    this.refresh();
    return this.progress.stamps[id] ?? null;
  }

  /** Reads storage again, after another tab wrote it: listeners hear of any change. */
  refresh(): void {
    const stored = this.readStored();
    if (!stored) return;
    // A lesson solved here while storage was full stays solved here.
    const done = [...stored.done, ...this.progress.done.filter((id) => !stored.done.includes(id))];
    const next = {...stored, done};
    if (JSON.stringify(next) !== JSON.stringify(this.progress)) this.set(next);
  }

  markDone(id: string): void {
    if (this.isDone(id) && this.readStored()?.done.includes(id)) return;
    this.write((stored) => (stored.done.includes(id) ? stored : {...stored, done: [...stored.done, id]}));
  }

  /** Records that the visitor opened `count` of a lesson's hints; the count never goes down (another tab may have opened more). */
  showHints(id: string, count: number): void {
    if ((this.readStored()?.hints[id] ?? this.progress.hints[id] ?? 0) >= count) return;
    this.write((stored) =>
      (stored.hints[id] ?? 0) >= count ? stored : {...stored, hints: {...stored.hints, [id]: count}},
    );
  }

  /**
   * Writes a lesson's files (null: back at the start, the edit removed) and
   * returns their new stamp. Only that lesson changes in storage; the rest
   * is what storage holds now, whatever this page read before.
   */
  writeEdits(id: string, files: TemplateFile[] | null): Stamp {
    const stamp: Stamp = {at: this.now(), by: this.page};
    this.write((stored) => {
      const edits = {...stored.edits};
      if (files) edits[id] = files;
      else delete edits[id];
      return {...stored, edits, stamps: {...stored.stamps, [id]: stamp}};
    });
    return stamp;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** What storage holds now, or null when it cannot be read (blocked: noted in `problem`). */
  private readStored(): Progress | null {
    return this.readRaw()?.progress ?? null;
  }

  /** What storage holds now, as this version reads it and as it is (parsed), or null when it cannot be read. */
  private readRaw(): {progress: Progress; raw: unknown} | null {
    if (!this.storage.available) return null;
    const raw = parseJson(this.storage.read(PROGRESS_KEY));
    return {progress: progressOf(raw), raw};
  }

  /** Applies a change to what storage holds now (or, without storage, to what this page holds) and stores it. */
  private write(change: (current: Progress) => Progress): void {
    const stored = this.readRaw();
    const next = change(stored?.progress ?? this.progress);
    if (stored) this.problem = this.storage.write(PROGRESS_KEY, storedProgress(next, stored.raw, stored.progress));
    // What this page shows: storage's progress with the change, and anything solved here that storage lacks.
    this.set({...next, done: [...next.done, ...this.progress.done.filter((done) => !next.done.includes(done))]});
  }

  private set(progress: Progress): void {
    this.progress = progress;
    for (const listener of this.listeners) listener();
  }
}
