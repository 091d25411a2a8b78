// Issue 36 §4: bounded fan-out. A creator's 20 empty video creates in 0.1 s sent every
// follower 20 notices. Now: video creates are throttled per creator; followers hear of a
// video only once it is published (a playable source, not hidden or held for review); and
// a creator's videos reach one follower as one notice per window, counting them. On a
// server of its own with the throttles on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownServer, type OwnServer } from './own-server';

let s: OwnServer;
beforeAll(async () => {
  s = await ownServer();
}, 120_000);
afterAll(async () => {
  await s?.stop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function as(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${s.baseUrl}${path}`, {
    method,
    headers: { Authorization: token, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, data: await res.json().catch(() => null) };
}

async function notices(recipient: string): Promise<any[]> {
  const filter = encodeURIComponent(`recipient = "${recipient}" && kind = "new_video"`);
  return (await s.su(`/api/collections/notifications/records?perPage=100&filter=${filter}`)).items;
}

/** Waits until the job queue has no follower_notify job left to run. */
async function jobsSettled() {
  for (let i = 0; i < 120; i++) {
    const filter = encodeURIComponent(`kind = "follower_notify" && (state = "queued" || state = "running")`);
    if ((await s.su(`/api/collections/jobs/records?perPage=1&filter=${filter}`)).totalItems === 0) return;
    await sleep(250);
  }
  throw new Error('follower_notify jobs did not finish');
}

async function setReview(mode: string) {
  const list = await s.su(`/api/collections/settings/records?filter=${encodeURIComponent('key="review_new_uploads"')}`);
  if (list.items.length) await s.su(`/api/collections/settings/records/${list.items[0].id}`, { method: 'PATCH', body: { value: mode } });
  else await s.su('/api/collections/settings/records', { method: 'POST', body: { key: 'review_new_uploads', value: mode } });
}

/** A video of creator made by the superuser (not throttled, never held), published with a source. */
async function publishedVideo(creator: string, title: string) {
  const v = await s.su('/api/collections/videos/records', { method: 'POST', body: { title, slug: `pub-${stamp()}`, author: 'Fan creator', duration: 30, creator } });
  await s.su('/api/collections/video_sources/records', { method: 'POST', body: { video: v.id, doodstream_url: 'https://dood.example/e/abc' } });
  return v;
}

describe('bounded fan-out', () => {
  it('20 rapid empty creates: throttled after 10, and not one notice (nothing was published)', async () => {
    const creator = await s.user(`flood_${stamp()}`, ['creator']);
    const fan = await s.user(`fan_${stamp()}`, []);
    const creatorName = (await s.su(`/api/collections/users/records/${creator.id}`)).username;
    expect((await as(fan.token, 'POST', `/api/reelhouse/library/follows/${creatorName}`)).status).toBe(200);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        as(creator.token, 'POST', '/api/collections/videos/records', { title: `Empty ${i}`, slug: `empty-${stamp()}-${i}`, author: 'Flooder', creator: creator.id }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((x) => x === 200).length).toBe(10);
    expect(statuses.filter((x) => x === 429).length).toBe(10);
    await sleep(1500);
    await jobsSettled();
    expect(await notices(fan.id)).toEqual([]);
  }, 60_000);

  it('held for review: no notice even with a source; published ones: one notice, counting them', async () => {
    const creator = await s.user(`held_${stamp()}`, ['creator']);
    const fan = await s.user(`fan_${stamp()}`, []);
    const creatorName = (await s.su(`/api/collections/users/records/${creator.id}`)).username;
    expect((await as(fan.token, 'POST', `/api/reelhouse/library/follows/${creatorName}`)).status).toBe(200);

    await setReview('all');
    try {
      const held = await as(creator.token, 'POST', '/api/collections/videos/records', { title: 'Held one', slug: `held-${stamp()}`, author: 'Held', creator: creator.id });
      expect(held.status).toBe(200);
      expect(held.data.hidden).toBe(true);
      const src = await as(creator.token, 'POST', '/api/collections/video_sources/records', { video: held.data.id, doodstream_url: 'https://dood.example/e/held' });
      expect(src.status).toBe(200);
      await sleep(1000);
      await jobsSettled();
      expect(await notices(fan.id)).toEqual([]);
    } finally {
      await setReview('off');
    }

    const first = await publishedVideo(creator.id, 'First published');
    let got: any[] = [];
    for (let i = 0; i < 60 && got.length === 0; i++) {
      await sleep(250);
      got = await notices(fan.id);
    }
    expect(got.length).toBe(1);
    expect(got[0].params).toMatchObject({ slug: first.slug, count: 1, videos: [first.id] });

    const second = await publishedVideo(creator.id, 'Second published');
    const third = await publishedVideo(creator.id, 'Third published');
    for (let i = 0; i < 60; i++) {
      got = await notices(fan.id);
      if (got[0]?.params?.count === 3) break;
      await sleep(250);
    }
    await jobsSettled();
    got = await notices(fan.id);
    expect(got.length).toBe(1);
    expect(got[0].params).toMatchObject({ count: 3, slug: third.slug, videos: [first.id, second.id, third.id] });
    expect(got[0].read_at).toBe('');
  }, 60_000);
});
