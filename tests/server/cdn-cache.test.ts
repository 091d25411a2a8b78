// CDN policy of the read routes (README "CDN", internal/hotpath/edge.go): public reads carry
// Cache-Control with s-maxage and stale-while-revalidate and a strong ETag (304 on a
// matching If-None-Match); caller-dependent answers are private; and no answer that a
// signed-in caller sees differently from a visitor is publicly cacheable.
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, client, superuser, uid, userId, type Role, type User } from './helpers';
import { create, freshCategory, freshVideo, mp4File } from './fixtures';

const API = '/api/reelhouse';

async function tokenOf(role: Role | User): Promise<string> {
  if (role === 'visitor') return '';
  return (await client(role)).authStore.token;
}

async function get(path: string, token = '', headers: Record<string, string> = {}) {
  const res = await fetch(`${baseUrl()}${path}`, {
    headers: { 'Accept-Encoding': 'identity', ...(token ? { Authorization: token } : {}), ...headers },
  });
  const body = res.status === 304 ? '' : await res.text();
  return { status: res.status, cc: res.headers.get('cache-control') ?? '', etag: res.headers.get('etag') ?? '', vary: res.headers.get('vary') ?? '', body };
}

const isPublic = (cc: string) => /\bpublic\b/.test(cc) || /s-maxage/.test(cc);

let freeSlug = '';
let freeId = '';
let premiumSlug = '';
let categorySlug = '';
let blogSlug = '';

beforeAll(async () => {
  const cat = await freshCategory();
  categorySlug = cat.slug;
  const free = await freshVideo(await userId('creator2'));
  await create('video_categories', { video: free.id, category: cat.id });
  await create('video_sources', { video: free.id, file: mp4File() });
  freeSlug = free.slug;
  freeId = free.id;
  await create('comments', { video: free.id, user: await userId('member'), content: 'cached comment' });
  const premium = await freshVideo(await userId('creator2'), { premium: true });
  await create('video_sources', { video: premium.id, file: mp4File() });
  premiumSlug = premium.slug;
  blogSlug = uid('cdn-blog-');
  const su = await superuser();
  await su.collection('blogs').create({ title: 'CDN blog', slug: blogSlug, content: '<p>cached</p>', published: true });
});

/** Every public read of the site, as the SPA calls it. */
function publicRoutes(): string[] {
  return [
    `${API}/videos/trending`,
    `${API}/videos/newest?page=1&perPage=12`,
    `${API}/categories/${categorySlug}/videos`,
    `${API}/search?q=test`,
    `${API}/search?q=`,
    `${API}/videos/${freeSlug}`,
    `${API}/videos/${premiumSlug}`,
    `${API}/videos/${freeSlug}/similar`,
    `${API}/videos/${freeId}/comments`,
    `${API}/settings/site`,
    `${API}/settings/cdn_preferences`,
    `${API}/blogs`,
    `${API}/blogs/${blogSlug}`,
    `/api/collections/categories/records?sort=name&perPage=500`,
    `/api/collections/featured_categories/records?sort=display_order&expand=category`,
  ];
}

describe('public reads', () => {
  it('carry public Cache-Control with s-maxage and stale-while-revalidate and a strong ETag', async () => {
    for (const path of publicRoutes()) {
      const r = await get(path);
      expect(r.status, path).toBe(200);
      expect(r.cc, path).toMatch(/^public, max-age=\d+, s-maxage=[1-9]\d*, stale-while-revalidate=[1-9]\d*$/);
      expect(r.etag, path).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    }
  });

  it('answer 304 to a matching If-None-Match, 200 to a stale one', async () => {
    const changed: string[] = [];
    for (const path of publicRoutes()) {
      const first = await get(path);
      const again = await get(path, '', { 'If-None-Match': first.etag });
      // A list may change between the two reads (a cache entry expiring): then a fresh 200.
      if (again.status === 200) {
        expect(again.etag, path).not.toBe(first.etag);
        changed.push(path);
        continue;
      }
      expect(again.status, path).toBe(304);
      expect(again.etag).toBe(first.etag);
      expect(again.cc).toBe(first.cc);
      expect((await get(path, '', { 'If-None-Match': '"stale"' })).status, path).toBe(200);
    }
    // A server whose ETag changed on every read would pass the loop above without one 304.
    expect(changed.length, `changed between two reads: ${changed.join(', ')}`).toBeLessThanOrEqual(2);
  });

  it('a compressed answer has a weak ETag that still revalidates', async () => {
    const path = `${API}/videos/newest?perPage=50`;
    const res = await fetch(`${baseUrl()}${path}`, { headers: { 'Accept-Encoding': 'gzip' } });
    await res.arrayBuffer();
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const etag = res.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"/);
    // The newest list does not change within this file's reads: the weak tag must revalidate.
    const again = await fetch(`${baseUrl()}${path}`, { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag } });
    await again.arrayBuffer();
    expect(again.status).toBe(304);
  });

  it('the watch page (visitors) is public, varies on Authorization, and is the same for every visitor', async () => {
    const a = await get(`${API}/videos/${freeSlug}`);
    const b = await get(`${API}/videos/${freeSlug}`);
    expect(a.vary).toMatch(/Authorization/);
    expect(JSON.parse(a.body).sources.length).toBeGreaterThan(0);
    // The visitor token is windowed: two visitors get one body (the CDN can share it).
    expect(JSON.parse(b.body).sources).toEqual(JSON.parse(a.body).sources);
  });

  it('errors are not publicly cacheable', async () => {
    expect((await get(`${API}/videos/no-such-video-${uid()}`)).cc).toBe('private, no-store');
    expect((await get(`${API}/categories/no-such-${uid()}/videos`)).cc).toBe('private, no-store');
    expect((await get(`${API}/settings/nope`)).cc).toBe('private, no-store');
  });
});

describe('caller-dependent reads', () => {
  it('are private', async () => {
    const premium = await tokenOf('premium');
    const creator = await tokenOf('creator');
    const admin = await tokenOf('admin');
    const cases: [string, string][] = [
      [`${API}/premium/videos`, premium],
      [`${API}/creator/videos`, creator],
      [`${API}/videos/recent`, admin],
      [`${API}/premium/status`, premium],
      [`${API}/payments`, premium],
      [`${API}/notifications`, premium],
      [`/api/collections/premium_categories/records`, premium],
      [`/api/collections/users/records`, premium],
    ];
    for (const [path, token] of cases) {
      const r = await get(path, token);
      expect(r.cc, path).toMatch(/private/);
      expect(isPublic(r.cc), path).toBe(false);
    }
    const watch = JSON.parse((await get(`${API}/videos/${freeSlug}`, premium)).body);
    const stream = await fetch(`${baseUrl()}${watch.sources[0].url}`, { headers: { Range: 'bytes=0-0' } });
    await stream.arrayBuffer();
    expect(stream.headers.get('cache-control') ?? '').toMatch(/private/);
  });
});

describe('no caller-dependent body is publicly cacheable', () => {
  const callers: (Role | User)[] = ['member', 'premium', 'paid', 'creator2', 'admin', 'superuser'];

  it('walks every public route as a visitor and as each kind of member', async () => {
    const problems: string[] = [];
    for (const path of publicRoutes()) {
      for (const who of callers) {
        const token = await tokenOf(who);
        // Lists may change between two reads (other writes, cache expiry): a body that
        // differs is checked against a visitor read before and after it.
        const before = await get(path);
        const mine = await get(path, token);
        const after = await get(path);
        if (mine.status !== 200) continue;
        const same = mine.body === before.body || mine.body === after.body;
        if (isPublic(mine.cc) && !same) problems.push(`${who} ${path}: a caller-dependent body is publicly cacheable (${mine.cc})`);
        if (isPublic(mine.cc) && mine.etag !== before.etag && mine.etag !== after.etag) problems.push(`${who} ${path}: etag differs`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('a premium member reading a premium watch page gets sources and a private answer', async () => {
    const r = await get(`${API}/videos/${premiumSlug}`, await tokenOf('premium'));
    expect(JSON.parse(r.body).sources.length).toBeGreaterThan(0);
    expect(r.cc).toBe('private, no-cache');
    const visitor = await get(`${API}/videos/${premiumSlug}`);
    expect(JSON.parse(visitor.body)).toMatchObject({ locked: true, sources: [] });
    expect(isPublic(visitor.cc)).toBe(true);
  });

  it('writes are never publicly cacheable', async () => {
    const res = await fetch(`${baseUrl()}${API}/videos/${freeSlug}/view`, { method: 'POST' });
    await res.text();
    expect(isPublic(res.headers.get('cache-control') ?? '')).toBe(false);
  });
});
