// The database for the writers of the outbox (engagement.ts, library-outbox.ts). They are
// on the watch page's first screen (rating, comments, library buttons), but only a write
// needs IndexedDB: Dexie, the largest script after the framework, loads then (or at
// idle, main.tsx's startOutbox) instead of before the page's first render (issue 26 §7,
// TBT). A write does not wait for idle (loadIdb's `now`).
import type { ReelhouseDB } from './db';
import { loadIdb } from './lazy-idb';

export const outboxDb = async (): Promise<ReelhouseDB> => (await loadIdb(true)).db;

/** storage.ts's requestPersistence, from the same chunk as Dexie. */
export const askPersistence = (): void => void import('./storage').then((m) => m.requestPersistence()).catch(() => undefined);
