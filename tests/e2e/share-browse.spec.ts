// Issue 41 §1–2 in the browser, at 1280 and 375 px (desktop, phone), in English and
// German: share a link with a start time and open it (it starts there), an embed in
// another site's page, and sorting and filtering /videos and a search through the URL.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './age-gate-accepted';
import { makeUser, signIn, suCreate, suToken, tag } from './helpers';

type Card = { slug: string; title: string };

async function oldestFree(request: import('@playwright/test').APIRequestContext): Promise<Card> {
  // The oldest free video is one the seed made: it plays a real 10 s clip.
  const res = await request.get(`/api/collections/videos/records?perPage=1&sort=created&filter=${encodeURIComponent('is_premium=false')}`);
  return ((await res.json()) as { items: Card[] }).items[0]!;
}

test.beforeEach(async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The copy-link dialog, not the system share sheet (which a test cannot drive).
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
});

for (const lang of ['en', 'de'] as const) {
  const prefix = lang === 'en' ? '' : '/de';
  const text =
    lang === 'en'
      ? { share: 'Share', copy: 'Copy link', startAt: /Start at 0:0\d/, copied: 'Link copied.', sort: 'Sort by', views: 'Most viewed', duration: 'Duration', short: 'Under 10 min', trending: 'Trending', browse: 'Browse Porn Videos' }
      : { share: 'Teilen', copy: 'Link kopieren', startAt: /Start bei 0:0\d/, copied: 'Link kopiert.', sort: 'Sortieren nach', views: 'Meistgesehen', duration: 'Dauer', short: 'Unter 10 Min.', trending: 'Angesagt', browse: 'Pornovideos durchstöbern' };

  test(`${lang}: a shared link with a start time starts there`, async ({ page, request }) => {
    const video = await oldestFree(request);
    await page.goto(`${prefix}/video/${video.slug}`);
    const player = page.locator('main video').first();
    await expect(player).toBeVisible();
    // Move the player to 4 s (before its metadata, the element keeps it as its start), then share.
    await player.evaluate((el: HTMLVideoElement) => {
      el.currentTime = 4;
    });
    await page.getByRole('button', { name: text.share, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: text.startAt }).check();
    await dialog.getByRole('button', { name: text.copy }).click();
    await expect(dialog.getByRole('status')).toHaveText(text.copied);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`/video/${video.slug}\\?t=4$`));

    const opened = await page.context().newPage();
    await opened.goto(link);
    const again = opened.locator('main video').first();
    await expect.poll(() => again.evaluate((el: HTMLVideoElement) => el.currentTime)).toBeGreaterThanOrEqual(4);
    await opened.close();
  });

  test(`${lang}: sorting and filtering /videos and a search live in the URL`, async ({ page }) => {
    await page.goto(`${prefix}/videos`);
    const controls = page.getByTestId('browse-controls');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.trending);
    await controls.getByLabel(text.sort).selectOption('views');
    await expect(page).toHaveURL(/sort=views/);
    // Re-sorted, the list is no longer the trending one, and the heading stops saying so.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.browse);
    const grid = page.getByRole('main');
    await expect(grid.locator('a[href*="/video/"]').first()).toBeVisible();
    // The first cards are the most viewed, as the server orders them.
    const api = (await (await page.request.get('/api/reelhouse/browse?sort=views&perPage=3')).json()) as { items: Card[] };
    await expect(grid.locator('a[href*="/video/"]').first()).toHaveAttribute('href', new RegExp(`/video/${api.items[0]!.slug}$`));
    await controls.getByLabel(text.duration).selectOption({ label: text.short });
    await expect(page).toHaveURL(/duration=short/);
    // A search keeps the choices; reloading the URL shows the same list.
    await page.goto(`${prefix}/videos?search=${encodeURIComponent(api.items[0]!.title.split(' ')[0]!)}&sort=longest`);
    await expect(page.getByTestId('browse-controls').getByLabel(text.sort)).toHaveValue('longest');
    await expect(grid.locator('a[href*="/video/"]').first()).toBeVisible();
  });
}

// A channel sorts and filters like /videos (issue 41 §2): the same controls, the choices in
// the URL (a reload shows the same list), the creator's videos only. Both widths.
test("a channel's videos sort and filter through the URL", async ({ page, request }) => {
  const creator = await makeUser(request, ['creator']);
  const cats = (await (await request.get(`/api/collections/categories/records?perPage=1&sort=name&filter=${encodeURIComponent('slug!="trending" && slug!="newest"')}`)).json()) as {
    items: { id: string; slug: string; name: string }[];
  };
  const category = cats.items[0]!;
  const video = async (title: string, duration: number, categories: string[] = []) =>
    suCreate(request, 'videos', { title, slug: tag('ch-'), author: creator.username, duration, creator: creator.id, categories });
  const short = await video(`Short in ${category.name} ${tag()}`, 61, [category.id]);
  const long = await video(`Long one ${tag()}`, 1500);
  await video(`Middle one ${tag()}`, 700);

  await page.goto(`/channel/${creator.username}`);
  const section = page.getByRole('region', { name: 'Videos' });
  const cards = section.locator('a[href*="/video/"]');
  await expect(cards.first()).toBeVisible();
  const controls = section.getByTestId('browse-controls');
  await controls.getByLabel('Sort by').selectOption('longest');
  await expect(page).toHaveURL(/sort=longest/);
  await expect(cards.first()).toHaveAttribute('href', new RegExp(`/video/${long.slug}$`));
  await controls.getByLabel('Duration').selectOption({ label: 'Under 10 min' });
  await controls.getByLabel('Category').selectOption(category.slug);
  await expect(page).toHaveURL(new RegExp(`duration=short.*category=${category.slug}|category=${category.slug}.*duration=short`));
  await expect(section.getByRole('link', { name: short.title }).first()).toBeVisible();
  await expect(section.getByRole('link', { name: long.title })).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('browse-controls').getByLabel('Sort by')).toHaveValue('longest');
  await expect(section.getByRole('link', { name: short.title }).first()).toBeVisible();
  await expect(section.getByRole('link', { name: long.title })).toHaveCount(0);
});

// The other site is a small HTTP server of the test on another local origin (localhost vs
// 127.0.0.1): Chrome's local network checks block a frame of the loopback server from a
// page that has no local address (a routed, fulfilled URL).
test('an embed in another site plays the video and links back to it', async ({ page, request, baseURL }) => {
  const video = await oldestFree(request);
  const html = `<!doctype html><h1>A fan blog</h1><iframe src="${baseURL}/embed/${video.slug}" width="640" height="360"></iframe>`;
  const server = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end(html));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  try {
    const port = (server.address() as AddressInfo).port;
    await page.goto(`http://localhost:${port}/fan-blog.html`);
    const frame = page.frameLocator('iframe');
    await expect(frame.locator('video')).toBeVisible();
    await expect(frame.getByRole('link', { name: video.title })).toHaveAttribute('href', `/video/${video.slug}`);
  } finally {
    server.close();
  }
});

// The admin limits embedding to listed sites in Settings (issue 41 §1): the embed page's
// CSP frame-ancestors then names that site and no other; its notices follow the visitor's
// language. A server-driven rule: the desktop only.
test('an admin allows only a listed site to embed, and the embed page says so in its CSP', async ({ page, request }, info) => {
  test.skip(info.project.name === 'phone', 'a workflow: desktop only');
  const video = await oldestFree(request);
  await signIn(page, 'admin');
  await page.goto('/admin/dashboard?tab=settings');
  const section = page.getByRole('region', { name: 'Embedding' });
  try {
    await section.getByRole('radio', { name: 'Only the sites listed below' }).check();
    const sites = section.getByLabel('Listed sites');
    await sites.fill('http://fans.example');
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(section.getByRole('alert').first()).toContainText('Line 1');
    await expect(sites).toBeFocused();
    await sites.fill('https://Fans.Example/');
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(section.getByText('Embedding settings saved')).toBeVisible();
    await expect(sites).toHaveValue('https://fans.example');

    const embed = await request.get(`/embed/${video.slug}`, { headers: { 'Accept-Language': 'de-DE,de;q=0.9' } });
    expect(embed.status()).toBe(200);
    // The listed site and no other (frame-ancestors is the policy's last directive).
    expect(embed.headers()['content-security-policy']).toMatch(/; frame-ancestors 'self' https:\/\/fans\.example$/);
    const body = await embed.text();
    expect(body).toContain('<html lang="de"');
    expect(body).toContain('data-failed="Dieses Video konnte nicht geladen werden."');
  } finally {
    const put = await request.put('/api/reelhouse/settings/embedding', { data: { value: { mode: 'on', sites: [] } }, headers: { Authorization: await suToken(request) } });
    expect(put.ok()).toBe(true);
  }
});
