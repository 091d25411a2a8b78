import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { writePage, writeRecord } from './cache';
import { db } from './db';
import { enqueue, pendingEntries } from './outbox';
import { purgeMemberData, sweepOtherMembers } from './private-data';

const emptyPage = { items: [], page: 1, perPage: 10, totalItems: 0, totalPages: 0 };

/** Private data of two members and what is nobody's: public cards, lists and anonymous payloads. */
async function seed(a: string, b: string) {
  for (const owner of [a, b, 'anon']) await writeRecord(db, 'watch', `${owner}:v`, { sources: [owner] });
  await writeRecord(db, 'my_rating', `${a}:v`, { rating_type: 'like' });
  await writeRecord(db, 'cards', 'v', { id: 'v' });
  for (const key of [`comments:v|${a}`, `comments:v|${b}`, 'comments:v|', 'videos:newest', 'videos:search:sun|sunsets']) await writePage(db, 'comments', key, 1, emptyPage);
}

/** Everything still on the device: "record <collection>/<id>" and "page <queryKey>", sorted. */
async function left(): Promise<string[]> {
  const records = (await db.records.toArray()).map((r) => `record ${r.collection}/${r.id}`);
  const pages = (await db.pages.toArray()).map((p) => `page ${p.queryKey}`);
  return [...records, ...pages].sort();
}

const publicData = ['page comments:v|', 'page videos:newest', 'page videos:search:sun|sunsets', 'record cards/v', 'record watch/anon:v'];
const dataOf = (m: string) => [`page comments:v|${m}`, `record watch/${m}:v`];

beforeEach(async () => {
  await Promise.all([db.records.clear(), db.pages.clear(), db.outbox.clear()]);
});

describe('purgeMemberData', () => {
  it("removes one member's watch payloads, ratings, comment lists and (on sign-out) outbox, nobody else's", async () => {
    await seed('alice', 'bob');
    await enqueue(db, { kind: 'rate', payload: {}, userId: 'alice' });
    await enqueue(db, { kind: 'rate', payload: {}, userId: 'bob' });

    expect(await purgeMemberData('alice')).toBe(0);
    expect(await left()).toEqual([...publicData, ...dataOf('bob')].sort());
    expect(await pendingEntries(db)).toHaveLength(2); // parked, not dropped

    expect(await purgeMemberData('alice', { discardOutbox: true })).toBe(1);
    expect((await pendingEntries(db)).map((e) => e.userId)).toEqual(['bob']);
  });
});

describe('sweepOtherMembers', () => {
  it("removes what an interrupted purge left of other members, keeps the signed-in member's, public data and everyone's parked writes", async () => {
    await seed('carol', 'dave');
    await enqueue(db, { kind: 'rate', payload: {}, userId: 'carol' });

    expect(await sweepOtherMembers('dave')).toBe(3); // carol's payload, rating and comment list
    expect(await left()).toEqual([...publicData, ...dataOf('dave')].sort());
    expect((await pendingEntries(db)).map((e) => e.userId)).toEqual(['carol']);

    // A visitor keeps nobody's private data.
    expect(await sweepOtherMembers(undefined)).toBe(2);
    expect(await left()).toEqual(publicData);
  });
});
