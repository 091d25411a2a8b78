// One request per key at a time: every component that reads the same thing (a category
// icon per card, an ad slot per zone, the header logo) shares the call already in flight,
// and for keys that opt in, its answer for a short while after, so a page costs one
// request for asset assignments and one for each setting, not one per consumer.
interface Entry {
  promise: Promise<unknown>;
  /** When the answer stops being reusable (0: only while in flight). */
  until: number;
}

const entries = new Map<string, Entry>();

/**
 * Runs `fn` unless a call for `key` is in flight (or answered less than `reuseMs` ago),
 * in which case that call's promise is returned. `force` skips the reuse (Try Again).
 */
export function sharedFetch<T>(key: string, fn: () => Promise<T>, opts: { reuseMs?: number; force?: boolean; now?: () => number } = {}): Promise<T> {
  const now = opts.now ?? Date.now;
  const hit = entries.get(key);
  if (hit && !opts.force && (hit.until === Infinity || now() < hit.until)) return hit.promise as Promise<T>;
  const entry: Entry = { promise: Promise.resolve(), until: Infinity };
  entry.promise = fn().then(
    (value) => {
      if (entries.get(key) === entry) {
        if (opts.reuseMs) entry.until = now() + opts.reuseMs;
        else entries.delete(key);
      }
      return value;
    },
    (err: unknown) => {
      if (entries.get(key) === entry) entries.delete(key);
      throw err;
    },
  );
  entries.set(key, entry);
  return entry.promise as Promise<T>;
}

/** Forgets every shared answer (tests; after sign-in or sign-out nothing here depends on the user). */
export function clearSharedFetches(): void {
  entries.clear();
}
