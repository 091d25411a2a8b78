// Issue 24 §3 and issue 29 §4: the adaptive ladder's master playlist, media playlists and
// segments are sealed like the stream route (same token, premium re-checked on every
// request, so a lapse takes effect on the next playlist request), and premium or
// signed-in answers are never kept by the browser's HTTP cache. The seed's shared
// ladder (<data dir>/media/_seed) gives every test video real files.
import { describe, expect, it } from 'vitest';
import { baseUrl, client, freshUser, superuser, type Role } from './helpers';
import { freshVideo, mp4File } from './fixtures';

const API = '/api/reelhouse';
const LADDER = { w: 854, h: 480, audio: true, rungs: [240, 360, 480], shared: '_seed' };
type Source = { type: string; url: string; hls?: string; thumbs?: boolean };
type Watch = { locked: boolean; sources: Source[] };

async function videoWithLadder(premium: boolean) {
  const su = await superuser();
  const v = await freshVideo(null, { premium });
  await su.collection('video_sources').create({ video: v.id, file: mp4File(), hls: LADDER, sprite: true });
  return v;
}
async function watch(who: Role | Awaited<ReturnType<typeof client>>, slug: string): Promise<Watch> {
  const pb = typeof who === 'string' ? await client(who) : who;
  return pb.send<Watch>(`${API}/videos/${slug}`, {});
}
async function get(path: string) {
  const res = await fetch(`${baseUrl()}${path}`);
  const body = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, cache: res.headers.get('cache-control') ?? '', body, text: new TextDecoder().decode(body) };
}
/** Every URL of the ladder: the master, each media playlist, and each init and segment they name. */
async function ladderUrls(master: string): Promise<string[]> {
  const base = master.slice(0, master.indexOf('/master.m3u8'));
  const urls = [master];
  const lines = (await get(master)).text.split('\n').filter((l) => l && !l.startsWith('#'));
  for (const pl of lines) {
    urls.push(`${base}/${pl}`);
    const rung = pl.slice(0, pl.indexOf('/'));
    const text = (await get(`${base}/${pl}`)).text;
    const uris = [...text.matchAll(/URI="([^"]+)"/g)].map((m) => m[1]!).concat(text.split('\n').filter((l) => l && !l.startsWith('#')));
    for (const u of uris) urls.push(`${base}/${rung}/${u}`);
  }
  return urls;
}

describe('HLS ladder: sealed like the stream', () => {
  it('a free video: the watch route names the master; every playlist URI carries the token; segments are fMP4', async () => {
    const v = await videoWithLadder(false);
    const local = (await watch('visitor', v.slug)).sources.find((s) => s.type === 'local')!;
    expect(local.hls).toMatch(new RegExp(`^${API}/hls/${v.id}/master\\.m3u8\\?token=`));
    expect(local.thumbs).toBe(true);
    const urls = await ladderUrls(local.hls!);
    expect(urls.length).toBeGreaterThan(3 + 3 * 3);
    for (const u of urls) {
      expect(u).toContain('?token=');
      const r = await get(u);
      expect(r.status, u).toBe(200);
      // A visitor's free video may be cached by the browser, never by a shared cache.
      expect(r.cache, u).toBe('private, max-age=3600');
    }
    const seg = await get(urls.find((u) => u.includes('.m4s'))!);
    expect(new TextDecoder().decode(seg.body.slice(4, 8))).toMatch(/styp|moof/);
    // Without the token, with another video's token, or a path outside the ladder: refused.
    expect((await get(local.hls!.replace(/\?token=.*/, ''))).status).toBe(403);
    const q = local.hls!.slice(local.hls!.indexOf('?'));
    for (const path of ['240p%2F..%2F..%2Fsprite.jpg', '240p/seg_1.m4s', '240p/other.mp4', 'master.m3u8x']) {
      expect((await get(`${API}/hls/${v.id}/${path}${q}`)).status, path).toBe(404);
    }
    expect((await get(local.hls!.replace('master.m3u8', '720p/index.m3u8'))).status).toBe(404);
  });

  it('a premium video: visitors and members get no ladder and no forged access; premium gets it, no-store', async () => {
    const v = await videoWithLadder(true);
    for (const who of ['visitor', 'member'] as const) {
      const w = await watch(who, v.slug);
      expect(w.locked).toBe(true);
      expect(w.sources).toEqual([]);
    }
    const open = (await watch('premium', v.slug)).sources.find((s) => s.type === 'local')!;
    const urls = await ladderUrls(open.hls!);
    // A free video's visitor token must not open this premium ladder.
    const free = await videoWithLadder(false);
    const visitorToken = (await watch('visitor', free.slug)).sources[0]!.url.split('token=')[1]!;
    for (const u of urls) {
      const r = await get(u);
      expect(r.status, u).toBe(200);
      expect(r.cache, u).toBe('private, no-store');
      expect((await get(u.replace(/token=.*/, `token=${visitorToken}`))).status, u).toBe(403);
      expect((await get(u.replace(/\?token=.*/, ''))).status, u).toBe(403);
    }
    // Media (sprite, VTT) of a premium video: no-store too.
    const vtt = await get(`${API}/media/${v.id}/thumbs.vtt?token=${open.url.split('token=')[1]}`);
    expect(vtt.status).toBe(200);
    expect(vtt.cache).toBe('private, no-store');
  });

  it('a lapsed member loses every playlist and segment on the next request', async () => {
    const su = await superuser();
    const v = await videoWithLadder(true);
    const { record, pb } = await freshUser([]);
    const future = new Date(Date.now() + 86_400_000).toISOString().replace('T', ' ');
    await su.collection('users').update(record.id, { premium_until: future });
    const open = (await watch(pb, v.slug)).sources.find((s) => s.type === 'local')!;
    const urls = await ladderUrls(open.hls!);
    for (const u of urls) expect((await get(u)).status, u).toBe(200);
    // A signed-in member's stream is no-store as well (nothing stays after sign-out).
    expect((await get(open.url)).cache).toBe('private, no-store');
    const past = new Date(Date.now() - 60_000).toISOString().replace('T', ' ');
    await su.collection('users').update(record.id, { premium_until: past });
    for (const u of urls) expect((await get(u)).status, u).toBe(403);
  });

  it('a signed-in member playing a free video gets no-store answers; a video without a ladder has no hls and no thumbs', async () => {
    const su = await superuser();
    const v = await videoWithLadder(false);
    const local = (await watch('member', v.slug)).sources.find((s) => s.type === 'local')!;
    expect((await get(local.url)).cache).toBe('private, no-store');
    expect((await get(local.hls!)).cache).toBe('private, no-store');
    const bare = await freshVideo(null);
    await su.collection('video_sources').create({ video: bare.id, file: mp4File() });
    const s = (await watch('visitor', bare.slug)).sources[0]!;
    expect(s.hls).toBeUndefined();
    expect(s.thumbs).toBeUndefined();
    expect((await get(`${API}/hls/${bare.id}/master.m3u8?${s.url.split('?')[1]}`)).status).toBe(404);
  });

  it('a creator cannot write the ladder or sprite fields of their own source', async () => {
    const creator = await client('creator');
    const v = await freshVideo(creator.authStore.record!.id);
    const su = await superuser();
    const src = await su.collection('video_sources').create({ video: v.id, file: mp4File() });
    for (const body of [{ hls: LADDER }, { sprite: true }]) {
      const res = await creator.collection('video_sources').update(src.id, body).then(() => 200, (e: { status: number }) => e.status);
      expect([400, 403, 404]).toContain(res);
    }
    const after = await su.collection('video_sources').getOne(src.id);
    expect(after.hls).toBeNull();
    expect(after.sprite).toBe(false);
  });
});
