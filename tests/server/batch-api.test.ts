// Issue 28 §4: the video manager's bulk delete and bulk premium run as one batch
// (POST /api/batch), all or nothing; each write still passes its collection's rules, and
// the batch API holds nothing but those writes (internal/batchguard).
import { describe, expect, it } from 'vitest';
import { attempt, client, countAsSuperuser, readAsSuperuser, superuser, userId } from './helpers';
import { freshVideo } from './fixtures';

describe('batch writes of the video manager', () => {
  it('a creator batch-deleting their own video and someone else’s deletes nothing', async () => {
    const own = await freshVideo(await userId('creator'));
    const other = await freshVideo(await userId('creator2'));
    const pb = await client('creator');
    const batch = pb.createBatch();
    batch.collection('videos').delete(own.id);
    batch.collection('videos').delete(other.id);
    const res = await attempt(() => batch.send());
    expect(res.ok).toBe(false);
    expect([400, 403, 404]).toContain(res.status);
    // The creator may delete their own video alone, so the refusal is the batch's, not the row's.
    expect(await readAsSuperuser('videos', own.id)).not.toBeNull();
    expect(await readAsSuperuser('videos', other.id)).not.toBeNull();
    await pb.collection('videos').delete(own.id);
    expect(await readAsSuperuser('videos', own.id)).toBeNull();
  });

  it('an admin batch deletes every selected video in one go', async () => {
    const a = await freshVideo(await userId('creator'));
    const b = await freshVideo(await userId('creator2'));
    const batch = (await client('admin')).createBatch();
    batch.collection('videos').delete(a.id);
    batch.collection('videos').delete(b.id);
    const results = await batch.send();
    expect(results.map((r) => r.status)).toEqual([204, 204]);
    expect(await readAsSuperuser('videos', a.id)).toBeNull();
    expect(await readAsSuperuser('videos', b.id)).toBeNull();
  });

  it('bulk premium: one refused row (already premium) leaves every video as it was', async () => {
    const a = await freshVideo(null);
    const b = await freshVideo(null, { premium: true });
    const admin = await client('admin');
    const batch = admin.createBatch();
    batch.collection('premium_videos').create({ video: a.id });
    batch.collection('premium_videos').create({ video: b.id }); // unique per video: refused
    expect((await attempt(() => batch.send())).ok).toBe(false);
    expect(await countAsSuperuser('premium_videos', `video = "${a.id}"`)).toBe(0);
    expect((await readAsSuperuser('videos', a.id))!.is_premium).toBe(false);

    const ok = admin.createBatch();
    ok.collection('premium_videos').create({ video: a.id });
    await ok.send();
    expect((await readAsSuperuser('videos', a.id))!.is_premium).toBe(true);
  });

  it('a member cannot batch premium rows: the rules apply inside a batch', async () => {
    const v = await freshVideo(null);
    const batch = (await client('member')).createBatch();
    batch.collection('premium_videos').create({ video: v.id });
    expect((await attempt(() => batch.send())).ok).toBe(false);
    expect(await countAsSuperuser('premium_videos', `video = "${v.id}"`)).toBe(0);
  });

  it('anything but those writes is refused whole with a 400, before it runs', async () => {
    const v = await freshVideo(null);
    const admin = await client('admin');
    const batch = admin.createBatch();
    batch.collection('videos').delete(v.id);
    batch.collection('comments').create({ video: v.id, content: 'sent around the comment throttle' });
    const res = await attempt(() => batch.send());
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.error)).toContain('A batch may only delete videos');
    expect(await readAsSuperuser('videos', v.id)).not.toBeNull();

    const su = await superuser();
    const upd = su.createBatch();
    upd.collection('videos').update(v.id, { title: 'renamed in a batch' });
    expect((await attempt(() => upd.send())).status).toBe(400);
  });
});
