import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReelhouseDB } from './db';
import { dropOldest, evictStale, isQuotaError, requestPersistence, withQuotaRetry } from './storage';

let n = 0;
const dbs: ReelhouseDB[] = [];
function freshDb() {
  const db = new ReelhouseDB(`storage-test-${++n}`);
  dbs.push(db);
  return db;
}
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((d) => d.delete()));
});

const DAY = 24 * 60 * 60 * 1000;
const NOW = 1_800_000_000_000;

function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, v),
  };
}

async function seed(db: ReelhouseDB) {
  await db.pages.bulkPut([
    { queryKey: 'videos:trending', page: 1, ids: ['a'], fetchedAt: NOW - 40 * DAY },
    { queryKey: 'videos:newest', page: 1, ids: ['b'], fetchedAt: NOW - 1 * DAY },
  ]);
  await db.records.bulkPut([
    { collection: 'cards', id: 'a', data: {}, fetchedAt: NOW - 40 * DAY },
    { collection: 'cards', id: 'b', data: {}, fetchedAt: NOW - 1 * DAY },
    { collection: 'comments', id: 'pending1234567', data: {}, fetchedAt: NOW - 40 * DAY },
  ]);
  await db.outbox.add({
    opId: 'pending1234567',
    kind: 'comment.create',
    payload: { comment: { id: 'pending1234567' } },
    status: 'pending',
    attempts: 0,
    nextAttemptAt: NOW,
    createdAt: NOW - 40 * DAY,
  });
}

describe('evictStale', () => {
  it('drops pages and records older than N days by fetchedAt, keeping what the outbox needs', async () => {
    const db = freshDb();
    await seed(db);
    expect(await evictStale(db, 30, NOW)).toBe(2);
    expect((await db.pages.toArray()).map((p) => p.queryKey)).toEqual(['videos:newest']);
    expect((await db.records.toArray()).map((r) => r.id).sort()).toEqual(['b', 'pending1234567']);
    expect(await db.outbox.count()).toBe(1);
  });
});

describe('quota handling', () => {
  it('recognises QuotaExceededError, also wrapped by Dexie', () => {
    expect(isQuotaError(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    expect(isQuotaError({ name: 'AbortError', inner: { name: 'QuotaExceededError' } })).toBe(true);
    expect(isQuotaError(new Error('x'))).toBe(false);
  });

  it('drops the oldest entries (never pending ones) and retries the write once', async () => {
    const db = freshDb();
    await seed(db);
    let calls = 0;
    const result = await withQuotaRetry(db, async () => {
      calls++;
      if (calls === 1) throw new DOMException('full', 'QuotaExceededError');
      return 'ok';
    });
    expect(result).toBe('ok');
    expect(calls).toBe(2);
    expect(await db.pages.get(['videos:trending', 1])).toBeUndefined();
    expect(await db.pages.get(['videos:newest', 1])).toBeDefined();
    expect(await db.records.get(['comments', 'pending1234567'])).toBeDefined();
  });

  it('gives up after one retry and passes other errors through untouched', async () => {
    const db = freshDb();
    await seed(db);
    const full = vi.fn(async () => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await expect(withQuotaRetry(db, full)).rejects.toMatchObject({ name: 'QuotaExceededError' });
    expect(full).toHaveBeenCalledTimes(2);
    const other = vi.fn(async () => {
      throw new Error('boom');
    });
    await expect(withQuotaRetry(db, other)).rejects.toThrow('boom');
    expect(other).toHaveBeenCalledTimes(1);
    expect(await db.pages.count()).toBe(1); // only the first retry dropped anything
  });

  it('dropOldest removes at least one page and one record', async () => {
    const db = freshDb();
    await db.pages.put({ queryKey: 'q', page: 1, ids: [], fetchedAt: 1 });
    await db.records.put({ collection: 'cards', id: 'x', data: {}, fetchedAt: 1 });
    expect(await dropOldest(db)).toBe(2);
  });
});

describe('requestPersistence', () => {
  it('asks once per browser and reports the answer', async () => {
    const persist = vi.fn(async () => true);
    const persisted = vi.fn(async () => false);
    const nav = { storage: { persist, persisted } } as unknown as Navigator;
    const store = memoryStorage();
    expect(await requestPersistence(nav, store)).toBe(true);
    expect(await requestPersistence(nav, store)).toBe(false);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('does not ask when already persisted or unsupported', async () => {
    const persist = vi.fn(async () => true);
    const nav = { storage: { persist, persisted: async () => true } } as unknown as Navigator;
    expect(await requestPersistence(nav, memoryStorage())).toBe(true);
    expect(persist).not.toHaveBeenCalled();
    expect(await requestPersistence({} as Navigator, memoryStorage())).toBe(false);
  });
});
