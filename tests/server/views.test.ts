// POST /api/reelhouse/videos/{id}/view: once per viewer per 6-hour window; repeats change nothing.
import { describe, expect, it } from 'vitest';
import { attempt, baseUrl, client, superuser } from './helpers';
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
  return res.ok ? ((res.data as unknown as { views: number }).views ?? 0) : 0;
}
const anon = () => `anon_${Math.random().toString(36).slice(2, 12)}`;

/** A browser-like visitor: keeps the server's viewer cookie (rh_viewer) between requests. */
function visitor() {
  let cookie = '';
  return async (videoId: string, body: Record<string, unknown> = { anon_id: anon() }) => {
    const res = await fetch(`${baseUrl()}${API}/videos/${videoId}/view`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify(body),
    });
    const set = res.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0]!;
    return { status: res.status, cookie: set, ...((await res.json()) as { counted: boolean; views: number }) };
  };
}

describe('views', () => {
  it('counts the same anonymous viewer (its cookie) once, however often it is posted', async () => {
    const v = await freshVideo(await userId('creator'));
    const creatorBefore = await monthly(await userId('creator'));
    const me = visitor();
    const results = [];
    for (let i = 0; i < 20; i++) results.push(await me(v.id));
    expect(results.filter((r) => r.counted).length).toBe(1);
    expect(results.every((r) => r.views === 1)).toBe(true);
    const s = await stats(v.id);
    expect(s.views).toBe(1);
    expect(s.trending_score).toBeGreaterThan(0);
    expect(await monthly(await userId('creator'))).toBe(creatorBefore + 1);
  });

  it('concurrent repeats do not inflate either', async () => {
    const v = await freshVideo(null);
    const me = visitor();
    expect((await me(v.id)).counted).toBe(true); // first: gets its cookie
    const results = await Promise.all(Array.from({ length: 9 }, () => me(v.id)));
    expect(results.filter((r) => r.counted).length).toBe(0);
    expect((await stats(v.id)).views).toBe(1);
  });

  it('counts different anonymous viewers separately', async () => {
    const v = await freshVideo(null);
    const siteBefore = await monthly('site');
    for (let i = 0; i < 3; i++) expect((await visitor()(v.id)).counted).toBe(true);
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

  it('refuses a malformed anon id with 400 (a missing one is fine: the cookie decides)', async () => {
    const v = await freshVideo(null);
    const pb = await client('visitor');
    for (const body of [{ anon_id: 'short' }, { anon_id: 'has spaces in it' }, { anon_id: 'x'.repeat(65) }, { anon_id: 12345678 }]) {
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
    await visitor()(v.id);
    await visitor()(v.id);
    const admin = await client('admin');
    await admin.send(`${API}/admin/trending/refresh`, { method: 'POST' });
    const s = await stats(v.id);
    expect(s.trending_score).toBeCloseTo(2 + 0.05 * 2, 3);
    const member = await client('member');
    expect((await attempt(() => member.send(`${API}/admin/trending/refresh`, { method: 'POST' }))).status).toBe(403);
  });

  it('1,000 requests with fresh anon ids and no cookie from one IP add at most the cap', async () => {
    const v = await freshVideo(null);
    const CAP = 10; // internal/viewer CapPerVideo
    let done = 0;
    const statuses: number[] = [];
    const worker = async () => {
      while (done < 1000) {
        done++;
        const res = await fetch(`${baseUrl()}${API}/videos/${v.id}/view`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ anon_id: anon() }),
        });
        statuses.push(res.status);
        await res.arrayBuffer();
      }
    };
    await Promise.all(Array.from({ length: 10 }, worker));
    expect(statuses.length).toBeGreaterThanOrEqual(1000);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    const s = await stats(v.id);
    expect(s.views).toBeGreaterThan(0);
    expect(s.views).toBeLessThanOrEqual(CAP);
  });

  it('the viewer cookie is signed: a forged one is replaced, not trusted', async () => {
    const v = await freshVideo(null);
    const res = await fetch(`${baseUrl()}${API}/videos/${v.id}/view`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: 'rh_viewer=aaaaaaaaaaaaaaaaaaaaaa.00000000000000000000000000000000' },
      body: '{}',
    });
    expect(res.status).toBe(200);
    const set = res.headers.get('set-cookie') ?? '';
    expect(set).toMatch(/^rh_viewer=[A-Za-z0-9]{22}\.[0-9a-f]{32};/);
    expect(set).toMatch(/HttpOnly/i);
    expect(set).not.toContain('aaaaaaaaaaaaaaaaaaaaaa');
  });

  it('trending counts distinct viewers: one viewer in several windows weighs one', async () => {
    const v = await freshVideo(null);
    const su = await superuser();
    const me = visitor();
    expect((await me(v.id)).counted).toBe(true);
    // The same viewer seen in two earlier 6-hour windows (as if it came back every 6 hours).
    const viewer = (await su.collection('video_views').getFirstListItem(su.filter('video = {:v}', { v: v.id }))).viewer as string;
    const bucket = Math.floor(Date.now() / 1000 / 21600);
    for (const b of [bucket - 1, bucket - 2]) await su.collection('video_views').create({ video: v.id, viewer, bucket: b });
    await (await client('admin')).send(`${API}/admin/trending/refresh`, { method: 'POST' });
    expect((await stats(v.id)).trending_score).toBeCloseTo(1 + 0.05 * 1, 3);
  });
});
