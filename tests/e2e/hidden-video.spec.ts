// Issue 36 §2 in the browser: a saved video moderation took off the site reads "No longer
// available" in the member's library (no title, no thumbnail, no link) and can be removed;
// its creator's manager names its state. The rules behind it: tests/server/hidden-probe.test.ts.
import { expect, test } from './age-gate-accepted';
import { makeUser, signInWithPassword, suCreate, suToken, tag } from './helpers';

async function hide(request: import('@playwright/test').APIRequestContext, videoId: string, moderation: string) {
  const token = await suToken(request);
  const res = await request.patch(`/api/collections/videos/records/${videoId}`, { headers: { Authorization: token }, data: { moderation } });
  expect(res.ok(), `hide: ${res.status()}`).toBe(true);
}

test('a saved video that was taken down: "No longer available" in the library, removable; its state in the creator’s manager', async ({ page }) => {
  const creator = await makeUser(page.request, ['creator']);
  const t = tag('h');
  const video = await suCreate(page.request, 'videos', { title: `Hidden probe ${t}`, slug: `hidden-${t}`, description: 'x', author: 'E2E', duration: 30, creator: creator.id });
  const member = await makeUser(page.request);
  const token = await signInWithPassword(page, member.email, member.password);
  const fav = await page.request.post(`/api/reelhouse/library/lists/favourites/${video.id}`, { headers: { Authorization: token }, data: {} });
  expect(fav.ok()).toBe(true);
  await hide(page.request, video.id, 'removed');

  await page.goto('/library');
  const panel = page.getByRole('tabpanel');
  const stub = panel.getByRole('article', { name: 'No longer available' });
  await expect(stub).toBeVisible();
  await expect(panel.getByText(video.title!)).toHaveCount(0);
  await expect(stub.locator('img')).toHaveCount(0);
  await expect(stub.getByRole('link')).toHaveCount(0);
  await stub.getByRole('button', { name: 'Remove this video that is no longer available' }).click();
  await expect(stub).toHaveCount(0);

  // The creator's manager keeps it, with why it is off the site.
  await signInWithPassword(page, creator.email, creator.password);
  await page.goto('/creator/dashboard?tab=videos');
  const row = page.getByTestId('managed-video').filter({ hasText: video.title! });
  await expect(row.getByTestId('moderation-state')).toHaveText('Removed from the site');
});
