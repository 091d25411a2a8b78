// The only Dexie (IndexedDB) database of the app (conventions). The schema follows
// the offline notes; the catalog cache and the outbox logic build on these tables
// in later issues. Bump the version and add a new `stores()` call for every change.
import Dexie, { type EntityTable } from 'dexie';

/** A cached record of any collection, keyed by [collection+id]. */
export interface CachedRecord {
  collection: string;
  id: string;
  data: unknown;
  /** When `data` was last set, fetched or changed here (ms since epoch): an answer to a
   * fetch that began before it is older than the row. Persisted queries: query-persist.ts. */
  fetchedAt: number;
}

/** One page of a list: the ordered record ids of a query, keyed by [queryKey+page]. */
export interface CachedPage {
  queryKey: string;
  page: number;
  ids: string[];
  totalItems?: number;
  /** Extra top-level fields of the list answer (e.g. is_fallback of a search). */
  meta?: Record<string, unknown>;
  fetchedAt: number;
}

export type OutboxStatus = 'pending' | 'sending' | 'rejected';

/** A write made offline, replayed exactly once (opId is the client-made record id). */
export interface OutboxEntry {
  seq?: number;
  opId: string;
  kind: string;
  payload: unknown;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: number;
  createdAt: number;
  error?: string;
  /** The member who made the write: it is sent only under their session (shared devices). */
  userId?: string;
}

export const DB_NAME = 'reelhouse';

export class ReelhouseDB extends Dexie {
  records!: Dexie.Table<CachedRecord, [string, string]>;
  pages!: Dexie.Table<CachedPage, [string, number]>;
  outbox!: EntityTable<OutboxEntry, 'seq'>;

  constructor(name = DB_NAME) {
    super(name);
    this.version(1).stores({
      records: '[collection+id], collection, fetchedAt',
      pages: '[queryKey+page], fetchedAt',
      outbox: '++seq, &opId, status, nextAttemptAt',
    });
    // Another tab opened a newer schema: close so it can upgrade, and tell the UI to
    // ask the member to reload.
    this.on('versionchange', () => {
      this.close();
      globalThis.dispatchEvent?.(new Event(DB_VERSION_CHANGE_EVENT));
      return false;
    });
  }
}

export const DB_VERSION_CHANGE_EVENT = 'reelhouse:db-versionchange';

export const db = new ReelhouseDB();
