/**
 * A Storage in memory for unit tests: it counts its writes, and may have a
 * quota in characters (keys and values, as browsers count), past which a
 * write throws the browser's QuotaExceededError.
 */
export class MemoryStorage implements Storage {
  readonly items = new Map<string, string>();
  writes = 0;
  constructor(private readonly quota = Infinity) {}
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    let used = key.length + value.length;
    for (const [k, v] of this.items) if (k !== key) used += k.length + v.length;
    if (used > this.quota) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.writes++;
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}
