// Issue 39 §3: a playlist made offline and the adds queued after it go out in order, each
// once, naming the real playlist; what waits shows in Save to… and /library.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { overlayPending } from './cached-playlists';
import { ReelhouseDB, type OutboxEntry } from './db';
import { libraryHandlers, LOCAL_PLAYLIST_PREFIX } from './library-outbox';
import { drainOnce, enqueue, type OutboxHandler } from './outbox';
import { pendingChanges } from './pending-library';
import type { VideoCard } from './video-card';

let n = 0;
const dbs: ReelhouseDB[] = [];
function freshDb() {
  const d = new ReelhouseDB(`offline-library-test-${++n}`);
  dbs.push(d);
  return d;
}
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((d) => d.delete()));
});

const local = `${LOCAL_PLAYLIST_PREFIX}abc`;

describe('a playlist made offline', () => {
  it('is created once, then its adds and removes are sent in order with the real id', async () => {
    const d = freshDb();
    const create = { localId: local, title: 'Train', member: 'm1' };
    await enqueue(d, { userId: 'm1', kind: 'library.playlist-create', payload: create });
    await enqueue(d, { userId: 'm1', kind: 'library.playlist-item', payload: { playlist: local, video: 'v1', on: true, member: 'm1' } });
    await enqueue(d, { userId: 'm1', kind: 'library.playlist-item', payload: { playlist: 'old', video: 'v2', on: true, member: 'm1' } });
    await enqueue(d, { userId: 'm1', kind: 'library.playlist-item', payload: { playlist: local, video: 'v3', on: true, member: 'm1' } });
    await enqueue(d, { userId: 'm1', kind: 'library.playlist-item', payload: { playlist: local, video: 'v1', on: false, member: 'm1' } });
    const sent: string[] = [];
    let failFirst = true;
    const spy = (kind: string, answer: (e: OutboxEntry) => unknown): OutboxHandler => ({
      ...libraryHandlers[kind]!,
      send: async (e) => {
        // The create's answer is lost once: its replay must not make a second playlist here.
        if (kind === 'library.playlist-create' && failFirst) {
          failFirst = false;
          throw Object.assign(new Error('network'), { status: 0 });
        }
        const p = e.payload as { playlist?: string; video?: string; on?: boolean; title?: string };
        sent.push(kind === 'library.playlist-create' ? `create ${p.title} ${e.opId}` : `${p.on ? 'add' : 'remove'} ${p.playlist} ${p.video}`);
        return answer(e);
      },
    });
    const handlers = {
      'library.playlist-create': spy('library.playlist-create', () => ({ id: 'realid000000001' })),
      'library.playlist-item': spy('library.playlist-item', () => ({ item_count: 1 })),
    };
    const first = await drainOnce(d, { handlers, currentUserId: () => 'm1' });
    expect(first.sent).toBe(0);
    const opId = (await d.outbox.orderBy('seq').first())!.opId;
    await drainOnce(d, { handlers, now: () => Date.now() + 120_000, currentUserId: () => 'm1' });
    expect(sent).toEqual([`create Train ${opId}`, 'add realid000000001 v1', 'add old v2', 'add realid000000001 v3', 'remove realid000000001 v1']);
    expect(await d.outbox.count()).toBe(0);
  });

  it('takes the adds queued for it along when the server refuses it', async () => {
    const d = freshDb();
    await enqueue(d, { userId: 'm1', kind: 'library.playlist-create', payload: { localId: local, title: 'Too many', member: 'm1' } });
    await enqueue(d, { userId: 'm1', kind: 'library.playlist-item', payload: { playlist: local, video: 'v1', on: true, member: 'm1' } });
    const sent: string[] = [];
    const handlers = {
      'library.playlist-create': {
        ...libraryHandlers['library.playlist-create']!,
        send: () => Promise.reject(Object.assign(new Error('limit'), { status: 400 })),
      },
      'library.playlist-item': { ...libraryHandlers['library.playlist-item']!, send: async () => void sent.push('add') },
    };
    const res = await drainOnce(d, { handlers, currentUserId: () => 'm1' });
    expect(res.rejected).toBe(1);
    expect(sent).toEqual([]);
    expect((await d.outbox.toArray()).map((e) => e.kind)).toEqual(['library.playlist-create']);
  });
});

const entry = (seq: number, userId: string, kind: string, payload: unknown, status: OutboxEntry['status'] = 'pending'): OutboxEntry => ({
  seq,
  opId: `op${seq}`,
  kind,
  payload,
  status,
  attempts: 0,
  nextAttemptAt: 0,
  createdAt: 0,
  userId,
});

describe('Save to… from the device', () => {
  it('lists the stored playlists with this video’s waiting adds and removes, and waiting new ones', () => {
    const stored = [
      { id: 'p1', title: 'One', item_count: 2, has_video: true }, // ticked for another video
      { id: 'p2', title: 'Two', item_count: 1 },
    ];
    const pending = [
      entry(1, 'm1', 'library.playlist-item', { playlist: 'p2', video: 'v9', on: true, member: 'm1' }),
      entry(2, 'm1', 'library.playlist-create', { localId: local, title: 'New', member: 'm1' }),
      entry(3, 'm1', 'library.playlist-item', { playlist: local, video: 'v9', on: true, member: 'm1' }),
      entry(4, 'm1', 'library.playlist-item', { playlist: 'p1', video: 'other', on: true, member: 'm1' }),
      entry(5, 'm2', 'library.playlist-create', { localId: 'local-x', title: 'Not mine', member: 'm2' }),
      entry(6, 'm1', 'library.playlist-create', { localId: 'local-r', title: 'Refused', member: 'm1' }, 'rejected'),
    ];
    expect(overlayPending(stored, pending, 'm1', 'v9')).toEqual([
      { id: local, title: 'New', item_count: 1, has_video: true, waiting: true },
      { id: 'p1', title: 'One', item_count: 2, has_video: false },
      { id: 'p2', title: 'Two', item_count: 2, has_video: true, waiting: true },
    ]);
  });
});

describe('/library’s waiting changes', () => {
  const card = (id: string) => ({ id, slug: id, title: id }) as VideoCard;
  it('keeps the last change per video of the member’s list, newest first', () => {
    const t = (seq: number, video: string, on: boolean, list = 'favourites', user = 'm1') =>
      entry(seq, user, 'library.toggle', { video, list, on, member: user, card: card(video) });
    const out = pendingChanges([t(1, 'a', true), t(2, 'b', true), t(3, 'c', false), t(4, 'a', false), t(5, 'd', true, 'watch-later'), t(6, 'e', true, 'favourites', 'm2'), t(7, 'b', true)], 'm1', 'favourites');
    expect(out.adds.map((c) => c.id)).toEqual(['b']);
    expect(out.removes).toEqual(['a', 'c']);
  });
});
