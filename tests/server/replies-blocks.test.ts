// Replies (one level) and member blocks (issue 41 §3, §6): internal/engagement replies.go,
// comments_page.go; migration 17970001_comment_replies.js.
import PocketBase from 'pocketbase';
import { EventSource } from 'eventsource';
import { describe, expect, it } from 'vitest';
import { create, freshVideo } from './fixtures';
import { REFUSED_READ, REFUSED_WRITE, attempt, baseUrl, client, freshUser, superuser, type Outcome } from './helpers';

const API = '/api/reelhouse';
function call<T = any>(pb: PocketBase, method: string, path: string, body?: unknown): Promise<Outcome<T>> {
  return attempt(() => pb.send<T>(`${API}${path}`, { method, body, requestKey: null }));
}
const code = (o: Outcome) => (o.error as { data?: { code?: string } } | undefined)?.data?.code;

let seq = 0;
const opId = () => (`${Date.now().toString(36)}${(seq++).toString(36)}${Math.random().toString(36).slice(2)}` + 'z'.repeat(15)).replace(/[^a-z0-9]/g, '').slice(0, 15);

async function comment(pb: PocketBase, video: string, content: string, parent?: string, id?: string) {
  const r = await call<any>(pb, 'POST', `/videos/${video}/comments`, { content, ...(parent ? { parent } : {}), ...(id ? { id } : {}) });
  if (!r.ok) throw new Error(`comment refused: ${r.status} ${JSON.stringify(r.error)}`);
  return r.data;
}
const su = () => superuser();
const commentsOf = async (video: string) => (await su()).collection('video_stats').getFirstListItem(`video = "${video}"`).then((s) => s.comments as number);
const replyCount = async (id: string) => ((await (await su()).collection('comments').getOne(id)).reply_count as number);
const notices = async (recipient: string) =>
  (await su()).collection('notifications').getFullList({ filter: `recipient = "${recipient}" && kind = "comment_reply"` });

describe('replies', () => {
  it('counts a reply on its parent and in the video total, lists it under the parent only, and uncounts it on delete', async () => {
    const v = await freshVideo(null);
    const a = await freshUser();
    const b = await freshUser();
    const top = await comment(a.pb, v.id, 'top-level');
    const reply = await comment(b.pb, v.id, 'a reply', top.id);
    expect(reply).toMatchObject({ parent: top.id, reply_count: 0 });
    expect(await replyCount(top.id)).toBe(1);
    expect(await commentsOf(v.id)).toBe(2);

    const list = await call<any>(await client('visitor'), 'GET', `/videos/${v.id}/comments`);
    expect(list.data.items.map((c: any) => c.id)).toEqual([top.id]);
    expect(list.data.items[0].reply_count).toBe(1);
    expect(list.data).toMatchObject({ totalItems: 1, withReplies: 2 });
    const replies = await call<any>(await client('visitor'), 'GET', `/comments/${top.id}/replies?perPage=1`);
    expect(replies.data).toMatchObject({ totalItems: 1, page: 1, perPage: 1 });
    expect(replies.data.items[0]).toMatchObject({ id: reply.id, parent: top.id, content: 'a reply' });

    await b.pb.collection('comments').delete(reply.id);
    expect(await replyCount(top.id)).toBe(0);
    expect(await commentsOf(v.id)).toBe(1);
  });

  it('keeps one level: a reply to a reply joins its thread; another video or a missing parent is refused', async () => {
    const v = await freshVideo(null);
    const other = await freshVideo(null);
    const a = await freshUser();
    const top = await comment(a.pb, v.id, 'top');
    const first = await comment(a.pb, v.id, 'first', top.id);
    const nested = await comment(a.pb, v.id, 'nested', first.id);
    expect(nested.parent).toBe(top.id);
    expect(await replyCount(top.id)).toBe(2);
    expect(await replyCount(first.id)).toBe(0);
    // The collection API is held to the same rule, and cannot move a comment afterwards.
    const viaApi = await a.pb.collection('comments').create({ video: v.id, user: a.record.id, content: 'via api', parent: first.id });
    expect(viaApi.parent).toBe(top.id);
    const move = await attempt(() => a.pb.collection('comments').update(viaApi.id, { parent: '' }));
    expect(REFUSED_WRITE).toContain(move.status);
    expect((await replyCount(top.id))).toBe(3);

    const wrongVideo = await call(a.pb, 'POST', `/videos/${other.id}/comments`, { content: 'x', parent: top.id });
    expect([wrongVideo.status, code(wrongVideo)]).toEqual([400, 'reply_other_video']);
    const missing = await call(a.pb, 'POST', `/videos/${v.id}/comments`, { content: 'x', parent: 'nosuchcomment12' });
    expect([missing.status, code(missing)]).toEqual([404, 'comment_parent_not_found']);
    const bad = await call(a.pb, 'POST', `/videos/${v.id}/comments`, { content: 'x', parent: 'NOT AN ID' });
    expect(bad.status).toBe(400);
  });

  it("notifies the parent's author once per thread (coalesced), never for a reply to oneself", async () => {
    const v = await freshVideo(null);
    const a = await freshUser();
    const b = await freshUser();
    const c = await freshUser();
    const top = await comment(a.pb, v.id, 'top');
    await comment(a.pb, v.id, 'my own follow-up', top.id);
    expect(await notices(a.record.id)).toHaveLength(0);
    await comment(b.pb, v.id, 'hello from b', top.id);
    let n = await notices(a.record.id);
    expect(n).toHaveLength(1);
    expect(n[0]!.params).toMatchObject({ comment: top.id, username: b.record.username, count: 1, slug: v.slug });
    expect(n[0]!.sender).toBe(b.record.id);
    await comment(c.pb, v.id, 'hello from c', top.id);
    n = await notices(a.record.id);
    expect(n).toHaveLength(1);
    expect(n[0]!.params).toMatchObject({ count: 2, username: c.record.username });
    expect(n[0]!.subject).toBe('2 new replies to your comment');
    // Only the recipient reads it.
    expect((await attempt(() => b.pb.collection('notifications').getOne(n[0]!.id))).ok).toBe(false);
  });

  it('a hidden video: its replies and new replies answer 404', async () => {
    const v = await freshVideo(null);
    const a = await freshUser();
    const top = await comment(a.pb, v.id, 'top');
    await (await su()).collection('videos').update(v.id, { hidden: true, moderation: 'hidden' });
    const list = await call(a.pb, 'GET', `/comments/${top.id}/replies`);
    expect(list.status).toBe(404);
    const reply = await call(a.pb, 'POST', `/videos/${v.id}/comments`, { content: 'x', parent: top.id });
    expect(reply.status).toBe(404);
    expect(await replyCount(top.id)).toBe(0);
  });

  it("the outbox's id applies a reply exactly once, replayed in sequence and at once", async () => {
    const v = await freshVideo(null);
    const a = await freshUser();
    const b = await freshUser();
    const top = await comment(a.pb, v.id, 'top');
    const id = opId();
    const all = await Promise.all(Array.from({ length: 5 }, () => call<any>(b.pb, 'POST', `/videos/${v.id}/comments`, { id, content: 'offline reply', parent: top.id })));
    for (const r of all) expect(r.data).toMatchObject({ id, parent: top.id });
    const again = await comment(b.pb, v.id, 'offline reply', top.id, id);
    expect(again.id).toBe(id);
    expect(await replyCount(top.id)).toBe(1);
    expect(await commentsOf(v.id)).toBe(2);
    expect(await notices(a.record.id)).toHaveLength(1);
    expect((await notices(a.record.id))[0]!.params.count).toBe(1);
  });

  it('a reply is reported and removed like a comment; removing a parent removes its replies', async () => {
    const v = await freshVideo(null);
    const a = await freshUser();
    const b = await freshUser();
    const admin = await client('admin');
    const top = await comment(a.pb, v.id, 'top');
    const r1 = await comment(b.pb, v.id, 'spam reply', top.id);
    await comment(b.pb, v.id, 'fine reply', top.id);
    expect((await call(a.pb, 'POST', '/reports', { item_type: 'comment', item: r1.id, reason: 'spam', details: 'reply spam' })).ok).toBe(true);
    const cases = await call<any>(admin, 'GET', `/admin/cases?item=${r1.id}`);
    const c = cases.data.items.find((x: any) => x.item === r1.id);
    expect((await call(admin, 'POST', `/admin/cases/${c.id}/remove`, { reason: 'Spam.' })).ok).toBe(true);
    expect(await replyCount(top.id)).toBe(1);
    expect((await call<any>(a.pb, 'GET', `/comments/${top.id}/replies`)).data.totalItems).toBe(1);

    // The parent removed: its replies go with it (cascade), each uncounted.
    expect((await call(b.pb, 'POST', '/reports', { item_type: 'comment', item: top.id, reason: 'spam', details: 'x' })).ok).toBe(true);
    const c2 = (await call<any>(admin, 'GET', `/admin/cases?item=${top.id}`)).data.items.find((x: any) => x.item === top.id);
    expect((await call(admin, 'POST', `/admin/cases/${c2.id}/remove`, { reason: 'Spam.' })).ok).toBe(true);
    expect(await commentsOf(v.id)).toBe(0);
    expect((await call(a.pb, 'GET', `/comments/${top.id}/replies`)).status).toBe(404);
    expect((await (await su()).collection('comments').getFullList({ filter: `video = "${v.id}"` })).length).toBe(0);
  });
});

describe('blocks', () => {
  it("hides the blocked member's comments and replies from the blocker only, and stops their replies to the blocker", async () => {
    const v = await freshVideo(null);
    const a = await freshUser(); // blocks b
    const b = await freshUser();
    const c = await freshUser();
    const aTop = await comment(a.pb, v.id, 'from a');
    const bReply = await comment(b.pb, v.id, 'b answers a', aTop.id);
    const bTop = await comment(b.pb, v.id, 'from b');
    const cTop = await comment(c.pb, v.id, 'from c');
    const bOnC = await comment(b.pb, v.id, 'b answers c', cTop.id);
    expect(await notices(a.record.id)).toHaveLength(1);

    const block = await a.pb.collection('blocks').create({ blocker: a.record.id, blocked: b.record.id });
    expect(block.blocked_username).toBe(b.record.username);
    // The notices from b went with the block.
    expect(await notices(a.record.id)).toHaveLength(0);

    const ids = async (pb: PocketBase, path: string) => ((await call<any>(pb, 'GET', path)).data.items as any[]).map((x) => x.id);
    expect(await ids(a.pb, `/videos/${v.id}/comments`)).toEqual([cTop.id, aTop.id]);
    expect((await call<any>(a.pb, 'GET', `/videos/${v.id}/comments`)).data.totalItems).toBe(2);
    expect(await ids(a.pb, `/comments/${aTop.id}/replies`)).toEqual([]);
    expect(await ids(a.pb, `/comments/${cTop.id}/replies`)).toEqual([]);
    // Everyone else still sees them.
    expect(await ids(c.pb, `/videos/${v.id}/comments`)).toEqual([cTop.id, bTop.id, aTop.id]);
    expect(await ids(await client('visitor'), `/comments/${aTop.id}/replies`)).toEqual([bReply.id]);
    expect(await ids(b.pb, `/comments/${cTop.id}/replies`)).toEqual([bOnC.id]);

    // b cannot reply to a's comment (nor to a reply in a's thread); still can elsewhere.
    const refused = await call(b.pb, 'POST', `/videos/${v.id}/comments`, { content: 'let me in', parent: aTop.id });
    expect([refused.status, code(refused)]).toEqual([403, 'reply_blocked']);
    expect((refused.error as any).message).toBe("You can't reply to this member's comments.");
    const viaApi = await attempt(() => b.pb.collection('comments').create({ video: v.id, user: b.record.id, content: 'x', parent: aTop.id }));
    expect(viaApi.status).toBe(403);
    expect((await call(b.pb, 'POST', `/videos/${v.id}/comments`, { content: 'fine', parent: cTop.id })).ok).toBe(true);

    // Unblocked: b is back for a.
    await a.pb.collection('blocks').delete(block.id);
    expect(await ids(a.pb, `/comments/${aTop.id}/replies`)).toEqual([bReply.id]);
  });

  it('blocks are private and only the blocker writes their own', async () => {
    const a = await freshUser();
    const b = await freshUser();
    const block = await a.pb.collection('blocks').create({ blocker: a.record.id, blocked: b.record.id });
    expect((await a.pb.collection('blocks').getFullList()).map((x) => x.id)).toEqual([block.id]);
    expect(await b.pb.collection('blocks').getFullList()).toHaveLength(0);
    expect((await attempt(() => b.pb.collection('blocks').getOne(block.id))).ok).toBe(false);
    expect(await (await client('visitor')).collection('blocks').getFullList()).toHaveLength(0);
    expect((await attempt(() => b.pb.collection('blocks').delete(block.id))).ok).toBe(false);
    expect((await attempt(() => a.pb.collection('blocks').update(block.id, { blocked: a.record.id }))).ok).toBe(false);
    // Not for someone else, not oneself, not twice.
    expect((await attempt(() => b.pb.collection('blocks').create({ blocker: a.record.id, blocked: b.record.id }))).ok).toBe(false);
    expect((await attempt(() => a.pb.collection('blocks').create({ blocker: a.record.id, blocked: a.record.id }))).status).toBe(400);
    const twice = await attempt(() => a.pb.collection('blocks').create({ blocker: a.record.id, blocked: b.record.id }));
    expect(twice.status).toBe(409);
  });
});

// Migration 18030001_blocked_comments_hidden.js: the record API, expand and realtime hide
// them too, for the blocker only.
describe('blocks on the record API', () => {
  it("the blocker cannot list, view, filter, expand or hear the blocked member's comments; others can; unblocking restores", async () => {
    const v = await freshVideo(null);
    const a = await freshUser(); // blocks b
    const b = await freshUser();
    const c = await freshUser();
    const other = await freshUser(); // blocked by a too: a's block list is not one row
    const aTop = await comment(a.pb, v.id, 'from a');
    const bTop = await comment(b.pb, v.id, 'from b');
    const bReply = await comment(b.pb, v.id, 'b answers a', aTop.id);
    const cTop = await comment(c.pb, v.id, 'from c');
    await a.pb.collection('comment_likes').create({ comment: bTop.id, user: a.record.id });
    const block = await a.pb.collection('blocks').create({ blocker: a.record.id, blocked: b.record.id });
    await a.pb.collection('blocks').create({ blocker: a.record.id, blocked: other.record.id });
    // c blocked someone unrelated: "some block row differs" must not hide b from c.
    await c.pb.collection('blocks').create({ blocker: c.record.id, blocked: other.record.id });

    const visitor = await client('visitor');
    // (The generic list API takes filters on id, video and user only: internal/listguard.)
    const listed = async (pb: PocketBase, filter = '') =>
      (await pb.collection('comments').getFullList({ filter: `video = "${v.id}"${filter ? ` && (${filter})` : ''}`, sort: 'created', requestKey: null })).map((x) => x.id);
    const sees = async (pb: PocketBase, id: string) => (await attempt(() => pb.collection('comments').getOne(id, { requestKey: null }))).ok;

    // The rule reads users.blocked_members (derived from blocks): hidden, and a value the
    // member sends is replaced by the one from their blocks rows.
    const self = await a.pb.collection('users').update(a.record.id, { blocked_members: '', bio: 'hi' });
    expect(self).not.toHaveProperty('blocked_members');
    expect(await listed(a.pb)).toEqual([aTop.id, cTop.id]);
    expect(await listed(a.pb, `user = "${b.record.id}"`)).toEqual([]);
    expect(await listed(a.pb, `id = "${bTop.id}" || id = "${bReply.id}"`)).toEqual([]);
    for (const id of [bTop.id, bReply.id]) expect(REFUSED_READ).toContain((await attempt(() => a.pb.collection('comments').getOne(id))).status);
    // Expand from the blocker's own like and from the video's back-relation.
    const like = await a.pb.collection('comment_likes').getFirstListItem(`comment = "${bTop.id}"`, { expand: 'comment', requestKey: null });
    expect(like.expand?.comment).toBeUndefined();
    const video = await a.pb.collection('videos').getOne(v.id, { expand: 'comments_via_video', requestKey: null });
    expect(((video.expand?.comments_via_video ?? []) as any[]).map((x) => x.id).sort()).toEqual([aTop.id, cTop.id].sort());
    // The totals and the site's own routes are unchanged.
    expect(await commentsOf(v.id)).toBe(4);
    expect((await call<any>(a.pb, 'GET', `/videos/${v.id}/comments`)).data).toMatchObject({ totalItems: 2 });

    // A third member and a visitor still see everything.
    const all = [aTop.id, bTop.id, bReply.id, cTop.id];
    expect(await listed(c.pb)).toEqual(all);
    expect(await listed(visitor)).toEqual(all);
    expect(await sees(c.pb, bTop.id)).toBe(true);
    expect(await sees(visitor, bReply.id)).toBe(true);

    // Realtime: a hears c's new comment but not b's; c hears both.
    (globalThis as { EventSource?: unknown }).EventSource ??= EventSource;
    const heard: Record<'a' | 'c', string[]> = { a: [], c: [] };
    const subs: PocketBase[] = [];
    for (const [who, auth] of [['a', a.pb], ['c', c.pb]] as const) {
      const pb = new PocketBase(baseUrl());
      pb.authStore.save(auth.authStore.token, auth.authStore.record);
      await pb.collection('comments').subscribe('*', (e) => heard[who].push(e.record.content as string), { filter: `video = "${v.id}"` });
      subs.push(pb);
    }
    await create('comments', { video: v.id, user: b.record.id, content: 'live from b' });
    await create('comments', { video: v.id, user: c.record.id, content: 'live from c' });
    const deadline = Date.now() + 5000;
    while ((heard.c.length < 2 || heard.a.length < 1) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 300));
    for (const pb of subs) await pb.realtime.unsubscribe();
    expect(heard.a).toEqual(['live from c']);
    expect(heard.c.sort()).toEqual(['live from b', 'live from c']);

    // Unblocked: b is back for a on every path.
    await a.pb.collection('blocks').delete(block.id);
    expect(await listed(a.pb, `user = "${b.record.id}"`)).toHaveLength(3);
    expect(await sees(a.pb, bReply.id)).toBe(true);
  });
});
