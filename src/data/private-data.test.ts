import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { readPage, readRecord, writePage, writeRecord } from './cache';
import { db } from './db';
import { enqueue, pendingEntries } from './outbox';
import { purgeMemberData } from './private-data';

describe('purgeMemberData', () => {
  it("removes one member's watch payloads, ratings, comment lists and (on sign-out) outbox, nobody else's", async () => {
    await writeRecord(db, 'watch', 'alice:some-video', { sources: ['secret'] });
    await writeRecord(db, 'watch', 'anon:some-video', { sources: [] });
    await writeRecord(db, 'watch', 'bob:some-video', { sources: ['bob'] });
    await writeRecord(db, 'my_rating', 'alice:v1', { rating_type: 'like' });
    await writeRecord(db, 'cards', 'v1', { id: 'v1' });
    await writePage(db, 'comments', 'comments:v1|alice', 1, { items: [{ id: 'c1' }], page: 1, perPage: 10, totalItems: 1, totalPages: 1 });
    await writePage(db, 'comments', 'comments:v1|', 1, { items: [{ id: 'c1' }], page: 1, perPage: 10, totalItems: 1, totalPages: 1 });
    await enqueue(db, { kind: 'rate', payload: {}, userId: 'alice' });
    await enqueue(db, { kind: 'rate', payload: {}, userId: 'bob' });

    expect(await purgeMemberData('alice')).toBe(0);
    expect(await readRecord(db, 'watch', 'alice:some-video')).toBeNull();
    expect(await readRecord(db, 'my_rating', 'alice:v1')).toBeNull();
    expect(await readPage(db, 'comments', 'comments:v1|alice', 1)).toBeNull();
    expect(await readRecord(db, 'watch', 'anon:some-video')).not.toBeNull();
    expect(await readRecord(db, 'watch', 'bob:some-video')).not.toBeNull();
    expect(await readRecord(db, 'cards', 'v1')).not.toBeNull();
    expect(await readPage(db, 'comments', 'comments:v1|', 1)).not.toBeNull();
    expect(await pendingEntries(db)).toHaveLength(2); // parked, not dropped

    expect(await purgeMemberData('alice', { discardOutbox: true })).toBe(1);
    expect((await pendingEntries(db)).map((e) => e.userId)).toEqual(['bob']);
  });
});
