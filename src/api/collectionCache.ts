/**
 * Whole collections kept briefly per resource: concurrent loads share one request, an answer
 * is reused for `ttlMs`, and `invalidate` forgets it (a load already under way is not cached).
 */
export function createCollectionCache<T>(ttlMs: number, now: () => number = Date.now) {
  /** A load, and when it stops being fresh (never while under way). */
  type Entry = { promise: Promise<T>; expiresAt: number };
  const entries = new Map<string, Entry>();

  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.promise;
      const entry: Entry = { promise: load(), expiresAt: Number.POSITIVE_INFINITY };
      entries.set(key, entry);
      entry.promise.then(
        () => {
          if (entries.get(key) !== entry) return;
          entry.expiresAt = now() + ttlMs;
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return entry.promise;
    },

    /** Forget one resource's collection, or every one. */
    invalidate(key?: string): void {
      if (key === undefined) entries.clear();
      else entries.delete(key);
    },
  };
}
