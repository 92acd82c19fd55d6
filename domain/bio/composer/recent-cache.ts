/**
 * A bounded memo for values derived from text the server sees again and again (the bios of an
 * `avoid` list come back on every "Generate New" click, a few new ones each time).
 *
 * Two generations instead of one map cleared when full: a full map emptied at once makes the next
 * requests recompute everything they had (a burst of work that showed as the composer's slowest
 * requests), while two generations keep every entry used since the last turnover. An entry read
 * from the old generation moves to the young one, so what is in use survives; at most
 * 2 × `capacity` entries are held.
 */
export interface RecentCache<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): void;
  /** The cached value, or `compute(key)` stored and returned. */
  remember(key: K, compute: (key: K) => V): V;
  /** Entries held (both generations; a key can be counted in both until it is read). */
  readonly size: number;
}

export function createRecentCache<K, V>(capacity: number): RecentCache<K, V> {
  const limit = Math.max(1, Math.floor(capacity));
  let young = new Map<K, V>();
  let old = new Map<K, V>();
  const set = (key: K, value: V): void => {
    if (young.size >= limit && !young.has(key)) {
      old = young;
      young = new Map();
    }
    young.set(key, value);
  };
  const get = (key: K): V | undefined => {
    const value = young.get(key);
    if (value !== undefined) return value;
    const aged = old.get(key);
    if (aged !== undefined) {
      old.delete(key);
      set(key, aged);
    }
    return aged;
  };
  return {
    get,
    set,
    remember(key, compute) {
      let value = get(key);
      if (value === undefined) {
        value = compute(key);
        set(key, value);
      }
      return value;
    },
    get size() {
      return young.size + old.size;
    },
  };
}
