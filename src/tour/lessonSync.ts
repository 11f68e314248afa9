/**
 * One lesson's files in one tab, kept in step with the stored progress
 * (./progress.ts) and so with the other tabs open on the same lesson.
 *
 * The tab remembers the stored version its files started from (its `base`:
 * the files and their stamp). Saving writes the tab's files only if storage
 * still holds that version. When another tab wrote the lesson since:
 * - a tab with no edits of its own since its base follows: it shows the
 *   other tab's files (`heard` returns them);
 * - a tab with edits of its own does not write over the other tab's, and
 *   does not drop its own: it is in `conflict` until the visitor chooses
 *   (`takeTheirs`, `keepMine`), and saves nothing meanwhile.
 * So two tabs never silently undo each other's work; the last choice wins.
 * No React: src/components/TourLesson/useLessonSync.ts wires it to the page.
 */
import type {TemplateFile} from '../engine/client';
import {sameStamp, type ProgressStorage, type Stamp} from './progress';
import type {LessonFiles} from './types';

type Version = {files: TemplateFile[]; stamp: Stamp | null};

export const sameFiles = (a: readonly TemplateFile[], b: readonly TemplateFile[]): boolean =>
  a.length === b.length && a.every((file, i) => file.path === b[i].path && file.source === b[i].source);

const pathsOf = (files: readonly TemplateFile[]) => files.map((file) => file.path).join('\n');

export class LessonSync {
  private base: Version;
  /** Another tab's version of the lesson, written while this tab had edits of its own; null when there is none. */
  conflict: Version | null = null;
  /** Set while this tab writes: the store's listeners hear its own write, which is no other tab's. */
  private writing = false;

  constructor(
    private readonly store: ProgressStorage,
    private readonly lesson: {id: string; start: LessonFiles},
  ) {
    this.base = this.stored();
  }

  /** The lesson's files as stored now: the visitor's, if they still fit the lesson (it may have changed since), else the start. */
  private stored(): Version {
    const stamp = this.store.stampOf(this.lesson.id);
    const saved = this.store.get().edits[this.lesson.id];
    const fits = saved && pathsOf(saved) === pathsOf(this.lesson.start.files);
    return {files: fits ? saved : this.lesson.start.files, stamp};
  }

  /** The files to open with: the stored ones, or null when they are the start. */
  opening(): TemplateFile[] | null {
    this.base = this.stored();
    return sameFiles(this.base.files, this.lesson.start.files) ? null : this.base.files;
  }

  /**
   * Saves the tab's files, unless another tab wrote the lesson since this
   * tab's base (then `conflict` is set and nothing is written) or a
   * conflict is waiting for the visitor's choice. Files back at the start
   * remove the edit.
   */
  save(files: TemplateFile[]): void {
    if (this.conflict || sameFiles(files, this.base.files)) return;
    const stored = this.stored();
    if (!sameStamp(stored.stamp, this.base.stamp) && !sameFiles(stored.files, this.base.files)) {
      this.conflict = stored;
      return;
    }
    this.write(files);
  }

  /**
   * Storage changed (another tab wrote it): the files this tab should show
   * now that it follows another tab's edit, or null (nothing new for this
   * lesson, or a conflict, now in `conflict`). `current` is what the tab shows.
   */
  heard(current: TemplateFile[]): TemplateFile[] | null {
    if (this.writing || this.conflict) return null;
    const stored = this.stored();
    if (sameStamp(stored.stamp, this.base.stamp)) return null;
    if (sameFiles(current, stored.files)) {
      this.base = stored;
      return null;
    }
    if (sameFiles(current, this.base.files)) {
      this.base = stored;
      return stored.files;
    }
    this.conflict = stored;
    return null;
  }

  /** The visitor chose the other tab's files: the stored ones become this tab's base, and are returned to be shown. */
  takeTheirs(): TemplateFile[] {
    this.conflict = null;
    this.base = this.stored();
    return this.base.files;
  }

  /** The visitor chose this tab's files: they are written over the other tab's. */
  keepMine(files: TemplateFile[]): void {
    this.conflict = null;
    this.write(files);
  }

  private write(files: TemplateFile[]): void {
    const atStart = sameFiles(files, this.lesson.start.files);
    this.writing = true;
    try {
      this.base = {files, stamp: this.store.writeEdits(this.lesson.id, atStart ? null : files)};
    } finally {
      this.writing = false;
    }
  }
}
