// Counters kept by steps (+1/-1 in the write's transaction, internal/engagement) equal
// their rows after heavy concurrent interleavings of the same writes.
import { describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { countAsSuperuser, freshUser, superuser, userId } from './helpers';
import { create, freshVideo } from './fixtures';

const API = '/api/reelhouse';

async function stats(videoId: string) {
  const su = await superuser();
  return su.collection('video_stats').getFirstListItem(su.filter('video = {:v}', { v: videoId }));
}
const rate = (pb: PocketBase, video: string, rating_type: string, op_id?: string) =>
  pb.send<{ rating_type: string | null; likes: number; dislikes: number; total_ratings: number }>(`${API}/videos/${video}/rate`, {
    method: 'POST',
    body: { rating_type, ...(op_id ? { op_id } : {}) },
  });
const like = (pb: PocketBase, comment: string, op_id?: string) =>
  pb.send<{ liked: boolean; like_count: number }>(`${API}/comments/${comment}/like`, { method: 'POST', body: op_id ? { op_id } : {} });
const opId = () => Array.from({ length: 15 }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(Math.random() * 36)]).join('');

describe('counters equal rows under concurrency', () => {
  it('200 concurrent toggles of the same rating by one member', { timeout: 120_000 }, async () => {
    const video = await freshVideo(await userId('creator'));
    const { pb } = await freshUser();
    const results = await Promise.all(Array.from({ length: 200 }, () => rate(pb, video.id, 'like')));
    // Each toggle saw the one before it: never more than one like from one member.
    expect(results.every((r) => r.likes <= 1 && r.dislikes === 0 && r.total_ratings === r.likes)).toBe(true);
    expect(results.filter((r) => r.rating_type === 'like').length).toBe(100);
    const rows = await countAsSuperuser('video_ratings', `video = "${video.id}"`);
    expect(rows).toBe(0); // an even number of toggles ends where it started
    const s = await stats(video.id);
    expect([s.likes, s.dislikes, s.total_ratings, s.rating]).toEqual([0, 0, 0, 0]);

    // Mixed types and members, with replays of the same op ids.
    const members = await Promise.all(Array.from({ length: 5 }, () => freshUser()));
    const ops = members.flatMap(({ pb: m }, i) => {
      const id = opId();
      return [
        ...Array.from({ length: 7 }, (_, k) => () => rate(m, video.id, k % 2 ? 'dislike' : 'like')),
        () => rate(m, video.id, i % 2 ? 'like' : 'dislike', id),
        () => rate(m, video.id, i % 2 ? 'like' : 'dislike', id),
      ];
    });
    await Promise.all(ops.map((f) => f()));
    const after = await stats(video.id);
    const likes = await countAsSuperuser('video_ratings', `video = "${video.id}" && rating_type = "like"`);
    const dislikes = await countAsSuperuser('video_ratings', `video = "${video.id}" && rating_type = "dislike"`);
    expect([after.likes, after.dislikes, after.total_ratings]).toEqual([likes, dislikes, likes + dislikes]);
    expect(likes + dislikes).toBeLessThanOrEqual(5);
    expect(after.rating).toBe(likes + dislikes === 0 ? 0 : Math.round((50 * likes) / (likes + dislikes)) / 10);
  });

  it('comment likes by many members at once, with replays, and comments created and deleted concurrently', { timeout: 120_000 }, async () => {
    const video = await freshVideo(await userId('creator'));
    const author = await freshUser();
    const comment = await create('comments', { video: video.id, user: author.record.id, content: 'liked a lot' });
    const members = await Promise.all(Array.from({ length: 20 }, () => freshUser()));
    // Each member: three plain toggles (ends liked) and one op sent twice (applied once).
    await Promise.all(
      members.flatMap(({ pb }) => {
        const id = opId();
        return [like(pb, comment.id), like(pb, comment.id), like(pb, comment.id), like(pb, comment.id, id), like(pb, comment.id, id)];
      }),
    );
    const su = await superuser();
    const rows = await countAsSuperuser('comment_likes', `comment = "${comment.id}"`);
    expect(rows).toBe(0); // 3 toggles + 1 applied op = 4 per member
    expect((await su.collection('comments').getOne(comment.id)).like_count).toBe(rows);

    await Promise.all(members.slice(0, 12).map(({ pb }) => like(pb, comment.id)));
    expect((await su.collection('comments').getOne(comment.id)).like_count).toBe(12);
    expect(await countAsSuperuser('comment_likes', `comment = "${comment.id}"`)).toBe(12);

    // Comments: 40 posts at once through the route (10 client ids sent twice), 15 deleted at once.
    const ids = Array.from({ length: 10 }, opId);
    const created = await Promise.all(
      members.slice(0, 20).flatMap(({ pb }, i) => {
        const send = (body: Record<string, unknown>) => pb.send<{ id: string }>(`${API}/videos/${video.id}/comments`, { method: 'POST', body });
        return i < 10 ? [send({ content: `c${i}`, id: ids[i] }), send({ content: `c${i}`, id: ids[i] })] : [send({ content: `c${i}` }), send({ content: `d${i}` })];
      }),
    );
    expect(new Set(created.map((c) => c.id)).size).toBe(30);
    await Promise.all([...new Set(created.map((c) => c.id))].slice(0, 15).map((id) => su.collection('comments').delete(id)));
    const commentRows = await countAsSuperuser('comments', `video = "${video.id}"`);
    expect(commentRows).toBe(16);
    expect((await stats(video.id)).comments).toBe(commentRows);
  });
});

describe('counts leave out hidden videos (issue 23)', () => {
  it('hiding and restoring a video moves its category count and the totals in the same write', async () => {
    const su = await superuser();
    const counter = async (key: string) => (await su.collection('catalog_counters').getFirstListItem(su.filter('key = {:k}', { k: key }))).value as number;
    const cat = await create('categories', { name: `Count ${Date.now()}`, slug: `count-${Date.now().toString(36)}` });
    const v = await create('videos', { title: 'Counted', slug: `counted-${Date.now().toString(36)}`, author: 'Tester', duration: 10, categories: [cat.id], is_premium: false });
    const before = { cat: (await su.collection('categories').getOne(cat.id)).video_count, all: await counter('videos') };
    expect(before.cat).toBe(1);

    await su.collection('videos').update(v.id, { hidden: true });
    expect((await su.collection('categories').getOne(cat.id)).video_count).toBe(0);
    expect(await counter('videos')).toBe(before.all - 1);
    // An update that leaves it hidden changes nothing.
    await su.collection('videos').update(v.id, { title: 'Still hidden' });
    expect(await counter('videos')).toBe(before.all - 1);

    await su.collection('videos').update(v.id, { hidden: false });
    expect((await su.collection('categories').getOne(cat.id)).video_count).toBe(1);
    expect(await counter('videos')).toBe(before.all);
    // Deleting a hidden video does not count it out twice.
    await su.collection('videos').update(v.id, { hidden: true });
    await su.collection('videos').delete(v.id);
    expect(await counter('videos')).toBe(before.all - 1);
  });
});
