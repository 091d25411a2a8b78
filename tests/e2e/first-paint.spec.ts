// The first screen painted from the page's HTML before any script runs (issue 26 §7), drawn
// by the app's own components on the server (internal/ssr, issue 40): a category page's
// title and cards, a watch page's player box, title and meta line, /videos' title and cards
// are in the HTML the server sends, and the app hydrates them (tests/e2e/ssr-parity.spec.ts
// compares the two renders).
import { expect as plainExpect, test as plainTest, type APIRequestContext, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './age-gate-accepted';
import { freshVideo, suToken } from './helpers';
import { BOOT_GLOBAL } from '../../src/data/boot';

/**
 * The page as the server paints it: the paint is best effort (a render that missed, e.g. on
 * a busy machine, serves the page unpainted and is not kept), so load until it is painted.
 */
async function gotoPainted(page: Page, path: string) {
  await expect.poll(async () => (await page.goto(path), page.locator('#root').getAttribute('data-paint-lang')), { timeout: 20_000 }).not.toBeNull();
}

async function aCategory(request: APIRequestContext) {
  const cats = (await (await request.get(`/api/collections/categories/records?perPage=1&filter=${encodeURIComponent('slug!="trending" && slug!="newest"')}`)).json()) as {
    items: Array<{ slug: string; name: string }>;
  };
  const cat = cats.items[0]!;
  const list = (await (await request.get(`/api/reelhouse/categories/${cat.slug}/videos?page=1&perPage=12`)).json()) as {
    items: Array<{ title: string; thumbnail_url: string }>;
  };
  return { ...cat, items: list.items };
}

/** A free video with a self-hosted file and a seeded thumbnail (a real picture): its poster. */
async function aLocalVideo(request: APIRequestContext) {
  const cards = (await (await request.get('/api/reelhouse/categories/trending/videos?page=1&perPage=1')).json()) as { items: Array<{ thumbnail_url: string }> };
  const thumbnail = cards.items[0]!.thumbnail_url;
  expect(thumbnail).toMatch(/^\/api\/files\//);
  return { ...(await freshVideo(request, { file: true, thumbnailUrl: thumbnail })), thumbnail };
}


// The server's render (internal/ssr) starts in the background: pages asked for before it is
// ready are served unpainted (and not kept). Wait for it once.
test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  await expect.poll(async () => (await (await api.get('/categories')).text()).includes('data-paint-lang='), { timeout: 30_000 }).toBe(true);
  await api.dispose();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a category page shows its title and first cards, images loaded', async ({ page, request }) => {
    // The newest card of the category has no thumbnail (as other specs' uploads): drawn
    // with the app's fallback picture.
    await freshVideo(request);
    const cat = await aCategory(request);
    expect(cat.items.length).toBeGreaterThan(1);
    await gotoPainted(page, `/categories/${cat.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(cat.name);
    const cards = page.locator('#root article');
    await expect(cards).toHaveCount(cat.items.length);
    for (const [i, v] of cat.items.slice(0, 2).entries()) {
      await expect(cards.nth(i).getByRole('heading', { level: 3 })).toHaveText(v.title);
      const img = cards.nth(i).locator('img');
      // A video without a thumbnail (other specs' uploads) gets the card's fallback, as in the app.
      await expect(img).toHaveAttribute('src', v.thumbnail_url || '/fallback-thumbnail.svg');
      await expect(img).toBeVisible();
      // Loaded and decoded: a real picture, not a broken image.
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    }
    // Laid out by the app's stylesheet: three columns on a desktop, one on a phone.
    const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    const wide = page.viewportSize()!.width >= 1024;
    expect(wide ? a!.y === b!.y && b!.x > a!.x : b!.y > a!.y).toBe(true);
  });

  test("home shows its hero with the site's headline and its banner", async ({ page, request }) => {
    const site = (await (await request.get('/api/reelhouse/settings/site')).json()) as { value?: { headline?: string } };
    await gotoPainted(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.value?.headline || 'Over 100,000 videos');
    const banner = page.locator('#root section img').first();
    if ((await banner.count()) > 0) await expect.poll(() => banner.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  });

  test('a watch page shows its player box with the poster, the title and the meta line', async ({ page, request }) => {
    const video = await aLocalVideo(request);
    await page.goto(`/video/${video.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(video.title);
    // The app's own player, its poster preloaded by the page's head (firstdata.go).
    await expect(page.locator('#root .aspect-video video')).toHaveAttribute('poster', video.thumbnail);
    await expect(page.locator(`link[rel="preload"][as="image"][href="${video.thumbnail}"]`)).toHaveAttribute('fetchpriority', 'high');
    // 16:9, as the player's box.
    const b = (await page.locator('#root .aspect-video').boundingBox())!;
    expect(Math.abs(b.width / b.height - 16 / 9)).toBeLessThan(0.02);
    // freshVideo: author E2E Spec, 61 s, no views yet.
    await expect(page.locator('#root h1 + div')).toHaveText(/E2E Spec\s*1:01\s*0 views/);
  });

  test('a premium watch page shows the locked box, and its HTML holds no source', async ({ page, request }) => {
    const video = await freshVideo(request, { file: true, premium: true });
    // The stream's address as a member who may play it gets it.
    const full = (await (await request.get(`/api/reelhouse/videos/${video.slug}`, { headers: { Authorization: await suToken(request) } })).json()) as {
      sources: Array<{ url: string }>;
    };
    const urls = full.sources.map((s) => s.url.split('?')[0]!);
    expect(urls.length).toBeGreaterThan(0);
    const html = await (await request.get(`/video/${video.slug}`)).text();
    expect(html).toContain('data-paint-lang=');
    for (const u of urls) expect(html).not.toContain(u);
    await page.goto(`/video/${video.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(video.title);
    await expect(page.locator('#root').getByText('Premium Only')).toBeVisible();
    await expect(page.locator('#root main img, #root main video')).toHaveCount(0);
  });

  test("/videos shows the trending category's name and the list's first cards", async ({ page, request }) => {
    const cats = (await (await request.get(`/api/collections/categories/records?filter=${encodeURIComponent('slug="trending"')}`)).json()) as { items: Array<{ name: string }> };
    const list = (await (await request.get('/api/reelhouse/categories/trending/videos?page=1&perPage=12')).json()) as { items: Array<{ title: string }> };
    expect(list.items.length).toBeGreaterThan(1);
    await gotoPainted(page, '/videos');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(cats.items[0]?.name ?? 'Trending');
    const cards = page.locator('#root article');
    await expect(cards).toHaveCount(list.items.length);
    await expect(cards.first().getByRole('heading', { level: 3 })).toHaveText(list.items[0]!.title);
    await expect.poll(() => cards.first().locator('img').evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  });

  test('a page without first data has an empty root', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

test('with JavaScript the app replaces the markup with its own cards', async ({ page, request }) => {
  const cat = await aCategory(request);
  await page.goto(`/categories/${cat.slug}`);
  await expect(page.getByTestId('video-card').first()).toContainText(cat.items[0]!.title);
  // The app hydrated the server's markup (src/main.tsx): nothing of it was drawn again.
    await expect.poll(() => page.evaluate(() => (window as { __rh?: { hydration?: { hydrated: boolean } } }).__rh?.hydration?.hydrated)).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

/** When the page's scripts fetched: the app's JS (start times), the first paint, the end of parsing. */
function timings(page: Page) {
  return page.evaluate((bootName) => {
    const paints = performance.getEntriesByType('paint').map((e) => e.startTime);
    const js = performance
      .getEntriesByType('resource')
      .filter((e) => /^\/assets\/.+\.js$/.test(new URL(e.name).pathname))
      .map((e) => ({ path: new URL(e.name).pathname, start: Math.round(e.startTime) }));
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const boot = (window as unknown as Record<string, { paint?: boolean } | undefined>)[bootName];
    return { shown: boot?.paint, firstPaint: Math.min(...paints), js, parsed: nav.domInteractive };
  }, BOOT_GLOBAL);
}

// The app's code waits for the server's first paint (vite/defer-entry.ts, issue 26 §7): a
// request started before it counts in Lighthouse's FCP, and under a slow CPU the browser
// ran the module graph before it painted.
test("with the markup shown the app's code is requested only after the first paint", async ({ page, request }) => {
  const cat = await aCategory(request);
  await page.goto(`/categories/${cat.slug}`);
  await expect(page.getByTestId('video-card').first()).toContainText(cat.items[0]!.title);
  // The painted cards are the app's own markup: wait for the app itself (it hydrates them).
  await expect.poll(() => page.evaluate(() => (window as { __rh?: { hydration?: { hydrated: boolean } } }).__rh?.hydration?.hydrated)).toBe(true);
  const t = await timings(page);
  expect(t.shown).toBe(true);
  expect(t.js.some((r) => r.path.startsWith('/assets/index-')), JSON.stringify(t.js)).toBe(true);
  // The first page's own chunk (the first-page preload script moved behind the paint too).
  expect(t.js.some((r) => r.path.startsWith('/assets/category-page-')), JSON.stringify(t.js)).toBe(true);
  for (const r of t.js) expect(r.start, `${r.path} (first paint at ${t.firstPaint})`).toBeGreaterThanOrEqual(t.firstPaint);
});

// The worker's precache (~40 downloads and Cache Storage writes) waits until the first visit
// has settled: afterPageSettled in src/data/first-draw.ts, 1.5 s without a finished fetch
// after the load. Registered at the first render, it competed with the page's own start.
test('the service worker registers only once the first visit has settled', async ({ page, request }) => {
  const cat = await aCategory(request);
  await page.addInitScript(() => {
    const container = navigator.serviceWorker;
    const register = container.register.bind(container);
    container.register = (...args: Parameters<ServiceWorkerContainer['register']>) => {
      (window as unknown as { registeredAt?: number }).registeredAt ??= performance.now();
      return register(...args);
    };
  });
  await page.goto(`/categories/${cat.slug}`);
  await expect(page.getByTestId('video-card').first()).toContainText(cat.items[0]!.title);
  await page.evaluate(() => navigator.serviceWorker.ready);
  const t = await page.evaluate(() => ({
    registeredAt: (window as unknown as { registeredAt?: number }).registeredAt ?? -1,
    loadAt: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
  }));
  expect(t.loadAt).toBeGreaterThan(0);
  expect(t.registeredAt - t.loadAt, JSON.stringify(t)).toBeGreaterThanOrEqual(1000);
});

// The markup's boxes are the app's: nothing moves when the app replaces it (CLS), at the
// project's width and at Lighthouse's phone (412 px). `drawn` picks the markup's elements
// in a page without JavaScript, `app` waits for the app's page and picks the same ones.
async function sameBoxes(
  { page, browser }: { page: Page; browser: Browser },
  testInfo: TestInfo,
  path: string,
  drawn: (p: Page) => Locator[],
  app: (p: Page) => Promise<Locator[]>,
) {
  const use = testInfo.project.use;
  const plain = await browser.newContext({
    baseURL: use.baseURL ?? process.env.E2E_BASE_URL,
    viewport: page.viewportSize(),
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    deviceScaleFactor: use.deviceScaleFactor,
    userAgent: use.userAgent,
    javaScriptEnabled: false,
  });
  const still = await plain.newPage();
  const boxes = (ls: Locator[]) =>
    Promise.all(ls.map(async (l) => {
      const b = (await l.boundingBox())!;
      return [b.x, b.y, b.width, b.height].map(Math.round);
    }));
  for (const width of [page.viewportSize()!.width, 412]) {
    const size = { width, height: page.viewportSize()!.height };
    await still.setViewportSize(size);
    await page.setViewportSize(size);
    await gotoPainted(still, path);
    await still.evaluate(() => document.fonts.ready);
    const before = await boxes(drawn(still));
    await page.goto(path);
    const mine = await app(page);
    // The app hydrated the server's markup (src/main.tsx): nothing of it was drawn again.
    await expect.poll(() => page.evaluate(() => (window as { __rh?: { hydration?: { hydrated: boolean } } }).__rh?.hydration?.hydrated)).toBe(true);
    await page.evaluate(() => document.fonts.ready);
    expect(await boxes(mine), `${path} at ${width} px`).toEqual(before);
  }
  await plain.close();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
}

/** sameBoxes on a watch page: the player box, the title and the meta line; `ready` waits for the app's player. */
function sameWatchBoxes(fixtures: { page: Page; browser: Browser }, testInfo: TestInfo, slug: string, ready: (p: Page) => Promise<void>) {
  const titleAndMeta = (p: Page) => [p.locator('#root h1'), p.locator('#root h1 + div')];
  return sameBoxes(
    fixtures,
    testInfo,
    `/video/${slug}`,
    (p) => [p.locator('#root .aspect-video'), ...titleAndMeta(p)],
    async (p) => {
      await ready(p);
      return [p.getByTestId('native-player').locator('..'), ...titleAndMeta(p)];
    },
  );
}

test('a watch page: the app draws the player box, title and meta line where the markup did', async ({ page, request, browser }, testInfo) => {
  const video = await aLocalVideo(request);
  await sameWatchBoxes({ page, browser }, testInfo, video.slug, (p) => expect(p.getByTestId('native-player')).toHaveAttribute('poster', video.thumbnail));
});

// A seeded video has timeline thumbnails (and its sprite's bar under the player): the
// markup keeps the bar's room, as the app does while it reads the thumbnails' cues.
test('a seeded watch page with timeline thumbnails: the app draws where the markup did', async ({ page, browser }, testInfo) => {
  // The oldest free video is one the seed made (specs add newer ones of their own).
  const filter = encodeURIComponent('is_premium=false');
  const res = await page.request.get(`/api/collections/videos/records?perPage=1&sort=created&filter=${filter}`);
  const video = ((await res.json()) as { items: Array<{ slug: string }> }).items[0]!;
  await sameWatchBoxes({ page, browser }, testInfo, video.slug, (p) => expect(p.getByTestId('timeline')).toBeVisible());
});

test('/videos: the app draws the title and first cards where the markup did', async ({ page, browser }, testInfo) => {
  await sameBoxes(
    { page, browser },
    testInfo,
    '/videos',
    (p) => [p.locator('#root h1'), p.locator('#root article').first(), p.locator('#root article').nth(1)],
    async (p) => {
      await expect(p.getByTestId('video-card').first()).toBeVisible();
      return [p.locator('#root h1'), p.getByTestId('video-card').first(), p.getByTestId('video-card').nth(1)];
    },
  );
});

// A watch page's markup is a visitor's (a premium video's locked box): a signed-in member's
// page waits for the member's own answer instead.
test("a signed-in member's watch page shows no visitor markup", async ({ page, request }) => {
  const video = await freshVideo(request, { file: true });
  await page.addInitScript(() => {
    // Only the token's presence counts for index.html's early script.
    if (!localStorage.getItem('pocketbase_auth')) localStorage.setItem('pocketbase_auth', JSON.stringify({ token: 'a-member', record: null }));
    document.addEventListener('DOMContentLoaded', () => ((window as { __rootAtParse?: number }).__rootAtParse = document.getElementById('root')!.childElementCount), { once: true });
  });
  const html = await (await request.get(`/video/${video.slug}`)).text();
  expect(html).toContain('data-paint-lang=');
  await page.goto(`/video/${video.slug}`);
  expect(await page.evaluate(() => (window as { __rootAtParse?: number }).__rootAtParse)).toBe(0);
});

// Nothing of the site shows before the visitor confirms their age (src/features/age-gate):
// the markup is gone before it paints, and the gate is all there is.
plainTest.describe('a first visit', () => {
  plainTest.use({ storageState: { cookies: [], origins: [] } });
  plainTest('before the age gate is passed the markup is not shown', async ({ page, request }) => {
  const cat = await aCategory(request);
  await page.addInitScript(() => {
    // Records what #root held when the page's own scripts had run (before the app).
    document.addEventListener('DOMContentLoaded', () => ((window as { __rootAtParse?: number }).__rootAtParse = document.getElementById('root')!.childElementCount), { once: true });
  });
  await page.goto(`/categories/${cat.slug}`);
  await plainExpect(page.getByRole('alertdialog')).toBeVisible();
  plainExpect(await page.evaluate(() => (window as { __rootAtParse?: number }).__rootAtParse)).toBe(0);
  await plainExpect(page.getByText(cat.items[0]!.title)).toHaveCount(0);
});
  plainTest('before the age gate is passed a watch page shows no markup', async ({ page, request }) => {
    const video = await freshVideo(request, { file: true });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => ((window as { __rootAtParse?: number }).__rootAtParse = document.getElementById('root')!.childElementCount), { once: true });
    });
    await page.goto(`/video/${video.slug}`);
    await plainExpect(page.getByRole('alertdialog')).toBeVisible();
    plainExpect(await page.evaluate(() => (window as { __rootAtParse?: number }).__rootAtParse)).toBe(0);
    await plainExpect(page.getByText(video.title)).toHaveCount(0);
  });
  // Without the markup the app's code loads at once, as before vite/defer-entry.ts: its
  // requests start while the HTML is still being parsed.
  plainTest("before the age gate is passed the app's code is requested at once and the app starts", async ({ page, request }) => {
    const cat = await aCategory(request);
    await page.goto(`/categories/${cat.slug}`);
    await plainExpect(page.getByRole('alertdialog')).toBeVisible();
    const t = await timings(page);
    plainExpect(t.shown).toBeFalsy();
    const entry = t.js.find((r) => r.path.startsWith('/assets/index-'));
    plainExpect(entry, JSON.stringify(t.js)).toBeTruthy();
    plainExpect(entry!.start).toBeLessThan(t.parsed);
  });
});

// /categories (firstpaint_categories.go): the title, Top (trending then newest) and the
// other categories in the app's order, from the categories and asset assignments answers
// the HTML carries; the app's first render takes both from there (src/data/first-data.ts).
test.describe('/categories painted from its HTML', () => {
  const CATEGORIES = '/api/collections/categories/records';
  const ASSETS = '/api/collections/asset_assignments/records';

  /** The site has a logo assigned (the seed assigns one; the admin-panel specs may take it away). */
  async function hasLogo(request: APIRequestContext) {
    const filter = encodeURIComponent('assignment_type="logo" && category=""');
    return ((await (await request.get(`${ASSETS}?filter=${filter}`)).json()) as { items: unknown[] }).items.length > 0;
  }

  /** Every category as the page lists them: Top, then the rest as localeCompare orders them. */
  async function categoryTiles(request: APIRequestContext) {
    const all = ((await (await request.get(`${CATEGORIES}?perPage=500&sort=name`)).json()) as { items: Array<{ slug: string; name: string }> }).items;
    const top = ['trending', 'newest'].flatMap((s) => all.filter((c) => c.slug === s));
    const rest = all.filter((c) => c.slug !== 'trending' && c.slug !== 'newest').sort((a, b) => a.name.localeCompare(b.name));
    return { top, rest };
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the title, Top and the first tiles in the order the app draws them', async ({ page, request }) => {
      const { top, rest } = await categoryTiles(request);
      expect(top.length).toBe(2);
      expect(rest.length).toBeGreaterThan(1);
      await page.goto('/categories');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Categories');
      await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Top', 'Categories']);
      const tiles = page.locator('#root main a');
      const shown = [...top, ...rest];
      // Each tile: its icon (the seed assigns no picture: the name's first letter), its name.
      await expect(tiles.locator('span:last-child')).toHaveText(shown.map((c) => c.name));
      for (const [i, c] of shown.slice(0, 3).entries()) await expect(tiles.nth(i)).toHaveAttribute('href', `/categories/${encodeURIComponent(c.slug)}`);
      await expect(tiles.nth(2).locator('span').first()).toHaveText(rest[0]!.name.charAt(0).toUpperCase());
      // The site's logo in the header's box, loaded; no picture at all without one.
      const logo = page.locator('#root header img');
      if (await hasLogo(request)) {
        await expect(logo).toHaveAttribute('src', /^\/api\/files\//);
        await expect.poll(() => logo.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
      } else await expect(logo).toHaveCount(0);
      // Laid out by the app's stylesheet: Top's two side by side, the rest in 4 columns on a
      // desktop, 2 on a phone.
      const [a, b, c] = await Promise.all([2, 3, 4].map(async (i) => (await tiles.nth(i).boundingBox())!));
      const wide = page.viewportSize()!.width >= 1024;
      expect(a!.y === b!.y && b!.x > a!.x).toBe(true);
      expect(wide ? c!.y === a!.y : c!.y > a!.y).toBe(true);
    });

    test('a German page: its category names and links, no English word', async ({ page, request }) => {
      const { rest } = await categoryTiles(request);
      await page.goto('/de/categories');
      const tiles = page.locator('#root main a');
      await expect(tiles).toHaveCount(2 + rest.length);
      await expect(tiles.nth(2)).toHaveAttribute('href', /^\/de\/categories\//);
      await expect(page.locator('#root main')).not.toContainText(/Categories|Trending|Newest/);
    });
  });

  test('with JavaScript the app replaces the markup, asking for no categories or assignments', async ({ page, request }) => {
    const { top, rest } = await categoryTiles(request);
    const asked: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path === CATEGORIES || path === ASSETS) asked.push(r.url());
    });
    await page.goto('/categories');
    await expect(page.getByTestId('category-name')).toHaveCount(top.length + rest.length);
    // The app hydrated the server's markup (src/main.tsx): nothing of it was drawn again.
    await expect.poll(() => page.evaluate(() => (window as { __rh?: { hydration?: { hydrated: boolean } } }).__rh?.hydration?.hydrated)).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect((await timings(page)).shown).toBe(true);
    expect(asked).toEqual([]);
  });

  // The site's logo too: on this page it is the largest picture, the LCP element, so the
  // markup draws it where the app does.
  test('the app draws the logo, the title and the tiles where the markup did', async ({ page, browser, request }, testInfo) => {
    const logo = await hasLogo(request);
    await sameBoxes(
      { page, browser },
      testInfo,
      '/categories',
      (p) => [...(logo ? [p.locator('#root header img').first()] : []), p.locator('#root h1'), ...[0, 2, 3].map((i) => p.locator('#root main a').nth(i))],
      async (p) => {
        await expect(p.getByTestId('category-name').first()).toBeVisible();
        const tiles = p.locator('a:has([data-testid="category-name"])');
        return [...(logo ? [p.getByTestId('site-logo')] : []), p.locator('#root h1'), ...[0, 2, 3].map((i) => tiles.nth(i))];
      },
    );
  });

  test("a signed-in member's /categories shows no visitor markup", async ({ page, request }) => {
    await page.addInitScript(() => {
      // Only the token's presence counts for index.html's early script.
      if (!localStorage.getItem('pocketbase_auth')) localStorage.setItem('pocketbase_auth', JSON.stringify({ token: 'a-member', record: null }));
      document.addEventListener('DOMContentLoaded', () => ((window as { __rootAtParse?: number }).__rootAtParse = document.getElementById('root')!.childElementCount), { once: true });
    });
    expect(await (await request.get('/categories')).text()).toContain('data-paint-lang=');
    await page.goto('/categories');
    expect(await page.evaluate(() => (window as { __rootAtParse?: number }).__rootAtParse)).toBe(0);
  });

  plainTest.describe('a first visit', () => {
    plainTest.use({ storageState: { cookies: [], origins: [] } });
    plainTest('before the age gate is passed /categories shows no markup', async ({ page, request }) => {
      const { rest } = await categoryTiles(request);
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => ((window as { __rootAtParse?: number }).__rootAtParse = document.getElementById('root')!.childElementCount), { once: true });
      });
      await page.goto('/categories');
      await plainExpect(page.getByRole('alertdialog')).toBeVisible();
      plainExpect(await page.evaluate(() => (window as { __rootAtParse?: number }).__rootAtParse)).toBe(0);
      await plainExpect(page.getByText(rest[0]!.name, { exact: true })).toHaveCount(0);
    });
  });
});
