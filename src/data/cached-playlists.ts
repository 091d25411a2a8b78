// The member's playlists for "Save to…" when the server cannot say (issue 39 §3). Each
// video's answer is its own persisted query (`my_library`, `<member>:playlists:<video>`),
// so offline a video never opened in the dialog had none and the dialog said "You have no
// playlists yet". The playlists themselves are the same in every answer: the newest one
// stored gives them, with this video's ticks taken from what the outbox still holds for it
// (its own answer, when stored, is used as is by the query itself).
import type { OutboxEntry } from './db';
import type { CreatePayload, ItemPayload } from './library-outbox';
import { loadIdb } from './lazy-idb';
import { isPersistedQuery } from './query-persist';

export interface CachedPlaylist {
  id: string;
  title: string;
  item_count: number;
  has_video?: boolean;
  /** Made or changed on this device and not yet sent. */
  waiting?: boolean;
}

/**
 * The playlists as the newest stored answer lists them (`has_video` unknown for this video:
 * false), plus the member's playlists waiting in the outbox, with the outbox's adds and
 * removes of this video applied in order. Pure: unit-tested.
 */
export function overlayPending(stored: CachedPlaylist[], pending: OutboxEntry[], member: string, video: string): CachedPlaylist[] {
  const rows = stored.map((r) => ({ ...r, has_video: false }));
  for (const e of pending) {
    if (e.userId !== member || e.status === 'rejected') continue;
    if (e.kind === 'library.playlist-create') {
      const p = e.payload as CreatePayload;
      if (!rows.some((r) => r.id === p.localId)) rows.unshift({ id: p.localId, title: p.title, item_count: 0, has_video: false, waiting: true });
    } else if (e.kind === 'library.playlist-item') {
      const p = e.payload as ItemPayload;
      const row = rows.find((r) => r.id === p.playlist);
      if (!row || p.video !== video || row.has_video === p.on) continue;
      Object.assign(row, { has_video: p.on, item_count: Math.max(0, row.item_count + (p.on ? 1 : -1)), waiting: true });
    }
  }
  return rows;
}

/** The member's playlists from the device alone (IndexedDB), for the video given. */
export async function cachedPlaylists(member: string, video: string): Promise<CachedPlaylist[]> {
  const { db } = await loadIdb(true);
  const prefix = `${member}:playlists:`;
  const rows = await db.records.where('[collection+id]').between(['my_library', prefix], ['my_library', `${prefix}\uffff`]).toArray();
  const newest = rows.filter((r) => isPersistedQuery(r.data)).sort((a, b) => b.fetchedAt - a.fetchedAt)[0];
  const stored = newest && isPersistedQuery(newest.data) && Array.isArray(newest.data.state.data) ? (newest.data.state.data as CachedPlaylist[]) : [];
  const pending = await db.outbox.orderBy('seq').toArray();
  return overlayPending(stored, pending, member, video);
}
