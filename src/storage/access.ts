/**
 * Guarded access to the browser's storage, for the tour's progress
 * (src/tour/progress.ts) and the playground's drafts
 * (src/playground/draftStorage.ts): merely reading `window.localStorage`
 * throws where the visitor blocks site data, and a write throws when the
 * site's quota is full. Both are told apart (`StorageProblem`), so that a
 * page can say which. No React.
 */

/** Why storage did not keep something: the visitor blocks site data, or the site's quota is full. */
export type StorageProblem = 'blocked' | 'full';

/** Why a write to storage failed: a SecurityError where the visitor blocks site data, else a full quota. */
export function problemOf(error: unknown): StorageProblem {
  return error instanceof DOMException && error.name === 'SecurityError' ? 'blocked' : 'full';
}

/** Where storage comes from; either function may throw, as `window.localStorage` does when blocked. */
export type StorageAccess = {local: () => Storage; session: () => Storage};

export const browserStorage: StorageAccess = {local: () => window.localStorage, session: () => window.sessionStorage};

/**
 * One Storage, reached through a getter that may throw: null when it
 * cannot be reached at all (`problem` is then 'blocked'). Reads that throw
 * read as nothing; a write answers with its problem, or null when it was
 * kept.
 */
export class GuardedStorage {
  /** Set when the storage cannot be reached: nothing is read or written. */
  problem: StorageProblem | null = null;
  private readonly storage: Storage | null = null;

  constructor(get: () => Storage, probeKey: string) {
    try {
      const storage = get();
      storage.getItem(probeKey);
      this.storage = storage;
    } catch {
      this.problem = 'blocked';
    }
  }

  get available(): boolean {
    return this.storage !== null;
  }

  read(key: string): string | null {
    try {
      return this.storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  write(key: string, value: string): StorageProblem | null {
    if (!this.storage) return this.problem ?? 'blocked';
    try {
      this.storage.setItem(key, value);
      return null;
    } catch (error) {
      return problemOf(error);
    }
  }

  remove(key: string): void {
    try {
      this.storage?.removeItem(key);
    } catch {
      // Nothing to do: it stays.
    }
  }

  /** Every key that starts with `prefix`, without it (none when storage cannot be read). */
  keysUnder(prefix: string): string[] {
    const keys: string[] = [];
    try {
      for (let i = 0; i < (this.storage?.length ?? 0); i++) {
        const key = this.storage?.key(i);
        if (key?.startsWith(prefix)) keys.push(key.slice(prefix.length));
      }
    } catch {
      return [];
    }
    return keys;
  }
}
