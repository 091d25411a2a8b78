// Ratings, comments and comment likes through /api/reelhouse (engagement-routes.pb.js).
import type PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { freshVideo } from './fixtures';
import { attempt, client, countAsSuperuser, freshUser, superuser, userId, type Outcome } from './helpers';

const API = '/api/reelhouse';

function call<T = any>(pb: PocketBase, method: string, path: string, body?: unknown): Promise<Outcome<T>> {
  return attempt(() => pb.send<T>(`${API}${path}`, { method, body, requestKey: null }));
}

const msg = (o: Outcome) => String((o.error as { message?: string } | undefined)?.message ?? '');

let opSeq = 0;
function opId(): string {
  const base = `${Date.now().toString(36)}${(opSeq++).toString(36)}${Math.random().toString(36).slice(2)}`;
  return (base + 'zzzzzzzzzzzzzzz').replace(/[^a-z0-9]/g, '').slice(0, 15);
}

async function stats(videoId: string) {
  const pb = await client('visitor');
  return pb.collection('video_stats').getFirstListItem(pb.filter('video = {:v}', { v: videoId }));
}

describe('POST /videos/{id}/rate', () => {
  it('refuses visitors with the spec message', async () => {
    const v = await freshVideo(null);
    const res = await call(await client('visitor'), 'POST', `/videos/${v.id}/rate`, { rating_type: 'like' });
    expect(res.status).toBe(401);
    expect(msg(res)).toMatch(/^Must be authenticated to rate videos/);
  });

  it('validates rating_type, op_id and the video', async () => {
    const pb = await client('member');
    const v = await freshVideo(null);
    expect((await call(pb, 'POST', `/videos/${v.id}/rate`, { rating_type: 'love' })).status).toBe(400);
    expect((await call(pb, 'POST', `/videos/${v.id}/rate`, {})).status).toBe(400);
    expect((await call(pb, 'POST', `/videos/${v.id}/rate`, { rating_type: 'like', op_id: 'UPPER-case' })).status).toBe(400);
    const missing = await call(pb, 'POST', `/videos/nosuchvideo1234/rate`, { rating_type: 'like' });
    expect(missing.status).toBe(404);
    expect(msg(missing)).toMatch(/^Video not found/);
  });

  it('creates, removes on the same type and switches on the other', async () => {
    const v = await freshVideo(null);
    const member = await client('member');
    const premium = await client('premium');
    let r = await call(member, 'POST', `/videos/${v.id}/rate`, { rating_type: 'like' });
    expect(r.data).toEqual({ rating_type: 'like', likes: 1, dislikes: 0, rating: 5, total_ratings: 1 });
    r = await call(premium, 'POST', `/videos/${v.id}/rate`, { rating_type: 'dislike' });
    expect(r.data).toEqual({ rating_type: 'dislike', likes: 1, dislikes: 1, rating: 2.5, total_ratings: 2 });
    r = await call(member, 'POST', `/videos/${v.id}/rate`, { rating_type: 'dislike' });
    expect(r.data).toEqual({ rating_type: 'dislike', likes: 0, dislikes: 2, rating: 0, total_ratings: 2 });
    r = await call(member, 'POST', `/videos/${v.id}/rate`, { rating_type: 'dislike' });
    expect(r.data).toEqual({ rating_type: null, likes: 0, dislikes: 1, rating: 0, total_ratings: 1 });
    const s = await stats(v.id);
    expect([s.likes, s.dislikes, s.total_ratings]).toEqual([0, 1, 1]);
  });

  it('works for every signed-in role', async () => {
    const v = await freshVideo(null);
    for (const role of ['member', 'premium', 'creator', 'admin'] as const) {
      const r = await call(await client(role), 'POST', `/videos/${v.id}/rate`, { rating_type: 'like' });
      expect(r.ok, role).toBe(true);
    }
    expect((await stats(v.id)).likes).toBe(4);
  });

  it('the same op_id sent 10 times toggles once (sequentially and concurrently)', async () => {
    const v = await freshVideo(null);
    const pb = await client('member');
    const op = opId();
    for (let i = 0; i < 10; i++) {
      const r = await call(pb, 'POST', `/videos/${v.id}/rate`, { rating_type: 'like', op_id: op });
      expect(r.data).toMatchObject({ rating_type: 'like', likes: 1, total_ratings: 1 });
    }
    const op2 = opId();
    const all = await Promise.all(
      Array.from({ length: 10 }, () => call(pb, 'POST', `/videos/${v.id}/rate`, { rating_type: 'like', op_id: op2 })),
    );
    for (const r of all) expect(r.data).toMatchObject({ rating_type: null, likes: 0, total_ratings: 0 });
    const s = await stats(v.id);
    expect([s.likes, s.total_ratings]).toEqual([0, 0]);
    expect(await countAsSuperuser('applied_ops', `op_id = "${op}" || op_id = "${op2}"`)).toBe(2);
  });

  it('refuses an op_id reused for another action', async () => {
    const v = await freshVideo(null);
    const pb = await client('member');
    const op = opId();
    expect((await call(pb, 'POST', `/videos/${v.id}/rate`, { rating_type: 'like', op_id: op })).ok).toBe(true);
    expect((await call(pb, 'POST', `/videos/${v.id}/rate`, { rating_type: 'dislike', op_id: op })).status).toBe(400);
  });

  it('20 rate requests without op_id alternate and never count more than 1 per user', async () => {
    const v = await freshVideo(null);
    const pb = await client('member');
    const seen: (string | null)[] = [];
    for (let i = 0; i < 20; i++) {
      const r = await call<{ rating_type: string | null; likes: number }>(pb, 'POST', `/videos/${v.id}/rate`, { rating_type: 'like' });
      seen.push(r.data!.rating_type);
      expect(r.data!.likes).toBeLessThanOrEqual(1);
    }
    expect(seen).toEqual(Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? 'like' : null)));
    const parallel = await Promise.all(Array.from({ length: 20 }, () => call(pb, 'POST', `/videos/${v.id}/rate`, { rating_type: 'dislike' })));
    for (const r of parallel) expect(r.ok).toBe(true);
    const s = await stats(v.id);
    expect(s.likes + s.dislikes).toBeLessThanOrEqual(1);
    const me = await userId('member');
    expect(await countAsSuperuser('video_ratings', `video = "${v.id}" && user = "${me}"`)).toBeLessThanOrEqual(1);
    expect(s.total_ratings).toBe(await countAsSuperuser('video_ratings', `video = "${v.id}"`));
  });
});

describe('comments', () => {
  it('lists newest first with paging edges and liked_by_me', async () => {
    const v = await freshVideo(null);
    const member = await client('member');
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await call<{ id: string }>(member, 'POST', `/videos/${v.id}/comments`, { content: `comment ${i}` });
      expect(r.ok).toBe(true);
      ids.push(r.data!.id);
    }
    await call(member, 'POST', `/comments/${ids[4]}/like`, {});
    const page = await call<any>(member, 'GET', `/videos/${v.id}/comments?perPage=2`);
    expect(page.data).toMatchObject({ page: 1, perPage: 2, totalItems: 5, totalPages: 3 });
    expect(page.data.items.map((c: any) => c.content)).toEqual(['comment 4', 'comment 3']);
    expect(page.data.items[0]).toMatchObject({ id: ids[4], username: 't_member', like_count: 1, liked_by_me: true });
    expect(Object.keys(page.data.items[0]).sort()).toEqual(
      ['content', 'created', 'id', 'like_count', 'liked_by_me', 'parent', 'reply_count', 'updated', 'user', 'username', 'video'].sort(),
    );
    const zero = await call<any>(member, 'GET', `/videos/${v.id}/comments?page=0&perPage=2`);
    expect(zero.data.page).toBe(1);
    const past = await call<any>(member, 'GET', `/videos/${v.id}/comments?page=99&perPage=2`);
    expect(past.data).toMatchObject({ page: 99, totalItems: 5, items: [] });
    const huge = await call<any>(member, 'GET', `/videos/${v.id}/comments?perPage=100000`);
    expect(huge.data.perPage).toBe(100);
    expect(huge.data.items).toHaveLength(5);
    const anon = await call<any>(await client('visitor'), 'GET', `/videos/${v.id}/comments`);
    expect(anon.data.items[0].liked_by_me).toBe(false);
    expect((await call(member, 'GET', `/videos/nosuchvideo1234/comments`)).status).toBe(404);
  });

  it('POST /videos/{id}/comments: 401 for visitors, 400 for blank, idempotent with an id', async () => {
    const v = await freshVideo(null);
    const visitor = await call(await client('visitor'), 'POST', `/videos/${v.id}/comments`, { content: 'hi' });
    expect(visitor.status).toBe(401);
    const member = await client('member');
    for (const content of ['', '   ', '\n\t', undefined]) {
      const r = await call(member, 'POST', `/videos/${v.id}/comments`, { content });
      expect(r.status).toBe(400);
      expect(msg(r)).toMatch(/^Comment cannot be empty/);
    }
    const id = opId();
    const results = [];
    for (let i = 0; i < 3; i++) results.push(await call<any>(member, 'POST', `/videos/${v.id}/comments`, { content: '  hello  ', id }));
    for (const r of results) expect(r.data).toMatchObject({ id, content: 'hello', username: 't_member' });
    expect(await countAsSuperuser('comments', `video = "${v.id}"`)).toBe(1);
    expect((await stats(v.id)).comments).toBe(1);
    // someone else's id cannot be hijacked
    expect((await call(await client('premium'), 'POST', `/videos/${v.id}/comments`, { content: 'x', id })).status).toBe(400);
  });

  it('the collection API rejects blank comments clearly and dedupes client ids', async () => {
    const v = await freshVideo(null);
    const pb = await client('member');
    const me = await userId('member');
    const blank = await attempt(() => pb.collection('comments').create({ video: v.id, user: me, content: '   ' }));
    expect(blank.status).toBe(400);
    expect(msg(blank)).toMatch(/^Comment cannot be empty/);
    const id = opId();
    const first = await attempt(() => pb.collection('comments').create({ id, video: v.id, user: me, content: 'once' }));
    expect(first.ok).toBe(true);
    const replay = await attempt(() => pb.collection('comments').create({ id, video: v.id, user: me, content: 'once' }));
    expect(replay.ok).toBe(false);
    expect(await countAsSuperuser('comments', `video = "${v.id}"`)).toBe(1);
  });

  it('authors edit their own; authors and admins delete', async () => {
    const v = await freshVideo(null);
    const member = await client('member');
    const other = await client('member2');
    const c = (await call<any>(member, 'POST', `/videos/${v.id}/comments`, { content: 'original' })).data;
    expect((await attempt(() => other.collection('comments').update(c.id, { content: 'hacked' }))).ok).toBe(false);
    const edited = await attempt(() => member.collection('comments').update(c.id, { content: ' edited ' }));
    expect((edited.data as any).content).toBe('edited');
    const blankEdit = await attempt(() => member.collection('comments').update(c.id, { content: ' ' }));
    expect(blankEdit.status).toBe(400);
    expect((await attempt(() => other.collection('comments').delete(c.id))).ok).toBe(false);
    expect((await attempt(() => member.collection('comments').delete(c.id))).ok).toBe(true);
    expect((await stats(v.id)).comments).toBe(0);
  });

  // Depends on the schema's admin rule (@request.auth.roles ?= "admin") working in delete rules.
  it('admins delete anyone\'s comment', async () => {
    const v = await freshVideo(null);
    const c = (await call<any>(await client('member'), 'POST', `/videos/${v.id}/comments`, { content: 'moderate me' })).data;
    const admin = await client('admin');
    const res = await attempt(() => admin.collection('comments').delete(c.id));
    expect(res, JSON.stringify(res)).toMatchObject({ ok: true });
    expect((await stats(v.id)).comments).toBe(0);
  });
});

describe('POST /comments/{id}/like', () => {
  it('toggles, is idempotent with op_id and refuses visitors', async () => {
    const v = await freshVideo(null);
    const author = await client('member');
    const c = (await call<any>(author, 'POST', `/videos/${v.id}/comments`, { content: 'like me' })).data;
    const visitor = await call(await client('visitor'), 'POST', `/comments/${c.id}/like`, {});
    expect(visitor.status).toBe(401);
    expect((await call(author, 'POST', `/comments/nosuchcomment12/like`, {})).status).toBe(404);

    const fan = await client('premium');
    expect((await call(fan, 'POST', `/comments/${c.id}/like`, {})).data).toEqual({ liked: true, like_count: 1 });
    expect((await call(fan, 'POST', `/comments/${c.id}/like`, {})).data).toEqual({ liked: false, like_count: 0 });
    const op = opId();
    for (let i = 0; i < 10; i++) {
      expect((await call(fan, 'POST', `/comments/${c.id}/like`, { op_id: op })).data).toEqual({ liked: true, like_count: 1 });
    }
    const parallel = await Promise.all(Array.from({ length: 10 }, () => call(author, 'POST', `/comments/${c.id}/like`, {})));
    for (const r of parallel) expect(r.ok).toBe(true);
    const row = await (await superuser()).collection('comments').getOne(c.id);
    expect(row.like_count).toBe(await countAsSuperuser('comment_likes', `comment = "${c.id}"`));
    expect(row.like_count).toBeLessThanOrEqual(2);
  });

  it('a deleted user leaves no likes behind', async () => {
    const v = await freshVideo(null);
    const c = (await call<any>(await client('member'), 'POST', `/videos/${v.id}/comments`, { content: 'x' })).data;
    const { record, pb } = await freshUser();
    expect((await call(pb, 'POST', `/comments/${c.id}/like`, {})).data).toEqual({ liked: true, like_count: 1 });
    await (await superuser()).collection('users').delete(record.id);
    expect(await countAsSuperuser('comment_likes', `comment = "${c.id}"`)).toBe(0);
  });
});
