// A member's library (internal/library, issue 22): favourites, watch later, history,
// playlists and follows. Every rule and count here; the collections' own API rules are in
// authz-matrix.test.ts.
import type PocketBase from 'pocketbase';
import { EventSource } from 'eventsource';
import { describe, expect, it } from 'vitest';
import { attempt, countAsSuperuser, freshUser, newClient, superuser, uid, type Outcome } from './helpers';
import { freshVideo, makePremium, publish } from './fixtures';

const API = '/api/reelhouse/library';

function call<T = any>(pb: PocketBase, method: string, path: string, body?: unknown): Promise<Outcome<T>> {
  return attempt(() => pb.send<T>(`${API}${path}`, { method, body, requestKey: null }));
}

const video = () => freshVideo(null); // 42 s long

describe('favourites and watch later', () => {
  it('toggles idempotently and keeps the favourite count in step', async () => {
    const v = await video();
    const a = await freshUser();
    const b = await freshUser();
    let r = await call(a.pb, 'POST', `/lists/favourites/${v.id}`);
    expect(r.data).toMatchObject({ favourite: true, favourite_count: 1 });
    r = await call(a.pb, 'POST', `/lists/favourites/${v.id}`); // again: no inflation
    expect(r.data).toMatchObject({ favourite: true, favourite_count: 1 });
    r = await call(b.pb, 'POST', `/lists/favourites/${v.id}`);
    expect(r.data).toMatchObject({ favourite_count: 2 });
    r = await call(a.pb, 'DELETE', `/lists/favourites/${v.id}`);
    expect(r.data).toMatchObject({ favourite: false, favourite_count: 1 });
    r = await call(a.pb, 'DELETE', `/lists/favourites/${v.id}`);
    expect(r.data).toMatchObject({ favourite_count: 1 });
    const visitor = await call(newClient(), 'GET', `/state/${v.id}`);
    expect(visitor.data).toMatchObject({ favourite: false, favourite_count: 1 });
    expect(await countAsSuperuser('favourites', `video = "${v.id}"`)).toBe(1);

    r = await call(a.pb, 'POST', `/lists/watch-later/${v.id}`);
    expect(r.data).toMatchObject({ watch_later: true, favourite: false });
    const list = await call<any>(a.pb, 'GET', '/lists/watch-later');
    expect(list.data.items.map((i: any) => i.id)).toEqual([v.id]);
  });

  it('refuses visitors, missing videos and unknown lists, storing nothing', async () => {
    const v = await video();
    expect((await call(newClient(), 'POST', `/lists/favourites/${v.id}`)).status).toBe(401);
    expect((await call(newClient(), 'GET', '/lists/favourites')).status).toBe(401);
    const a = await freshUser();
    expect((await call(a.pb, 'POST', '/lists/favourites/nosuchvideo0001')).status).toBe(404);
    expect((await call(a.pb, 'POST', `/lists/likes/${v.id}`)).status).toBe(404);
    expect(await countAsSuperuser('favourites', `member = "${a.record.id}"`)).toBe(0);
  });

  it('lists a premium video as a card without any source', async () => {
    const v = await video();
    await makePremium(v.id);
    const a = await freshUser();
    await call(a.pb, 'POST', `/lists/favourites/${v.id}`);
    const list = await call<any>(a.pb, 'GET', '/lists/favourites');
    expect(list.data.items[0]).toMatchObject({ id: v.id, is_premium: true });
    expect(JSON.stringify(list.data)).not.toMatch(/sources|playback|token|\.mp4/);
  });
});

describe('history', () => {
  it('saves positions, offers resume, leaves Continue watching when finished', async () => {
    const v1 = await video();
    const v2 = await video();
    const a = await freshUser();
    expect((await call(a.pb, 'POST', `/history/${v1.id}`, { position: 12.5 })).data).toMatchObject({ saved: true, finished: false });
    expect((await call(a.pb, 'POST', `/history/${v2.id}`, { position: 3 })).data).toMatchObject({ saved: true });
    expect((await call(a.pb, 'GET', `/state/${v1.id}`)).data).toMatchObject({ position: 12.5, finished: false });
    let cont = await call<any>(a.pb, 'GET', '/lists/continue');
    expect(cont.data.items.map((i: any) => i.id)).toEqual([v2.id, v1.id]);
    expect(cont.data.items[1]).toMatchObject({ position: 12.5, watched_duration: 42 });

    expect((await call(a.pb, 'POST', `/history/${v1.id}`, { position: 40 })).data).toMatchObject({ finished: true });
    cont = await call<any>(a.pb, 'GET', '/lists/continue');
    expect(cont.data.items.map((i: any) => i.id)).toEqual([v2.id]);
    const hist = await call<any>(a.pb, 'GET', '/lists/history');
    expect(hist.data.items.map((i: any) => i.id)).toEqual([v1.id, v2.id]);
    expect(await countAsSuperuser('watch_history', `member = "${a.record.id}"`)).toBe(2); // one row per video

    expect((await call(a.pb, 'DELETE', `/history/${v1.id}`)).ok).toBe(true);
    expect(await countAsSuperuser('watch_history', `member = "${a.record.id}"`)).toBe(1);
    expect((await call(a.pb, 'DELETE', '/history')).ok).toBe(true);
    expect(await countAsSuperuser('watch_history', `member = "${a.record.id}"`)).toBe(0);
  });

  it('refuses a position that is not a number, negative or past the end, storing nothing', async () => {
    const v = await video();
    const a = await freshUser();
    for (const position of ['12', -1, 43.5, null, 1e309, { x: 1 }]) {
      const r = await call(a.pb, 'POST', `/history/${v.id}`, { position });
      expect(r.status, JSON.stringify(position)).toBe(400);
    }
    expect((await call(a.pb, 'POST', '/history/nosuchvideo0001', { position: 1 })).status).toBe(404);
    expect(await countAsSuperuser('watch_history', `member = "${a.record.id}"`)).toBe(0);
  });

  it('stores nothing while history is paused', async () => {
    const v = await video();
    const a = await freshUser();
    await a.pb.collection('users').update(a.record.id, { pause_history: true });
    const r = await call(a.pb, 'POST', `/history/${v.id}`, { position: 5 });
    expect(r.data).toMatchObject({ saved: false, paused: true });
    expect(await countAsSuperuser('watch_history', `member = "${a.record.id}"`)).toBe(0);
  });

  it('is private: not through the routes, the collection API or a filter', async () => {
    const v = await video();
    const a = await freshUser();
    const b = await freshUser();
    await call(a.pb, 'POST', `/history/${v.id}`, { position: 7 });
    await call(a.pb, 'POST', `/lists/favourites/${v.id}`);
    expect((await call(b.pb, 'GET', `/state/${v.id}`)).data).toMatchObject({ position: 0, favourite: false });
    expect((await call<any>(b.pb, 'GET', '/lists/history')).data.items).toEqual([]);
    for (const col of ['watch_history', 'favourites']) {
      const listed = await b.pb.collection(col).getList(1, 50, { filter: `member = "${a.record.id}"` });
      expect(listed.items).toEqual([]);
      const visitor = await attempt(() => newClient().collection(col).getList(1, 50));
      expect(visitor.data?.items ?? []).toEqual([]);
    }
    const row = (await (await superuser()).collection('watch_history').getFirstListItem(`member = "${a.record.id}"`)).id;
    expect((await attempt(() => b.pb.collection('watch_history').getOne(row))).status).toBe(404);
  });

  it('realtime never tells another member about a history row', async () => {
    const v = await video();
    const a = await freshUser();
    const b = await freshUser();
    (globalThis as { EventSource?: unknown }).EventSource ??= EventSource;
    const seenByB: unknown[] = [];
    const seenByA: unknown[] = [];
    await b.pb.collection('watch_history').subscribe('*', (ev) => seenByB.push(ev));
    await a.pb.collection('watch_history').subscribe('*', (ev) => seenByA.push(ev));
    await call(a.pb, 'POST', `/history/${v.id}`, { position: 9 });
    const until = Date.now() + 5000;
    while (seenByA.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    expect(seenByA.length).toBeGreaterThan(0); // the event was sent: B's silence is the rule
    expect(seenByB).toEqual([]);
    await a.pb.realtime.unsubscribe();
    await b.pb.realtime.unsubscribe();
  });

  it('goes with the account', async () => {
    const v = await video();
    const a = await freshUser();
    await call(a.pb, 'POST', `/history/${v.id}`, { position: 7 });
    await (await superuser()).collection('users').delete(a.record.id);
    expect(await countAsSuperuser('watch_history', `member = "${a.record.id}"`)).toBe(0);
  });
});

describe('playlists', () => {
  it('creates, edits, orders and counts; private ones are the owner’s only', async () => {
    const a = await freshUser();
    const b = await freshUser();
    const [v1, v2, v3] = [await video(), await video(), await video()];
    const created = await call<any>(a.pb, 'POST', '/playlists', { title: '  Evening  ', description: 'd' });
    expect(created.data).toMatchObject({ title: 'Evening', visibility: 'private', item_count: 0 });
    const { id, slug } = created.data;
    for (const v of [v1, v2, v3, v1]) await call(a.pb, 'POST', `/playlists/${id}/items`, { video: v.id });
    let page = await call<any>(a.pb, 'GET', `/playlists/${slug}`);
    expect(page.data.playlist.item_count).toBe(3);
    expect(page.data.items.map((i: any) => i.id)).toEqual([v1.id, v2.id, v3.id]);

    expect((await call(a.pb, 'POST', `/playlists/${id}/move`, { video: v3.id, to: 0 })).ok).toBe(true);
    page = await call<any>(a.pb, 'GET', `/playlists/${slug}`);
    expect(page.data.items.map((i: any) => i.id)).toEqual([v3.id, v1.id, v2.id]);
    await call(a.pb, 'POST', `/playlists/${id}/move`, { video: v3.id, to: 99 });
    page = await call<any>(a.pb, 'GET', `/playlists/${slug}`);
    expect(page.data.items.map((i: any) => i.id)).toEqual([v1.id, v2.id, v3.id]);

    expect((await call(a.pb, 'DELETE', `/playlists/${id}/items/${v2.id}`)).ok).toBe(true);
    expect((await call<any>(a.pb, 'GET', `/playlists/${slug}`)).data.playlist.item_count).toBe(2);

    // Private: a 404 for another member and a visitor, and nothing they can change.
    expect((await call(b.pb, 'GET', `/playlists/${slug}`)).status).toBe(404);
    expect((await call(newClient(), 'GET', `/playlists/${slug}`)).status).toBe(404);
    expect((await call(b.pb, 'PATCH', `/playlists/${id}`, { title: 'Mine now' })).status).toBe(404);
    expect((await call(b.pb, 'POST', `/playlists/${id}/items`, { video: v2.id })).status).toBe(404);
    expect((await call(b.pb, 'DELETE', `/playlists/${id}`)).status).toBe(404);
    expect((await b.pb.collection('playlists').getList(1, 50, { filter: `slug = "${slug}"` })).items).toEqual([]);
    expect((await b.pb.collection('playlist_items').getList(1, 50, { filter: `playlist = "${id}"` })).items).toEqual([]);

    // Unlisted: by slug to anyone, but never listed; public: listed too.
    await call(a.pb, 'PATCH', `/playlists/${id}`, { visibility: 'unlisted' });
    expect((await call(newClient(), 'GET', `/playlists/${slug}`)).status).toBe(200);
    expect((await newClient().collection('playlists').getList(1, 50, { filter: `slug = "${slug}"` })).items).toEqual([]);
    await call(a.pb, 'PATCH', `/playlists/${id}`, { visibility: 'public' });
    expect((await newClient().collection('playlists').getList(1, 50, { filter: `slug = "${slug}"` })).items).toHaveLength(1);

    expect((await call(a.pb, 'DELETE', `/playlists/${id}`)).ok).toBe(true);
    expect(await countAsSuperuser('playlist_items', `playlist = "${id}"`)).toBe(0);
  });

  it('refuses bad input with a 400 and stores nothing', async () => {
    const a = await freshUser();
    const bad = [{}, { title: '' }, { title: '   ' }, { title: 'x'.repeat(101) }, { title: 'ok', description: 'd'.repeat(2001) }, { title: 'ok', visibility: 'secret' }, { title: 7 }];
    for (const body of bad) expect((await call(a.pb, 'POST', '/playlists', body)).status, JSON.stringify(body).slice(0, 60)).toBe(400);
    expect(await countAsSuperuser('playlists', `owner = "${a.record.id}"`)).toBe(0);
    const { data } = await call<any>(a.pb, 'POST', '/playlists', { title: 'x'.repeat(100), description: 'd'.repeat(2000), visibility: 'public' });
    expect(data.item_count).toBe(0);
    expect((await call(a.pb, 'PATCH', `/playlists/${data.id}`, { title: 'y'.repeat(101) })).status).toBe(400);
    expect((await call(a.pb, 'POST', `/playlists/${data.id}/items`, { video: 'nosuchvideo0001' })).status).toBe(404);
    expect((await call(a.pb, 'POST', `/playlists/${data.id}/move`, { video: 'x', to: -1 })).status).toBe(400);
    expect(await countAsSuperuser('playlist_items', `playlist = "${data.id}"`)).toBe(0);
    expect((await call(newClient(), 'POST', '/playlists', { title: 'visitor' })).status).toBe(401);
  });

  it('creates one playlist per op_id: a replayed offline create answers the first one, another action with it is refused', async () => {
    const a = await freshUser();
    const b = await freshUser();
    const op = uid('op');
    const first = await call<any>(a.pb, 'POST', '/playlists', { title: 'Offline', op_id: op });
    expect(first.status).toBe(200);
    const replay = await call<any>(a.pb, 'POST', '/playlists', { title: 'Offline', op_id: op });
    expect(replay.data).toEqual(first.data);
    expect(await countAsSuperuser('playlists', `owner = "${a.record.id}"`)).toBe(1);
    // The same op id for another action of the member is refused; another member's op ids are their own.
    const v = await video();
    expect((await call(a.pb, 'POST', `/playlists/${first.data.id}/items`, { video: v.id, op_id: op })).status).toBe(400);
    expect((await call(b.pb, 'POST', '/playlists', { title: 'Mine', op_id: op })).status).toBe(200);
    expect((await call(a.pb, 'POST', '/playlists', { title: 'Bad op', op_id: { x: 1 } })).status).toBe(400);
    expect(await countAsSuperuser('playlists', `owner = "${a.record.id}"`)).toBe(1);
  });

  it('allows 200 playlists per member and 5,000 items per playlist', async () => {
    const a = await freshUser();
    const su = await superuser();
    // Filled as superuser (fast), then one more through the route.
    const base = uid('pl').slice(0, 20);
    await Promise.all(Array.from({ length: 199 }, (_, i) => su.collection('playlists').create({ owner: a.record.id, title: `p${i}`, visibility: 'private', slug: `${base}-${i}` }, { requestKey: null })));
    const last = await call<any>(a.pb, 'POST', '/playlists', { title: 'two hundredth' });
    expect(last.status).toBe(200);
    expect((await call(a.pb, 'POST', '/playlists', { title: 'one too many' })).status).toBe(400);
    expect(await countAsSuperuser('playlists', `owner = "${a.record.id}"`)).toBe(200);

    // item_count is what the limit reads: set to the limit as superuser.
    const v = await video();
    await su.collection('playlists').update(last.data.id, { item_count: 5000 });
    expect((await call(a.pb, 'POST', `/playlists/${last.data.id}/items`, { video: v.id })).status).toBe(400);
    expect(await countAsSuperuser('playlist_items', `playlist = "${last.data.id}"`)).toBe(0);
  });

  it('lists a premium video as a card to everyone, with no source', async () => {
    const a = await freshUser();
    const v = await video();
    await makePremium(v.id);
    const { data } = await call<any>(a.pb, 'POST', '/playlists', { title: 'Open', visibility: 'public' });
    await call(a.pb, 'POST', `/playlists/${data.id}/items`, { video: v.id });
    const page = await call<any>(newClient(), 'GET', `/playlists/${data.slug}`);
    expect(page.data.items[0]).toMatchObject({ id: v.id, is_premium: true });
    expect(JSON.stringify(page.data)).not.toMatch(/sources|playback|token|\.mp4/);
  });
});

describe('channels and following', () => {
  it('follows idempotently with a follower count, feeds the newest videos and notifies on a new video', async () => {
    const creator = await freshUser(['creator']);
    const fan = await freshUser();
    const username = creator.record.username;
    const older = await freshVideo(creator.record.id);
    let r = await call<any>(fan.pb, 'POST', `/follows/${username}`);
    expect(r.data).toEqual({ following: true, follower_count: 1 });
    r = await call<any>(fan.pb, 'POST', `/follows/${username}`);
    expect(r.data).toEqual({ following: true, follower_count: 1 });
    expect((await call(creator.pb, 'POST', `/follows/${username}`)).status).toBe(400);
    expect((await call(fan.pb, 'POST', `/follows/${fan.record.username}`)).status).toBe(404); // not a creator
    expect((await call(newClient(), 'POST', `/follows/${username}`)).status).toBe(401);

    const newer = await freshVideo(creator.record.id);
    await publish(newer.id); // announced once it has a playable source
    const feed = await call<any>(fan.pb, 'GET', '/following');
    expect(feed.data.items.map((i: any) => i.id)).toEqual([newer.id, older.id]);

    // The job (not the create request) writes the follower's notification.
    const until = Date.now() + 15000;
    let got = 0;
    while (Date.now() < until && !got) {
      got = await countAsSuperuser('notifications', `recipient = "${fan.record.id}" && content ~ "${newer.slug}"`);
      if (!got) await new Promise((res) => setTimeout(res, 250));
    }
    expect(got).toBe(1);
    // Stored as a kind with parameters: the PWA writes its subject in the reader's language.
    const inbox = await fan.pb.send<any>('/api/reelhouse/notifications', { requestKey: null });
    const notice = inbox.items.find((n: any) => n.content.includes(newer.slug));
    expect(notice).toMatchObject({ kind: 'new_video', params: { slug: newer.slug } });
    // It names the channel followed (the creator's username), not the free-text author field.
    expect(newer.author).toBe('Tester');
    expect(notice).toMatchObject({ subject: `New video from ${username}`, params: { author: username } });

    const channel = await call<any>(newClient(), 'GET', `/channel/${username}`);
    expect(channel.data.creator).toMatchObject({ username, follower_count: 1, following: false });
    expect(channel.data.videos.map((i: any) => i.id)).toEqual([newer.id, older.id]);
    expect((await call<any>(fan.pb, 'GET', `/channel/${username}`)).data.creator.following).toBe(true);
    expect((await call(newClient(), 'GET', '/channel/nosuchcreator')).status).toBe(404);

    r = await call<any>(fan.pb, 'DELETE', `/follows/${username}`);
    expect(r.data).toEqual({ following: false, follower_count: 0 });
    expect((await call<any>(fan.pb, 'GET', '/following')).data.items).toEqual([]);
  });

  it('the creator edits their bio (at most 1,000 characters); nobody else can', async () => {
    const creator = await freshUser(['creator']);
    const other = await freshUser();
    await creator.pb.collection('users').update(creator.record.id, { bio: 'Hello from my channel' });
    expect((await attempt(() => creator.pb.collection('users').update(creator.record.id, { bio: 'b'.repeat(1001) }))).status).toBe(400);
    expect((await attempt(() => other.pb.collection('users').update(creator.record.id, { bio: 'Hijacked' }))).ok).toBe(false);
    const channel = await call<any>(newClient(), 'GET', `/channel/${creator.record.username}`);
    expect(channel.data.creator.bio).toBe('Hello from my channel');
  });

  it('shows only public playlists on the channel', async () => {
    const creator = await freshUser(['creator']);
    await call(creator.pb, 'POST', '/playlists', { title: 'Shown', visibility: 'public' });
    await call(creator.pb, 'POST', '/playlists', { title: 'Link only', visibility: 'unlisted' });
    await call(creator.pb, 'POST', '/playlists', { title: 'Hidden' });
    const channel = await call<any>(newClient(), 'GET', `/channel/${creator.record.username}`);
    expect(channel.data.playlists.map((p: any) => p.title)).toEqual(['Shown']);
  });
});



