import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Cb = (e: unknown) => void;
const subs = vi.hoisted(() => ({ topics: new Map<string, Cb>(), unsubscribed: [] as string[], connect: [] as Cb[] }));

vi.mock('./pb', () => ({
  pb: {
    filter: (raw: string, params: Record<string, string>) => raw.replace('{:v}', `'${params.v}'`),
    collection: (name: string) => ({
      subscribe: async (_topic: string, cb: Cb, opts: { filter: string }) => {
        const key = `${name}|${opts.filter}`;
        subs.topics.set(key, cb);
        return async () => void subs.unsubscribed.push(key);
      },
      getList: vi.fn(async () => ({ items: [{ video: 'v1', likes: 3 }] })),
    }),
    realtime: {
      subscribe: async (_topic: string, cb: Cb) => {
        subs.connect.push(cb);
        return async () => void subs.unsubscribed.push('PB_CONNECT');
      },
    },
  },
}));
const refreshComments = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('./engagement', async (orig) => ({ ...(await orig<typeof import('./engagement')>()), refreshComments }));
const requestDrain = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('./outbox-runtime', () => ({ requestDrain }));

const { watchVideoLive } = await import('./realtime');
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('watchVideoLive', () => {
  beforeEach(() => {
    subs.topics.clear();
    subs.unsubscribed.length = 0;
    subs.connect.length = 0;
    refreshComments.mockClear();
    requestDrain.mockClear();
  });

  it('subscribes to the stats row and the comments of the video, and unsubscribes on leave', async () => {
    const stop = watchVideoLive('v1', 'slug-1', 'u1');
    await flush();
    expect([...subs.topics.keys()].sort()).toEqual(["comments|video = 'v1'", "video_stats|video = 'v1'"]);
    stop();
    await flush();
    expect(subs.unsubscribed.sort()).toEqual(['PB_CONNECT', "comments|video = 'v1'", "video_stats|video = 'v1'"]);
  });

  it('refetches comments and drains the outbox on a reconnect, not on the first connect', async () => {
    const stop = watchVideoLive('v1', 'slug-1', 'u1');
    await flush();
    // The mock never connects while subscribing; every PB_CONNECT after that is a reconnect.
    expect(subs.connect).toHaveLength(1);
    await flush();
    subs.connect[0]!({});
    expect(refreshComments).toHaveBeenCalledTimes(1);
    expect(refreshComments).toHaveBeenCalledWith('v1', 'u1');
    // The outbox's runtime is imported on the reconnect (it brings Dexie).
    await vi.waitFor(() => expect(requestDrain).toHaveBeenCalledTimes(1));
    stop();
    subs.connect[0]!({});
    expect(refreshComments).toHaveBeenCalledTimes(1);
  });
});
