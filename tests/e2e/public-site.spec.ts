// The public site against the spec (issue 14): search failures and blank submit, paging
// parameters brought into range, the player's Space key, the logo and favicon from asset
// assignments, phone layouts, blog typesetting and titles, exact texts, sign-up honesty
// with and without SMTP, the 2257 custodian and creator terms from settings, seeded
// durations, axe-core and ads. Runs at 1280 (desktop) and 375 (phone) px, except what is
// tagged ONE_WIDTH.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './age-gate-accepted';
import { decodeMessage, startFakeSmtp } from './fake-smtp';
import { PASSWORD, account, signIn, signInFresh, suCreate, suToken, tag, userToken, watchKeys, withoutFirstData } from './helpers';
import { frames } from './settled';

// Behaviour that does not depend on the width (search, paging, the player's keys and
// tokens, logo and failure handling) runs on the desktop only: playwright.config.ts
// leaves '@one-width' out of the phone project.
const ONE_WIDTH = { tag: '@one-width' };

// Routes below stub API answers: keep the service worker out of the way.
test.use({ serviceWorkers: 'block' });

type Seeded = { id: string; slug: string; title: string; duration: number };

/** A seeded (playable, test-pattern) free video; specs' own videos carry 'E2E video' titles. */
async function seededVideo(page: Page): Promise<Seeded> {
  const filter = encodeURIComponent('is_premium=false && title!~"E2E video"');
  // A text filter is not an indexed one: the list API allows it to superusers only.
  const res = await page.request.get(`/api/collections/videos/records?perPage=1&sort=created&filter=${filter}`, {
    headers: { Authorization: await suToken(page.request) },
  });
  const { items } = (await res.json()) as { items: Seeded[] };
  expect(items.length).toBeGreaterThan(0);
  return items[0]!;
}

async function adminToken(request: APIRequestContext) {
  const a = account('admin');
  return userToken(request, a.email, a.password);
}

async function getSetting<T>(request: APIRequestContext, key: string): Promise<T> {
  const res = await request.get(`/api/reelhouse/settings/${key}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { value: T }).value;
}

async function putSetting(request: APIRequestContext, key: string, value: unknown) {
  const res = await request.put(`/api/reelhouse/settings/${key}`, { data: { value }, headers: { Authorization: await adminToken(request) } });
  expect(res.ok(), `PUT ${key}: ${res.status()} ${await res.text()}`).toBe(true);
}

const main = (page: Page) => page.getByRole('main');

test.describe('search page', ONE_WIDTH, () => {
  test('a failed search shows no results and total 0, silently, and nothing stays stuck', async ({ page }) => {
    let fail = true;
    await page.route(
      (url) => url.pathname === '/api/reelhouse/search',
      (route) => (fail ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }) : route.fallback()),
    );
    await page.goto('/videos?search=failing');
    await expect(page.getByTestId('search-total')).toHaveText('Found 0 videos');
    await expect(main(page).getByText('No videos found.')).toBeVisible();
    await expect(page.getByText('Failed to load videos')).toHaveCount(0);
    const box = page.locator('#videos-search');
    const button = main(page).getByRole('button', { name: 'Search', exact: true });
    await box.fill('again');
    await expect(button).toBeEnabled();
    await button.click();
    await expect(page).toHaveURL(/search=again/);
    await expect(page.getByTestId('search-total')).toHaveText('Found 0 videos');
    await expect(button).toHaveText('Search');

    fail = false;
    const word = (await seededVideo(page)).title.split(/\s+/)[0]!;
    await box.fill(word);
    await button.click();
    await expect(page.getByTestId('search-total')).toHaveText(/^Found [1-9][\d,]*\+? videos$/);
    await expect(page.getByTestId('video-card').first()).toBeVisible();

    // A blank submit (Enter in the emptied box) clears results, total and ?search=.
    await box.fill('');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/videos$/);
    await expect(page.getByTestId('search-total')).toHaveCount(0);
    await expect(page.getByTestId('video-card')).toHaveCount(0);
    await expect(button).toBeDisabled();
    await expect(button).toHaveText('Search');
  });
});

test.describe('paging parameters', ONE_WIDTH, () => {
  test('out-of-range values are brought back into range on every paged screen', async ({ page }) => {
    const list = (await (await page.request.get('/api/reelhouse/categories/trending/videos?page=1&perPage=12')).json()) as { totalPages: number };
    expect(list.totalPages).toBeGreaterThan(1);
    const last = list.totalPages;

    await page.goto('/videos?page=abc');
    await expect(page).toHaveURL(/\/videos$/);
    await page.goto('/categories/trending?page=-2');
    await expect(page).toHaveURL(/\/categories\/trending$/);
    // Other specs add videos to the shared server meanwhile: the last page is the one the
    // server reports around the navigation (either side of it).
    const lastNow = async () => ((await (await page.request.get('/api/reelhouse/categories/trending/videos?page=1&perPage=12')).json()) as { totalPages: number }).totalPages;
    const lasts = async () => `(${last}|${await lastNow()})`;
    await page.goto('/categories/trending?page=9999');
    await expect(page).toHaveURL(new RegExp(`/categories/trending\\?page=${await lasts()}$`));
    const shown = new URL(page.url()).searchParams.get('page');
    await expect(page.getByRole('button', { name: `Page ${shown}` })).toHaveAttribute('aria-current', 'page');
    await page.goto('/?page=0');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/?page=9999');
    await expect(page).toHaveURL(new RegExp(`/\\?page=${await lasts()}$`));
    await expect(page.getByTestId('video-card').first()).toBeVisible();

    await page.goto('/?category=bogus');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Trending Videos' })).toBeVisible();
    await expect(page.getByText(/bogus/)).toHaveCount(0);
    await page.goto('/videos?category=bogus');
    await expect(page).toHaveURL(/\/videos$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Trending' })).toBeVisible();

    await page.goto('/blogs?page=99');
    await expect(page).not.toHaveURL(/page=99/);
    await expect(page.getByText(/^Page (\d+) of \1$/)).toBeVisible();
    await page.goto('/blogs?page=x');
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  });
});

test.describe('watch page', ONE_WIDTH, () => {
  test('Space toggles play and pause exactly once; k and m work; the focus ring shows', async ({ page }) => {
    const video = await seededVideo(page);
    await page.goto(`/video/${video.slug}`);
    const player = page.getByTestId('native-player');
    await expect(player).toBeVisible();
    const paused = () => player.evaluate((v: HTMLVideoElement) => v.paused);
    await player.evaluate((v: HTMLVideoElement) => (v.muted = true));
    await player.focus();
    // Every play and pause the element performs: a key handled twice would add a second one.
    await player.evaluate((v: HTMLVideoElement) => {
      const seen: string[] = ((v as unknown as { __toggles: string[] }).__toggles = []);
      for (const type of ['play', 'pause']) v.addEventListener(type, () => seen.push(type));
    });
    const toggles = () => player.evaluate((v: HTMLVideoElement) => (v as unknown as { __toggles: string[] }).__toggles.join(','));
    const scrollY = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('Space');
    await expect.poll(paused).toBe(false);
    await frames(page);
    expect(await toggles()).toBe('play');
    expect(await paused()).toBe(false);
    await page.keyboard.press('Space');
    await expect.poll(paused).toBe(true);
    await frames(page);
    expect(await toggles()).toBe('play,pause');
    expect(await paused()).toBe(true);
    await page.keyboard.press('k');
    await expect.poll(paused).toBe(false);
    await page.keyboard.press('k');
    await expect.poll(paused).toBe(true);
    await page.keyboard.press('m');
    expect(await player.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
    await expect(player).toHaveCSS('outline-style', 'solid');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
  });

  test('seeded durations are the length of the clip they play', async ({ page }) => {
    // The seed's videos are the oldest (other specs add videos of other lengths later).
    const filter = encodeURIComponent('title!~"E2E video"');
    const res = await page.request.get(`/api/collections/videos/records?perPage=40&sort=created&fields=duration&filter=${filter}`, {
      headers: { Authorization: await suToken(page.request) },
    });
    const { items } = (await res.json()) as { items: { duration: number }[] };
    expect(items.length).toBeGreaterThan(10);
    expect(new Set(items.map((v) => v.duration))).toEqual(new Set([10]));
    const video = await seededVideo(page);
    await page.goto(`/video/${video.slug}`);
    await expect(main(page).locator('h1 + div').getByText('0:10', { exact: true })).toBeVisible();
    const player = page.getByTestId('native-player');
    // The viewer presses play (the player loads nothing before).
    await player.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      // Not awaited: a ladder that takes over the MP4 (use-hls.ts) ends this play() with an AbortError and plays on.
      void v.play().catch(() => undefined);
    });
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(10);
  });

  // Issue 15 §3: a first visit's bytes. The metadata read alone (preload="metadata") was
  // 66 KB of the watch page's 367 KB; the poster and the catalog's duration show instead.
  test('the player downloads no media until the viewer presses play; then it plays', async ({ page }) => {
    const video = await seededVideo(page);
    const media: string[] = [];
    page.context().on('request', (r) => {
      // The MP4 or, for a video with a ladder (every seeded one), its playlists and segments.
      if (/^\/api\/reelhouse\/(stream|hls)\//.test(new URL(r.url()).pathname)) media.push(r.url());
    });
    await page.goto(`/video/${video.slug}`);
    const player = page.getByTestId('native-player');
    await expect(player).toHaveAttribute('poster', /\/api\/files\//);
    await expect(main(page).locator('h1 + div').getByText('0:10', { exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(media).toEqual([]);
    expect(await player.evaluate((v: HTMLVideoElement) => v.readyState)).toBe(0);
    await player.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      // Not awaited: a ladder that takes over the MP4 (use-hls.ts) ends this play() with an AbortError and plays on.
      void v.play().catch(() => undefined);
    });
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(media.length).toBeGreaterThan(0);
  });

  // A full run's premium failure: the page showed a payload it had (a card's prefetch),
  // the viewer pressed play, then the page's own fetch brought a newer playback token for
  // the same file, and the player was swapped for an element nobody had asked to play.
  test('a newer playback token for the same video does not stop the player', async ({ page }) => {
    const video = await seededVideo(page);
    const member = await signInFresh(page);
    await page.goto(`/video/${video.slug}`);
    await expect.poll(() => watchKeys(page)).toContain(`${member.id}:${video.slug}`);

    // The next visit shows the cached payload while its own fetch waits for playback.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(`**/api/reelhouse/videos/${video.slug}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/404');
    await page.goto(`/video/${video.slug}`);
    const player = page.getByTestId('native-player');
    // The MP4 the element was made for (a ladder plays it through a MediaSource).
    const before = await player.getAttribute('data-stream');
    await player.evaluate((v: HTMLVideoElement) => {
      v.dataset.mark = 'playing';
      v.muted = true;
      v.loop = true;
      // Not awaited: a ladder that takes over the MP4 (use-hls.ts) ends this play() with an AbortError and plays on.
      void v.play().catch(() => undefined);
    });
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0);

    // Member tokens are issued per second: the answer carries a newer one once the server's
    // clock (its Date header) is past the second it issued the first one in.
    const serverSecond = async () => Date.parse((await page.request.get('/api/health')).headers()['date'] ?? '');
    const issuedBy = await serverSecond();
    await expect.poll(serverSecond).toBeGreaterThan(issuedBy);
    const answer = page.waitForResponse((r) => r.url().endsWith(`/api/reelhouse/videos/${video.slug}`));
    release();
    const fresh = ((await (await answer).json()) as { sources: { type: string; url: string }[] }).sources.find((s) => s.type === 'local')!;
    expect(fresh.url).not.toBe(before);
    const t0 = await player.evaluate((v: HTMLVideoElement) => v.currentTime);
    const marked = page.locator('[data-testid="native-player"][data-mark="playing"]');
    await expect
      .poll(() => marked.evaluate((v: HTMLVideoElement, from) => [v.paused, v.currentTime > from + 1], t0), { timeout: 15_000 })
      .toEqual([false, true]);
    await expect(marked).toHaveAttribute('data-stream', before!);
  });

  test('a seek before play (arrow key) loads the video at that point', async ({ page }) => {
    const video = await seededVideo(page);
    await page.goto(`/video/${video.slug}`);
    const player = page.getByTestId('native-player');
    await expect(player).toHaveAttribute('preload', 'none');
    await player.focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => player.evaluate((v: HTMLVideoElement) => [v.readyState >= 1, Math.round(v.currentTime), v.paused]), { timeout: 15_000 })
      .toEqual([true, 5, true]);
  });

  test('a visitor who rates is told to log in; the premium lock asks visitors to sign up first', async ({ page }) => {
    const video = await seededVideo(page);
    await page.goto(`/video/${video.slug}`);
    await main(page).getByRole('button', { name: /^Like/ }).click();
    const alert = main(page).getByRole('alert').filter({ hasText: 'Must be authenticated to rate videos' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');

    const premium = await page.request.get(`/api/collections/videos/records?perPage=1&filter=${encodeURIComponent('is_premium=true')}`);
    const locked = ((await premium.json()) as { items: { slug: string }[] }).items[0]!;
    await page.goto(`/video/${locked.slug}`);
    await main(page).getByRole('link', { name: 'Upgrade to Premium' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByText('Please create an account first to get premium access.')).toBeVisible();
  });
});

test.describe('chrome and texts', ONE_WIDTH, () => {
  test('the header logo and the favicon follow the asset assignments', async ({ page }) => {
    type Row = { assignment_type: string; category: string; expand?: { asset?: { file: string } } };
    const read = async () =>
      ((await (await page.request.get('/api/collections/asset_assignments/records?perPage=50&expand=asset')).json()) as { items: Row[] }).items;
    let rows = await read();
    if (!rows.some((r) => r.assignment_type === 'logo' && !r.category)) {
      // The seed assigns a logo, but the admin-panel specs may have replaced or removed it.
      const headers = { Authorization: await suToken(page.request) };
      const assets = (await (await page.request.get('/api/collections/assets/records?perPage=1&sort=created', { headers })).json()) as { items: { id: string }[] };
      const made = await page.request.post('/api/collections/asset_assignments/records', { headers, data: { asset: assets.items[0]!.id, assignment_type: 'logo' } });
      expect(made.ok(), await made.text()).toBe(true);
      rows = await read();
    }
    const logo = rows.find((r) => r.assignment_type === 'logo' && !r.category);
    expect(logo, 'a logo is assigned').toBeTruthy();
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByTestId('site-logo')).toHaveAttribute('src', new RegExp(`${logo!.expand!.asset!.file}$`));
    const favicon = rows.find((r) => r.assignment_type === 'favicon' && !r.category);
    const href = () => page.locator('link[rel="icon"]').getAttribute('href');
    if (favicon) await expect.poll(href).toMatch(new RegExp(`${favicon.expand!.asset!.file}$`));
    else await expect.poll(href).toBe('/favicon.svg');

    // With a favicon assigned (and then with nothing assigned) the page follows; the page
    // asks the API for them (not the answers inlined in its HTML), which the route changes.
    await withoutFirstData(page);
    const assignments = (url: URL) => url.pathname === '/api/collections/asset_assignments/records';
    await page.route(
      assignments,
      async (route) => {
        const real = await (await route.fetch()).json();
        const logoRow = real.items.find((r: { assignment_type: string }) => r.assignment_type === 'logo');
        await route.fulfill({ json: { ...real, items: [{ ...logoRow, id: 'fav', assignment_type: 'favicon' }] } });
      },
    );
    await page.goto('/');
    await expect.poll(href).toMatch(new RegExp(`${logo!.expand!.asset!.file}$`));
    await expect(header.getByTestId('site-logo-fallback')).toBeVisible();
    await page.unroute(assignments);
    await page.route(
      assignments,
      (route) => route.fulfill({ json: { page: 1, perPage: 500, totalItems: 0, totalPages: 0, items: [] } }),
    );
    await page.goto('/');
    await expect(header.getByTestId('site-logo-fallback')).toBeVisible();
    await expect(header.getByTestId('site-logo')).toHaveCount(0);
    await expect.poll(href).toBe('/favicon.svg');
  });

  test('one request for asset assignments and one per setting, however many icons and slots', async ({ page }) => {
    const counts = new Map<string, number>();
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname.startsWith('/api/collections/asset_assignments') || u.pathname.startsWith('/api/reelhouse/settings/'))
        counts.set(u.pathname, (counts.get(u.pathname) ?? 0) + 1);
    });
    // The app's own requests: /categories' HTML carries the assignments otherwise
    // (internal/web/firstdata.go), and none would be asked for.
    await withoutFirstData(page, '/categories');
    await page.goto('/categories');
    await expect(page.getByTestId('category-name').nth(5)).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: /home$/ }).click();
    await expect(page.getByTestId('video-card').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(counts.get('/api/collections/asset_assignments/records')).toBe(1);
    for (const [path, n] of counts) expect(n, path).toBe(1);
  });

  test("a failed asset-assignments load is logged once ('Failed to load asset'); the built-in logo shows", async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && m.text().includes('Failed to load asset')) logged.push(m.text());
    });
    await page.route('**/api/collections/asset_assignments/records**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":500,"message":"boom","data":{}}' }),
    );
    await withoutFirstData(page);
    await page.goto('/');
    await expect(page.getByTestId('video-card').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect.poll(() => logged.length).toBe(1);
    await expect(page.getByTestId('site-logo-fallback')).toBeVisible();
  });

  test('a failed grid offers Try Again, which reloads the page', async ({ page }) => {
    const trending = (url: URL) => url.pathname === '/api/reelhouse/categories/trending/videos';
    await page.route(trending, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }));
    await withoutFirstData(page);
    await page.goto('/');
    await expect(page.getByText('Failed to load videos')).toBeVisible();
    await page.unroute(trending);
    await page.evaluate(() => ((window as unknown as { beforeReload: number }).beforeReload = 1));
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Try Again' }).click()]);
    await expect(page.getByTestId('video-card').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { beforeReload?: number }).beforeReload)).toBeUndefined();
  });

  test("admin login says 'Logging in...' while it works", async ({ page }) => {
    await page.route('**/api/collections/users/auth-with-password', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.fallback();
    });
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(account('member').email);
    await page.getByLabel('Password').fill(account('member').password);
    await page.getByRole('button', { name: /Log In|Sign In/ }).click();
    await expect(page.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    await expect(page.getByText('Access denied: Admin privileges required')).toBeVisible();
  });

  test('a blog post is typeset for reading and titled "Title | Site" once', async ({ page, request }) => {
    const t = tag('typeset');
    const post = await suCreate(request, 'blogs', {
      title: `Typeset ${t}`,
      slug: `typeset-${t}`,
      meta_title: `Typeset ${t} | Reelhouse`,
      content: 'x',
      content_html:
        '<h2>A heading</h2><p>First paragraph with <a href="https://example.com">a link</a>.</p><p>Second paragraph.</p>' +
        '<ul><li>One</li><li>Two</li></ul><ol><li>First</li></ol><blockquote><p>A quote</p></blockquote>' +
        '<table><thead><tr><th>Col</th></tr></thead><tbody><tr><td>Cell</td></tr></tbody></table>',
      published: true,
    });
    await page.goto(`/blog/${post.slug}`);
    const content = page.getByTestId('blog-content');
    await expect(content).toBeVisible();
    // Preflight zeroes margins, list styles and heading sizes: typesetting brings them back.
    await expect(content.locator('p').first()).not.toHaveCSS('margin-bottom', '0px');
    await expect(content.locator('ul')).toHaveCSS('list-style-type', 'disc');
    await expect(content.locator('ol')).toHaveCSS('list-style-type', 'decimal');
    await expect(content.locator('blockquote')).not.toHaveCSS('border-left-width', '0px');
    await expect(content.locator('a')).toHaveCSS('text-decoration-line', 'underline');
    const size = (sel: string) => content.locator(sel).first().evaluate((e) => Number.parseFloat(getComputedStyle(e).fontSize));
    expect(await size('h2')).toBeGreaterThan(await size('p'));
    await expect(page).toHaveTitle(`Typeset ${t} | Reelhouse`);
  });
});

test.describe('phone layouts', () => {
  test('category names are whole, partner banners uncropped, the Categories button clear of the footer', async ({ page }, info) => {
    test.skip(info.project.name !== 'phone', 'phone widths');
    for (const width of [360, 414]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/', '/categories']) {
        await page.goto(path);
        const names = page.getByTestId('category-name');
        await expect(names.nth(2)).toBeVisible();
        const clipped = await names.evaluateAll((els) =>
          els
            .filter((e) => {
              const box = e.getBoundingClientRect();
              const card = e.parentElement!.getBoundingClientRect();
              return e.scrollWidth > e.clientWidth + 1 || getComputedStyle(e).textOverflow === 'ellipsis' || box.right > card.right + 1;
            })
            .map((e) => e.textContent),
        );
        expect(clipped, `${path} at ${width}px`).toEqual([]);
      }
      await page.goto('/partners');
      const banner = page.getByRole('list').locator('img').first();
      await expect(banner).toBeVisible();
      await expect(banner).toHaveCSS('object-fit', 'contain');
      const ratio = await banner.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width / img.getBoundingClientRect().height);
      expect(ratio).toBeCloseTo(1200 / 630, 1);

      await page.goto('/videos');
      await expect(page.getByTestId('video-card').first()).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const button = page.getByRole('button', { name: 'Categories' });
      await expect(button).toBeVisible();
      const b = (await button.boundingBox())!;
      const links = await page.getByRole('contentinfo').getByRole('link').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
      for (const l of links) {
        const overlap = b.x < l.x + l.width && l.x < b.x + b.width && b.y < l.y + l.height && l.y < b.y + b.height;
        expect(overlap, `Categories button over a footer link at ${width}px`).toBe(false);
      }
    }
  });

  test('premium signup: the slide text stays clear of the slide navigation', async ({ page }, info) => {
    test.skip(info.project.name !== 'phone', 'phone widths');
    await signIn(page, 'member');
    for (const width of [360, 414]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/premium/signup');
      const next = page.getByRole('button', { name: 'Next slide' });
      await expect(next).toBeVisible();
      const navLeft = (await next.boundingBox())!.x;
      const slide = page.getByRole('heading', { level: 1 }).first().locator('xpath=..');
      const rights = await slide.locator('h1, div, button').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right));
      expect(rights.length, 'the slide has text to check').toBeGreaterThan(0); // an empty match would check nothing
      for (const r of rights) expect(r, `slide text under the navigation at ${width}px`).toBeLessThanOrEqual(navLeft);
    }
  });
});

test.describe('settings-driven pages', () => {
  test.describe.configure({ mode: 'serial' });

  test('2257: a neutral statement for visitors, a notice for the admin, the custodian once set', async ({ page, request }, info) => {
    test.skip(info.project.name !== 'desktop', 'changes site settings');
    const site = await getSetting<{ custodian: Record<string, string> }>(request, 'site');
    try {
      await putSetting(request, 'site', { custodian: { name: '', title: 'Custodian of Records', address: '' } });
      await page.goto('/2257');
      await expect(page.getByTestId('custodian')).toContainText('kept by the operator');
      await expect(page.getByTestId('custodian-notice')).toHaveCount(0);
      await signIn(page, 'admin');
      await page.goto('/2257');
      await expect(page.getByTestId('custodian-notice')).toContainText('the custodian of records is not set');

      await putSetting(request, 'site', { custodian: { name: 'Jane Keeper', title: 'Custodian of Records', address: '1 Records Way\nSpringfield' } });
      await page.goto('/2257');
      await expect(page.getByTestId('custodian')).toContainText('Jane Keeper');
      await expect(page.getByTestId('custodian')).toContainText('1 Records Way');
      await expect(page.getByTestId('custodian-notice')).toHaveCount(0);
    } finally {
      await putSetting(request, 'site', { custodian: site.custodian });
    }
  });

  test('creator terms: a real default, and the text from settings once set', async ({ page, request }, info) => {
    test.skip(info.project.name !== 'desktop', 'changes site settings');
    await page.goto('/creator/terms');
    await expect(page.getByRole('heading', { name: 'Creator Terms', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Who may appear' })).toBeVisible();
    await expect(page.getByText('This page will hold')).toHaveCount(0);
    try {
      await putSetting(request, 'site', { creator_terms: '## Our rules\nOnly adults, only with consent.' });
      await page.goto('/creator/terms');
      await expect(page.getByRole('heading', { name: 'Our rules' })).toBeVisible();
      await expect(page.getByText('Only adults, only with consent.')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Who may appear' })).toHaveCount(0);
    } finally {
      await putSetting(request, 'site', { creator_terms: '' });
    }
  });

  test('with SMTP: verify before logging in, with a resend action', async ({ page, request }, info) => {
    test.skip(info.project.name !== 'desktop', 'changes mail settings');
    const smtp = await startFakeSmtp();
    const su = { Authorization: await suToken(request) };
    const on = await request.patch('/api/settings', { headers: su, data: { smtp: { enabled: true, host: '127.0.0.1', port: smtp.port, tls: false } } });
    expect(on.ok(), await on.text()).toBe(true);
    try {
      const t = tag('v');
      const email = `${t}@e2e.local`;
      await page.goto('/signup');
      const form = page.locator('form');
      await form.getByLabel('Username').fill(t);
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await form.getByLabel('Confirm Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
      await expect(page.getByText(`We sent a confirmation link to ${email}`)).toBeVisible();
      await expect.poll(() => smtp.messages.length).toBe(1);

      // PocketBase sends one verification mail per address every few minutes: the login
      // and resend steps use an unverified account that got none yet.
      const u = tag('w');
      const other = `${u}@e2e.local`;
      const made = await request.post('/api/collections/users/records', {
        data: { email: other, username: u, password: PASSWORD, passwordConfirm: PASSWORD },
      });
      expect(made.ok(), await made.text()).toBe(true);
      await page.goto('/login');
      await page.getByLabel('Email').fill(other);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Log In' }).click();
      await expect(page.getByText('Please verify your email address before logging in.')).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
      await page.getByRole('button', { name: 'Resend verification email' }).click();
      await expect(page.getByText(`A new verification link has been sent to ${other}`)).toBeVisible();
      await expect.poll(() => smtp.messages.length).toBe(2);
      expect(smtp.messages[1]).toContain(other);

      // The link leads to the site's own page (pb_hooks/mail.pb.js), not PocketBase's.
      const token = decodeMessage(smtp.messages[1]!).match(/\/verify-email\?token=([A-Za-z0-9._-]+)/)?.[1];
      expect(token, 'the e-mail carries the verification link').toBeTruthy();
      const confirmed = await request.post('/api/collections/users/confirm-verification', { data: { token } });
      expect(confirmed.status()).toBe(204);
      await page.getByRole('button', { name: 'Log In' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('button', { name: /^Account/ })).toBeVisible();
    } finally {
      await request.patch('/api/settings', { headers: su, data: { smtp: { enabled: false } } });
      await smtp.close();
    }
  });
});

test.describe('accessibility', () => {
  // Each page on its own (a page's axe run takes seconds on a busy machine).
  const firstSlug = async (page: Page, url: string) => ((await (await page.request.get(url)).json()) as { items: { slug: string }[] }).items[0]!.slug;
  const pages: Array<[string, (page: Page) => Promise<string>]> = [
    ['home', async () => '/'],
    ['videos', async () => '/videos'],
    ['categories', async () => '/categories'],
    ['category', async (page) => `/categories/${await firstSlug(page, `/api/collections/categories/records?perPage=1&sort=name&filter=${encodeURIComponent('slug!="trending" && slug!="newest"')}`)}`],
    ['watch, signed out', async (page) => `/video/${(await seededVideo(page)).slug}`],
    ['watch, signed in', async (page) => (await signIn(page, 'member'), `/video/${(await seededVideo(page)).slug}`)],
    ['blogs', async () => '/blogs'],
    ['post', async (page) => `/blog/${await firstSlug(page, '/api/reelhouse/blogs?page=1')}`],
    ['partners', async () => '/partners'],
    ['login', async () => '/login'],
    ['signup', async () => '/signup'],
  ];
  for (const [name, where] of pages) {
    test(`no serious or critical axe-core violations: ${name}`, async ({ page }) => {
      test.setTimeout(60_000);
      const path = await where(page);
      await page.goto(path);
      await expect(page.getByRole('main')).not.toBeEmpty();
      await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const bad = result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(bad, path).toEqual([]);
    });
  }
});

test.describe('ads', () => {
  test.describe.configure({ mode: 'serial' });
  const AD_HOSTS = /^https:\/\/(a\.magsrv\.com|a\.pemsrv\.com|poweredby\.jads\.co|pop\.juicy\.example)\//;
  const JUICY_POP = 'https://pop.juicy.example/js/pop.js';

  /**
   * Inert provider scripts: counts what the page loads. Any other request that leaves the
   * site's origin is recorded too, so "no ad request" means none to any host.
   */
  async function trackAdScripts(page: Page) {
    const scripts: string[] = [];
    await page.route(AD_HOSTS, (route) => {
      scripts.push(route.request().url());
      return route.fulfill({ contentType: 'application/javascript', body: '/* inert */' });
    });
    page.on('request', (req) => {
      const url = req.url();
      if (/^https?:/.test(url) && !AD_HOSTS.test(url) && !/^(127\.0\.0\.1|localhost)$/.test(new URL(url).hostname)) scripts.push(url);
    });
    return scripts;
  }
  const count = (scripts: string[], part: string) => scripts.filter((s) => s.includes(part)).length;

  test('with ads off, no slot renders and no ad script loads', async ({ page }) => {
    const scripts = await trackAdScripts(page);
    await page.goto('/');
    await expect(page.getByTestId('video-card').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('ad-slot')).toHaveCount(0);
    expect(scripts).toEqual([]);
  });

  test("a failed ad-settings load is logged once ('Failed to load ad settings') and shows no ad", async ({ page }) => {
    const scripts = await trackAdScripts(page);
    const logged: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && m.text().includes('Failed to load ad settings')) logged.push(m.text());
    });
    await page.route('**/api/reelhouse/settings/ad_preferences', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":500,"message":"boom"}' }));
    await page.goto('/');
    await expect(page.getByTestId('video-card').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect.poll(() => logged.length).toBe(1);
    await expect(page.getByTestId('ad-slot')).toHaveCount(0);
    expect(scripts).toEqual([]);
  });

  test('with ads on: zones in place, each script once per page, none for premium members', async ({ page, request }, info) => {
    const original = await getSetting<Record<string, unknown>>(request, 'ad_preferences');
    const zone = (zone_id: string) => ({ enabled: true, zone_id, zone_class: 'eas-test' });
    await putSetting(request, 'ad_preferences', {
      enabled: true,
      desktop: { skyscraper: zone('sky1'), sticky_banner: zone('inline1'), popunder: zone('pop1'), fullpage_interstitial: zone('fp1') },
      mobile: { sticky_banner: zone('minline1'), popunder: zone('mpop1'), fullpage_interstitial: zone('mfp1') },
      juicyads: { banner: zone('1033726'), popunder: { enabled: true, script_url: JUICY_POP } },
    });
    try {
      const scripts = await trackAdScripts(page);
      await page.goto('/');
      await expect(page.getByTestId('video-card')).toHaveCount(12);
      const inline = page.getByTestId('inline-ad').getByTestId('ad-slot');
      if (info.project.name === 'phone') {
        // every 3rd card on small layouts, plus a final one (after the 12th: the same)
        await expect(inline).toHaveCount(4);
        for (const el of await inline.all()) await expect(el).toHaveAttribute('data-zoneid', 'minline1');
      } else {
        // 1280 px: three columns and no room for side columns: after every 6th card (two
        // whole rows; every 4th left a card alone on its row before each ad)
        await expect(inline).toHaveCount(2);
        const before = await page.evaluate(() => {
          const ad = document.querySelector('[data-testid="inline-ad"]');
          return [...document.querySelectorAll('[data-testid="video-card"]')].filter((c) => ad && c.compareDocumentPosition(ad) & Node.DOCUMENT_POSITION_FOLLOWING).length;
        });
        expect(before).toBe(6);
        for (const el of await inline.all()) await expect(el).toHaveAttribute('data-zoneid', 'inline1');
        await expect(page.getByRole('complementary', { name: 'Advertisements' })).toHaveCount(0);
        await page.setViewportSize({ width: 1600, height: 900 });
        const columns = page.getByRole('complementary', { name: 'Advertisements' });
        await expect(columns).toHaveCount(2);
        await expect(columns.getByTestId('ad-slot')).toHaveCount(2);
        await expect(columns.getByTestId('ad-slot').first()).toHaveAttribute('data-zoneid', 'sky1');
        await expect(inline).toHaveCount(0);
        await page.setViewportSize({ width: 1280, height: 800 });
      }
      await page.getByRole('contentinfo').getByRole('link', { name: 'Videos' }).click();
      await expect(page).toHaveURL(/\/videos$/);
      await expect(page.getByTestId('video-card').first()).toBeVisible();
      await expect(inline.first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const phone = info.project.name === 'phone';
      expect(count(scripts, 'ad-provider.js'), scripts.join()).toBe(1);
      expect(count(scripts, 'popunder1000.js'), scripts.join()).toBe(1);
      expect(count(scripts, 'fp-interstitial.js'), scripts.join()).toBe(1);
      expect(count(scripts, 'jads.co/js/jads.js'), scripts.join()).toBe(1);
      expect(count(scripts, JUICY_POP), scripts.join()).toBe(1);
      expect(scripts.length, scripts.join()).toBe(5);
      expect(await page.evaluate(() => (window as unknown as { ad_idzone?: string }).ad_idzone)).toBe(phone ? 'mpop1' : 'pop1');
      // The interstitial: ExoClick's tag shape, the device's zone, once per page load.
      const fp = page.locator('script[src$="/fp-interstitial.js"]');
      await expect(fp).toHaveCount(1);
      await expect(fp).toHaveAttribute('data-idzone', phone ? 'mfp1' : 'fp1');
      await expect(fp).toHaveAttribute('data-type', phone ? 'mobile' : 'desktop');
      await expect(fp).toHaveAttribute('data-ad_frequency_count', '1');
      // The JuicyAds banner: one <ins id={zone}> with its size, below the page, pushed once per mount.
      const juicy = page.locator('[data-slot="juicy_banner"]');
      await expect(juicy).toHaveCount(1);
      await expect(juicy).toHaveAttribute('data-zoneid', '1033726');
      await expect(juicy.locator('ins[id="1033726"]')).toHaveAttribute('data-width', '300');
      await expect(juicy.locator('ins')).toHaveAttribute('data-height', '250');
      const queued = await page.evaluate(() => (window as unknown as { adsbyjuicy?: { adzone: unknown }[] }).adsbyjuicy ?? []);
      expect(queued.length).toBeGreaterThan(0);
      expect(queued.every((q) => q.adzone === 1033726)).toBe(true);

      scripts.length = 0;
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.getByTestId('ad-slot')).toHaveCount(0);
      expect(scripts).toEqual([]);

      await signIn(page, 'premium');
      await page.goto('about:blank');
      scripts.length = 0;
      await page.goto('/');
      await expect(page.getByTestId('video-card').first()).toBeVisible();
      await page.goto('/videos');
      await expect(page.getByTestId('video-card').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.getByTestId('ad-slot')).toHaveCount(0);
      expect(scripts).toEqual([]);
    } finally {
      await putSetting(request, 'ad_preferences', original);
    }
  });
});
