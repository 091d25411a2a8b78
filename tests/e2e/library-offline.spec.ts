// The library offline (issue 22 item 6): the library pages reopen from the persisted query
// cache, and a favourite made offline shows at once, waits in the outbox and is applied
// exactly once when the connection returns. At 1280 and 375 px (issue 29: the tabs and
// the heart are reached the same way on a phone).
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './age-gate-accepted';
import { freshVideo, outboxCount, recordKeys, signInFresh } from './helpers';
import { outboxSettled } from './settled';

const L = '/api/reelhouse/library';

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

test('the library reopens offline; a favourite made offline is applied once when back online', async ({ page, context }) => {
  const kept = await freshVideo(page.request);
  const later = await freshVideo(page.request);
  const video = await freshVideo(page.request);
  const user = await signInFresh(page);
  const auth = { Authorization: user.token };
  await page.request.post(`${L}/lists/favourites/${kept.id}`, { headers: auth });
  await page.request.post(`${L}/lists/watch-later/${later.id}`, { headers: auth });

  // Seen once online: favourites and watch later (their answers land in IndexedDB at idle).
  await page.goto('/library');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect(page.getByTestId('video-card').filter({ hasText: kept.title })).toBeVisible();
  await page.getByRole('tab', { name: 'Watch later' }).click();
  await expect(page.getByTestId('video-card').filter({ hasText: later.title })).toBeVisible();
  await expect.poll(async () => (await recordKeys(page, 'my_library')).filter((k) => k.startsWith(`${user.id}:list:`)).length).toBe(2);

  await page.goto(`/video/${video.slug}`);
  const heart = page.getByRole('button', { name: /Favourite/ });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');

  await goOffline(context, page);
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('favourite-count')).toHaveText('1');
  await outboxSettled(page);
  expect(await outboxCount(page)).toBe(1); // nothing left while offline

  // The library pages open offline from what the device kept, the waiting favourite
  // first, marked as waiting (issue 39 §3).
  await page.goto('/library');
  await expect(page.getByTestId('video-card').filter({ hasText: kept.title })).toBeVisible();
  const waiting = page.locator('[data-waiting]').filter({ hasText: video.title });
  await expect(waiting).toBeVisible();
  await expect(waiting.getByText('Waiting to sync')).toBeVisible();
  await page.getByRole('tab', { name: 'Watch later' }).click();
  await expect(page.getByTestId('video-card').filter({ hasText: later.title })).toBeVisible();
  expect(await outboxCount(page)).toBe(1);

  await context.setOffline(false);
  await expect.poll(() => outboxCount(page), { timeout: 10_000 }).toBe(0);
  const favs = (await (await page.request.get(`${L}/lists/favourites`, { headers: auth })).json()) as { items: { id: string }[] };
  expect(favs.items.map((i) => i.id)).toEqual([video.id, kept.id]);
  const state = (await (await page.request.get(`${L}/state/${video.id}`, { headers: auth })).json()) as { favourite_count: number };
  expect(state.favourite_count).toBe(1);
  await page.getByRole('tab', { name: 'Favourites' }).click();
  await expect(page.getByTestId('video-card').filter({ hasText: video.title })).toBeVisible();
  await expect(page.locator('[data-waiting]')).toHaveCount(0);
});
