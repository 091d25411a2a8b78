import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from './db';
import { keys } from './keys';
import { enqueue, pendingEntries } from './outbox';
import { purgeMemberData, sweepOtherMembers } from './private-data';
import { rowOf } from './query-persist';

const put = (key: readonly unknown[]) => {
  const [collection, id] = rowOf(key);
  return db.records.put({ collection, id, data: {}, fetchedAt: 0 });
};

/** Persisted answers of two members and what is nobody's: public lists and anonymous payloads. */
async function seed(a: string, b: string) {
  for (const owner of [a, b, 'anon']) await put(keys.watch('v', owner));
  await put(keys.myRating(a, 'v'));
  await put(keys.list('videos:newest', 1));
  await put(keys.similar('v'));
  for (const viewer of [a, b, null]) await put(keys.comments('v', viewer));
  await put(keys.premium(a, '', '', 1));
}

/** Everything still on the device: "<collection>/<id>", sorted. */
async function left(): Promise<string[]> {
  return (await db.records.toArray()).map((r) => `${r.collection}/${r.id}`).sort();
}

const publicData = ['comments/:v', 'list/videos:newest:1', 'similar/v', 'watch/anon:v'];
const dataOf = (m: string) => [`comments/${m}:v`, `watch/${m}:v`];

beforeEach(async () => {
  await Promise.all([db.records.clear(), db.pages.clear(), db.outbox.clear()]);
});

describe('purgeMemberData', () => {
  it("removes one member's watch payloads, ratings, comment lists, premium lists and (on sign-out) outbox, nobody else's", async () => {
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

    expect(await sweepOtherMembers('dave')).toBe(4); // carol's payload, rating, comment list and premium list
    expect(await left()).toEqual([...publicData, ...dataOf('dave')].sort());
    expect((await pendingEntries(db)).map((e) => e.userId)).toEqual(['carol']);

    // A visitor keeps nobody's private data.
    expect(await sweepOtherMembers(undefined)).toBe(2);
    expect(await left()).toEqual(publicData);
  });
});
