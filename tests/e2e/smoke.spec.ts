// Smoke tests of the route contract: home, a deep link, the 404 page, the admin guard.
import { expect, test } from '@playwright/test';

test.describe('smoke', () => {
  test('home renders a header with a link to Home', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).toBeVisible();
    await expect(header.getByRole('link', { name: /home/i }).first()).toBeVisible();
  });

  test('a deep link to a seeded video renders (no 404 redirect)', async ({ page, request }) => {
    const res = await request.get('/api/collections/videos/records?perPage=1&sort=-created');
    expect(res.ok()).toBe(true);
    const { items } = (await res.json()) as { items: { slug: string; title: string }[] };
    expect(items.length).toBeGreaterThan(0);
    const video = items[0]!;
    await page.goto(`/video/${video.slug}`);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: video.title })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`/video/${video.slug}`);
    await expect(page.getByText('Page not found')).toHaveCount(0);
  });

  test('an unknown path redirects to /404 showing "Page not found"', async ({ page }) => {
    await page.goto('/this/path/does-not-exist');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('/admin/dashboard as a visitor ends on /admin/login', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login(\?.*)?$/);
  });
});
