import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { subscribeLive, type RealtimeClient } from './live';

/** A fake SDK client: records callbacks, resolves subscriptions when told to. */
function fakeClient() {
  const events = new Map<string, (e: unknown) => void>();
  let connect: () => void = () => undefined;
  const pending: Array<() => void> = [];
  const unsubscribed: string[] = [];
  const later = (name: string) =>
    new Promise<() => Promise<void>>((resolve) => {
      pending.push(() =>
        resolve(async () => {
          unsubscribed.push(name);
        }),
      );
    });
  const client: RealtimeClient = {
    collection: (name) => ({
      subscribe: (_topic, callback, options) => {
        events.set(name, callback as (e: unknown) => void);
        expect(options?.requestKey).toBeNull();
        return later(name);
      },
    }),
    realtime: {
      subscribe: (_topic, callback) => {
        connect = callback;
        return later('PB_CONNECT');
      },
    },
  };
  const settle = async () => {
    for (const resolve of pending.splice(0)) resolve();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { client, events, connect: () => connect(), settle, unsubscribed };
}

describe('subscribeLive', () => {
  it('forwards events, and calls onReconnect on reconnects but not on the first connect', async () => {
    const f = fakeClient();
    const onEvent = vi.fn();
    const onReconnect = vi.fn();
    subscribeLive([{ collection: 'notifications', onEvent }], onReconnect, f.client);
    f.connect(); // the subscription's own connect, before it is confirmed
    await f.settle();
    expect(onReconnect).not.toHaveBeenCalled();
    f.events.get('notifications')!({ action: 'create', record: { id: 'n1' } });
    expect(onEvent).toHaveBeenCalledWith({ action: 'create', record: { id: 'n1' } });
    f.connect();
    expect(onReconnect).toHaveBeenCalledTimes(1);
  });

  it('after close: no callbacks, and subscriptions confirmed later are dropped', async () => {
    const f = fakeClient();
    const onEvent = vi.fn();
    const onReconnect = vi.fn();
    const close = subscribeLive([{ collection: 'video_stats', filter: 'video = "v"', onEvent }], onReconnect, f.client);
    close(); // before the server confirmed anything
    await f.settle();
    expect(f.unsubscribed.sort()).toEqual(['PB_CONNECT', 'video_stats']);
    f.events.get('video_stats')!({ action: 'update', record: {} });
    f.connect();
    expect(onEvent).not.toHaveBeenCalled();
    expect(onReconnect).not.toHaveBeenCalled();
  });
});
