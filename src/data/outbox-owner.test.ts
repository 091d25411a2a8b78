// Shared devices (issue 15 §6): an outbox entry is sent only under its member's session.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ReelhouseDB, type OutboxEntry } from './db';
import { discardEntriesOf, drainOnce, enqueue, pendingEntries, type OutboxHandler } from './outbox';

// Rows of the records table, as an optimistic change would write them.
const writeRecord = (d: ReelhouseDB, collection: string, id: string, data: unknown) => d.records.put({ collection, id, data, fetchedAt: 0 }).then(() => undefined);
const readRecord = async (d: ReelhouseDB, collection: string, id: string) => {
  const row = await d.records.get([collection, id]);
  return row ? { data: row.data } : null;
};

let n = 0;
const dbs: ReelhouseDB[] = [];
function freshDb() {
  const db = new ReelhouseDB(`outbox-owner-test-${++n}`);
  dbs.push(db);
  return db;
}
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((d) => d.delete()));
});

function recorder() {
  const sent: Array<{ opId: string; as: string | null }> = [];
  let signedIn: string | null = null;
  const handler: OutboxHandler = {
    send: async (e: OutboxEntry) => {
      sent.push({ opId: e.opId, as: signedIn });
      return { ok: true };
    },
    rollback: async (db, e) => {
      await db.records.delete(['comments', e.opId]);
    },
  };
  return {
    sent,
    handler,
    signIn: (id: string | null) => {
      signedIn = id;
    },
    current: () => signedIn,
  };
}

const queue = (db: ReelhouseDB, opId: string, userId?: string) =>
  enqueue(db, { kind: 'comment', payload: { opId }, opId, userId }, () => writeRecord(db, 'comments', opId, { pending: true }), 0);

describe('outbox ownership', () => {
  it("parks a member's entries while someone else is signed in, and sends them when they are back", async () => {
    const db = freshDb();
    const r = recorder();
    await queue(db, 'aaaaaaaaaaaaaa1', 'alice');
    r.signIn('bob');
    const deps = { handlers: { comment: r.handler }, now: () => 1, currentUserId: r.current };
    expect(await drainOnce(db, deps)).toMatchObject({ sent: 0, rejected: 0 });
    expect(r.sent).toEqual([]);
    expect(await pendingEntries(db)).toHaveLength(1);

    r.signIn(null);
    expect((await drainOnce(db, deps)).sent).toBe(0);

    r.signIn('alice');
    expect((await drainOnce(db, deps)).sent).toBe(1);
    expect(r.sent).toEqual([{ opId: 'aaaaaaaaaaaaaa1', as: 'alice' }]);
  });

  it("sends only the signed-in member's entries, in order, past another's parked ones", async () => {
    const db = freshDb();
    const r = recorder();
    await queue(db, 'aaaaaaaaaaaaaa1', 'alice');
    await queue(db, 'bbbbbbbbbbbbbb1', 'bob');
    await queue(db, 'bbbbbbbbbbbbbb2', 'bob');
    r.signIn('bob');
    await drainOnce(db, { handlers: { comment: r.handler }, now: () => 1, currentUserId: r.current });
    expect(r.sent.map((s) => s.opId)).toEqual(['bbbbbbbbbbbbbb1', 'bbbbbbbbbbbbbb2']);
    expect((await pendingEntries(db)).map((e) => e.userId)).toEqual(['alice']);
  });

  it('rejects entries without an owner instead of sending them as the current member', async () => {
    const db = freshDb();
    const r = recorder();
    await queue(db, 'ccccccccccccccc');
    r.signIn('bob');
    const rejected: string[] = [];
    const res = await drainOnce(db, {
      handlers: { comment: r.handler },
      now: () => 1,
      currentUserId: r.current,
      onRejected: (e) => rejected.push(e.opId),
    });
    expect(res.rejected).toBe(1);
    expect(r.sent).toEqual([]);
    expect(rejected).toEqual(['ccccccccccccccc']);
    expect(await readRecord(db, 'comments', 'ccccccccccccccc')).toBeNull();
  });

  it("discards a member's entries on sign-out and undoes their optimistic rows", async () => {
    const db = freshDb();
    const r = recorder();
    await queue(db, 'aaaaaaaaaaaaaa1', 'alice');
    await queue(db, 'bbbbbbbbbbbbbb1', 'bob');
    expect(await discardEntriesOf(db, 'alice', { comment: r.handler })).toBe(1);
    expect((await pendingEntries(db)).map((e) => e.opId)).toEqual(['bbbbbbbbbbbbbb1']);
    expect(await readRecord(db, 'comments', 'aaaaaaaaaaaaaa1')).toBeNull();
    expect(await readRecord(db, 'comments', 'bbbbbbbbbbbbbb1')).not.toBeNull();
  });
});
