// Issue 29 §2: the admin and creator dashboards reloaded offline show the offline
// indicator and what they last loaded, marked "as of" when, never a false empty state
// ("No videos found", an empty chart, "Failed to load data"). At 1280 and 375 px.
import { expect, test } from './age-gate-accepted';
import { makeUser, recordIds, signIn, signInWithPassword, suCreate, tag } from './helpers';

test('the creator dashboard reloaded offline shows its last statistics and videos', async ({ page, context }) => {
  const creator = await makeUser(page.request, ['creator']);
  const t = tag('v');
  const video = await suCreate(page.request, 'videos', { title: `Offline dashboard ${t}`, slug: `offline-dashboard-${t}`, author: 'E2E Spec', duration: 61, creator: creator.id });
  await signInWithPassword(page, creator.email, creator.password);
  await page.goto('/creator/dashboard');
  await page.evaluate(() => navigator.serviceWorker.ready);
  const recentLink = page.getByRole('link', { name: new RegExp(video.title!) });
  await expect(recentLink).toBeVisible();
  await expect(page.getByTestId('monthly-views').locator('.apexcharts-canvas')).toBeVisible();
  await page.goto('/creator/dashboard?tab=videos');
  const list = page.getByRole('list', { name: 'Videos' });
  await expect(list.getByText(video.title!)).toBeVisible();
  // What was shown is stored on the device, under this member's id.
  await expect
    .poll(() => recordIds(page, 'manage'))
    .toEqual(expect.arrayContaining([`${creator.id}:monthly-views:own`, `${creator.id}:recent-videos:own:1`, `${creator.id}:videos:own::1`]));

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByTestId('offline-indicator')).toBeVisible();
    await expect(list.getByText(video.title!)).toBeVisible();
    await expect(page.getByTestId('saved-as-of')).toContainText('You are offline: showing data as of');
    await expect(page.getByText('No videos found')).toHaveCount(0);

    await page.goto('/creator/dashboard');
    await expect(page.getByTestId('offline-indicator')).toBeVisible();
    await expect(recentLink).toBeVisible();
    await expect(page.getByTestId('monthly-views').locator('.apexcharts-canvas')).toBeVisible();
    await expect(page.getByTestId('saved-as-of').first()).toBeVisible();
    await expect(page.getByText('No videos found')).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
});

test('the admin dashboard reloaded offline shows its last figures, not "Failed to load data"', async ({ page, context }) => {
  await signIn(page, 'admin');
  await page.goto('/admin/dashboard');
  await page.evaluate(() => navigator.serviceWorker.ready);
  const views = page.getByTestId('figure-views');
  await expect(views).not.toContainText('…');
  const shown = (await views.textContent()) ?? '';
  const me = await page.evaluate(() => (JSON.parse(localStorage.getItem('pocketbase_auth') ?? '{}') as { record?: { id: string } }).record?.id ?? '');
  await expect.poll(() => recordIds(page, 'manage')).toEqual(expect.arrayContaining([`${me}:admin-figures`, `${me}:monthly-views:site`]));

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByTestId('offline-indicator')).toBeVisible();
    await expect(views).toHaveText(shown);
    await expect(page.getByTestId('saved-as-of').first()).toContainText('You are offline: showing data as of');
    await expect(page.getByText('Failed to load data')).toHaveCount(0);
    await expect(page.getByTestId('monthly-views').locator('.apexcharts-canvas')).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('a dashboard never loaded on this device says it needs a connection offline', async ({ page, context }) => {
  const creator = await makeUser(page.request, ['creator']);
  await signInWithPassword(page, creator.email, creator.password);
  // The app (not the dashboard's data) is on the device: a public page was opened.
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.goto('/creator/dashboard?tab=videos');
  await expect(page.getByText('No videos found.')).toBeVisible();
  await context.setOffline(true);
  try {
    // Another search was never loaded: it is not taken for an empty answer.
    await page.getByLabel('Search videos').fill('never-searched');
    await expect(page.getByTestId('needs-connection')).toContainText('needs a connection');
    await expect(page.getByText('No videos found.')).toHaveCount(0);
    await expect(page.getByText('Failed to search videos')).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
});
