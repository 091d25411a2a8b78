// Live record subscriptions with catch-up on reconnect (offline notes, "Realtime"): the one
// place that talks to the SDK's realtime client. The video on screen (realtime.ts) and the
// member's inbox use it. Kept free of the cache and outbox modules so the app shell (the
// header's inbox badge) does not load them.
import type { RecordSubscription } from 'pocketbase';
import { pb } from './pb';
import { Collections } from './types';
import { onReconnect as onConnectivityBack } from './connectivity';

type Unsubscribe = () => Promise<void>;

/** The slice of the SDK client that live subscriptions use (the tests pass a fake). */
export interface RealtimeClient {
  collection(name: string): {
    subscribe<T>(topic: string, callback: (e: RecordSubscription<T>) => void, options?: { filter?: string; requestKey?: null }): Promise<Unsubscribe>;
  };
  realtime: { subscribe(topic: string, callback: () => void): Promise<Unsubscribe> };
}

export interface LiveTopic {
  collection: string;
  /** A PocketBase filter limiting the events (the server checks the view rule too). */
  filter?: string;
  onEvent: (e: RecordSubscription<never>) => void;
}

/**
 * Subscribes to record events of each topic and calls onReconnect after every reconnect
 * (events are not replayed, so the caller catches up); returns a function that
 * unsubscribes. It may be called before the subscriptions are confirmed: they are
 * dropped as they arrive, and no callback runs after it. Failures (offline, server down)
 * are swallowed: a dropped stream is reconnected by the SDK (backing off, src/data/pb.ts),
 * and one that never connected (offline from the start) is opened again when the
 * connection returns (connectivity.ts); onReconnect then catches up.
 */
export function subscribeLive(topics: LiveTopic[], onReconnect: () => void, client: RealtimeClient = pb as unknown as RealtimeClient): () => void {
  let closed = false;
  let current = open(topics, () => !closed && onReconnect(), () => closed, client);
  const stop = onConnectivityBack(() => {
    void current.failed.then((failed) => {
      if (!failed || closed) return;
      current.close();
      current = open(topics, () => !closed && onReconnect(), () => closed, client);
      onReconnect();
    });
  });
  return () => {
    closed = true;
    stop();
    current.close();
  };
}

function open(topics: LiveTopic[], onReconnect: () => void, isClosed: () => boolean, client: RealtimeClient) {
  let ready = false;
  let failed = false;
  const unsubs: Array<Promise<Unsubscribe | null>> = [];
  const keep = (p: Promise<Unsubscribe>) =>
    unsubs.push(
      p.catch(() => {
        failed = true;
        return null;
      }),
    );
  for (const t of topics) {
    keep(
      client.collection(t.collection).subscribe<never>(
        '*',
        (e) => {
          if (!isClosed()) t.onEvent(e);
        },
        { ...(t.filter ? { filter: t.filter } : {}), requestKey: null },
      ),
    );
  }
  keep(
    client.realtime.subscribe('PB_CONNECT', () => {
      // The first connect is the subscription itself; later ones are reconnects.
      if (ready) onReconnect();
    }),
  );
  const settled = Promise.all(unsubs).then(() => {
    ready = true;
    return failed;
  });
  return {
    failed: settled,
    close: () => {
      for (const p of unsubs) void p.then((fn) => fn?.()).catch(() => undefined);
    },
  };
}

/**
 * Calls onChange when one of the signed-in member's notifications is created or changed
 * (the view rule limits the events to their own) and after every reconnect.
 */
export function watchMyNotifications(onChange: () => void): () => void {
  return subscribeLive([{ collection: Collections.Notifications, onEvent: () => onChange() }], onChange);
}

