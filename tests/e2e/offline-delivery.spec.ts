// Issue 15 §1: compressed answers with the right headers, and a first visit that never
// downloads the same file twice (the worker's precache reuses the page's downloads).
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { expect, test } from './age-gate-accepted';

test('static assets are served precompressed, hashed ones immutable, the manifest as manifest+json', async ({ page, request }) => {
  await page.goto('/');
  // With the server's markup shown the entry is added after the first paint (vite/defer-entry.ts).
  await expect(page.locator('script[type="module"][src]').first()).toBeAttached();
  const scripts = await page.locator('script[type="module"][src]').evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).src));
  expect(scripts.length).toBeGreaterThan(0);
  const entry = new URL(scripts[0]!).pathname;

  for (const [enc, want] of [
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
  ] as const) {
    const res = await request.get(entry, { headers: { 'Accept-Encoding': enc } });
    const h = res.headers();
    expect(res.status()).toBe(200);
    expect(h['content-encoding']).toBe(want);
    expect(h['content-type']).toMatch(/^text\/javascript/);
    expect(h['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(h['vary']).toBe('Accept-Encoding');
    expect(h['etag']).toBeTruthy();
  }
  const plain = await request.get(entry, { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();

  const css = await page.locator('link[rel="stylesheet"]').first().getAttribute('href');
  const cssRes = await request.get(css!, { headers: { 'Accept-Encoding': 'br' } });
  expect(cssRes.headers()['content-encoding']).toBe('br');
  expect(cssRes.headers()['content-type']).toMatch(/^text\/css/);

  const manifest = await request.get('/manifest.webmanifest', { headers: { 'Accept-Encoding': 'br' } });
  expect(manifest.headers()['content-type']).toBe('application/manifest+json');
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  const m = (await manifest.json()) as { id?: string; screenshots?: Array<{ form_factor?: string }>; shortcuts?: Array<{ name: string }> };
  expect(m.id).toBe('/');
  expect(m.screenshots?.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
  expect(m.shortcuts?.map((s) => s.name)).toEqual(['Search', 'Categories']);

  // Revalidation answers 304 (the worker relies on it to reuse the page's copy).
  const sw = await request.get('/sw.js', { headers: { 'Accept-Encoding': 'br' } });
  expect(sw.headers()['cache-control']).toBe('no-cache');
  const again = await request.get('/sw.js', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': sw.headers()['etag']! } });
  expect(again.status()).toBe(304);

  // Images are not compressed again and do not vary.
  const icon = await request.get('/icons/icon-192.png', { headers: { 'Accept-Encoding': 'br' } });
  expect(icon.headers()['content-encoding']).toBeUndefined();
});

// Issue 15 §2: the public shell's initial JS (the entry and what index.html preloads) stays
// small, and Dexie is not in it (loaded when first needed). Counted with home's first-page
// code (vite.config.ts firstPageModulePreload): what a first visit to home runs before its
// first render. The grid pages' shared modules moved from that list into the initial set
// (vite.config.ts GRID_MODULES), so the initial set alone no longer tells.
test("the initial JS with home's first-page code is under 127 KB gzip and holds no Dexie", async ({ request }) => {
  const html = await (await request.get('/')).text();
  const initial = [...html.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"|<link rel="modulepreload"[^>]*\shref="([^"]+)"/g)].map((m) => (m[1] ?? m[2])!);
  expect(initial.length).toBeGreaterThan(1);
  const table = /,t=(\[.*\]),c=\{/.exec(html)?.[1];
  const home = (JSON.parse(table ?? '[]') as Array<[string, string[]]>).find(([route]) => route === '^/$')?.[1] ?? [];
  expect(home.length).toBeGreaterThan(0);
  const urls = [...new Set([...initial, ...home])];
  let gzipped = 0;
  for (const url of urls) {
    const body = await (await request.get(url)).body();
    gzipped += gzipSync(body, { level: 9 }).length;
    expect(body.toString('utf8'), url).not.toContain('DexieError');
  }
  // 100 KB of initial JS before TanStack Query and the catalogs' runtime; issue 28 granted the
  // query layer +10 KB and issue 27 the languages +5 KB (115 KB), home's own code then ~10 KB.
  // At the change (the grid modules in the initial set): 124.5 KB before, 120.7 KB after.
  // Issue 40 (one way to write, the server's paint hydrated) took it from 124.98 to 126.0 KB:
  // the session as a query with the write messages said by the query cache, and hydrateRoot's
  // guard; zustand's removal gave 0.2 KB back. 127 KB is that, not a new allowance.
  expect(gzipped / 1024, urls.join(' ')).toBeLessThan(127);
});

// Issue 28: a visitor's home runs no more code before its first card than it did before the
// library: Dexie (with the outbox and the SDK behind it) was in the code index.html preloads
// for home, through the Continue watching row that only a member sees, and ran before the
// first render (a warm start 40 % slower at 4x CPU, scripts/bench-web).
test("home's first-page code holds no Dexie", async ({ request }) => {
  const html = await (await request.get('/')).text();
  // vite.config.ts firstPageModulePreload: t=[[route, [chunk, …]], …] in index.html's first script.
  const table = /,t=(\[.*\]),c=\{/.exec(html)?.[1];
  expect(table, 'the first-page preload table').toBeTruthy();
  const home = (JSON.parse(table!) as Array<[string, string[]]>).find(([route]) => route === '^/$')?.[1] ?? [];
  expect(home.length).toBeGreaterThan(0);
  for (const url of home) expect((await (await request.get(url)).body()).includes('DexieError'), `Dexie in ${url}`).toBe(false);
});

test('API JSON over 1 KB is compressed on the fly, small answers and the page HTML as fits', async ({ request }) => {
  const big = await request.get('/api/reelhouse/videos/newest?perPage=24', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(big.status()).toBe(200);
  expect(big.headers()['content-encoding']).toBe('br');
  expect(big.headers()['vary']).toContain('Accept-Encoding');
  expect(((await big.json()) as { items: unknown[] }).items.length).toBeGreaterThan(0);

  const gz = await request.get('/api/reelhouse/videos/newest?perPage=24', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gz.headers()['content-encoding']).toBe('gzip');

  const small = await request.get('/api/health', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(small.status()).toBe(200);
  expect(small.headers()['content-encoding']).toBeUndefined();

  const html = await request.get('/videos', { headers: { 'Accept-Encoding': 'br' } });
  expect(html.headers()['content-type']).toMatch(/^text\/html/);
  // The page is under 1 KB only if the build shrinks a lot; either way it must decode.
  expect(await html.text()).toMatch(/<div id="root"[ >]/);
});

/**
 * A counting proxy in front of the test server: what reaches it is what went over the
 * wire (the browser's HTTP-cache hits and 304s move no body). Playwright's own request
 * events cannot tell a cache hit of the worker's fetch from a download.
 */
async function countingProxy(target: string) {
  const bodies = new Map<string, number>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', target);
    const up = httpRequest(url, { method: req.method, headers: { ...req.headers, host: url.host } }, (r) => {
      if (r.statusCode === 200 && !url.pathname.startsWith('/api/')) {
        const key = url.pathname === '/' ? '/index.html' : url.pathname;
        bodies.set(key, (bodies.get(key) ?? 0) + 1);
      }
      res.writeHead(r.statusCode ?? 502, r.headers);
      r.pipe(res);
    });
    up.on('error', () => res.destroy());
    req.pipe(up);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, bodies, close: () => new Promise((ok) => server.close(ok)) };
}

test('a first visit downloads no file twice, service worker precache included', async ({ page, baseURL }) => {
  const proxy = await countingProxy(baseURL!);
  try {
    await page.goto(`${proxy.origin}/`);
    await expect(page.getByTestId('video-card').first()).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready);
    // The precache is complete once the worker is active.
    await page.waitForFunction(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      return !!reg?.active && !reg.installing && !reg.waiting;
    });
    await page.waitForLoadState('networkidle'); // the page's own late requests are done too
    const twice = [...proxy.bodies].filter(([, n]) => n > 1);
    expect(twice, `downloaded more than once: ${JSON.stringify(twice)}`).toEqual([]);
    const files = [...proxy.bodies.keys()];
    expect(files.some((k) => /^\/assets\/index-.*\.js$/.test(k))).toBe(true);
    expect(files).toContain('/sw.js');
  } finally {
    await proxy.close();
  }
});
