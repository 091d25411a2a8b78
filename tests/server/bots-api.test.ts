// Bot users and simulated engagement (bot-routes.pb.js): admin only, bots never sign in,
// comments limited to bots that have not commented, and simulated views/comments marked
// in the data, hidden from the public and reported apart by the statistics route.
import type PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { attempt, client, newClient, readAsSuperuser, superuser, uid, userId, type Outcome } from './helpers';
import { freshVideo } from './fixtures';

const API = '/api/reelhouse/admin';

function call<T = any>(pb: PocketBase, method: string, path: string, body?: unknown): Promise<Outcome<T>> {
  return attempt(() => pb.send<T>(`${API}${path}`, { method, body, requestKey: null }));
}
const monthly = async (pb: PocketBase) => (await pb.send<any[]>('/api/reelhouse/stats/monthly-views', { requestKey: null })) as any[];
const msg = (o: Outcome) => String((o.error as { message?: string } | undefined)?.message ?? '');
const botName = () => uid('b_').toLowerCase().replace(/[^a-z0-9_]/g, '').slice(0, 20);

async function makeBots(n: number): Promise<{ id: string; username: string }[]> {
  const names = Array.from({ length: n }, botName);
  const r = await call<any>(await client('admin'), 'POST', '/bots', { usernames: names.join('\n') });
  expect(r.status, msg(r)).toBe(200);
  return r.data.created;
}

describe('admin only', () => {
  it('refuses visitors (401) and members, premium members and creators (403) on every route', async () => {
    const video = await freshVideo(null);
    const routes: [string, string, unknown?][] = [
      ['GET', '/bots'],
      ['POST', '/bots', { usernames: botName() }],
      ['GET', `/engagement/available?video=${video.id}`],
      ['POST', '/engagement', { video: video.id, views: 1 }],
    ];
    for (const [method, path, body] of routes) {
      expect((await call(await client('visitor'), method, path, body)).status, `visitor ${method} ${path}`).toBe(401);
      for (const role of ['member', 'premium', 'creator'] as const) {
        expect((await call(await client(role), method, path, body)).status, `${role} ${method} ${path}`).toBe(403);
      }
    }
    const stats = (await readAsSuperuser('video_stats', (await (await superuser()).collection('video_stats').getFirstListItem(`video = "${video.id}"`)).id))!;
    expect(stats.views).toBe(0);
  });
});

describe('POST /bots', () => {
  it('takes usernames one per line, drops blanks, and lists them', async () => {
    const a = botName();
    const b = botName();
    const r = await call<any>(await client('admin'), 'POST', '/bots', { usernames: `\n ${a.toUpperCase()} \n\n${b}\n${a}\n` });
    expect(r.data.created.map((x: any) => x.username)).toEqual([a, b]);
    const list = await call<any>(await client('admin'), 'GET', '/bots');
    expect(list.data.items.map((x: any) => x.username)).toEqual(expect.arrayContaining([a, b]));
  });

  it('refuses the whole list when one name is taken or invalid', async () => {
    const fresh = botName();
    const taken = await call(await client('admin'), 'POST', '/bots', { usernames: `${fresh}\nt_member` });
    expect(taken.status).toBe(400);
    expect(msg(taken)).toMatch(/already taken: t_member/);
    const bad = await call(await client('admin'), 'POST', '/bots', { usernames: `${fresh}\nno spaces` });
    expect(bad.status).toBe(400);
    expect((await call(await client('admin'), 'POST', '/bots', { usernames: ' \n ' })).status).toBe(400);
    const su = await superuser();
    expect((await su.collection('users').getList(1, 1, { filter: su.filter('username = {:u}', { u: fresh }) })).totalItems).toBe(0);
  });

  it('bots cannot sign in, even with a password set by a superuser', async () => {
    const [bot] = await makeBots(1);
    const su = await superuser();
    await su.collection('users').update(bot!.id, { password: 'known-Passw0rd', passwordConfirm: 'known-Passw0rd', verified: true });
    const pb = newClient();
    const r = await attempt(() => pb.collection('users').authWithPassword(`${bot!.username}@bots.invalid`, 'known-Passw0rd'));
    expect(r.ok).toBe(false);
    expect(r.status).toBe(403);
    expect(pb.authStore.isValid).toBe(false);
  });
});

describe('POST /engagement', () => {
  it('validates the video and the view count', async () => {
    const admin = await client('admin');
    expect(msg(await call(admin, 'POST', '/engagement', { views: 3 }))).toMatch(/^Please select a video/);
    expect((await call(admin, 'POST', '/engagement', { video: 'nosuchvideo0000', views: 3 })).status).toBe(404);
    const video = await freshVideo(null);
    const neg = await call(admin, 'POST', '/engagement', { video: video.id, views: -1 });
    expect(neg.status).toBe(400);
    expect(msg(neg)).toMatch(/0 or more/);
  });

  it('adds simulated views and comments by bots that have not commented yet; extra lines are cut', async () => {
    await makeBots(2);
    const admin = await client('admin');
    const creator = await userId('creator2');
    const video = await freshVideo(creator);
    const avail = (await call<any>(admin, 'GET', `/engagement/available?video=${video.id}`)).data.available as number;
    expect(avail).toBeGreaterThanOrEqual(2);

    const before = await monthly(admin);
    const lines = Array.from({ length: avail + 3 }, (_, i) => `Nice one ${i}`);
    const r = await call<any>(admin, 'POST', '/engagement', { video: video.id, views: 7, comments: ['', ...lines].join('\n') });
    expect(r.status, msg(r)).toBe(200);
    expect(r.data).toMatchObject({ views_added: 7, comments_added: avail, truncated: 3, views: 7, simulated_views: 7 });
    expect((await call<any>(admin, 'GET', `/engagement/available?video=${video.id}`)).data.available).toBe(0);
    const again = await call(admin, 'POST', '/engagement', { video: video.id, views: 0, comments: 'one more' });
    expect(msg(again)).toMatch(/^No bot users are left to comment on this video/);

    // Marked in the data (superuser), hidden from the public.
    const su = await superuser();
    const comments = await su.collection('comments').getFullList({ filter: su.filter('video = {:v}', { v: video.id }) });
    expect(comments).toHaveLength(avail);
    expect(comments.every((c) => c.simulated === true)).toBe(true);
    expect(new Set(comments.map((c) => c.user)).size).toBe(avail);
    const visitor = await client('visitor');
    const pub = await visitor.collection('comments').getList(1, 5, { filter: `video = "${video.id}"` });
    expect(pub.items[0]).not.toHaveProperty('simulated');
    const stats = await visitor.collection('video_stats').getFirstListItem(`video = "${video.id}"`);
    expect(stats.views).toBe(7);
    expect(stats).not.toHaveProperty('simulated_views');

    // The statistics route tells real and simulated views apart (site and the creator's scope).
    const after = await monthly(admin);
    const last = (rows: any[]) => rows[rows.length - 1];
    expect(last(after).simulated_views - last(before).simulated_views).toBe(7);
    expect(last(after).real_views).toBe(last(after).views - last(after).simulated_views);
    const mine = await monthly(await client('creator2'));
    expect(last(mine).simulated_views).toBeGreaterThanOrEqual(7);
  });

  it('a repeated submit with the same op_id adds nothing twice', async () => {
    const admin = await client('admin');
    const video = await freshVideo(null);
    const op = `e${Date.now().toString(36)}`.padEnd(15, '0').slice(0, 15);
    const body = { video: video.id, views: 4, op_id: op };
    const first = await call<any>(admin, 'POST', '/engagement', body);
    const second = await call<any>(admin, 'POST', '/engagement', body);
    expect(second.data).toEqual(first.data);
    const su = await superuser();
    expect((await su.collection('video_stats').getFirstListItem(`video = "${video.id}"`)).views).toBe(4);
    expect((await call(admin, 'POST', '/engagement', { ...body, op_id: 'BAD' })).status).toBe(400);
    // The op id names this submit: on another video it is refused and adds nothing there.
    const other = await freshVideo(null);
    const reused = await call(admin, 'POST', '/engagement', { ...body, video: other.id });
    expect(reused.status).toBe(400);
    expect(msg(reused)).toBe('This op_id was already used for a different action.');
    expect((await su.collection('video_stats').getFirstListItem(`video = "${other.id}"`)).views).toBe(0);
  });

  it('a refused submit does not use up its op_id: corrected, it applies once', async () => {
    const admin = await client('admin');
    const video = await freshVideo(null);
    const op = `f${Date.now().toString(36)}`.padEnd(15, '0').slice(0, 15);
    const bad = await call(admin, 'POST', '/engagement', { video: video.id, views: -1, op_id: op });
    expect(bad.status).toBe(400);
    const good = await call<any>(admin, 'POST', '/engagement', { video: video.id, views: 2, op_id: op });
    expect(good.status).toBe(200);
    expect(good.data.views_added).toBe(2);
    const again = await call<any>(admin, 'POST', '/engagement', { video: video.id, views: 2, op_id: op });
    expect(again.data).toEqual(good.data);
    const su = await superuser();
    expect((await su.collection('video_stats').getFirstListItem(`video = "${video.id}"`)).views).toBe(2);
  });

  it('a member cannot mark their own comment simulated', async () => {
    const video = await freshVideo(null);
    const member = await client('member');
    const c = await member.collection('comments').create({ video: video.id, user: await userId('member'), content: 'real', simulated: true });
    expect((await readAsSuperuser('comments', c.id))!.simulated).toBe(false);
  });
});
