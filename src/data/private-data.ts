// A shared device made safe (issue 15 §6): what one member's session left on the device
// must not reach the next person. Watch payloads (which may carry premium sources) and
// ratings are cached under the member's id; sign-out removes them, the member's
// comment lists (with liked_by_me), their downloads and, on an explicit sign-out, their
// unsent outbox entries (with a notice, since those writes are lost).
import { db } from './db';
import { engagementHandlers } from './engagement';
import { discardEntriesOf } from './outbox';
import { downloadsCacheName } from './private-data-names';

/** Record collections whose ids start with `<userId>:`. */
export const MEMBER_RECORD_COLLECTIONS = ['watch', 'my_rating'] as const;

export { downloadsCacheName } from './private-data-names';

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
    await db.pages.filter((p) => p.queryKey.endsWith(`|${userId}`)).delete();
  });
  const dropped = opts.discardOutbox ? await discardEntriesOf(db, userId, engagementHandlers) : 0;
  if (typeof caches !== 'undefined') await caches.delete(downloadsCacheName(userId)).catch(() => false);
  return dropped;
}
