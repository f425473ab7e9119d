/**
 * Whole collections kept briefly per resource: concurrent loads share one request, an answer
 * is reused for `ttlMs`, and `invalidate` forgets it (a load already under way is not cached).
 */
export function createCollectionCache<T>(ttlMs: number, now: () => number = Date.now) {
  /** A load, when it stops being fresh (never while under way), and once loaded its value. */
  type Entry = { promise: Promise<T>; expiresAt: number; value?: T };
  const entries = new Map<string, Entry>();

  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.promise;
      const entry: Entry = { promise: load(), expiresAt: Number.POSITIVE_INFINITY };
      entries.set(key, entry);
      entry.promise.then(
        (value) => {
          if (entries.get(key) !== entry) return;
          entry.expiresAt = now() + ttlMs;
          entry.value = value;
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return entry.promise;
    },

    /** What `get` would answer at once from the cache: the loaded value while it is fresh, else undefined. */
    peek(key: string): T | undefined {
      const hit = entries.get(key);
      return hit && hit.expiresAt > now() ? hit.value : undefined;
    },

    /** Forget one resource's collection, or every one. */
    invalidate(key?: string): void {
      if (key === undefined) entries.clear();
      else entries.delete(key);
    },
  };
}
