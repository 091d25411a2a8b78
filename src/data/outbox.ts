// The outbox (offline notes, "Outbox"): a member's writes (comments, comment likes, ratings)
// are queued with a client-made mutation id (opId) and sent oldest-first. The optimistic
// change to the cache and the outbox row are written in one transaction. Sending:
//   success                  → the entry is removed (and `applied` reconciles the cache)
//   network error, 429, 5xx  → retried later with jittered exponential backoff
//   401                      → the session is refreshed once, then retried at once
//   any other 4xx            → marked rejected, the optimistic change rolled back, the
//                              member told (onRejected)
// The server ignores an opId it has already applied, so a replay after a lost answer is
// harmless. Plain functions over a db instance; outbox-runtime.ts wires triggers and locks.
import type { OutboxEntry, ReelhouseDB } from './db';
import { newOpId } from './op-id';

export interface OutboxHandler {
  /** Sends the entry to the server; resolves with the server's answer. */
  send(entry: OutboxEntry): Promise<unknown>;
  /** Reconciles the cache with the server's answer. */
  applied?(db: ReelhouseDB, entry: OutboxEntry, result: unknown): Promise<void>;
  /** Undoes the optimistic change of a rejected entry. */
  rollback?(db: ReelhouseDB, entry: OutboxEntry): Promise<void>;
  /** Statuses that mean "already done" (e.g. 404 when replaying a delete). */
  doneStatuses?: number[];
}

export interface DrainDeps {
  handlers: Record<string, OutboxHandler>;
  now?: () => number;
  random?: () => number;
  /** HTTP status of an error; 0 for network errors. */
  statusOf?: (err: unknown) => number;
  /** Refreshes the session; resolves true when the caller is signed in again. */
  refreshAuth?: () => Promise<boolean>;
  onRejected?: (entry: OutboxEntry, err: unknown) => void;
  /**
   * The member signed in now (null for a visitor). When given, only that member's
   * entries are sent; other members' entries stay parked until they sign in again, and
   * entries with no owner are rejected (nobody can vouch for them).
   */
  currentUserId?: () => string | null;
}

export interface DrainResult {
  sent: number;
  rejected: number;
  /** When the next waiting entry is due (ms since epoch), null when nothing waits. */
  nextAttemptAt: number | null;
}

export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_MAX_MS = 60_000;

/** Jittered exponential backoff: half fixed, half random, capped. */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const exp = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(exp / 2 + random() * (exp / 2));
}

export type ErrorClass = 'retry' | 'auth' | 'reject';

export function classify(status: number): ErrorClass {
  if (status === 0 || status === 408 || status === 429 || status >= 500) return 'retry';
  if (status === 401) return 'auth';
  return 'reject';
}

const defaultStatusOf = (err: unknown): number => {
  const s = (err as { status?: unknown } | null)?.status;
  return typeof s === 'number' ? s : 0;
};

export interface EnqueueInput {
  kind: string;
  payload: unknown;
  opId?: string;
  /** The member making the write. */
  userId?: string;
}

/**
 * Queues a write. `optimistic` runs in the same transaction as the outbox insert
 * (it may touch `records` and `pages`); if either fails, neither is stored.
 */
export async function enqueue(
  db: ReelhouseDB,
  input: EnqueueInput,
  optimistic?: () => Promise<void>,
  now = Date.now(),
): Promise<OutboxEntry> {
  const entry: OutboxEntry = {
    opId: input.opId ?? newOpId(),
    kind: input.kind,
    payload: input.payload,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    createdAt: now,
    ...(input.userId ? { userId: input.userId } : {}),
  };
  await db.transaction('rw', db.records, db.pages, db.outbox, async () => {
    if (optimistic) await optimistic();
    entry.seq = await db.outbox.add(entry);
  });
  return entry;
}

/** Entries still to send, oldest first (of one member when userId is given). */
export async function pendingEntries(db: ReelhouseDB, userId?: string | null): Promise<OutboxEntry[]> {
  const all = (await db.outbox.orderBy('seq').toArray()).filter((e) => e.status !== 'rejected');
  return userId === undefined ? all : all.filter((e) => !e.userId || e.userId === userId);
}

/**
 * Drops every entry of a member (sign-out on a shared device), undoing their optimistic
 * changes; resolves with how many were dropped so the member can be told.
 */
export async function discardEntriesOf(db: ReelhouseDB, userId: string, handlers: Record<string, OutboxHandler>): Promise<number> {
  return db.transaction('rw', db.records, db.pages, db.outbox, async () => {
    const mine = (await db.outbox.toArray()).filter((e) => e.userId === userId);
    for (const e of mine) {
      if (e.status !== 'rejected') await handlers[e.kind]?.rollback?.(db, e);
      await db.outbox.delete(e.seq!);
    }
    return mine.filter((e) => e.status !== 'rejected').length;
  });
}

/**
 * Sends due entries oldest-first until the queue is empty or the oldest must wait.
 * Callers serialise drains (outbox-runtime.ts holds a lock across tabs).
 */
export async function drainOnce(db: ReelhouseDB, deps: DrainDeps): Promise<DrainResult> {
  const now = deps.now ?? Date.now;
  const random = deps.random ?? Math.random;
  const statusOf = deps.statusOf ?? defaultStatusOf;
  const result: DrainResult = { sent: 0, rejected: 0, nextAttemptAt: null };
  let authRefreshed = false;

  for (;;) {
    const [head] = await pendingEntries(db, deps.currentUserId ? deps.currentUserId() : undefined);
    if (!head || head.seq === undefined) return result;
    if (deps.currentUserId && !head.userId) {
      await reject(db, head, deps.handlers[head.kind], new Error('This change was made before sign-in was recorded.'), deps);
      result.rejected++;
      continue;
    }
    if (head.nextAttemptAt > now()) {
      result.nextAttemptAt = head.nextAttemptAt;
      return result;
    }
    const handler = deps.handlers[head.kind];
    if (!handler) {
      await reject(db, head, handler, new Error(`No outbox handler for ${head.kind}`), deps);
      result.rejected++;
      continue;
    }
    try {
      const answer = await handler.send(head);
      await finish(db, head, handler, answer);
      result.sent++;
    } catch (err) {
      const status = statusOf(err);
      if (handler.doneStatuses?.includes(status)) {
        await finish(db, head, handler, null);
        result.sent++;
        continue;
      }
      const kind = classify(status);
      if (kind === 'auth' && !authRefreshed && deps.refreshAuth) {
        authRefreshed = true;
        if (await deps.refreshAuth().catch(() => false)) continue;
      }
      if (kind === 'retry' || kind === 'auth') {
        const attempts = head.attempts + 1;
        const nextAttemptAt = now() + backoffDelay(attempts, random);
        await db.outbox.update(head.seq, { attempts, nextAttemptAt, error: String((err as Error)?.message ?? err) });
        result.nextAttemptAt = nextAttemptAt;
        return result;
      }
      await reject(db, head, handler, err, deps);
      result.rejected++;
    }
  }
}

async function finish(db: ReelhouseDB, entry: OutboxEntry, handler: OutboxHandler, answer: unknown) {
  await db.transaction('rw', db.records, db.pages, db.outbox, async () => {
    await db.outbox.delete(entry.seq!);
    if (handler.applied) await handler.applied(db, entry, answer);
  });
}

async function reject(db: ReelhouseDB, entry: OutboxEntry, handler: OutboxHandler | undefined, err: unknown, deps: DrainDeps) {
  await db.transaction('rw', db.records, db.pages, db.outbox, async () => {
    await db.outbox.update(entry.seq!, { status: 'rejected', error: String((err as Error)?.message ?? err) });
    if (handler?.rollback) await handler.rollback(db, entry);
  });
  deps.onRejected?.(entry, err);
}
