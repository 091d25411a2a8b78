// Issue 15 §8: discreet mode, kept on the device: a neutral manifest (name and icon) for
// installing, neutral tab titles, views counted without the member's account (history on
// the device only), and a PIN asked when the installed app opens.
import { expect, test } from './age-gate-accepted';
import { freshVideo, makeUser, realtimeSubscribed, signInWithPassword } from './helpers';
import { frames } from './settled';

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'desktop only');
});

test('discreet mode swaps to a neutral manifest and the installed app asks for the PIN', async ({ page, context, request }) => {
  await page.goto('/discreet-mode');
  await page.getByLabel('Use a neutral app name and icon').check();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest-discreet.webmanifest');
  const m = (await (await request.get('/manifest-discreet.webmanifest')).json()) as { name: string; icons: Array<{ src: string }> };
  expect(m.name).toBe('Viewer');
  expect(m.icons.map((i) => i.src)).toEqual(['/icons/neutral.svg']);
  expect((await request.get('/icons/neutral.svg')).ok()).toBe(true);

  await page.getByLabel(/PIN for the installed app/).fill('2468');
  await page.getByRole('button', { name: 'Set PIN' }).click();
  await expect(page.getByText('PIN set.')).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('reelhouse.discreet') ?? '');
  expect(stored).not.toContain('2468');

  // In a browser tab nothing is locked; the installed (standalone) app is.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Enter your PIN' })).toHaveCount(0);
  const app = await context.newPage();
  await app.addInitScript(() => {
    const real = window.matchMedia.bind(window);
    window.matchMedia = (q: string) => (q.includes('display-mode: standalone') ? ({ matches: true, media: q } as MediaQueryList) : real(q));
  });
  await app.goto('/');
  await expect(app.getByLabel('Enter your PIN')).toBeVisible();
  await expect(app.getByTestId('video-card')).toHaveCount(0);
  await app.getByLabel('Enter your PIN').fill('1111');
  await app.getByRole('button', { name: 'Unlock' }).click();
  await expect(app.getByRole('alert')).toHaveText('Wrong PIN.');
  await app.getByLabel('Enter your PIN').fill('2468');
  await app.getByRole('button', { name: 'Unlock' }).click();
  await expect(app.getByTestId('video-card').first()).toBeVisible();
});

test('in discreet mode tab titles are neutral and views are counted without the member\'s account', async ({ page }) => {
  const video = await freshVideo(page.request);
  const member = await makeUser(page.request);
  await signInWithPassword(page, member.email, member.password);

  // Without discreet mode: the video's title in the tab, the view sent as the member.
  let view = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/videos/${video.id}/view`));
  await page.goto(`/video/${video.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
  expect((await view).headers()['authorization']).toBeTruthy();
  await expect(page).toHaveTitle(new RegExp(video.title));

  await page.goto('/discreet-mode');
  await page.getByLabel('Use a neutral app name and icon').check();
  await expect(page).toHaveTitle('Viewer');

  view = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/videos/${video.id}/view`));
  const live = realtimeSubscribed(page, 'video_stats');
  await page.goto(`/video/${video.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
  const anonymous = await view;
  expect(anonymous.headers()['authorization']).toBeUndefined();
  expect((await anonymous.response())?.status()).toBe(200); // still counted as a view
  await expect(page).toHaveTitle('Viewer');
  await live; // later title changes (realtime, settings) stay neutral too: the live updates are on
  await frames(page);
  await expect(page).toHaveTitle('Viewer');

  // Off again: the page's own title comes back.
  await page.goto('/discreet-mode');
  await page.getByLabel('Use a neutral app name and icon').uncheck();
  await expect(page).toHaveTitle(/^Discreet Mode/);
});
