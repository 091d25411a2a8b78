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
