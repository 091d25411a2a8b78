// Catalog read routes (docs/api.md) against the real server: lists, paging edges, search,
// premium access and — above all — that a premium video's source never reaches a caller
// who may not play it.
import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { attempt, baseUrl, client, rawGet, superuser, uid, userId } from './helpers';
import { create, freshCategory, freshVideo, makePremium, mp4File } from './fixtures';

const API = '/api/reelhouse';

interface Card {
  id: string;
  slug: string;
  title: string;
  is_premium: boolean;
  is_fallback?: boolean;
  stats: { views: number; likes: number; dislikes: number; rating: number; total_ratings: number };
  [k: string]: unknown;
}
interface Page {
  items: Card[];
  page: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
  is_fallback?: boolean;
}
interface Watch extends Card {
  locked: boolean;
  sources: { type: string; url: string }[];
  categories: { id: string; slug: string; name: string }[];
}

async function get<T>(role: Parameters<typeof client>[0], path: string): Promise<T> {
  const pb = await client(role);
  return pb.send<T>(`${API}${path}`, {});
}
async function status(role: Parameters<typeof client>[0], path: string): Promise<number> {
  const pb = await client(role);
  return (await attempt(() => pb.send(`${API}${path}`, {}))).status;
}

function expectPageShape(p: Page) {
  expect(Array.isArray(p.items)).toBe(true);
  for (const k of ['page', 'perPage', 'totalItems', 'totalPages'] as const) expect(typeof p[k]).toBe('number');
  expect(p.totalPages).toBe(Math.ceil(p.totalItems / p.perPage));
  for (const c of p.items) {
    expect(c).not.toHaveProperty('sources');
    expect(typeof c.slug).toBe('string');
    expect(c.stats).toBeTypeOf('object');
  }
}

describe('lists', () => {
  for (const list of ['trending', 'newest']) {
    it(`${list}: a page of cards without sources`, async () => {
      const p = await get<Page>('visitor', `/videos/${list}`);
      expectPageShape(p);
      expect(p.page).toBe(1);
      expect(p.perPage).toBe(12);
      expect(p.items.length).toBe(Math.min(12, p.totalItems));
      expect(p.totalItems).toBeGreaterThan(0);
    });
  }

  it('newest is newest first', async () => {
    const p = await get<Page>('visitor', '/videos/newest?perPage=50');
    const created = p.items.map((c) => c.created as string);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it('clamps page 0 to 1 and perPage 1000 to 100', async () => {
    const p = await get<Page>('visitor', '/videos/newest?page=0&perPage=1000');
    expect(p.page).toBe(1);
    expect(p.perPage).toBe(100);
    expect(p.items.length).toBe(Math.min(100, p.totalItems));
  });

  it('past the end: no items, correct totals', async () => {
    const first = await get<Page>('visitor', '/videos/trending?perPage=5');
    const p = await get<Page>('visitor', `/videos/trending?perPage=5&page=${first.totalPages + 3}`);
    expect(p.items).toEqual([]);
    expect(p.totalItems).toBe(first.totalItems);
    expect(p.totalPages).toBe(first.totalPages);
  });

  it('pages do not overlap', async () => {
    const a = await get<Page>('visitor', '/videos/trending?perPage=3&page=1');
    const b = await get<Page>('visitor', '/videos/trending?perPage=3&page=2');
    const ids = new Set(a.items.map((c) => c.id));
    for (const c of b.items) expect(ids.has(c.id)).toBe(false);
  });
});

describe('categories', () => {
  it('lists a category newest first with its maintained count', async () => {
    const cat = await freshCategory();
    const v1 = await create('videos', { title: 'Cat video one', slug: uid('cv-'), author: 'Cat Tester', duration: 5, categories: [cat.id] });
    const v2 = await create('videos', { title: 'Cat video two', slug: uid('cv-'), author: 'Cat Tester', duration: 5, categories: [cat.id] });
    const p = await get<Page>('visitor', `/categories/${cat.slug}/videos`);
    expectPageShape(p);
    expect(p.totalItems).toBe(2);
    expect(p.items.map((c) => c.id)).toEqual([v2.id, v1.id]);
  });

  it('maps trending and newest slugs to those lists', async () => {
    const t = await get<Page>('visitor', '/categories/trending/videos');
    const n = await get<Page>('visitor', '/categories/newest/videos');
    expect(t.items.map((c) => c.id)).toEqual((await get<Page>('visitor', '/videos/trending')).items.map((c) => c.id));
    expect(n.items.map((c) => c.id)).toEqual((await get<Page>('visitor', '/videos/newest')).items.map((c) => c.id));
  });

  it('404 for an unknown slug', async () => {
    expect(await status('visitor', '/categories/no-such-category-xyz/videos')).toBe(404);
  });
});

describe('search', () => {
  let target: Card;
  beforeAll(async () => {
    const v = await create('videos', {
      title: 'Zanzibarquux lighthouse',
      slug: uid('s-'),
      description: 'a rare word for the search tests',
      author: 'Search Tester',
      duration: 30,
    });
    target = { ...(v as unknown as Card) };
  });

  it('finds by word and by prefix, with a total', async () => {
    for (const q of ['zanzibarquux', 'Zanzibarq', 'lighthouse zanzibarquux']) {
      const p = await get<Page & { is_fallback: boolean }>('visitor', `/search?q=${encodeURIComponent(q)}`);
      expectPageShape(p);
      expect(p.is_fallback).toBe(false);
      expect(p.totalItems).toBeGreaterThanOrEqual(1);
      expect(p.items.map((c) => c.id)).toContain(target.id);
    }
  });

  it('ranks title matches, then author, then description; newest first within each; pages across them', async () => {
    const word = `quorvex${Date.now().toString(36)}`;
    const make = (title: string, author: string, description: string) =>
      create('videos', { title, author, description, slug: uid('r-'), duration: 5 });
    // Created oldest first.
    const titleOld = await make(`${word} harbour`, 'Ann', '');
    const desc = await make('Evening', 'Bob', `a ${word} in the text`);
    const author = await make('Morning', `${word} Studio`, '');
    const titleNew = await make(`The ${word}`, 'Cy', `${word} again`);
    const ids = [titleNew.id, titleOld.id, author.id, desc.id];
    const all = await get<Page>('visitor', `/search?q=${word}`);
    expect(all.items.map((c) => c.id)).toEqual(ids);
    expect(all.totalItems).toBe(4);
    const paged: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const p = await get<Page>('visitor', `/search?q=${word}&perPage=1&page=${page}`);
      expect(p.totalPages).toBe(4);
      paged.push(...p.items.map((c) => c.id));
    }
    expect(paged).toEqual(ids);
    const tail = await get<Page>('visitor', `/search?q=${word}&perPage=3&page=2`);
    expect(tail.items.map((c) => c.id)).toEqual([desc.id]);
  });

  it('follows edits: categories, premium, title; an edited video keeps its place', async () => {
    const word = `plivrun${Date.now().toString(36)}`;
    const [a, b] = [await freshCategory(), await freshCategory()];
    const older = await create('videos', { title: `${word} older`, slug: uid('e-'), author: 'Edit Tester', duration: 3, categories: [a.id] });
    const newer = await create('videos', { title: `${word} newer`, slug: uid('e-'), author: 'Edit Tester', duration: 3, categories: [a.id] });
    const ids = async (query: string) => (await get<Page>('visitor', `/search?${query}`)).items.map((c) => c.id);
    expect(await ids(`q=${word}&category=${a.slug}`)).toEqual([newer.id, older.id]);

    const su = await superuser();
    await su.collection('videos').update(older.id, { categories: [b.id], title: `${word} older, renamed` });
    expect(await ids(`q=${word}&category=${a.slug}`)).toEqual([newer.id]);
    expect(await ids(`q=${word}&category=${b.slug}`)).toEqual([older.id]);
    expect(await ids(`q=renamed ${word}`)).toEqual([older.id]);
    // Still newest first: the edit did not move the older video ahead.
    expect(await ids(`q=${word}`)).toEqual([newer.id, older.id]);

    const premium = await get<Page>('premium', `/premium/videos?q=${word}`);
    expect(premium.items).toHaveLength(0);
    await makePremium(older.id);
    expect((await get<Page>('premium', `/premium/videos?q=${word}`)).items.map((c) => c.id)).toEqual([older.id]);
    await su.collection('videos').delete(newer.id);
    expect(await ids(`q=${word}`)).toEqual([older.id]);
  });

  it('never matches the record id', async () => {
    // The id is indexed (vid column) but never searched: no match, so the trending fallback.
    const p = await get<Page>('visitor', `/search?q=${target.id}`);
    expect(p.is_fallback).toBe(true);
    expect(p.totalItems).toBe(0);
  });

  it('survives quotes, operators, syntax and odd Unicode', async () => {
    const nasty = ['"', '"unbalanced', 'a AND', 'OR', 'NOT NEAR(', '*', 'title:x', 'vid:abc', '{title}:', '^x', '(((', "'; DROP TABLE videos; --", '🔥🎉', '👩‍👩‍👧', '\u0000', 'ＦＵＬＬ', 'x'.repeat(1000), '%', '\\'];
    for (const q of nasty) {
      const r = await rawGet(`${API}/search?q=${encodeURIComponent(q)}`);
      expect(r.status, q).toBe(200);
    }
  });

  it('falls back to trending, flagged, when nothing matches', async () => {
    const p = await get<Page>('visitor', '/search?q=qwxzvbnoresultsatall');
    expect(p.is_fallback).toBe(true);
    expect(p.items.length).toBeGreaterThan(0);
    for (const c of p.items) expect(c.is_fallback).toBe(true);
    const trending = await get<Page>('visitor', '/videos/trending');
    expect(p.items.map((c) => c.id)).toEqual(trending.items.map((c) => c.id));
  });

  it('maps new… / trend… / empty queries to lists', async () => {
    const newest = (await get<Page>('visitor', '/videos/newest')).items.map((c) => c.id);
    const trending = (await get<Page>('visitor', '/videos/trending')).items.map((c) => c.id);
    expect((await get<Page>('visitor', '/search?q=newest')).items.map((c) => c.id)).toEqual(newest);
    expect((await get<Page>('visitor', '/search?q=trending')).items.map((c) => c.id)).toEqual(trending);
    expect((await get<Page>('visitor', '/search?q=')).items.map((c) => c.id)).toEqual(trending);
  });

  it('searches within a category and lists a category for an empty query', async () => {
    const cat = await freshCategory();
    const inCat = await create('videos', { title: 'Zanzibarquux inside', slug: uid('s-'), author: 'Search Tester', duration: 3, categories: [cat.id] });
    const p = await get<Page>('visitor', `/search?q=zanzibarquux&category=${cat.slug}`);
    expect(p.items.map((c) => c.id)).toEqual([inCat.id]);
    expect(p.totalItems).toBe(1);
    const all = await get<Page>('visitor', `/search?category=${cat.slug}`);
    expect(all.items.map((c) => c.id)).toEqual([inCat.id]);
  });
});

describe('premium list', () => {
  it('refuses visitors (401) and non-premium members (403)', async () => {
    expect(await status('visitor', '/premium/videos')).toBe(401);
    expect(await status('member', '/premium/videos')).toBe(403);
    expect(await status('creator', '/premium/videos')).toBe(403);
  });
  it('serves premium members (role or paid period) and admins', async () => {
    await makePremium((await freshVideo(null)).id);
    for (const role of ['premium', 'paid', 'admin'] as const) {
      const p = await get<Page>(role, '/premium/videos?perPage=50');
      expectPageShape(p);
      expect(p.perPage).toBe(12);
      expect(p.totalItems).toBeGreaterThan(0);
      for (const c of p.items) expect(c.is_premium).toBe(true);
    }
  });
  it('filters by premium category and searches', async () => {
    const su = await superuser();
    const pcat = await su.collection('premium_categories').create({ name: 'Test premium', slug: uid('pc-') });
    const v = await create('videos', { title: 'Premiumonlyquux clip', slug: uid('p-'), author: 'P', duration: 9 });
    await su.collection('premium_videos').create({ video: v.id, categories: [pcat.id] });
    const byCat = await get<Page>('premium', `/premium/videos?category=${pcat.slug}`);
    expect(byCat.items.map((c) => c.id)).toEqual([v.id]);
    expect(byCat.totalItems).toBe(1);
    const byText = await get<Page>('premium', '/premium/videos?q=premiumonlyquux');
    expect(byText.items.map((c) => c.id)).toEqual([v.id]);
  });
});

describe('creator and statistics lists', () => {
  it('a creator sees only their own videos, with a count', async () => {
    const mine = await freshVideo(await userId('creator'));
    await freshVideo(await userId('creator2'));
    const p = await get<Page>('creator', '/creator/videos?perPage=100');
    expect(p.items.map((c) => c.id)).toContain(mine.id);
    const su = await superuser();
    const own = await su.collection('videos').getList(1, 1, { filter: su.filter('creator = {:c}', { c: await userId('creator') }) });
    expect(p.totalItems).toBe(own.totalItems);
  });
  it('admins may ask for any creator', async () => {
    const other = await freshVideo(await userId('creator2'));
    const p = await get<Page>('admin', `/creator/videos?creator=${await userId('creator2')}&perPage=100`);
    expect(p.items.map((c) => c.id)).toContain(other.id);
    // A creator cannot.
    const c = await get<Page>('creator', `/creator/videos?creator=${await userId('creator2')}&perPage=100`);
    expect(c.items.map((x) => x.id)).not.toContain(other.id);
  });
  it('role checks', async () => {
    expect(await status('visitor', '/creator/videos')).toBe(401);
    expect(await status('member', '/creator/videos')).toBe(403);
    expect(await status('premium', '/videos/recent')).toBe(403);
    expect(await status('visitor', '/videos/recent')).toBe(401);
    const admin = await get<Page>('admin', '/videos/recent');
    expect(admin.perPage).toBe(20);
    const creator = await get<Page>('creator', '/videos/recent');
    expectPageShape(creator);
  });
});

describe('watch page and playback', () => {
  let free: { id: string; slug: string };
  let premium: { id: string; slug: string };
  let otherPremium: { id: string; slug: string };

  async function videoWithFile(isPremium: boolean, owner: string | null = null) {
    const v = await freshVideo(owner);
    await create('video_sources', { video: v.id, file: mp4File(), doodstream_url: 'https://dood.example/e/x' });
    if (isPremium) await makePremium(v.id);
    return { id: v.id, slug: v.slug as string };
  }
  const watch = (role: Parameters<typeof client>[0], slug: string) => get<Watch>(role, `/videos/${slug}`);
  const localUrl = (w: Watch) => w.sources.find((s) => s.type === 'local')?.url ?? '';

  beforeAll(async () => {
    free = await videoWithFile(false);
    premium = await videoWithFile(true, await userId('creator'));
    otherPremium = await videoWithFile(true);
  });

  it('404 for an unknown slug', async () => {
    expect(await status('visitor', '/videos/no-such-video-slug-xyz')).toBe(404);
  });

  it('free video: sources for a visitor, playable with Range', async () => {
    const w = await watch('visitor', free.slug);
    expect(w.locked).toBe(false);
    expect(w.sources.map((s) => s.type)).toEqual(['local', 'doodstream']);
    const res = await fetch(`${baseUrl()}${localUrl(w)}`, { headers: { Range: 'bytes=0-9' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toMatch(/^bytes 0-9\//);
    expect((await res.arrayBuffer()).byteLength).toBe(10);
  });

  it('premium video: locked, no sources for visitors, members and other creators', async () => {
    for (const role of ['visitor', 'member', 'creator2'] as const) {
      const w = await watch(role, premium.slug);
      expect(w.locked, role).toBe(true);
      expect(w.sources, role).toEqual([]);
      expect(JSON.stringify(w)).not.toContain('dood.example');
    }
  });

  it('premium video: sources for premium members, admins and the owning creator', async () => {
    for (const role of ['premium', 'paid', 'admin', 'creator'] as const) {
      const w = await watch(role, premium.slug);
      expect(w.locked, role).toBe(false);
      expect(w.sources.map((s) => s.type), role).toEqual(['local', 'doodstream']);
      const res = await fetch(`${baseUrl()}${localUrl(w)}`, { headers: { Range: 'bytes=0-3' } });
      expect(res.status, role).toBe(206);
    }
  });

  it('stream refuses a missing, tampered, foreign or free-video token', async () => {
    const streamStatus = async (videoId: string, token: string) =>
      (await fetch(`${baseUrl()}${API}/stream/${videoId}?token=${encodeURIComponent(token)}`)).status;
    const freeToken = new URL(localUrl(await watch('visitor', free.slug)), baseUrl()).searchParams.get('token')!;
    const premToken = new URL(localUrl(await watch('premium', premium.slug)), baseUrl()).searchParams.get('token')!;
    expect(await streamStatus(premium.id, '')).toBe(403);
    expect(await streamStatus(premium.id, freeToken)).toBe(403); // token of video A does not open B
    expect(await streamStatus(otherPremium.id, premToken)).toBe(403);
    const [exp, user, sig = ''] = premToken.split('.');
    const flipped = sig.slice(0, -1) + (sig.endsWith('a') ? 'b' : 'a');
    expect(await streamStatus(premium.id, `${exp}.${user}.${flipped}`)).toBe(403);
    expect(await streamStatus(premium.id, `${Number(exp) + 86400}.${user}.${sig}`)).toBe(403);
    expect(await streamStatus(premium.id, `${exp}.-.${sig}`)).toBe(403);
    expect(await streamStatus(premium.id, `${exp}.${await userId('member')}.${sig}`)).toBe(403);
    expect(await streamStatus(premium.id, premToken)).toBe(200);
  });

  it('no route hands a premium source to a non-premium caller', async () => {
    const member: PocketBase = await client('member');
    const paths = [
      `/videos/${premium.slug}`,
      `/videos/${premium.slug}/similar`,
      `/videos/newest?perPage=100`,
      `/videos/trending?perPage=100`,
      `/search?q=test&perPage=100`,
    ];
    for (const p of paths) {
      const body = JSON.stringify(await member.send(`${API}${p}`, {}));
      expect(body, p).not.toContain('/stream/');
      expect(body, p).not.toContain('dood.example');
    }
    const rows = await attempt(() => member.collection('video_sources').getFullList({ filter: member.filter('video = {:v}', { v: premium.id }) }));
    expect(rows.ok ? (rows.data as unknown[]).length : 0).toBe(0);
  });

  it('similar: at most 9, never the video itself', async () => {
    const s = await get<{ items: Card[] }>('visitor', `/videos/${free.slug}/similar`);
    expect(s.items.length).toBeLessThanOrEqual(9);
    expect(s.items.map((c) => c.id)).not.toContain(free.id);
    for (const c of s.items) expect(c).not.toHaveProperty('sources');
    expect(await status('visitor', '/videos/no-such-video-slug-xyz/similar')).toBe(404);
  });

  it('watch page carries categories and stats', async () => {
    const cat = await freshCategory();
    const v = await create('videos', { title: 'Watch cats', slug: uid('w-'), author: 'W', duration: 4, categories: [cat.id] });
    const w = await watch('visitor', v.slug as string);
    expect(w.categories).toEqual([{ id: cat.id, slug: cat.slug, name: cat.name }]);
    expect(w.stats.views).toBe(0);
    expect(w.is_premium).toBe(false);
    expect(w.sources).toEqual([]); // no video_sources row at all
  });
});
