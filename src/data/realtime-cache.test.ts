import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { readPage, readRecord, writePage, writeRecord } from './cache';
import { ReelhouseDB } from './db';
import { commentsQueryKey, withPendingComments, type CommentItem } from './engagement';
import { enqueue } from './outbox';
import { applyCommentEvent, applyStats, type CommentRecord } from './realtime-cache';

let n = 0;
const dbs: ReelhouseDB[] = [];
function freshDb() {
  const db = new ReelhouseDB(`realtime-test-${++n}`);
  dbs.push(db);
  return db;
}
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((d) => d.delete()));
});

const comment = (id: string, extra: Partial<CommentItem> = {}): CommentItem => ({
  id,
  video: 'v1',
  content: `text ${id}`,
  created: '2025-01-01 00:00:00.000Z',
  updated: '2025-01-01 00:00:00.000Z',
  user: 'u2',
  username: 'other',
  like_count: 0,
  liked_by_me: false,
  ...extra,
});
const record = (id: string, extra: Partial<CommentRecord> = {}): CommentRecord => {
  const { liked_by_me: _l, pending: _p, ...rest } = comment(id);
  return { ...rest, ...extra };
};
const list = (items: CommentItem[]) => ({ items, page: 1, perPage: 50, totalItems: items.length, totalPages: 1 });
const KEY = commentsQueryKey('v1', 'u1');

describe('applyStats', () => {
  it('patches the cached watch payload and card of the video', async () => {
    const db = freshDb();
    const stats = { views: 1, likes: 0, dislikes: 0, rating: 0, total_ratings: 0 };
    await writeRecord(db, 'watch', 'anon:slug-1', { id: 'v1', slug: 'slug-1', stats });
    await writeRecord(db, 'cards', 'v1', { id: 'v1', slug: 'slug-1', stats });
    await applyStats(db, 'slug-1', { video: 'v1', likes: 4, dislikes: 1, views: 9 });
    expect((await readRecord<{ stats: typeof stats }>(db, 'watch', 'anon:slug-1'))?.data.stats).toMatchObject({ likes: 4, dislikes: 1, views: 9, rating: 0 });
    expect((await readRecord<{ stats: typeof stats }>(db, 'cards', 'v1'))?.data.stats).toMatchObject({ likes: 4 });
  });
});

describe('applyCommentEvent', () => {
  it('adds a new comment on top once, updates it keeping liked_by_me, removes it on delete', async () => {
    const db = freshDb();
    await writePage(db, 'comments', KEY, 1, list([comment('old', { liked_by_me: true })]));

    await applyCommentEvent(db, 'v1', 'u1', 'create', record('new'));
    await applyCommentEvent(db, 'v1', 'u1', 'create', record('new'));
    let page = await readPage<CommentItem>(db, 'comments', KEY, 1);
    expect(page?.items.map((c) => c.id)).toEqual(['new', 'old']);
    expect(page?.totalItems).toBe(2);

    await applyCommentEvent(db, 'v1', 'u1', 'update', record('old', { content: 'edited', like_count: 3 }));
    page = await readPage<CommentItem>(db, 'comments', KEY, 1);
    expect(page?.items[1]).toMatchObject({ content: 'edited', like_count: 3, liked_by_me: true });

    await applyCommentEvent(db, 'v1', 'u1', 'delete', record('new'));
    page = await readPage<CommentItem>(db, 'comments', KEY, 1);
    expect(page?.items.map((c) => c.id)).toEqual(['old']);
    expect(page?.totalItems).toBe(1);
  });

  it('clears the pending mark of my own comment when the server echoes it', async () => {
    const db = freshDb();
    await writePage(db, 'comments', KEY, 1, list([comment('mine', { pending: true, user: 'u1' })]));
    await applyCommentEvent(db, 'v1', 'u1', 'create', record('mine', { user: 'u1' }));
    const page = await readPage<CommentItem>(db, 'comments', KEY, 1);
    expect(page?.items).toHaveLength(1);
    expect(page?.items[0]?.pending).toBe(false);
  });

  it('ignores other videos and leaves a never-fetched list alone', async () => {
    const db = freshDb();
    await applyCommentEvent(db, 'v1', 'u1', 'create', record('x', { video: 'v2' }));
    await applyCommentEvent(db, 'v1', 'u1', 'create', record('y'));
    expect(await db.pages.get([KEY, 1])).toBeUndefined();
  });
});

describe('withPendingComments', () => {
  it('keeps pending creates, deletes and edits over a fresh server answer', async () => {
    const db = freshDb();
    await enqueue(db, { kind: 'comment.create', payload: { comment: comment('pend', { pending: true }) }, opId: 'pend' });
    await enqueue(db, { kind: 'comment.create', payload: { comment: comment('elsewhere', { video: 'v2' }) } });
    await enqueue(db, { kind: 'comment.delete', payload: { comment: comment('gone'), index: 0, userId: 'u1' } });
    await enqueue(db, { kind: 'comment.update', payload: { id: 'kept', content: 'new text', previous: 'text kept' } });
    const merged = await withPendingComments(db, 'v1', list([comment('gone'), comment('kept')]));
    expect(merged.items.map((c) => c.id)).toEqual(['pend', 'kept']);
    expect(merged.items[1]?.content).toBe('new text');
    expect(merged.totalItems).toBe(2);
  });

  it('does not duplicate a comment the server already has', async () => {
    const db = freshDb();
    await enqueue(db, { kind: 'comment.create', payload: { comment: comment('done', { pending: true }) }, opId: 'done' });
    const merged = await withPendingComments(db, 'v1', list([comment('done')]));
    expect(merged.items.map((c) => c.id)).toEqual(['done']);
  });
});
