/**
 * The playground's drafts: the work of each tab kept in localStorage as it
 * changes, so a reload, a crashed tab, or closing and reopening the
 * playground brings it back.
 *
 * Each tab writes only its own draft, named by an id kept in sessionStorage
 * (which a reload and a crashed tab's reload keep, and a new tab does not).
 * So a link opened in another tab never writes over this tab's work; the
 * page offers the other drafts instead (`newest`). A duplicated tab starts
 * with a copy of its sessionStorage, so two pages can hold the same id: each
 * page load has its own `instance`, recorded with every save, and a page
 * that finds its draft saved by another instance since it last looked takes
 * a new id rather than write over it.
 *
 * Storage may be blocked (reading localStorage throws a SecurityError when a
 * visitor blocks site data) or full (setItem throws QuotaExceededError):
 * then nothing is saved, and the page says so (`problem`). Nothing here
 * touches React or the DOM beyond the two Storage objects it is given.
 */

/** One tab's saved work. `encoded` is the link codec's text (link.ts). */
export type Draft = {id: string; saved: number; encoded: string};
export type StorageProblem = 'blocked' | 'full';
export type SaveResult = {saved: true} | {saved: false; problem: StorageProblem};

/** Where storage comes from; either function may throw, as `window.localStorage` does when blocked. */
export type StorageAccess = {local: () => Storage; session: () => Storage};

const DRAFT_PREFIX = 'textwire-playground-draft:';
const ID_KEY = 'textwire-playground-draft-id';
/** Drafts kept at most; saving past it forgets the oldest (never this tab's own). */
export const MAX_DRAFTS = 10;

type Stored = {v: 1; saved: number; by: string; encoded: string};

function randomId(): string {
  const bytes = new Uint8Array(9);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function problemOf(error: unknown): StorageProblem {
  return error instanceof DOMException && error.name === 'SecurityError' ? 'blocked' : 'full';
}

function parse(text: string | null): Stored | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<Stored>;
    return value.v === 1 &&
      typeof value.saved === 'number' &&
      typeof value.by === 'string' &&
      typeof value.encoded === 'string'
      ? (value as Stored)
      : null;
  } catch {
    return null;
  }
}

export const browserStorage: StorageAccess = {local: () => window.localStorage, session: () => window.sessionStorage};

export class DraftStore {
  /** Set when storage cannot be used: nothing is read or saved. */
  problem: StorageProblem | null = null;
  private readonly local: Storage | null = null;
  private readonly session: Storage | null = null;
  private id: string;
  private readonly instance: string;
  /** When this page last saw its own draft saved (by itself or at load), to notice another page writing it. */
  private known: number | null = null;

  constructor(
    access: StorageAccess = browserStorage,
    private readonly now: () => number = Date.now,
    private readonly makeId: () => string = randomId,
  ) {
    this.instance = makeId();
    try {
      this.local = access.local();
      this.local.getItem(ID_KEY);
    } catch {
      // A SecurityError, in practice: the visitor blocks site data.
      this.local = null;
      this.problem = 'blocked';
    }
    try {
      this.session = access.session();
      this.session.getItem(ID_KEY);
    } catch {
      // Without sessionStorage the id lasts as long as the page: a reload then
      // brings back the newest draft, which is most likely this tab's.
      this.session = null;
    }
    this.id = this.readSession() ?? this.newId();
    this.known = this.own()?.saved ?? null;
  }

  private readSession(): string | null {
    try {
      return this.session?.getItem(ID_KEY) ?? null;
    } catch {
      return null;
    }
  }

  private newId(): string {
    const id = this.makeId();
    try {
      this.session?.setItem(ID_KEY, id);
    } catch {
      // Kept in memory only: see the constructor.
    }
    return id;
  }

  private read(id: string): Stored | null {
    try {
      return parse(this.local?.getItem(DRAFT_PREFIX + id) ?? null);
    } catch {
      return null;
    }
  }

  /** This tab's draft, if it has saved one. */
  own(): Draft | null {
    const stored = this.read(this.id);
    return stored ? {id: this.id, saved: stored.saved, encoded: stored.encoded} : null;
  }

  /** Every draft in storage, newest first. */
  all(): Draft[] {
    if (!this.local) return [];
    const drafts: Draft[] = [];
    try {
      for (let i = 0; i < this.local.length; i++) {
        const key = this.local.key(i);
        if (!key?.startsWith(DRAFT_PREFIX)) continue;
        const id = key.slice(DRAFT_PREFIX.length);
        const stored = this.read(id);
        if (stored) drafts.push({id, saved: stored.saved, encoded: stored.encoded});
      }
    } catch {
      return [];
    }
    return drafts.sort((a, b) => b.saved - a.saved);
  }

  /** The newest draft whose state is not `encoded` (the state already shown), this tab's included. */
  newest(except?: string): Draft | null {
    return this.all().find((draft) => draft.encoded !== except) ?? null;
  }

  /**
   * From now on this tab saves to a new draft, leaving its earlier one as it
   * is: for a link opened in a tab that had other work.
   */
  startNewDraft(): void {
    this.id = this.newId();
    this.known = null;
  }

  /** Saves this tab's work; the same text as already saved is not written again. */
  save(encoded: string): SaveResult {
    if (!this.local) return {saved: false, problem: this.problem ?? 'blocked'};
    let current = this.read(this.id);
    if (current && current.by !== this.instance && current.saved !== this.known) {
      // Another page with this id (a duplicated tab) saved since: keep its work, take a new id.
      this.startNewDraft();
      current = null;
    }
    if (current?.encoded === encoded) return {saved: true};
    const saved = Math.max(this.now(), (current?.saved ?? 0) + 1);
    try {
      this.local.setItem(
        DRAFT_PREFIX + this.id,
        JSON.stringify({v: 1, saved, by: this.instance, encoded} satisfies Stored),
      );
    } catch (error) {
      return {saved: false, problem: problemOf(error)};
    }
    this.known = saved;
    this.forgetOldest();
    return {saved: true};
  }

  private forgetOldest(): void {
    const others = this.all().filter((draft) => draft.id !== this.id);
    for (const draft of others.slice(MAX_DRAFTS - 1)) {
      try {
        this.local?.removeItem(DRAFT_PREFIX + draft.id);
      } catch {
        return;
      }
    }
  }
}
