import 'fake-indexeddb/auto';
import { afterAll, describe, expect, it } from 'vitest';
import { ReelhouseDB } from './db';

const db = new ReelhouseDB('reelhouse-test');
afterAll(() => db.delete());

describe('db schema', () => {
  it('stores records and pages under compound keys', async () => {
    await db.transaction('rw', db.records, db.pages, async () => {
      await db.records.put({ collection: 'videos', id: 'abc', data: { title: 'A' }, fetchedAt: 1 });
      await db.pages.put({ queryKey: 'trending', page: 1, ids: ['abc'], fetchedAt: 1 });
    });
    expect((await db.records.get(['videos', 'abc']))?.data).toEqual({ title: 'A' });
    expect((await db.pages.get(['trending', 1]))?.ids).toEqual(['abc']);
  });

  it('numbers outbox entries in order and refuses a duplicate opId', async () => {
    const entry = { kind: 'comment', payload: {}, status: 'pending' as const, attempts: 0, nextAttemptAt: 0, createdAt: 0 };
    const first = await db.outbox.add({ ...entry, opId: 'op1aaaaaaaaaaaa' });
    const second = await db.outbox.add({ ...entry, opId: 'op2aaaaaaaaaaaa' });
    expect(second).toBeGreaterThan(first ?? Infinity);
    await expect(db.outbox.add({ ...entry, opId: 'op1aaaaaaaaaaaa' })).rejects.toThrow();
  });
});
