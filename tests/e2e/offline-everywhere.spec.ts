// Issue 15 §4: offline everywhere the member has been, honest where not.
import { expect, test } from './age-gate-accepted';
import { freshVideo, makeUser, signInWithPassword, watchKeys } from './helpers';

test('the header shows the offline indicator on every page while offline', async ({ page, context }) => {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect(page.getByTestId('video-card').first()).toBeVisible();
  await expect(page.getByTestId('offline-indicator')).toHaveCount(0);
  await context.setOffline(true);
  await expect(page.getByTestId('offline-indicator')).toBeVisible();
  await page.goto('/categories');
  await expect(page.getByTestId('offline-indicator')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId('offline-indicator')).toHaveCount(0);
});

test('a video seen only as a card opens offline, with the player replaced by a clear notice', async ({ page, context }) => {
  // A free video of its own, first in the newest (other specs add premium ones there, and
  // a visitor sees those locked).
  const video = await freshVideo(page.request);
  await page.goto('/categories/newest');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  const card = page.getByTestId('video-card').filter({ hasText: video.title });
  await expect(card).toBeVisible();
  const title = await card.getByRole('heading').innerText();
  const href = await card.getByRole('link').first().getAttribute('href');
  expect(href).toMatch(/^\/video\//);
  // The idle prefetch stores the card's watch payload.
  await expect.poll(async () => (await watchKeys(page)).some((id) => id.endsWith(`:${href!.replace('/video/', '')}`)), { timeout: 15_000 }).toBe(true);

  await context.setOffline(true);
  await page.goto(href!);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('needs-connection')).toContainText('needs a connection');
  await context.setOffline(false);
});

test('no error flashes before cached data offline', async ({ page, context }) => {
  await page.goto('/categories/newest');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect(page.getByTestId('video-card').first()).toBeVisible();
  await context.setOffline(true);
  // Record every error text that ever shows while the page loads from the cache.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __errors: string[] }).__errors = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[role="alert"]')) seen.push(el.textContent ?? '');
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/categories/newest');
  await expect(page.getByTestId('video-card').first()).toBeVisible();
  // The refresh has failed (where an error would show): the grid says it shows saved results.
  await expect(page.getByText('You are offline: showing saved results.')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __errors: string[] }).__errors)).toEqual([]);
  await context.setOffline(false);
});

test('an unvisited page says it needs a connection and recovers by itself when back online', async ({ page, context }) => {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect(page.getByTestId('video-card').first()).toBeVisible();
  await context.setOffline(true);
  await page.goto('/categories/newest?page=3');
  await expect(page.getByTestId('needs-connection')).toContainText('needs a connection');
  await expect(page.getByRole('button', { name: 'Waiting for connection…' })).toBeDisabled();
  await context.setOffline(false);
  // No click: the page retries when the connection returns.
  await expect(page.getByTestId('video-card').first()).toBeVisible();
  await expect(page.getByTestId('needs-connection')).toHaveCount(0);
});

test('search offline searches what is cached', async ({ page, context }) => {
  await page.goto('/categories/newest');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  const first = page.getByTestId('video-card').first();
  await expect(first).toBeVisible();
  const title = await first.getByRole('heading').innerText();
  const word = title.split(/\s+/).find((w) => w.length > 3) ?? title;
  await context.setOffline(true);
  await page.goto(`/videos?search=${encodeURIComponent(word)}`);
  await expect(page.getByTestId('offline-search-note')).toBeVisible();
  await expect(page.getByTestId('video-card').filter({ hasText: title }).first()).toBeVisible();
  await context.setOffline(false);
});

test("a video seen only in a watch page's Similar Videos strip opens offline", async ({ page, context }) => {
  // No grid is visited: only the strip can have stored the payload.
  const list = (await (await page.request.get('/api/reelhouse/videos/newest?page=1&perPage=5')).json()) as { items: { slug: string }[] };
  await page.goto(`/video/${list.items[4]!.slug}`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  const strip = page.getByRole('region', { name: 'Similar Videos' });
  const card = strip.getByTestId('video-card').first();
  await expect(card).toBeVisible();
  const title = await card.getByRole('heading').innerText();
  const href = (await card.getByRole('link').first().getAttribute('href'))!;
  const slug = href.replace('/video/', '');
  await expect.poll(async () => (await watchKeys(page)).some((id) => id.endsWith(`:${slug}`)), { timeout: 15_000 }).toBe(true);

  await context.setOffline(true);
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await context.setOffline(false);
});

test("a premium member's dashboard cards open offline; an unvisited premium page says it needs a connection", async ({ page, context }) => {
  const video = await freshVideo(page.request, { premium: true, file: true });
  const member = await makeUser(page.request, ['premium']);
  await signInWithPassword(page, member.email, member.password);
  await page.goto('/premium/dashboard');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect(page.getByTestId('video-card').filter({ hasText: video.title })).toBeVisible();
  // The idle prefetch stores the card's watch payload under the member's id.
  await expect.poll(async () => (await watchKeys(page)).includes(`${member.id}:${video.slug}`), { timeout: 15_000 }).toBe(true);

  await context.setOffline(true);
  await page.goto(`/video/${video.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
  await expect(page.getByTestId('needs-connection')).toContainText('Playing this video needs a connection');
  await expect(page.getByText('Premium Only')).toHaveCount(0);

  await page.goto('/premium/dashboard?search=zzz-not-seen');
  await expect(page.getByTestId('needs-connection')).toContainText('This list needs a connection');
  await context.setOffline(false);
  await expect(page.getByTestId('needs-connection')).toHaveCount(0); // retried by itself
  await expect(page.getByText('No videos found.')).toBeVisible();
});
