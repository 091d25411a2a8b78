import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ReelhouseDB } from './db';
import { patchRecord, readPage, readRecord, writePage, writeRecord, writeRecordUnlessNewer } from './cache';

let n = 0;
const dbs: ReelhouseDB[] = [];
function freshDb() {
  const db = new ReelhouseDB(`cache-test-${++n}`);
  dbs.push(db);
  return db;
}
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((d) => d.delete()));
});

const card = (id: string, title = id) => ({ id, title });
const answer = (ids: string[], extra: Record<string, unknown> = {}) => ({
  items: ids.map((id) => card(id)),
  page: 1,
  perPage: 12,
  totalItems: 30,
  totalPages: 3,
  ...extra,
});

describe('page cache', () => {
  it('returns null for a page never fetched', async () => {
    expect(await readPage(freshDb(), 'cards', 'trending', 1)).toBeNull();
  });

  it('keeps the server order of a page and its totals and extra fields', async () => {
    const db = freshDb();
    await writePage(db, 'cards', 'search:x', 1, answer(['c', 'a', 'b'], { is_fallback: true }), 5);
    const page = await readPage<{ id: string }>(db, 'cards', 'search:x', 1);
    expect(page?.items.map((i) => i.id)).toEqual(['c', 'a', 'b']);
    expect(page).toMatchObject({ totalItems: 30, totalPages: 3, perPage: 12, fetchedAt: 5 });
    expect(page?.meta.is_fallback).toBe(true);
  });

  it('stores pages of the same query separately and shares records between queries', async () => {
    const db = freshDb();
    await writePage(db, 'cards', 'trending', 1, answer(['a', 'b']));
    await writePage(db, 'cards', 'trending', 2, { ...answer(['c']), page: 2 });
    await writePage(db, 'cards', 'newest', 1, { ...answer(['b']), items: [card('b', 'renamed')] });
    expect((await readPage<{ id: string }>(db, 'cards', 'trending', 2))?.items.map((i) => i.id)).toEqual(['c']);
    // The newer write of record b is what every page shows.
    const t1 = await readPage<{ id: string; title: string }>(db, 'cards', 'trending', 1);
    expect(t1?.items[1]?.title).toBe('renamed');
  });

  it('replaces a page on refresh (a record that left the page is gone from it)', async () => {
    const db = freshDb();
    await writePage(db, 'cards', 'trending', 1, answer(['a', 'b', 'c']));
    await writePage(db, 'cards', 'trending', 1, answer(['d', 'a']));
    expect((await readPage<{ id: string }>(db, 'cards', 'trending', 1))?.items.map((i) => i.id)).toEqual(['d', 'a']);
  });

  it('writes page and records atomically', async () => {
    const db = freshDb();
    const bad = { ...answer(['a']), items: [{ id: 'a', fn: () => 1 }] };
    await expect(writePage(db, 'cards', 'trending', 1, bad as never)).rejects.toThrow();
    expect(await readPage(db, 'cards', 'trending', 1)).toBeNull();
    expect(await readRecord(db, 'cards', 'a')).toBeNull();
  });

  it('reads, writes and patches single records', async () => {
    const db = freshDb();
    await writeRecord(db, 'watch', 'slug-1', { views: 1 }, 9);
    await patchRecord<{ views: number }>(db, 'watch', 'slug-1', (d) => ({ views: d.views + 1 }), 12);
    await patchRecord<{ views: number }>(db, 'watch', 'missing', (d) => d);
    expect(await readRecord(db, 'watch', 'slug-1')).toEqual({ data: { views: 2 }, fetchedAt: 12 });
    expect(await readRecord(db, 'watch', 'missing')).toBeNull();
  });
});

describe('writeRecordUnlessNewer', () => {
  it('stores an answer when nothing newer was stored since its fetch began', async () => {
    const db = freshDb();
    expect(await writeRecordUnlessNewer(db, 'watch', 'a', { views: 1 }, 100)).toBe(true);
    await writeRecord(db, 'watch', 'b', { views: 1 }, 50);
    expect(await writeRecordUnlessNewer(db, 'watch', 'b', { views: 2 }, 100)).toBe(true);
    expect(await readRecord(db, 'watch', 'b')).toEqual({ data: { views: 2 }, fetchedAt: 100 });
  });

  it('keeps the answer to a fetch begun later, whichever was written first', async () => {
    const db = freshDb();
    expect(await writeRecordUnlessNewer(db, 'watch', 'a', { views: 5 }, 120)).toBe(true);
    expect(await writeRecordUnlessNewer(db, 'watch', 'a', { views: 4 }, 100)).toBe(false);
    expect(await readRecord(db, 'watch', 'a')).toEqual({ data: { views: 5 }, fetchedAt: 120 });
    // Written late (Dexie loads at idle), an early fetch's answer is still as old as its fetch.
    expect(await writeRecordUnlessNewer(db, 'watch', 'b', { views: 4 }, 100)).toBe(true);
    expect(await writeRecordUnlessNewer(db, 'watch', 'b', { views: 5 }, 120)).toBe(true);
    expect(await readRecord(db, 'watch', 'b')).toEqual({ data: { views: 5 }, fetchedAt: 120 });
  });

  it('keeps a change made here after the fetch began (a like, a live count)', async () => {
    const db = freshDb();
    await writeRecord(db, 'watch', 'a', { views: 5 }, 50);
    await patchRecord<{ views: number }>(db, 'watch', 'a', (d) => ({ views: d.views + 1 }), 120);
    expect(await writeRecordUnlessNewer(db, 'watch', 'a', { views: 5 }, 100)).toBe(false);
    expect(await readRecord(db, 'watch', 'a')).toEqual({ data: { views: 6 }, fetchedAt: 120 });
  });
});
