// Offline: pages seen once render again from the service worker (shell) and IndexedDB (data).
import { expect, test } from './age-gate-accepted';

test('home and a category page render offline after a visit', async ({ page, context }) => {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect(page.getByTestId('video-card').first()).toBeVisible();
  await page.reload(); // now controlled by the worker
  await expect(page.getByTestId('video-card').first()).toBeVisible();
  await page.goto('/categories/newest');
  await expect(page.getByTestId('video-card').first()).toBeVisible();
  const firstTitle = await page.getByTestId('video-card').first().getByRole('heading').innerText();

  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByTestId('video-card').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Popular Categories' })).toBeVisible();
  await page.goto('/categories/newest');
  await expect(page.getByRole('heading', { level: 1, name: 'Newest' })).toBeVisible();
  await expect(page.getByTestId('video-card').first().getByRole('heading')).toHaveText(firstTitle);
  await context.setOffline(false);
});

// Dexie is loaded once the page is idle (lazy-idb.ts): a page left before that never wrote
// its answers to IndexedDB. The first page's synchronous copy (first-pages.ts, written
// with the answer) must still draw the list offline. Here the page is never idle, so
// Dexie loads only offline (where it does not wait).
test('a list shown once renders offline even when its IndexedDB write never ran', async ({ page, context }) => {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await page.goto('/videos');
  await page.evaluate(() => navigator.serviceWorker.ready);
  const first = page.getByTestId('video-card').first();
  await expect(first).toBeVisible();
  const title = await first.getByRole('heading').innerText();
  await context.setOffline(true);
  await page.reload();
  // The copy draws first in any case; what matters is that it stays once IndexedDB has
  // answered (with nothing) and the refresh has failed.
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/assets\/storage-[^/]+\.js$/.test(e.name)));
  await expect(page.getByRole('status').filter({ hasText: /^Offline$/ })).toBeVisible();
  await expect(page.getByText('You are offline: showing saved results.')).toBeVisible(); // the refresh has failed
  await expect(page.getByText('has not been saved on this device yet')).toHaveCount(0);
  await expect(page.getByTestId('video-card').first().getByRole('heading')).toHaveText(title);
  await context.setOffline(false);
});
