// index.html's early script and the data layer must agree on URLs, or the early answers
// are never used (and each first request is made twice).
import { afterEach, describe, expect, it } from 'vitest';
import { earlyKey, takeEarly, EARLY_TTL_MS } from './early';
import { EARLY_ASSETS_URL, EARLY_CATEGORIES_URL, EARLY_FEATURED_URL, EARLY_SITE_URL, PAGE_SIZE, fileUrl } from './catalog';
import { BOOT_GLOBAL, type Boot } from './boot';
import { fillEarlyScript } from '../../vite/early-script';
import html from '../../index.html?raw';
import table from '../../internal/routes/routes.json';
import { fillPattern } from '../lib/route-table';

// The page as the build writes it: the route table's first requests and the boot global filled in.
const inline = [...fillEarlyScript(html).matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);

interface Run {
  urls: string[];
  headers: Array<Record<string, string>>;
  preloads: string[];
  early: Record<string, Promise<unknown> | undefined>;
  /** #root: the server's first-screen markup (the app's own render, internal/ssr), kept or emptied. */
  root: { textContent: string };
}

/** Runs the inline script for `href` with a fake fetch answering `answer(url)`. */
async function run(
  href: string,
  opts: { token?: string; answer?: (url: string) => { ok: boolean; body: unknown }; languages?: string[]; stored?: string; siteDefault?: string; firstData?: unknown; controlled?: boolean; aged?: boolean } = {},
): Promise<Run> {
  const root = { textContent: 'server markup' };
  const out: Run = { urls: [], headers: [], preloads: [], early: {}, root };
  const url = new URL(href, 'http://reelhouse.test');
  const win: Record<string, unknown> = {};
  const doc = {
    head: { appendChild: (l: { rel: string; href: string }) => l.rel === 'preload' && out.preloads.push(l.href) },
    createElement: () => ({ setAttribute() {} }),
    documentElement: { getAttribute: (n: string) => (n === 'data-default-lang' ? (opts.siteDefault ?? null) : null) },
    // The server's #first-data element (internal/web/firstdata.go), when the page has one.
    getElementById: (id: string) =>
      id === 'root' ? root : id === 'first-data' && opts.firstData !== undefined ? { textContent: JSON.stringify(opts.firstData) } : null,
  };
  const navigator = {
    languages: opts.languages ?? ['en-US'],
    language: (opts.languages ?? ['en-US'])[0],
    serviceWorker: { controller: opts.controlled ? {} : null },
  };
  const fetch = (u: string, init: { headers: Record<string, string> }) => {
    out.urls.push(u);
    out.headers.push(init.headers);
    const a = opts.answer?.(u) ?? { ok: true, body: { items: [] } };
    return Promise.resolve({ ok: a.ok, json: () => Promise.resolve(a.body) });
  };
  const storage = {
    getItem: (k: string) => (k === 'pocketbase_auth' && opts.token ? JSON.stringify({ token: opts.token }) : k === 'reelhouse.lang' ? (opts.stored ?? null) : k === 'reelhouse.age_confirmed' && opts.aged ? '1' : null),
  };
  for (const body of inline)
    new Function('window', 'location', 'document', 'fetch', 'localStorage', 'URLSearchParams', 'navigator', body)(win, url, doc, fetch, storage, URLSearchParams, navigator);
  out.early = (win[BOOT_GLOBAL] as Boot).early;
  await Promise.all(Object.values(out.early));
  return out;
}

const list = (slug: string, page = 1) => earlyKey(`/api/reelhouse/categories/${encodeURIComponent(slug)}/videos`, { page, perPage: PAGE_SIZE });

describe('index.html early requests', () => {
  it("takes the page's answers from its HTML instead of asking: only a network copy of this very path, only the lists for a member", async () => {
    const watch = earlyKey('/api/reelhouse/videos/a-b');
    const similar = earlyKey('/api/reelhouse/videos/a-b/similar');
    const first = { path: '/video/a-b', answers: { [watch]: { slug: 'a-b' }, [similar]: { items: [1] } } };
    const fresh = await run('/video/a-b', { firstData: first });
    expect(fresh.urls).toEqual([]);
    expect(await fresh.early[watch]).toEqual({ slug: 'a-b' });
    // A German page asks for its watch payload with ?lang=de (src/data/content-lang.ts), and
    // the server keys its answer so (internal/web/firstdata.go planFirst).
    const german = { path: '/video/a-b', answers: { [`${watch}?lang=de`]: { slug: 'a-b', lang: 'de' }, [similar]: { items: [1] } } };
    const de = await run('/de/video/a-b', { firstData: german });
    expect(de.urls).toEqual([]);
    expect(await de.early[`${watch}?lang=de`]).toEqual({ slug: 'a-b', lang: 'de' });
    // English answers are not a German page's: it asks for its own.
    expect((await run('/de/video/a-b', { firstData: first })).urls).toEqual([`${watch}?lang=de`]);
    // The first screen's markup shows only with this page's data, past the age gate.
    expect(fresh.root.textContent).toBe('');
    expect((await run('/video/a-b', { firstData: first, aged: true })).root.textContent).toBe('server markup');
    expect((await run('/video/a-b', { firstData: first, aged: true, controlled: true })).root.textContent).toBe('');
    expect((await run('/video/c-d', { firstData: first, aged: true })).root.textContent).toBe('');
    // A member takes no categories or assignments from the HTML: /categories' markup,
    // drawn from them, is not shown to them (the app's skeleton would replace it).
    const index = { path: '/categories', answers: { [EARLY_CATEGORIES_URL]: { items: [] }, [EARLY_ASSETS_URL]: { items: [] } } };
    const member = await run('/categories', { firstData: index, aged: true, token: 't' });
    expect([member.root.textContent, member.urls]).toEqual(['', [EARLY_CATEGORIES_URL, EARLY_ASSETS_URL]]);
    const visitor = await run('/categories', { firstData: index, aged: true });
    expect([visitor.root.textContent, visitor.urls]).toEqual(['server markup', []]);
    // A member's watch payload is their own (premium sources): asked for; the shared list is not.
    expect((await run('/video/a-b', { firstData: first, token: 't' })).urls).toEqual([watch]);
    // The worker's precached shell carries home's answers of some time ago; another path's are not this page's.
    expect((await run('/video/a-b', { firstData: first, controlled: true })).urls).toEqual([watch, similar]);
    expect((await run('/video/c-d', { firstData: first })).urls).toEqual([earlyKey('/api/reelhouse/videos/c-d'), earlyKey('/api/reelhouse/videos/c-d/similar')]);
    // Answers the page does not ask for early are not handed out.
    expect((await run('/videos', { firstData: { path: '/videos', answers: { '/api/x': {} } } })).urls).toEqual([EARLY_CATEGORIES_URL, list('trending')]);
  });

  it("asks on every route of the route table for exactly its first requests (internal/routes/routes.json), elsewhere for nothing", async () => {
    const requests: Record<string, { url: string }> = table.requests;
    for (const [name, route] of Object.entries(table.routes)) {
      const first = 'first' in route ? (route.first as { requests: string[]; query?: Record<string, [string, string]> }) : null;
      const want = (first?.requests ?? []).map((id) => {
        const params: Record<string, string> = { slug: 'x', page: '1', ...Object.fromEntries(Object.entries(first?.query ?? {}).map(([k, q]) => [k, q[1]])) };
        return requests[id]!.url.replace(/\{(\w+)\}/g, (_, k: string) => params[k]!);
      });
      expect((await run(fillPattern(route.path, { slug: 'x', id: 'x', username: 'x' }))).urls, name).toEqual(want);
    }
  });

  it('asks for what each page asks for first, in the data layer’s URL form', async () => {
    expect((await run('/')).urls).toEqual([EARLY_CATEGORIES_URL, EARLY_ASSETS_URL, EARLY_FEATURED_URL, EARLY_SITE_URL, list('trending')]);
    expect((await run('/?category=newest&page=3')).urls).toEqual([EARLY_CATEGORIES_URL, EARLY_ASSETS_URL, EARLY_FEATURED_URL, EARLY_SITE_URL, list('newest', 3)]);
    expect((await run('/videos')).urls).toEqual([EARLY_CATEGORIES_URL, list('trending')]);
    expect((await run('/categories/big%20cats?page=2')).urls).toEqual([EARLY_CATEGORIES_URL, list('big cats', 2)]);
    // The categories index: the tiles and their icons (asset assignments).
    expect((await run('/categories')).urls).toEqual([EARLY_CATEGORIES_URL, EARLY_ASSETS_URL]);
    expect((await run('/de/categories/')).urls).toEqual([`${EARLY_CATEGORIES_URL}&lang=de`, EARLY_ASSETS_URL]);
    expect((await run('/video/a-b')).urls).toEqual([earlyKey('/api/reelhouse/videos/a-b'), earlyKey('/api/reelhouse/videos/a-b/similar')]);
  });

  it("asks for category names in the page's language, decided as src/i18n/languages.ts does (issue 27 §6)", async () => {
    const de = (u: string) => `${u}&lang=de`;
    expect((await run('/de')).urls).toEqual([de(EARLY_CATEGORIES_URL), EARLY_ASSETS_URL, de(EARLY_FEATURED_URL), EARLY_SITE_URL, list('trending')]);
    expect((await run('/de/categories/cats')).urls).toEqual([de(EARLY_CATEGORIES_URL), list('cats')]);
    expect((await run('/de/video/a-b')).urls).toEqual([earlyKey('/api/reelhouse/videos/a-b', { lang: 'de' }), earlyKey('/api/reelhouse/videos/a-b/similar')]);
    // Unprefixed: the device's choice, else the browser's language, else the site's default.
    expect((await run('/videos', { stored: 'fr', languages: ['de-DE'] })).urls[0]).toBe(`${EARLY_CATEGORIES_URL}&lang=fr`);
    expect((await run('/videos', { stored: 'en', languages: ['de-DE'] })).urls[0]).toBe(EARLY_CATEGORIES_URL);
    expect((await run('/videos', { stored: 'ar-x-rtl', languages: ['de-DE'] })).urls[0]).toBe(EARLY_CATEGORIES_URL);
    expect((await run('/videos', { languages: ['it-IT', 'es-ES'] })).urls[0]).toBe(`${EARLY_CATEGORIES_URL}&lang=es`);
    expect((await run('/videos', { languages: ['it-IT'], siteDefault: 'de' })).urls[0]).toBe(`${EARLY_CATEGORIES_URL}&lang=de`);
    expect((await run('/videos', { languages: ['it-IT'] })).urls[0]).toBe(EARLY_CATEGORIES_URL);
  });

  it('leaves searches, odd pages and other pages alone', async () => {
    expect((await run('/videos?search=cats')).urls).toEqual([]);
    expect((await run('/?page=abc')).urls).toEqual([EARLY_CATEGORIES_URL, EARLY_ASSETS_URL, EARLY_FEATURED_URL, EARLY_SITE_URL]);
    expect((await run('/blog')).urls).toEqual([]);
  });

  it('sends the stored token as the SDK does, and none for visitors', async () => {
    expect((await run('/video/x', { token: 'tok' })).headers[0]).toEqual({ Authorization: 'tok' });
    expect((await run('/video/x')).headers[0]).toEqual({});
  });

  it('preloads the LCP image: the first thumbnail of a list, on home only the banner', async () => {
    const banner = { id: 'a1', collectionId: 'pbc_1', file: 'b a.jpg' };
    const answer = (u: string) =>
      u === EARLY_ASSETS_URL
        ? { ok: true, body: { items: [{ assignment_type: 'ad', expand: { asset: { ...banner, id: 'x' } } }, { assignment_type: 'home_banner', category: '', expand: { asset: banner } }] } }
        : { ok: true, body: { items: [{ thumbnail_url: `/api/files/v/${u.length}/t.jpg` }] } };
    // The same URL as the img the page renders (fileUrl, the SDK's form), relative. Home's
    // grid is below the hero: its first thumbnail would only take the banner's bandwidth.
    expect((await run('/', { answer })).preloads).toEqual([fileUrl(banner, banner.file)]);
    expect((await run('/videos', { answer })).preloads).toEqual([`/api/files/v/${list('trending').length}/t.jpg`]);
    expect((await run('/categories/cats', { answer })).preloads).toEqual([`/api/files/v/${list('cats').length}/t.jpg`]);
    // /categories asks for the assignments too: its tiles' icons, not home's banner.
    expect((await run('/categories', { answer })).preloads).toEqual([]);
  });

  it("preloads a watch page's poster (the video's thumbnail) when the native player shows it", async () => {
    const watch = (video: object) => (u: string) =>
      u === earlyKey('/api/reelhouse/videos/x')
        ? { ok: true, body: { thumbnail_url: '/api/files/v/1/poster.jpg', ...video } }
        : { ok: true, body: { items: [{ thumbnail_url: '/api/files/v/2/similar.jpg' }] } };
    const local = [{ type: 'doodstream', url: 'https://d' }, { type: 'local', url: '/api/reelhouse/stream/x' }];
    expect((await run('/video/x', { answer: watch({ sources: local }) })).preloads).toEqual(['/api/files/v/1/poster.jpg']);
    // A locked premium video and a host-only video show no poster: nothing to preload.
    expect((await run('/video/x', { answer: watch({ sources: [], locked: true }) })).preloads).toEqual([]);
    expect((await run('/video/x', { answer: watch({ sources: [local[0]] }) })).preloads).toEqual([]);
  });

  it('keeps failed answers as null', async () => {
    const r = await run('/video/x', { answer: () => ({ ok: false, body: { message: 'nope' } }) });
    expect(await r.early[earlyKey('/api/reelhouse/videos/x')]).toBeNull();
  });
});

describe('takeEarly', () => {
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });
  const install = (early: Record<string, Promise<unknown>>) => ((globalThis as { window?: unknown }).window = { [BOOT_GLOBAL]: { early, first: {} } });

  it('hands an answer out once', async () => {
    install({ '/a': Promise.resolve({ x: 1 }) });
    expect(await takeEarly('/a', () => 10)).toEqual({ x: 1 });
    expect(await takeEarly('/a', () => 10)).toBeUndefined();
  });

  it('gives nothing for failures, other URLs, stale answers, or without the script', async () => {
    install({ '/a': Promise.resolve(null), '/b': Promise.reject(new Error('net')), '/c': Promise.resolve({}) });
    expect(await takeEarly('/a', () => 10)).toBeUndefined();
    expect(await takeEarly('/b', () => 10)).toBeUndefined();
    expect(await takeEarly('/z', () => 10)).toBeUndefined();
    expect(await takeEarly('/c', () => EARLY_TTL_MS + 1)).toBeUndefined();
    delete (globalThis as { window?: unknown }).window;
    expect(await takeEarly('/c', () => 10)).toBeUndefined();
  });
});
