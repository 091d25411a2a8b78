// Issue 36 §2: hidden means gone, on every path. For each state that keeps a video off
// the site (hidden pending review, removed, held for review, its creator suspended) and
// each role (visitor, member, premium, its owner, admin), every path that can reveal the
// video or its bytes is probed: the record API of every collection that points at it,
// /api/files of its thumbnail and its self-hosted file, the media route (sprite, VTT), the
// stream and HLS routes, the watch page and its similar videos, comments, views, search,
// lists, categories, channels, playlists, the member's library, the sitemap, the
// first-page HTML and realtime. Everyone but admins gets 404 or no rows; the owner keeps
// the record API rows and their manager (with the state), except a suspended owner, whose
// session is refused outright. Tokens minted while the video was public stop working.
import PocketBase from 'pocketbase';
import { EventSource } from 'eventsource';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, client, freshUser, newClient, superuser, uid, userId } from './helpers';
import { create, freshCategory, mp4File, pngFile } from './fixtures';

const API = '/api/reelhouse';
const LADDER = { w: 854, h: 480, audio: true, rungs: [240, 360, 480], shared: '_seed' };
const STATES = ['hidden', 'removed', 'review', 'suspended'] as const;
const ROLES = ['visitor', 'member', 'premium', 'owner', 'admin'] as const;
type State = (typeof STATES)[number];
type Role = (typeof ROLES)[number];

interface Fixture {
  state: State;
  word: string;
  video: { id: string; slug: string; thumbnail: string };
  source: { id: string; file: string };
  category: { slug: string };
  owner: { id: string; username: string; pb: PocketBase };
  /** A playback token issued while the video was public (a visitor's, and an admin's). */
  visitorToken: string;
  adminToken: string;
  playlistSlug: string;
  fan: PocketBase;
  /** A member's comment on it, made while it was public. */
  commentId: string;
}

async function fixture(state: State): Promise<Fixture> {
  const su = await superuser();
  const owner = await freshUser(['creator']);
  const category = await freshCategory();
  const word = `probe${uid('').replace(/[^a-z0-9]/g, '')}`;
  const v = await su.collection('videos').create({
    title: `${word} clip`,
    slug: uid('hp-'),
    description: `${word} description`,
    author: `Author ${word}`,
    duration: 42,
    creator: owner.record.id,
    categories: [category.id],
    thumbnail: pngFile('thumb.png'),
  });
  const src = await su.collection('video_sources').create({ video: v.id, file: mp4File(), hls: LADDER, sprite: true });
  const comment = await create('comments', { video: v.id, user: await userId('member2'), content: `${word} comment` });
  // A member saved it and put it in a public playlist while it was public.
  const fan = await freshUser();
  await fan.pb.send(`${API}/library/lists/favourites/${v.id}`, { method: 'POST', body: {} });
  const pl = await fan.pb.send<{ id: string; slug: string }>(`${API}/library/playlists`, { method: 'POST', body: { title: `List ${word}`, visibility: 'public' } });
  await fan.pb.send(`${API}/library/playlists/${pl.id}/items`, { method: 'POST', body: { video: v.id } });
  // Playback tokens minted while it was public.
  const tokenOf = async (pb: PocketBase) => {
    const w = await pb.send<{ sources: { type: string; url: string }[] }>(`${API}/videos/${v.slug}`, {});
    return new URL(w.sources.find((s) => s.type === 'local')!.url, baseUrl()).searchParams.get('token')!;
  };
  const visitorToken = await tokenOf(newClient());
  const adminToken = await tokenOf(await client('admin'));
  expect((await fetch(`${baseUrl()}${API}/media/${v.id}/thumbs.vtt?token=${visitorToken}`)).status).toBe(200);

  if (state === 'suspended') {
    const admin = await client('admin');
    await admin.send(`${API}/admin/users/${owner.record.id}/suspend`, { method: 'POST', body: { reason: 'Probe: suspended creator' } });
  } else {
    await su.collection('videos').update(v.id, { hidden: true, moderation: state });
  }
  expect((await su.collection('videos').getOne(v.id)).hidden).toBe(true);
  return {
    state,
    word,
    video: { id: v.id, slug: v.slug, thumbnail: v.thumbnail },
    source: { id: src.id, file: src.file },
    category: { slug: category.slug as string },
    owner: { id: owner.record.id, username: owner.record.username, pb: owner.pb },
    visitorToken,
    adminToken,
    playlistSlug: pl.slug,
    fan: fan.pb,
    commentId: comment.id,
  };
}

async function as(role: Role, f: Fixture): Promise<PocketBase> {
  if (role === 'owner') return f.owner.pb;
  if (role === 'visitor') return newClient();
  return client(role);
}

/** A raw GET with the role's session (none for a visitor), redirects not followed. */
async function get(pb: PocketBase, path: string) {
  const headers: Record<string, string> = pb.authStore.token ? { Authorization: pb.authStore.token } : {};
  const res = await fetch(`${baseUrl()}${path}`, { headers, redirect: 'manual' });
  const text = await res.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, text, json, cache: res.headers.get('cache-control') ?? '' };
}

async function fileToken(pb: PocketBase): Promise<string> {
  if (!pb.authStore.token) return '';
  try {
    return await pb.files.getToken({ requestKey: null });
  } catch {
    return ''; // a suspended owner's session is refused
  }
}

const q = (filter: string) => `?filter=${encodeURIComponent(filter)}`;

/** Whether the role still sees the video on the record API (admins; the owner unless suspended). */
const keepsRows = (role: Role, state: State) => role === 'admin' || (role === 'owner' && state !== 'suspended');

describe.each(STATES)('a video in state %s', (state) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await fixture(state);
  }, 60_000);

  it.each(ROLES)('the record API of every collection pointing at it, as %s', async (role) => {
    const pb = await as(role, f);
    const sees = keepsRows(role, state);
    const one = await get(pb, `/api/collections/videos/records/${f.video.id}`);
    expect(one.status, 'videos view').toBe(sees ? 200 : role === 'owner' ? 401 : 404);
    const srcOne = await get(pb, `/api/collections/video_sources/records/${f.source.id}`);
    expect(srcOne.status, 'video_sources view').toBe(sees ? 200 : role === 'owner' ? 401 : 404);
    for (const col of ['videos', 'video_sources', 'comments', 'video_stats', 'video_categories']) {
      const filter = col === 'videos' ? `id = "${f.video.id}"` : `video = "${f.video.id}"`;
      const list = await get(pb, `/api/collections/${col}/records${q(filter)}`);
      if (role === 'owner' && state === 'suspended') {
        expect(list.status, col).toBe(401);
        continue;
      }
      expect(list.status, col).toBe(200);
      expect(list.json.items.length, col).toBe(sees ? 1 : 0);
    }
  });

  it.each(ROLES)('/api/files of its thumbnail and its source, as %s', async (role) => {
    const pb = await as(role, f);
    const token = await fileToken(pb);
    const withToken = token ? `?token=${token}` : '';
    const thumb = await get(newClient(), `/api/files/videos/${f.video.id}/${f.video.thumbnail}${withToken}`);
    const thumbSees = role === 'admin' || (role === 'owner' && state !== 'suspended');
    expect(thumb.status, 'thumbnail').toBe(thumbSees ? 200 : 404);
    if (thumbSees) expect(thumb.cache).toBe('private, no-store');
    // Not even a resized copy.
    expect((await get(newClient(), `/api/files/videos/${f.video.id}/${f.video.thumbnail}?thumb=100x100`)).status).toBe(404);
    const file = await get(newClient(), `/api/files/video_sources/${f.source.id}/${f.source.file}${withToken}`);
    expect(file.status, 'source file').toBe(role === 'admin' ? 200 : 404);
    if (role === 'admin') expect(file.cache).toBe('private, no-store');
  });

  it.each(ROLES)('media, stream and HLS routes, as %s', async (role) => {
    const pb = await as(role, f);
    for (const name of ['sprite.jpg', 'thumbs.vtt']) {
      // A token issued while it was public opens nothing now; an admin still gets it.
      const media = await get(pb, `${API}/media/${f.video.id}/${name}?token=${f.visitorToken}`);
      expect(media.status, name).toBe(role === 'admin' ? 200 : role === 'owner' && state === 'suspended' ? 401 : 404);
      expect((await get(newClient(), `${API}/media/${f.video.id}/${name}?token=${role === 'admin' ? f.adminToken : f.visitorToken}`)).status, `${name} by token`).toBe(
        role === 'admin' ? 200 : 404,
      );
    }
    // Playback routes never serve a hidden video (admins review it through /api/files).
    for (const path of [`${API}/stream/${f.video.id}?token=${f.visitorToken}`, `${API}/hls/${f.video.id}/master.m3u8?token=${f.visitorToken}`, `${API}/stream/${f.video.id}?token=${f.adminToken}`]) {
      expect([401, 404], path).toContain((await get(pb, path)).status);
    }
  });

  it.each(ROLES)('watch page, similar, comments, views and ratings, as %s', async (role) => {
    const pb = await as(role, f);
    const suspendedOwner = role === 'owner' && state === 'suspended';
    const watch = await get(pb, `${API}/videos/${f.video.slug}`);
    if (suspendedOwner) expect(watch.status).toBe(401);
    else if (keepsRows(role, state)) {
      expect(watch.status).toBe(200);
      expect(watch.json).toMatchObject({ locked: true, sources: [], moderation: { state: state === 'suspended' ? '' : state } });
    } else expect(watch.status).toBe(404);
    expect((await get(newClient(), `${API}/videos/${f.video.slug}/similar`)).status).toBe(404);
    const comments = await get(pb, `${API}/videos/${f.video.id}/comments`);
    expect(comments.status).toBe(keepsRows(role, state) ? 200 : suspendedOwner ? 401 : 404);
    if (!suspendedOwner) {
      const view = await attemptSend(pb, `${API}/videos/${f.video.id}/view`, { anon_id: 'probe-viewer-1' });
      expect(view, 'view').toBe(404);
    }
    if (role === 'member' || role === 'premium') {
      expect(await attemptSend(pb, `${API}/videos/${f.video.id}/rate`, { rating_type: 'like' }), 'rating').toBe(404);
    }
  });

  it.each(ROLES)('a like of its comment, and a comment, rating or like through the record API, as %s', async (role) => {
    const pb = await as(role, f);
    const like = await attemptSend(pb, `${API}/comments/${f.commentId}/like`, {});
    if (role === 'visitor') expect(like, 'like').toBe(401);
    else if (role === 'owner' && state === 'suspended') expect(like, 'like').toBe(401);
    else if (keepsRows(role, state)) {
      expect(like, 'like').toBe(200);
      expect(await attemptSend(pb, `${API}/comments/${f.commentId}/like`, {}), 'unlike').toBe(200);
    } else expect(like, 'like').toBe(404);
    if (role !== 'member' && role !== 'premium') return;
    // The same refusal through the collection API (the create rules only check who writes).
    const me = pb.authStore.record!.id;
    const tries: [string, Record<string, unknown>][] = [
      ['comment_likes', { comment: f.commentId, user: me }],
      ['comments', { video: f.video.id, user: me, content: 'side door comment' }],
      ['video_ratings', { video: f.video.id, user: me, rating_type: 'like' }],
    ];
    for (const [col, body] of tries) {
      expect(await attemptSend(pb, `/api/collections/${col}/records`, body), col).toBe(404);
    }
    const su = await superuser();
    expect((await su.collection('comments').getOne(f.commentId)).like_count, 'like_count').toBe(0);
    expect(await su.collection('comment_likes').getFullList({ filter: su.filter('comment = {:c}', { c: f.commentId }) })).toEqual([]);
  });

  it("its creator's manager search finds it, with its state; nobody else's search does", async () => {
    if (state === 'suspended') return; // a suspended owner cannot sign in
    const found = await f.owner.pb.send<{ items: any[]; totalItems: number }>(`${API}/creator/videos?q=${f.word}`, {});
    const mine = found.items.find((i) => i.id === f.video.id);
    expect(mine).toMatchObject({ id: f.video.id, state });
    expect((await get(newClient(), mine.thumbnail_url)).status).toBe(200);
    const admin = await get(await client('admin'), `${API}/creator/videos?q=${f.word}&creator=${f.owner.id}`);
    expect(admin.json.items.map((i: any) => i.id)).toContain(f.video.id);
    const other = await (await client('creator')).send<{ items: any[] }>(`${API}/creator/videos?q=${f.word}`, {});
    expect((other.items ?? []).map((i) => i.id)).not.toContain(f.video.id);
  });

  it('search, lists, category, similar of others, channel, sitemap and the first-page HTML leave it out', async () => {
    const visitor = newClient();
    for (const pb of [visitor, await client('member'), await client('premium')]) {
      const search = await get(pb, `${API}/search?q=${f.word}`);
      expect(search.json.items.map((i: any) => i.id)).not.toContain(f.video.id);
      for (const path of [`${API}/videos/newest?perPage=50`, `${API}/videos/trending?perPage=50`, `${API}/categories/${f.category.slug}/videos`]) {
        expect((await get(pb, path)).text, path).not.toContain(f.video.id);
      }
      const channel = await get(pb, `${API}/library/channel/${f.owner.username}`);
      expect(channel.text).not.toContain(f.video.id);
      expect((await get(pb, `${API}/library/playlists/${f.playlistSlug}`)).json.items).toEqual([]);
    }
    const index = await get(visitor, '/sitemap.xml');
    const files = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname).filter((p) => p.includes('videos'));
    for (const file of files) expect((await get(visitor, file)).text, file).not.toContain(f.video.slug);
    const html = await get(visitor, `/video/${f.video.slug}`);
    expect(html.text).not.toContain(f.word);
    expect(html.text).not.toContain(f.video.id);
  });

  it('the member who saved it sees "no longer available", never its media; the owner sees its state', async () => {
    const fav = await f.fan.send<{ items: any[] }>(`${API}/library/lists/favourites`, {});
    const stub = fav.items.find((i) => i.id === f.video.id);
    expect(stub).toMatchObject({ id: f.video.id, unavailable: true, title: '', thumbnail_url: '', slug: '' });
    expect(JSON.stringify(stub)).not.toContain(f.word);
    const own = await f.fan.send<{ items: any[] }>(`${API}/library/playlists/${f.playlistSlug}`, {});
    expect(own.items).toMatchObject([{ id: f.video.id, unavailable: true, title: '' }]);
    // The member can remove the stub (saving it again is refused: 404).
    await f.fan.send(`${API}/library/lists/favourites/${f.video.id}`, { method: 'DELETE', requestKey: null });
    expect((await f.fan.send<{ items: any[] }>(`${API}/library/lists/favourites`, {})).items.map((i) => i.id)).not.toContain(f.video.id);
    expect(await attemptSend(f.fan, `${API}/library/lists/favourites/${f.video.id}`, {})).toBe(404);
    if (state === 'suspended') return; // a suspended owner cannot sign in
    const manager = await f.owner.pb.send<{ items: any[] }>(`${API}/creator/videos`, {});
    const mine = manager.items.find((i) => i.id === f.video.id);
    expect(mine).toMatchObject({ id: f.video.id, state });
    // Its thumbnail carries the owner's file token, so the manager can show it.
    expect((await get(newClient(), mine.thumbnail_url)).status).toBe(200);
  });

  it('realtime: a visitor and a member hear nothing of it; an admin does', async () => {
    (globalThis as { EventSource?: unknown }).EventSource ??= EventSource;
    const heard: Record<string, string[]> = { visitor: [], member: [], admin: [] };
    const subs: PocketBase[] = [];
    for (const role of ['visitor', 'member', 'admin'] as const) {
      const pb = role === 'visitor' ? newClient() : new PocketBase(baseUrl());
      if (role !== 'visitor') pb.authStore.save((await client(role)).authStore.token, (await client(role)).authStore.record);
      for (const col of ['videos', 'video_sources', 'comments']) {
        await pb.collection(col).subscribe('*', (e) => heard[role]!.push(`${col}:${e.record.id}`));
      }
      subs.push(pb);
    }
    const su = await superuser();
    await su.collection('videos').update(f.video.id, { description: `${f.word} edited` });
    await su.collection('video_sources').update(f.source.id, { doodstream_url: 'https://dood.example/e/probe' });
    await create('comments', { video: f.video.id, user: await userId('member2'), content: 'late comment' });
    const deadline = Date.now() + 5000;
    while (heard.admin!.length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 300));
    for (const pb of subs) await pb.realtime.unsubscribe();
    expect(heard.admin).toEqual(expect.arrayContaining([`videos:${f.video.id}`, `video_sources:${f.source.id}`]));
    expect(heard.visitor).toEqual([]);
    expect(heard.member).toEqual([]);
  }, 20_000);
});

describe('a premium video (issue 36 §7, §8)', () => {
  it('its source file through /api/files is never publicly cacheable', async () => {
    const su = await superuser();
    const v = await su.collection('videos').create({ title: 'Premium probe', slug: uid('hp-'), description: 'x', author: 'a', duration: 10 });
    await su.collection('premium_videos').create({ video: v.id });
    const src = await su.collection('video_sources').create({ video: v.id, file: mp4File() });
    const pb = await client('premium');
    const token = await pb.files.getToken({ requestKey: null });
    const res = await get(newClient(), `/api/files/video_sources/${src.id}/${src.file}?token=${token}`);
    expect(res.status).toBe(200);
    expect(res.cache).toBe('private, no-store');
    expect(res.cache).not.toContain('max-age=2592000');
    // Without a token, or with a member's, it is not served at all.
    expect((await get(newClient(), `/api/files/video_sources/${src.id}/${src.file}`)).status).toBe(404);
    const memberToken = await (await client('member')).files.getToken({ requestKey: null });
    expect((await get(newClient(), `/api/files/video_sources/${src.id}/${src.file}?token=${memberToken}`)).status).toBe(404);
  });

  it('its sprite and VTT refuse a lapsed member’s token, as playback does', async () => {
    const su = await superuser();
    const v = await su.collection('videos').create({ title: 'Premium media', slug: uid('hp-'), description: 'x', author: 'a', duration: 10 });
    await su.collection('premium_videos').create({ video: v.id });
    await su.collection('video_sources').create({ video: v.id, file: mp4File(), hls: LADDER, sprite: true });
    const { record, pb } = await freshUser([]);
    await su.collection('users').update(record.id, { premium_until: new Date(Date.now() + 86_400_000).toISOString().replace('T', ' ') });
    const w = await pb.send<{ sources: { type: string; url: string }[] }>(`${API}/videos/${v.slug}`, {});
    const token = new URL(w.sources.find((s) => s.type === 'local')!.url, baseUrl()).searchParams.get('token')!;
    for (const name of ['sprite.jpg', 'thumbs.vtt']) expect((await get(newClient(), `${API}/media/${v.id}/${name}?token=${token}`)).status, name).toBe(200);
    await su.collection('users').update(record.id, { premium_until: new Date(Date.now() - 60_000).toISOString().replace('T', ' ') });
    for (const name of ['sprite.jpg', 'thumbs.vtt']) expect((await get(newClient(), `${API}/media/${v.id}/${name}?token=${token}`)).status, name).toBe(403);
  });

  it('a locked watch page counts no view; an unlocked one does, also sent without the session with its playback token', async () => {
    const su = await superuser();
    const v = await su.collection('videos').create({ title: 'Premium views', slug: uid('hp-'), description: 'x', author: 'a', duration: 10 });
    await su.collection('premium_videos').create({ video: v.id });
    await su.collection('video_sources').create({ video: v.id, file: mp4File() });
    const views = async () => (await su.collection('video_stats').getFirstListItem(su.filter('video = {:v}', { v: v.id }))).views as number;
    const before = await views();
    for (const who of [newClient(), await client('member')]) {
      const res = await who.send<{ counted: boolean }>(`${API}/videos/${v.id}/view`, { method: 'POST', body: { anon_id: `locked-${uid('')}` } });
      expect(res.counted).toBe(false);
    }
    expect(await views()).toBe(before);
    const premium = await client('premium');
    expect((await premium.send<{ counted: boolean }>(`${API}/videos/${v.id}/view`, { method: 'POST', body: {} })).counted).toBe(true);
    // Discreet mode: no session, but the page's playback token proves it was unlocked.
    const w = await premium.send<{ sources: { type: string; url: string }[] }>(`${API}/videos/${v.slug}`, {});
    const playback = new URL(w.sources[0]!.url, baseUrl()).searchParams.get('token')!;
    const anon = newClient();
    expect((await anon.send<{ counted: boolean }>(`${API}/videos/${v.id}/view`, { method: 'POST', body: { anon_id: `discreet-${uid('')}`, playback } })).counted).toBe(true);
    // A forged or another video's token does not.
    expect((await anon.send<{ counted: boolean }>(`${API}/videos/${v.id}/view`, { method: 'POST', body: { anon_id: `forged-${uid('')}`, playback: playback.slice(0, -1) + (playback.endsWith('0') ? '1' : '0') } })).counted).toBe(false);
    expect(await views()).toBe(before + 2);
  });
});

describe('the hidden flag follows its sources on every write path', () => {
  it('an admin setting a state or a suspension through the record API hides the videos too', async () => {
    const admin = await client('admin');
    const su = await superuser();
    const owner = await freshUser(['creator']);
    const a = await su.collection('videos').create({ title: 'Side door a', slug: uid('hp-'), description: 'x', author: 'a', duration: 5, creator: owner.record.id });
    const b = await su.collection('videos').create({ title: 'Side door b', slug: uid('hp-'), description: 'x', author: 'a', duration: 5, creator: owner.record.id });
    await admin.collection('videos').update(a.id, { moderation: 'removed' });
    expect((await su.collection('videos').getOne(a.id)).hidden).toBe(true);
    expect((await get(newClient(), `${API}/videos/${a.slug}`)).status).toBe(404);
    await admin.collection('users').update(owner.record.id, { suspended: true });
    expect((await su.collection('videos').getOne(b.id)).hidden).toBe(true);
    expect((await get(newClient(), `${API}/videos/${b.slug}`)).status).toBe(404);
    // A new video of a suspended creator starts hidden; lifting the suspension keeps a stated one hidden.
    const c = await su.collection('videos').create({ title: 'Side door c', slug: uid('hp-'), description: 'x', author: 'a', duration: 5, creator: owner.record.id });
    expect(c.hidden).toBe(true);
    await admin.collection('users').update(owner.record.id, { suspended: false });
    expect((await su.collection('videos').getOne(b.id)).hidden).toBe(false);
    expect((await su.collection('videos').getOne(c.id)).hidden).toBe(false);
    expect((await su.collection('videos').getOne(a.id)).hidden).toBe(true);
    await admin.collection('videos').update(a.id, { moderation: '' });
    expect((await su.collection('videos').getOne(a.id)).hidden).toBe(false);
  });
});

/** POSTs with the SDK and returns the status (200 on success). */
async function attemptSend(pb: PocketBase, path: string, body: unknown): Promise<number> {
  try {
    await pb.send(path, { method: 'POST', body, requestKey: null });
    return 200;
  } catch (err: any) {
    return err.status as number;
  }
}
