// A shared device made safe (issue 15 §6): what one member's session left on the device
// must not reach the next person. The persisted answers of member-private queries (watch
// payloads, which may carry premium sources; ratings; comment lists with liked_by_me; the
// premium dashboard) are stored under the member's id (keys.ts, query-persist.ts); sign-out
// removes them, their downloads and, on an explicit sign-out, their unsent outbox entries
// (with a notice, since those writes are lost). The in-memory query cache is emptied on any
// change of member (session.ts).
import { db } from './db';
import { engagementHandlers } from './engagement';
import { discardEntriesOf } from './outbox';
import { DOWNLOADS_CACHE_PREFIX, DOWNLOADS_INDEX_PREFIX, MEMBER_RECORD_COLLECTIONS, downloadsCacheName, downloadsIndexKey } from './private-data-names';

export { MEMBER_RECORD_COLLECTIONS, downloadsCacheName } from './private-data-names';

export interface PurgeOptions {
  /** Drop the member's unsent writes too (explicit sign-out); otherwise they stay parked. */
  discardOutbox?: boolean;
}

/** Removes a member's private data; resolves with how many unsent writes were dropped. */
export async function purgeMemberData(userId: string, opts: PurgeOptions = {}): Promise<number> {
  const prefix = `${userId}:`;
  await db.transaction('rw', db.records, db.pages, async () => {
    await db.records
      .where('collection')
      .anyOf([...MEMBER_RECORD_COLLECTIONS])
      .filter((r) => r.id.startsWith(prefix))
      .delete();
    // The hand-made cache's pages (before TanStack Query) are read by nothing now.
    await db.pages.clear();
  });
  const dropped = opts.discardOutbox ? await discardEntriesOf(db, userId, engagementHandlers) : 0;
  if (typeof caches !== 'undefined') await caches.delete(downloadsCacheName(userId)).catch(() => false);
  try {
    globalThis.localStorage?.removeItem(downloadsIndexKey(userId));
  } catch {
    // no storage: nothing kept there
  }
  return dropped;
}

/**
 * At start: private data of anyone but the signed-in member (or of anyone, for a visitor)
 * that an interrupted purge left behind (a tab closed mid-purge, a sign-out in a browser
 * without this app open) goes too. Unsent writes are not touched: they stay parked for
 * their author. Resolves with how many records, pages and download caches went.
 */
export async function sweepOtherMembers(currentUserId: string | undefined): Promise<number> {
  const mine = (owner: string) => owner === 'anon' || owner === '' || owner === currentUserId;
  let gone = 0;
  await db.transaction('rw', db.records, db.pages, async () => {
    gone += await db.records
      .where('collection')
      .anyOf([...MEMBER_RECORD_COLLECTIONS])
      .filter((r) => !mine(r.id.slice(0, Math.max(0, r.id.indexOf(':')))))
      .delete();
    // The hand-made cache's pages and cards (before TanStack Query) are read by nothing now.
    await db.pages.clear();
    await db.records.where('collection').equals('cards').delete();
  });
  try {
    const store = globalThis.localStorage;
    for (const key of store ? Object.keys(store) : []) {
      if (key.startsWith(DOWNLOADS_INDEX_PREFIX) && key !== (currentUserId ? downloadsIndexKey(currentUserId) : '')) store!.removeItem(key);
    }
  } catch {
    // no storage: nothing kept there
  }
  if (typeof caches !== 'undefined') {
    for (const name of await caches.keys().catch(() => [] as string[])) {
      if (name.startsWith(DOWNLOADS_CACHE_PREFIX) && name !== (currentUserId ? downloadsCacheName(currentUserId) : '') && (await caches.delete(name))) gone++;
    }
  }
  return gone;
}
