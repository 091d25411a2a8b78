// POST /api/reelhouse/videos/{id}/view: once per viewer per 6-hour window; repeats change nothing.
import { describe, expect, it } from 'vitest';
import { attempt, client, superuser } from './helpers';
import { freshVideo } from './fixtures';
import { userId } from './helpers';

const API = '/api/reelhouse';

async function view(role: Parameters<typeof client>[0], videoId: string, body: Record<string, unknown> = {}) {
  const pb = await client(role);
  return pb.send<{ counted: boolean; views: number }>(`${API}/videos/${videoId}/view`, { method: 'POST', body });
}
async function stats(videoId: string) {
  const su = await superuser();
  return su.collection('video_stats').getFirstListItem(su.filter('video = {:v}', { v: videoId }));
}
async function monthly(scope: string): Promise<number> {
  const su = await superuser();
  const month = new Date().toISOString().slice(0, 7);
  const res = await attempt(() => su.collection('views_monthly').getFirstListItem(su.filter('scope = {:s} && month = {:m}', { s: scope, m: month })));
  return res.ok ? ((res.data as { views: number }).views ?? 0) : 0;
}
const anon = () => `anon_${Math.random().toString(36).slice(2, 12)}`;

describe('views', () => {
  it('counts the same anonymous viewer once, however often it is posted', async () => {
    const v = await freshVideo(await userId('creator'));
    const creatorBefore = await monthly(await userId('creator'));
    const id = anon();
    const results = [];
    for (let i = 0; i < 20; i++) results.push(await view('visitor', v.id, { anon_id: id }));
    expect(results.filter((r) => r.counted).length).toBe(1);
    expect(results.every((r) => r.views === 1)).toBe(true);
    const s = await stats(v.id);
    expect(s.views).toBe(1);
    expect(s.trending_score).toBeGreaterThan(0);
    expect(await monthly(await userId('creator'))).toBe(creatorBefore + 1);
  });

  it('concurrent repeats do not inflate either', async () => {
    const v = await freshVideo(null);
    const id = anon();
    const results = await Promise.all(Array.from({ length: 10 }, () => view('visitor', v.id, { anon_id: id })));
    expect(results.filter((r) => r.counted).length).toBe(1);
    expect((await stats(v.id)).views).toBe(1);
  });

  it('counts different anonymous viewers separately', async () => {
    const v = await freshVideo(null);
    const siteBefore = await monthly('site');
    for (let i = 0; i < 3; i++) expect((await view('visitor', v.id, { anon_id: anon() })).counted).toBe(true);
    expect((await stats(v.id)).views).toBe(3);
    expect(await monthly('site')).toBeGreaterThanOrEqual(siteBefore + 3);
  });

  it('counts a signed-in user once, whatever anon id they send', async () => {
    const v = await freshVideo(null);
    expect((await view('member', v.id, { anon_id: anon() })).counted).toBe(true);
    expect((await view('member', v.id, { anon_id: anon() })).counted).toBe(false);
    expect((await view('member', v.id)).counted).toBe(false);
    expect((await view('member2', v.id)).counted).toBe(true);
    expect((await stats(v.id)).views).toBe(2);
  });

  it('refuses an invalid or missing anon id with 400', async () => {
    const v = await freshVideo(null);
    const pb = await client('visitor');
    for (const body of [{ anon_id: 'short' }, { anon_id: 'has spaces in it' }, { anon_id: 'x'.repeat(65) }, { anon_id: 12345678 }, {}]) {
      const res = await attempt(() => pb.send(`${API}/videos/${v.id}/view`, { method: 'POST', body }));
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await stats(v.id)).views).toBe(0);
  });

  it('404 for an unknown video', async () => {
    const pb = await client('visitor');
    const res = await attempt(() => pb.send(`${API}/videos/nosuchvideo0000/view`, { method: 'POST', body: { anon_id: anon() } }));
    expect(res.status).toBe(404);
  });

  it('the trending job keeps counted views in the score', async () => {
    const v = await freshVideo(null);
    await view('visitor', v.id, { anon_id: anon() });
    await view('visitor', v.id, { anon_id: anon() });
    const admin = await client('admin');
    await admin.send(`${API}/admin/trending/refresh`, { method: 'POST' });
    const s = await stats(v.id);
    expect(s.trending_score).toBeCloseTo(2 + 0.05 * 2, 3);
    const member = await client('member');
    expect((await attempt(() => member.send(`${API}/admin/trending/refresh`, { method: 'POST' }))).status).toBe(403);
  });
});
