import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReelhouseDB, type OutboxEntry } from './db';
import { QueryClient } from '@tanstack/react-query';
import { BACKOFF_MAX_MS, backoffDelay, classify, drainOnce, enqueue, pendingEntries, type OutboxHandler } from './outbox';
import { outboxMutationKey, sendingAsMutations } from './outbox-mutations';

// Rows of the records table, as an optimistic change would write them.
const writeRecord = (d: ReelhouseDB, collection: string, id: string, data: unknown) => d.records.put({ collection, id, data, fetchedAt: 0 }).then(() => undefined);
const readRecord = async (d: ReelhouseDB, collection: string, id: string) => {
  const row = await d.records.get([collection, id]);
  return row ? { data: row.data } : null;
};

let n = 0;
const dbs: ReelhouseDB[] = [];
function freshDb() {
  const db = new ReelhouseDB(`outbox-test-${++n}`);
  dbs.push(db);
  return db;
}
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((d) => d.delete()));
});

class HttpError extends Error {
  constructor(public status: number) {
    super(`HTTP ${status}`);
  }
}

/** A fake server that applies each opId once, like applied_ops (internal/engagement/ops.go) on the real one. */
function fakeServer() {
  const applied = new Map<string, unknown>();
  const calls: string[] = [];
  let failures: Array<{ status: number; afterCommit?: boolean }> = [];
  const send = async (entry: OutboxEntry) => {
    calls.push(entry.opId);
    const failure = failures.shift();
    if (failure && !failure.afterCommit) throw new HttpError(failure.status);
    if (!applied.has(entry.opId)) applied.set(entry.opId, entry.payload);
    if (failure?.afterCommit) throw new HttpError(failure.status); // the answer was lost
    return { ok: true, opId: entry.opId };
  };
  return {
    applied,
    calls,
    send,
    fail(...f: Array<{ status: number; afterCommit?: boolean }>) {
      failures = f;
    },
  };
}

function commentHandler(server: ReturnType<typeof fakeServer>): OutboxHandler {
  return {
    send: server.send,
    rollback: async (db, entry) => {
      await db.records.delete(['comments', entry.opId]);
    },
    applied: async (db, entry) => {
      await db.records.update(['comments', entry.opId], { data: { ...(entry.payload as object), pending: false } });
    },
  };
}

async function queueComment(db: ReelhouseDB, text: string, now = 0) {
  const opId = `c${String(text.length).padStart(2, '0')}${text}`.padEnd(15, 'x').slice(0, 15);
  return enqueue(db, { kind: 'comment', payload: { text }, opId }, () => writeRecord(db, 'comments', opId, { text, pending: true }), now);
}

describe('outbox', () => {
  it('writes the optimistic row and the outbox row together', async () => {
    const db = freshDb();
    const entry = await queueComment(db, 'hello');
    expect(entry.seq).toBeTypeOf('number');
    expect((await readRecord(db, 'comments', entry.opId))?.data).toEqual({ text: 'hello', pending: true });
    expect(await pendingEntries(db)).toHaveLength(1);
  });

  it('stores neither when the optimistic change fails', async () => {
    const db = freshDb();
    await expect(
      enqueue(db, { kind: 'comment', payload: {} }, async () => {
        await writeRecord(db, 'comments', 'x', { a: 1 });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await readRecord(db, 'comments', 'x')).toBeNull();
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses a second entry with the same opId', async () => {
    const db = freshDb();
    await enqueue(db, { kind: 'k', payload: 1, opId: 'aaaaaaaaaaaaaaa' });
    await expect(enqueue(db, { kind: 'k', payload: 2, opId: 'aaaaaaaaaaaaaaa' })).rejects.toThrow();
  });

  it('drains oldest first and reconciles the cache', async () => {
    const db = freshDb();
    const server = fakeServer();
    const a = await queueComment(db, 'first');
    const b = await queueComment(db, 'second');
    const res = await drainOnce(db, { handlers: { comment: commentHandler(server) }, now: () => 10 });
    expect(res).toEqual({ sent: 2, rejected: 0, nextAttemptAt: null });
    expect(server.calls).toEqual([a.opId, b.opId]);
    expect(await db.outbox.count()).toBe(0);
    expect((await readRecord(db, 'comments', a.opId))?.data).toEqual({ text: 'first', pending: false });
  });

  it('retries network errors and 5xx with backoff, keeping later entries behind the head', async () => {
    const db = freshDb();
    const server = fakeServer();
    await queueComment(db, 'one');
    await queueComment(db, 'two');
    server.fail({ status: 0 });
    let t = 1000;
    const deps = { handlers: { comment: commentHandler(server) }, now: () => t, random: () => 0.5 };
    const first = await drainOnce(db, deps);
    expect(first.sent).toBe(0);
    expect(first.nextAttemptAt).toBe(1000 + backoffDelay(1, () => 0.5));
    expect(server.calls).toHaveLength(1);
    // Not due yet: nothing is sent.
    expect((await drainOnce(db, deps)).sent).toBe(0);
    expect(server.calls).toHaveLength(1);
    server.fail({ status: 503 });
    t = first.nextAttemptAt!;
    const second = await drainOnce(db, deps);
    expect(second.sent).toBe(0);
    expect((await pendingEntries(db))[0]?.attempts).toBe(2);
    t = second.nextAttemptAt!;
    expect((await drainOnce(db, deps)).sent).toBe(2);
    expect(server.applied.size).toBe(2);
  });

  it('rejects other 4xx: marks the entry, rolls back and tells the member', async () => {
    const db = freshDb();
    const server = fakeServer();
    const onRejected = vi.fn();
    const a = await queueComment(db, 'bad');
    const b = await queueComment(db, 'good');
    server.fail({ status: 400 });
    const res = await drainOnce(db, { handlers: { comment: commentHandler(server) }, now: () => 0, onRejected });
    expect(res).toMatchObject({ sent: 1, rejected: 1 });
    expect(onRejected).toHaveBeenCalledWith(expect.objectContaining({ opId: a.opId }), expect.any(HttpError));
    expect(await readRecord(db, 'comments', a.opId)).toBeNull();
    expect((await db.outbox.get(a.seq!))?.status).toBe('rejected');
    expect(await pendingEntries(db)).toHaveLength(0);
    expect(server.applied.has(b.opId)).toBe(true);
  });

  it('refreshes the session on 401 and retries at once', async () => {
    const db = freshDb();
    const server = fakeServer();
    await queueComment(db, 'auth');
    server.fail({ status: 401 });
    const refreshAuth = vi.fn(async () => true);
    const res = await drainOnce(db, { handlers: { comment: commentHandler(server) }, now: () => 0, refreshAuth });
    expect(refreshAuth).toHaveBeenCalledTimes(1);
    expect(res.sent).toBe(1);
  });

  it('backs off when the session cannot be refreshed', async () => {
    const db = freshDb();
    const server = fakeServer();
    await queueComment(db, 'auth');
    server.fail({ status: 401 });
    const res = await drainOnce(db, { handlers: { comment: commentHandler(server) }, now: () => 0, refreshAuth: async () => false });
    expect(res.sent).toBe(0);
    expect(res.nextAttemptAt).not.toBeNull();
    expect(await pendingEntries(db)).toHaveLength(1);
  });

  it('replays an entry whose answer was lost: applied exactly once', async () => {
    const db = freshDb();
    const server = fakeServer();
    const a = await queueComment(db, 'once');
    server.fail({ status: 0, afterCommit: true });
    const deps = { handlers: { comment: commentHandler(server) }, now: () => 0, random: () => 0 };
    const first = await drainOnce(db, deps);
    expect(first.sent).toBe(0);
    expect(server.applied.size).toBe(1);
    const again = await drainOnce(db, { ...deps, now: () => first.nextAttemptAt! });
    expect(again.sent).toBe(1);
    expect(server.calls).toEqual([a.opId, a.opId]);
    expect(server.applied.size).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('counts a "done" status (404 on a replayed delete) as success', async () => {
    const db = freshDb();
    await enqueue(db, { kind: 'del', payload: {} });
    const handler: OutboxHandler = { send: async () => Promise.reject(new HttpError(404)), doneStatuses: [404] };
    expect((await drainOnce(db, { handlers: { del: handler } })).sent).toBe(1);
  });

  it('classifies statuses and caps the backoff', () => {
    expect([0, 429, 500, 503].map(classify)).toEqual(['retry', 'retry', 'retry', 'retry']);
    expect(classify(401)).toBe('auth');
    expect([400, 403, 404].map(classify)).toEqual(['reject', 'reject', 'reject']);
    expect(backoffDelay(1, () => 0)).toBe(500);
    expect(backoffDelay(1, () => 1)).toBe(1000);
    expect(backoffDelay(30, () => 1)).toBe(60_000);
  });
});

describe('outbox sends as mutations of the query client', () => {
  it('keeps exactly-once and the backoff: one mutation per attempt, never retried by the library', async () => {
    const client = new QueryClient();
    const db = freshDb();
    const server = fakeServer();
    const entry = await queueComment(db, 'lost answer');
    const handlers = sendingAsMutations({ comment: commentHandler(server) }, client);
    // The answer to the first try is lost after the server applied it: a 503 to the client.
    server.fail({ status: 503, afterCommit: true });
    const first = await drainOnce(db, { handlers, now: () => 0, random: () => 0 });
    expect(first.sent).toBe(0);
    expect(first.nextAttemptAt).not.toBeNull();
    const second = await drainOnce(db, { handlers, now: () => 10 * BACKOFF_MAX_MS });
    expect(second.sent).toBe(1);
    expect(server.calls).toEqual([entry.opId, entry.opId]);
    expect(server.applied.size).toBe(1);
    const sent = client.getMutationCache().findAll({ mutationKey: outboxMutationKey('comment') });
    expect(sent.map((m) => m.state.status)).toEqual(['error', 'success']);
    expect(sent.every((m) => m.state.failureCount <= 1)).toBe(true);
  });
});

