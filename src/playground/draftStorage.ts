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
 * At most MAX_DRAFTS drafts are kept, but never the draft of a tab that is
 * still open: each page says it is alive by holding a Web Lock named after
 * the drafts it shows (`Liveness`), which the browser releases when the tab
 * closes, crashes or is discarded; where there are no Web Locks, open pages
 * answer a question on a BroadcastChannel instead (`channelLiveness`). Past
 * the cap, or when storage is full, the drafts of closed tabs go, oldest
 * first (`tidy`, `saveMakingRoom`); when the browser cannot tell open tabs
 * from closed ones, no draft goes, since an open tab would save its own
 * again, which would remove another's, and so on around the tabs.
 *
 * A draft written by a later version of the site keeps what this version
 * does not read: other fields of a draft are written back as they were, and
 * a draft of a shape this version cannot read is never written over (the
 * tab saves under a new id).
 * A draft that cannot be read (corrupted, or saved for an engine version
 * this site no longer has) is set aside under another key, never deleted,
 * so that it is not tried again (`setAside`).
 *
 * Storage may be blocked (reading localStorage throws a SecurityError when a
 * visitor blocks site data) or full (setItem throws QuotaExceededError):
 * then nothing is saved, and the page says so (`problem`). Nothing here
 * touches React or the DOM beyond the Storage objects and the lock manager
 * it is given.
 */

import {browserStorage, GuardedStorage, type StorageAccess, type StorageProblem} from '../storage/access';
import {newId} from '../storage/ids';
import {isPlainObject, parseJson} from '../storage/stored';

/** One tab's saved work. `encoded` is the link codec's text (src/workbench/link.ts). */
export type Draft = {id: string; saved: number; encoded: string};
export type SaveResult = {saved: true} | {saved: false; problem: StorageProblem};

/**
 * Which drafts open tabs show. `hold` says which ones this page shows (its
 * own, and one it opened from a closed tab); `shownByOpenPages` lists those of every
 * open page, this one included, or null when the browser cannot tell.
 */
export type Liveness = {hold(ids: readonly string[]): void; shownByOpenPages(): Promise<Set<string> | null>};

export const DRAFT_PREFIX = 'textwire-playground-draft:';
/** Where a draft that cannot be read is set aside. */
export const SET_ASIDE_PREFIX = 'textwire-playground-unreadable:';
const ID_KEY = 'textwire-playground-draft-id';
/** Drafts kept at most, unless more tabs are open; saving past it forgets the oldest of closed tabs. */
export const MAX_DRAFTS = 10;
const LOCK_PREFIX = 'textwire-playground-open:';

/**
 * Liveness by Web Locks: a page holds one lock per draft it shows, until it
 * goes; the lock manager lists the locks of every open page of the site
 * (held, or waited for by a duplicated tab). Where there are no Web Locks,
 * nothing is known to be open, and only this tab's own draft is spared.
 */
export function lockLiveness(locks: LockManager | undefined): Liveness {
  const held = new Map<string, () => void>();
  return {
    hold(ids) {
      if (!locks) return;
      for (const [id, release] of held) {
        if (ids.includes(id)) continue;
        release();
        held.delete(id);
      }
      for (const id of ids) {
        if (held.has(id)) continue;
        const controller = new AbortController();
        let release = () => controller.abort();
        held.set(id, () => release());
        locks
          .request(
            LOCK_PREFIX + id,
            {signal: controller.signal},
            () =>
              new Promise<void>((resolve) => {
                release = resolve;
              }),
          )
          .catch(() => {
            // Aborted while waiting: this page no longer shows that draft.
          });
      }
    },
    async shownByOpenPages() {
      if (!locks) return null;
      try {
        const {held: holding = [], pending = []} = await locks.query();
        const names = [...holding, ...pending].map((lock) => lock.name ?? '');
        return new Set(
          names.filter((name) => name.startsWith(LOCK_PREFIX)).map((name) => name.slice(LOCK_PREFIX.length)),
        );
      } catch {
        return null;
      }
    },
  };
}

/** For where nothing can be known (tests, the server): shownByOpenPages() says it cannot tell, so no draft is removed. */
export const NO_LIVENESS: Liveness = {hold: () => undefined, shownByOpenPages: async () => null};

/** How long a page waits for the other open pages to answer (they answer at once, unless busy or frozen). */
export const ANSWER_WAIT_MS = 300;

type Question = {ask: string};
type Answer = {answer: string; ids: readonly string[]};

/**
 * Liveness where there are no Web Locks: a page asks on a BroadcastChannel
 * which drafts the open pages show, and each open page of the site answers
 * with its own (the channel reaches every page of the origin, a background
 * tab included, and never the asker). A page that does not answer within
 * `waitMs` (frozen by the browser) counts as closed: its draft may go, and
 * it saves it again, once, when it wakes (without tidying: savedWorkSession.ts).
 * Asking writes nothing to storage.
 */
export function channelLiveness(channel: BroadcastChannel | undefined, waitMs = ANSWER_WAIT_MS): Liveness {
  if (!channel) return NO_LIVENESS;
  let shown: readonly string[] = [];
  channel.addEventListener('message', (event: MessageEvent<Partial<Question>>) => {
    const ask = event.data?.ask;
    if (typeof ask === 'string') channel.postMessage({answer: ask, ids: shown} satisfies Answer);
  });
  return {
    hold(ids) {
      shown = [...ids];
    },
    shownByOpenPages() {
      const ask = newId();
      const open = new Set(shown);
      const hear = (event: MessageEvent<Partial<Answer>>) => {
        if (event.data?.answer !== ask || !Array.isArray(event.data.ids)) return;
        for (const id of event.data.ids) if (typeof id === 'string') open.add(id);
      };
      channel.addEventListener('message', hear);
      channel.postMessage({ask} satisfies Question);
      return new Promise((resolve) =>
        setTimeout(() => {
          channel.removeEventListener('message', hear);
          resolve(open);
        }, waitMs),
      );
    },
  };
}

const CHANNEL_NAME = 'textwire-playground-open';

let pageLiveness: Liveness | null = null;

/**
 * The page's liveness, one for the document: the tab holds its drafts alive
 * as long as it is open, also while it shows another page of the site
 * (coming back to the playground reopens its draft). Web Locks where the
 * browser has them, else a BroadcastChannel, else nothing is known (and no
 * draft is removed).
 */
export function browserLiveness(): Liveness {
  if (pageLiveness) return pageLiveness;
  // Never on the server (Node has BroadcastChannel, and an open one would keep the build from ending).
  if (typeof window === 'undefined') return NO_LIVENESS;
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) pageLiveness = lockLiveness(locks);
  else
    pageLiveness = channelLiveness(
      typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANNEL_NAME),
    );
  return pageLiveness;
}

type Stored = {v: 1; saved: number; by: string; encoded: string};
/** A draft as stored: what this version reads of it (null: a shape it cannot read), and all of it, parsed. */
type Read = {stored: Stored | null; raw: unknown};

function parse(raw: unknown): Stored | null {
  if (!isPlainObject(raw)) return null;
  const value = raw as Partial<Stored>;
  return value.v === 1 &&
    typeof value.saved === 'number' &&
    typeof value.by === 'string' &&
    typeof value.encoded === 'string'
    ? (value as Stored)
    : null;
}

export class DraftStorage {
  /** Set when storage cannot be used: nothing is read or saved. */
  readonly problem: StorageProblem | null;
  private readonly local: GuardedStorage;
  /** Without sessionStorage the id lasts as long as the page: a reload then brings back the newest draft, most likely this tab's. */
  private readonly session: GuardedStorage;
  private id: string;
  private readonly instance: string;
  /** When this page last saw its own draft saved (by itself or at load), to notice another page writing it. */
  private known: number | null = null;

  /** The draft of another tab this page opened and shows unchanged, held alive with its own. */
  private shown: string | null = null;

  constructor(
    access: StorageAccess = browserStorage,
    private readonly now: () => number = Date.now,
    private readonly makeId: () => string = newId,
    private readonly liveness: Liveness = NO_LIVENESS,
  ) {
    this.instance = makeId();
    this.local = new GuardedStorage(access.local, ID_KEY);
    this.problem = this.local.problem;
    this.session = new GuardedStorage(access.session, ID_KEY);
    this.id = this.readSession() ?? this.newId();
    this.known = this.own()?.saved ?? null;
    this.holdAlive();
  }

  /** The id this tab saves its draft under. */
  get draftId(): string {
    return this.id;
  }

  /** This page shows another tab's draft (null: only its own): it is kept alive with this page's. */
  showing(id: string | null): void {
    this.shown = id === this.id ? null : id;
    this.holdAlive();
  }

  private holdAlive(): void {
    this.liveness.hold(this.shown ? [this.id, this.shown] : [this.id]);
  }

  private readSession(): string | null {
    return this.session.read(ID_KEY);
  }

  private newId(): string {
    const id = this.makeId();
    // Where it cannot be written, it is kept in memory only (see `session`).
    this.session.write(ID_KEY, id);
    return id;
  }

  private read(id: string): Stored | null {
    return this.readWhole(id).stored;
  }

  /** A draft as stored; raw undefined: none. */
  private readWhole(id: string): Read {
    const raw = parseJson(this.local.read(DRAFT_PREFIX + id));
    return {stored: parse(raw), raw};
  }

  /** This tab's draft, if it has saved one. */
  own(): Draft | null {
    const stored = this.read(this.id);
    return stored ? {id: this.id, saved: stored.saved, encoded: stored.encoded} : null;
  }

  /** Every draft in storage, newest first. */
  all(): Draft[] {
    const drafts: Draft[] = [];
    for (const id of this.local.keysUnder(DRAFT_PREFIX)) {
      const stored = this.read(id);
      if (stored) drafts.push({id, saved: stored.saved, encoded: stored.encoded});
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
    this.holdAlive();
  }

  /** Moves a draft that cannot be read out of the drafts, keeping its text (see the top of this file). */
  setAside(id: string): void {
    const text = this.local.read(DRAFT_PREFIX + id);
    if (text === null) return;
    // Storage full: it stays where it is, and is tried again next time.
    if (this.local.write(SET_ASIDE_PREFIX + id, text) === null) this.local.remove(DRAFT_PREFIX + id);
  }

  /** Saves this tab's work; the same text as already saved is not written again. */
  save(encoded: string): SaveResult {
    if (!this.local.available) return {saved: false, problem: this.problem ?? 'blocked'};
    let {stored: current, raw} = this.readWhole(this.id);
    if (
      (current && current.by !== this.instance && current.saved !== this.known) ||
      (!current && raw !== undefined && raw !== null)
    ) {
      // Another page with this id (a duplicated tab) saved since, or a later version of the site wrote a
      // draft of a shape this one cannot read: keep it as it is, and take a new id.
      this.startNewDraft();
      current = null;
      raw = undefined;
    }
    if (current?.encoded === encoded) return {saved: true};
    const saved = Math.max(this.now(), (current?.saved ?? 0) + 1);
    const problem = this.local.write(
      DRAFT_PREFIX + this.id,
      // Fields this version does not read stay as they were (a later version's).
      JSON.stringify({...(isPlainObject(raw) ? raw : {}), v: 1, saved, by: this.instance, encoded} satisfies Stored),
    );
    if (problem) return {saved: false, problem};
    this.known = saved;
    return {saved: true};
  }

  /** The drafts no open page shows, oldest first: the ones that may go (none when open pages cannot be told). */
  private async closed(): Promise<Draft[]> {
    const open = await this.liveness.shownByOpenPages();
    if (!open) return [];
    return this.all()
      .filter((draft) => draft.id !== this.id && draft.id !== this.shown && !open.has(draft.id))
      .reverse();
  }

  private remove(id: string): void {
    this.local.remove(DRAFT_PREFIX + id);
  }

  /** Keeps the cap after a save: the drafts of closed tabs past it go, oldest first; open tabs' drafts all stay. */
  async tidy(): Promise<void> {
    const excess = this.all().length - MAX_DRAFTS;
    if (excess <= 0) return;
    for (const draft of (await this.closed()).slice(0, excess)) this.remove(draft.id);
  }

  /**
   * Saves this tab's work; when storage is full, the drafts of closed tabs
   * go, oldest first, until it fits. Still full: the work is not kept, and
   * the result says so while the tab is open.
   */
  async saveMakingRoom(encoded: string): Promise<SaveResult> {
    let result = this.save(encoded);
    if (result.saved || result.problem !== 'full') return result;
    for (const draft of await this.closed()) {
      this.remove(draft.id);
      result = this.save(encoded);
      if (result.saved) break;
    }
    return result;
  }
}
