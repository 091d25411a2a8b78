// Cache writes the page does not wait for (use-cached-query.ts stores fetched answers in the
// background, once Dexie has loaded at idle: lazy-idb.ts). Whoever changes a cached row in
// place must wait for them first: a realtime patch applied before the fetched row was
// written found nothing to patch, and the write then landed with the old values.
const inFlight = new Set<Promise<unknown>>();

/** Runs `write` without making the caller wait; failures are dropped (a cache write). */
export function writeBehind(write: () => Promise<unknown>): void {
  const p: Promise<unknown> = write()
    .catch(() => undefined)
    .finally(() => inFlight.delete(p));
  inFlight.add(p);
}

/** Resolves once every background write started so far has finished. */
export function writesSettled(): Promise<unknown> {
  return Promise.all([...inFlight]);
}
