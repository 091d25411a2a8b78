// Issue 9 item 1: whether a video is premium has one source of truth (a premium_videos
// row), derived inside the same write; the watch page, the stream and the video_sources
// rule all follow it, a lapsed membership stops playback on the next request, and
// superusers and admins play premium videos.
import type { RecordModel } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { attempt, baseUrl, client, freshUser, readAsSuperuser, superuser, uid, userId, type Role, type User } from './helpers';
import { freshVideo, mp4File } from './fixtures';

const API = '/api/reelhouse';
type Watch = { id: string; is_premium: boolean; locked: boolean; sources: { type: string; url: string }[] };

async function watch(who: Role | User | Awaited<ReturnType<typeof client>>, slug: string): Promise<Watch> {
  const pb = typeof who === 'string' ? await client(who) : who;
  return pb.send<Watch>(`${API}/videos/${slug}`, {});
}
const localUrl = (w: Watch) => w.sources.find((s) => s.type === 'local')?.url ?? '';
async function streamStatus(url: string): Promise<number> {
  const res = await fetch(`${baseUrl()}${url}`);
  await res.arrayBuffer();
  return res.status;
}
async function sourcesVisibleTo(role: Role | User, videoId: string): Promise<number> {
  const list = await (await client(role)).collection('video_sources').getList(1, 5, { filter: `video = "${videoId}"` });
  return list.items.length;
}
async function videoWithFile() {
  const su = await superuser();
  const v = await freshVideo(null);
  await su.collection('video_sources').create({ video: v.id, file: mp4File() });
  return v;
}

describe('premium: one source of truth', () => {
  it('creating, moving and deleting the premium_videos row drives the watch page, the stream and the rule', async () => {
    const su = await superuser();
    const a = await videoWithFile();
    const b = await videoWithFile();

    const row = await su.collection('premium_videos').create({ video: a.id });
    expect((await readAsSuperuser('videos', a.id))!.is_premium).toBe(true);
    expect((await watch('member', a.slug)).locked).toBe(true);
    expect((await watch('member', a.slug)).sources).toEqual([]);
    expect(await sourcesVisibleTo('member', a.id)).toBe(0);
    const premiumView = await watch('premium', a.slug);
    expect(premiumView.locked).toBe(false);
    expect(await streamStatus(localUrl(premiumView))).toBe(200);

    // Move the marking to b: a is free at once, b is premium at once.
    await su.collection('premium_videos').update(row.id, { video: b.id });
    expect((await readAsSuperuser('videos', a.id))!.is_premium).toBe(false);
    expect((await readAsSuperuser('videos', b.id))!.is_premium).toBe(true);
    expect((await watch('member', a.slug)).locked).toBe(false);
    expect(await sourcesVisibleTo('member', a.id)).toBe(1);
    expect((await watch('member', b.slug)).locked).toBe(true);
    expect(await sourcesVisibleTo('member', b.id)).toBe(0);
    // a, free again, streams for a visitor.
    expect(await streamStatus(localUrl(await watch('visitor', a.slug)))).toBe(200);

    await su.collection('premium_videos').delete(row.id);
    expect((await readAsSuperuser('videos', b.id))!.is_premium).toBe(false);
    expect((await watch('visitor', b.slug)).locked).toBe(false);
    expect(await sourcesVisibleTo('visitor', b.id)).toBe(1);
  });

  it('a token issued for a free video stops streaming once the video becomes premium', async () => {
    const su = await superuser();
    const v = await videoWithFile();
    const url = localUrl(await watch('member', v.slug));
    expect(await streamStatus(url)).toBe(200);
    await su.collection('premium_videos').create({ video: v.id });
    expect(await streamStatus(url)).toBe(403);
  });

  it('nobody sets is_premium by hand, not even a superuser or an admin', async () => {
    const su = await superuser();
    const v = await freshVideo(null);
    for (const pb of [su, await client('admin')]) {
      const res = await attempt(() => pb.collection('videos').update(v.id, { is_premium: true }));
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.error)).toContain('premium_videos');
    }
    expect((await readAsSuperuser('videos', v.id))!.is_premium).toBe(false);
    expect((await watch('visitor', v.slug)).locked).toBe(false);
    // Sending the true value (a full form save) is accepted.
    expect((await attempt(() => su.collection('videos').update(v.id, { title: 'Kept free', is_premium: false }))).ok).toBe(true);
  });

  it('a member whose premium lapses loses playback on the next request, stream included', async () => {
    const su = await superuser();
    const v = await videoWithFile();
    await su.collection('premium_videos').create({ video: v.id });
    const { record, pb } = await freshUser([]);
    const future = new Date(Date.now() + 86_400_000).toISOString().replace('T', ' ');
    await su.collection('users').update(record.id, { premium_until: future });
    const open = await watch(pb, v.slug);
    expect(open.locked).toBe(false);
    const url = localUrl(open);
    expect(await streamStatus(url)).toBe(200);

    const past = new Date(Date.now() - 60_000).toISOString().replace('T', ' ');
    await su.collection('users').update(record.id, { premium_until: past });
    expect(await streamStatus(url)).toBe(403);
    const after = await watch(pb, v.slug);
    expect(after.locked).toBe(true);
    expect(after.sources).toEqual([]);

    // The role path lapses the same way.
    await su.collection('users').update(record.id, { roles: ['premium'] });
    const url2 = localUrl(await watch(pb, v.slug));
    expect(await streamStatus(url2)).toBe(200);
    await su.collection('users').update(record.id, { roles: [] });
    expect(await streamStatus(url2)).toBe(403);
  });

  it('superusers and admins play premium videos, stream included', async () => {
    const su = await superuser();
    const v = await videoWithFile();
    await su.collection('premium_videos').create({ video: v.id });
    for (const who of ['superuser', 'admin'] as const) {
      const w = await watch(who, v.slug);
      expect(w.locked, who).toBe(false);
      expect(await streamStatus(localUrl(w)), who).toBe(200);
    }
  });

  it('the shared who-may-play table holds for the watch page and the video_sources rule', async () => {
    const su = await superuser();
    const table = JSON.parse(readFileSync(new URL('../fixtures/can-play.json', import.meta.url), 'utf8')) as { cases: [Role, boolean, boolean, boolean][] };
    for (const [who, premium, owns, want] of table.cases) {
      const owner = owns ? await userId(who as User) : await userId('creator2');
      const v = await freshVideo(owner);
      await su.collection('video_sources').create({ video: v.id, doodstream_url: 'https://dood.example/e/x' });
      if (premium) await su.collection('premium_videos').create({ video: v.id });
      const label = `${who} premium=${premium} owns=${owns}`;
      expect((await watch(who, v.slug)).locked, label).toBe(!want);
      if (who !== 'superuser') expect(await sourcesVisibleTo(who, v.id), label).toBe(want ? 1 : 0);
    }
  });

  it('a premium category page follows its premium_videos rows (indexed derived rows, same write)', async () => {
    const su = await superuser();
    type Page = { items: { id: string }[]; totalItems: number };
    const [pa, pb] = [
      await su.collection('premium_categories').create({ name: 'PC a', slug: uid('pc-') }),
      await su.collection('premium_categories').create({ name: 'PC b', slug: uid('pc-') }),
    ];
    const listed = async (cat: RecordModel) => {
      const p = await (await client('premium')).send<Page>(`${API}/premium/videos?category=${cat.slug}&perPage=50`, {});
      return { ids: p.items.map((c) => c.id), total: p.totalItems };
    };
    const v1 = await freshVideo(null);
    const v2 = await freshVideo(null);
    const v3 = await freshVideo(null);
    const r1 = await su.collection('premium_videos').create({ video: v1.id, categories: [pa.id] });
    const r2 = await su.collection('premium_videos').create({ video: v2.id, categories: [pa.id, pb.id] });
    expect(await listed(pa)).toEqual({ ids: [v2.id, v1.id], total: 2 }); // newest first
    expect(await listed(pb)).toEqual({ ids: [v2.id], total: 1 });

    await su.collection('premium_videos').update(r1.id, { categories: [pb.id] }); // re-categorised
    expect(await listed(pa)).toEqual({ ids: [v2.id], total: 1 });
    expect(await listed(pb)).toEqual({ ids: [v2.id, v1.id], total: 2 });

    await su.collection('premium_videos').update(r2.id, { video: v3.id }); // the marking moves
    expect(await listed(pa)).toEqual({ ids: [v3.id], total: 1 });
    expect(await listed(pb)).toEqual({ ids: [v3.id, v1.id], total: 2 });

    await su.collection('premium_videos').delete(r1.id);
    expect(await listed(pb)).toEqual({ ids: [v3.id], total: 1 });
    await su.collection('videos').delete(v3.id); // cascades to its premium_videos row
    expect(await listed(pa)).toEqual({ ids: [], total: 0 });
    expect(await listed(pb)).toEqual({ ids: [], total: 0 });

    const r4 = await su.collection('premium_videos').create({ video: v2.id, categories: [pa.id, pb.id] });
    await su.collection('premium_categories').delete(pb.id); // PocketBase drops it from the row
    expect((await su.collection('premium_videos').getOne(r4.id)).categories).toEqual([pa.id]);
    expect(await listed(pa)).toEqual({ ids: [v2.id], total: 1 });
  });
});
