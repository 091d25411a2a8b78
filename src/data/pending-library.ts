// A favourite or watch-later change made offline waits in the outbox (library-outbox.ts);
// /library shows it meanwhile (issue 39 §3): an add as a card marked waiting, a remove as
// the card gone. Read from the outbox itself, so a cold start offline shows it too.
import type { OutboxEntry } from './db';
import type { TogglePayload, ToggleList } from './library-outbox';
import { loadIdb } from './lazy-idb';
import type { VideoCard } from './video-card';

export interface PendingList {
  /** Videos waiting to be added, newest change first (with the card shown when it was made). */
  adds: VideoCard[];
  /** Ids of videos waiting to be removed. */
  removes: string[];
}

/** The net waiting change per video of one member's list, in outbox order. Pure: unit-tested. */
export function pendingChanges(entries: OutboxEntry[], member: string, list: ToggleList): PendingList {
  const last = new Map<string, TogglePayload>();
  for (const e of entries) {
    if (e.kind !== 'library.toggle' || e.userId !== member || e.status === 'rejected') continue;
    const p = e.payload as TogglePayload;
    if (p.list !== list) continue;
    last.delete(p.video); // the newest change goes last
    last.set(p.video, p);
  }
  const all = [...last.values()].reverse();
  return {
    adds: all.filter((p) => p.on && p.card).map((p) => p.card!),
    removes: all.filter((p) => !p.on).map((p) => p.video),
  };
}

export async function pendingLibrary(member: string, list: ToggleList): Promise<PendingList> {
  const { db } = await loadIdb(true);
  return pendingChanges(await db.outbox.orderBy('seq').toArray(), member, list);
}
