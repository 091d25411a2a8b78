// Sort and filters (issue 41 §2): GET /api/reelhouse/browse against an independent
// computation over the rows this file seeds — the cards read back through the superuser's
// collection API, filtered and ordered by src/data/browse-order.ts (the offline lists'
// module, a second implementation of the server's SQL) — for every sort and filter.
import { beforeAll, describe, expect, it } from 'vitest';
import type { RecordModel } from 'pocketbase';
import { applyBrowse, type BrowseOptions } from '../../src/data/browse-order';
import type { VideoCard } from '../../src/data/video-card';
import { create, freshCategory, freshVideo, makePremium, publish } from './fixtures';
import { attempt, baseUrl, client, freshUser, rawGet, superuser, uid } from './helpers';

let creator = '';
let category: RecordModel;
const word = uid('zq').replace(/[^a-z]/g, '').slice(0, 12) + 'browse';

/** The creator's visible videos as cards, read without the route under test. */
async function expectedCards(): Promise<VideoCard[]> {
  const su = await superuser();
  const videos = await su.collection('videos').getFullList({ filter: `creator = "${creator}" && hidden = false` });
  const stats = await su.collection('video_stats').getFullList({ filter: `video.creator = "${creator}"` });
  const byVideo = new Map(stats.map((s) => [s.video as string, s]));
  return videos.map((v) => {
    const s = byVideo.get(v.id);
    return {
      id: v.id,
      slug: v.slug,
      title: v.title,
      author: v.author,
      duration: v.duration,
      thumbnail_url: '',
      created: v.created,
      is_premium: v.is_premium,
      categories: v.categories,
      stats: { views: s?.views ?? 0, likes: 0, dislikes: 0, rating: s?.rating ?? 0, total_ratings: s?.total_ratings ?? 0 },
    } as VideoCard & { categories: string[] };
  });
}

async function browse(query: string) {
  const res = await rawGet(`/api/reelhouse/browse?${query}&perPage=100`);
  return { status: res.status, body: JSON.parse(res.body) as { items: VideoCard[]; totalItems: number; data?: { code?: string } } };
}

beforeAll(async () => {
  creator = (await freshUser(['creator'])).record.id;
  category = await freshCategory();
  const su = await superuser();
  // Durations across the three bands (both ends of 10–20 min), views and ratings with ties.
  const rows = [
    { duration: 120, views: 50, rating: 4, total: 3 },
    { duration: 599, views: 50, rating: 4, total: 9 },
    { duration: 600, views: 700, rating: 2, total: 1 },
    { duration: 1200, views: 3, rating: 5, total: 2 },
    { duration: 1201, views: 0, rating: 0, total: 0 },
    { duration: 3600, views: 90, rating: 4.5, total: 4 },
    { duration: 900, views: 90, rating: 3, total: 7, premium: true },
    { duration: 2400, views: 12, rating: 1, total: 1, premium: true },
    { duration: 300, views: 1000, rating: 5, total: 10, hidden: true },
  ];
  for (const [i, r] of rows.entries()) {
    const v = await create('videos', {
      title: i % 2 ? `Harbour ${word} ${i}` : `Dunes ${i}`,
      slug: uid('browse-'),
      author: 'Browse tester',
      duration: r.duration,
      creator,
      categories: i % 3 ? [category.id] : [],
    });
    const s = await su.collection('video_stats').getFirstListItem(`video = "${v.id}"`);
    await su.collection('video_stats').update(s.id, { views: r.views, rating: r.rating, total_ratings: r.total });
    if (r.premium) await makePremium(v.id);
    if (r.hidden) await su.collection('videos').update(v.id, { hidden: true });
  }
});

const ids = (cards: VideoCard[]) => cards.map((c) => c.id);

describe('GET /api/reelhouse/browse', () => {
  const sorts = ['newest', 'views', 'rating', 'longest'] as const;
  const filters: Array<Partial<BrowseOptions>> = [
    {},
    { duration: 'short' },
    { duration: 'medium' },
    { duration: 'long' },
    { date: 'today' },
    { date: 'year' },
    { access: 'free' },
    { access: 'premium' },
    { duration: 'long', access: 'free', date: 'week' },
  ];

  it('sorts and filters a channel like an independent computation, hidden videos never listed', async () => {
    const all = await expectedCards();
    expect(all).toHaveLength(8);
    for (const sort of sorts) {
      for (const f of filters) {
        const o: BrowseOptions = { sort, ...f };
        const query = new URLSearchParams({ creator, sort, ...(f as Record<string, string>) }).toString();
        const { status, body } = await browse(query);
        expect(status, query).toBe(200);
        const want = applyBrowse(all, o);
        expect(ids(body.items), query).toEqual(ids(want));
        expect(body.totalItems, query).toBe(want.length);
      }
    }
  });

  it('filters by category and by search text among the matches', async () => {
    const all = (await expectedCards()) as Array<VideoCard & { categories: string[] }>;
    for (const sort of sorts) {
      const inCategory = applyBrowse(all.filter((c) => c.categories.includes(category.id)), { sort });
      const { body } = await browse(`category=${category.slug}&sort=${sort}`);
      expect(ids(body.items), sort).toEqual(ids(inCategory));
      // Premium or free within the category: one range of video_categories' copy of the
      // premium flag (migration 18040001), counted exactly.
      for (const access of ['premium', 'free'] as const) {
        const want = applyBrowse(all.filter((c) => c.categories.includes(category.id)), { sort, access });
        const got = await browse(`category=${category.slug}&sort=${sort}&access=${access}`);
        expect(ids(got.body.items), `${sort} ${access}`).toEqual(ids(want));
        expect(got.body.totalItems, `${sort} ${access}`).toBe(want.length);
      }
      const matching = applyBrowse(all.filter((c) => c.title.includes(word)), { sort, duration: 'long' });
      const found = await browse(`q=${word}&sort=${sort}&duration=long`);
      expect(ids(found.body.items), `q ${sort}`).toEqual(ids(matching));
    }
    const relevance = await browse(`q=${word}&sort=relevance&creator=${creator}`);
    expect(relevance.status).toBe(200);
  });

  it('refuses unknown values with a 400 naming the parameter, an unknown category with a 404', async () => {
    for (const [query, param] of [
      ['sort=popular', 'sort'],
      ['sort=relevance', 'sort'],
      ['duration=5', 'duration'],
      ['date=decade', 'date'],
      ['access=vip', 'access'],
      ['category=Bad%20Slug', 'category'],
      ["creator=x'%20OR%201", 'creator'],
    ]) {
      const { status, body } = await browse(query!);
      expect(status, query).toBe(400);
      expect(body.data?.code, query).toBe('browse_param_invalid');
      expect((body.data as { values?: { param?: string } }).values?.param).toBe(param);
    }
    expect((await browse('category=no-such-category-here')).status).toBe(404);
  });
});

describe('embed page, oEmbed and Open Graph (issue 41 §1)', () => {
  const setEmbedding = async (value: Record<string, unknown>) =>
    (await client('admin')).send('/api/reelhouse/settings/embedding', { method: 'PUT', body: { value } });

  it('serves a free video framable by any site, and keeps every other page unframable', async () => {
    const v = await freshVideo(null);
    await publish(v.id);
    const page = await rawGet(`/embed/${v.slug}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(page.headers.get('x-frame-options')).toBeNull();
    expect(page.body).toContain(`href="/video/${v.slug}"`);
    expect(page.body).not.toContain('dood.example');
    const home = await rawGet('/');
    expect(home.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(home.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  });

  it('never puts a source in the page; a premium video stays locked for the visitor the page plays as', async () => {
    const v = await freshVideo(null, { premium: true });
    await publish(v.id);
    const page = await rawGet(`/embed/${v.slug}`);
    expect(page.status).toBe(200);
    expect(page.body).not.toMatch(/dood\.example|\/api\/reelhouse\/stream\//);
    // What the page's script asks: the watch route, as a visitor.
    const watch = JSON.parse((await rawGet(`/api/reelhouse/videos/${v.slug}`)).body) as { locked: boolean; sources: unknown[] };
    expect(watch.locked).toBe(true);
    expect(watch.sources).toEqual([]);
  });

  it('answers 404 for a hidden video (page and oEmbed) and follows the setting', async () => {
    const su = await superuser();
    const hidden = await freshVideo(null);
    await su.collection('videos').update(hidden.id, { hidden: true });
    expect((await rawGet(`/embed/${hidden.slug}`)).status).toBe(404);
    expect((await rawGet(`/oembed?format=json&url=${encodeURIComponent(`${baseUrl()}/video/${hidden.slug}`)}`)).status).toBe(404);
    const v = await freshVideo(null);
    try {
      await setEmbedding({ mode: 'listed', sites: ['https://blog.example'] });
      const listed = await rawGet(`/embed/${v.slug}`);
      expect(listed.headers.get('content-security-policy')).toContain("frame-ancestors 'self' https://blog.example");
      const refused = await attempt(() => setEmbedding({ mode: 'listed', sites: ["https://x.example; script-src *"] }));
      expect(refused.status).toBe(400);
      await setEmbedding({ mode: 'off' });
      expect((await rawGet(`/embed/${v.slug}`)).status).toBe(404);
      const meta = await rawGet(`/video/${v.slug}`);
      expect(meta.body).not.toContain('og:video');
    } finally {
      await setEmbedding({ mode: 'on', sites: [] });
    }
  });

  it('oEmbed: a video of this site unfurls with title, thumbnail and the iframe; bad input is a 4xx', async () => {
    const v = await freshVideo(null);
    const url = `${baseUrl()}/video/${v.slug}`;
    const res = await rawGet(`/oembed?format=json&url=${encodeURIComponent(url)}`);
    expect(res.status).toBe(200);
    const body = JSON.parse(res.body) as Record<string, unknown>;
    expect(body).toMatchObject({ version: '1.0', type: 'video', title: v.title, author_name: v.author });
    expect(String(body.html)).toContain(`/embed/${v.slug}`);
    expect((await rawGet(`/oembed?format=xml&url=${encodeURIComponent(url)}`)).status).toBe(501);
    expect((await rawGet(`/oembed?url=${encodeURIComponent(`https://elsewhere.example/video/${v.slug}`)}`)).status).toBe(400);
    expect((await rawGet('/oembed')).status).toBe(400);
    // The watch page's head: discovery link, og:video for a free video only.
    const head = (await rawGet(`/video/${v.slug}`)).body;
    expect(head).toContain('application/json+oembed');
    expect(head).toContain(`/embed/${v.slug}`);
    const premium = await freshVideo(null, { premium: true });
    expect((await rawGet(`/video/${premium.slug}`)).body).not.toContain('og:video');
  });
});
