import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { readPage, readRecord, writePage, writeRecord } from './cache';
import { db } from './db';
import { enqueue, pendingEntries } from './outbox';
import { purgeMemberData, sweepOtherMembers } from './private-data';

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

describe('sweepOtherMembers', () => {
  it("removes what an interrupted purge left of other members, keeps the signed-in member's, public data and everyone's parked writes", async () => {
    await db.records.clear();
    await db.pages.clear();
    await db.outbox.clear();
    await writeRecord(db, 'watch', 'carol:v', { sources: ['carol'] });
    await writeRecord(db, 'my_rating', 'carol:v', { rating_type: 'like' });
    await writeRecord(db, 'watch', 'dave:v', { sources: ['dave'] });
    await writeRecord(db, 'watch', 'anon:v', { sources: [] });
    await writeRecord(db, 'cards', 'v', { id: 'v' });
    const page = { items: [], page: 1, perPage: 10, totalItems: 0, totalPages: 0 };
    await writePage(db, 'comments', 'comments:v|carol', 1, page);
    await writePage(db, 'comments', 'comments:v|dave', 1, page);
    await writePage(db, 'comments', 'comments:v|', 1, page);
    await writePage(db, 'cards', 'videos:newest', 1, page);
    await writePage(db, 'cards', 'videos:search:sun|sunsets', 1, page);
    await enqueue(db, { kind: 'rate', payload: {}, userId: 'carol' });

    expect(await sweepOtherMembers('dave')).toBe(3);
    expect(await readRecord(db, 'watch', 'carol:v')).toBeNull();
    expect(await readRecord(db, 'my_rating', 'carol:v')).toBeNull();
    expect(await readPage(db, 'comments', 'comments:v|carol', 1)).toBeNull();
    expect(await readRecord(db, 'watch', 'dave:v')).not.toBeNull();
    expect(await readRecord(db, 'watch', 'anon:v')).not.toBeNull();
    expect(await readRecord(db, 'cards', 'v')).not.toBeNull();
    expect(await readPage(db, 'comments', 'comments:v|dave', 1)).not.toBeNull();
    expect(await readPage(db, 'comments', 'comments:v|', 1)).not.toBeNull();
    expect(await readPage(db, 'cards', 'videos:newest', 1)).not.toBeNull();
    expect(await readPage(db, 'cards', 'videos:search:sun|sunsets', 1)).not.toBeNull();
    expect((await pendingEntries(db)).map((e) => e.userId)).toEqual(['carol']);

    // A visitor keeps nobody's private data.
    expect(await sweepOtherMembers(undefined)).toBe(2);
    expect(await readRecord(db, 'watch', 'anon:v')).not.toBeNull();
  });
});
