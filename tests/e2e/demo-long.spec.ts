// Issue 39 §4: a fresh seed shows the library and streaming without an upload. Its newest
// videos last 90 s (a test pattern with sound and its own ladder), so watching one for
// 20 s puts it under Continue watching; Play all starts playback; clearing the whole
// history asks first; on a phone the library's tab strip shows that it scrolls.
import type { Page } from '@playwright/test';
import { expect, test } from './age-gate-accepted';
import { signInFresh, suToken, tag } from './helpers';

const L = '/api/reelhouse/library';

/** The newest seeded long video (free). */
async function seededLong(page: Page) {
  const filter = encodeURIComponent('duration=90 && is_premium=false && title!~"E2E"');
  const res = await page.request.get(`/api/collections/videos/records?perPage=1&sort=-created&filter=${filter}`, {
    headers: { Authorization: await suToken(page.request) },
  });
  const { items } = (await res.json()) as { items: { id: string; slug: string; title: string }[] };
  expect(items.length, 'the seed made no long video').toBeGreaterThan(0);
  return items[0]!;
}

test('a seeded video watched for 20 s shows under Continue watching; Clear all history asks first', async ({ page }, info) => {
  test.setTimeout(60_000);
  const user = await signInFresh(page);
  const video = await seededLong(page);
  await page.goto(`/video/${video.slug}`);
  const player = page.getByTestId('native-player');
  await player.hover();
  await expect(player).toHaveAttribute('data-ladder', 'hls', { timeout: 20_000 });
  await player.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    void v.play().catch(() => undefined);
  });
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.2);
  expect(await player.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(90);
  // The page clock is not needed: a seek to 20 s is what 20 s of watching leaves.
  await player.evaluate((v: HTMLVideoElement) => (v.currentTime = 20));
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(20.5);
  await player.evaluate((v: HTMLVideoElement) => v.pause()); // a pause saves the position
  await expect
    .poll(async () => ((await (await page.request.get(`${L}/state/${video.id}`, { headers: { Authorization: user.token } })).json()) as { position: number }).position)
    .toBeGreaterThan(19);

  await page.goto('/');
  const row = page.locator('section[aria-labelledby="continue-title"]');
  await expect(row.getByText(video.title)).toBeVisible();

  await page.goto('/library?tab=history');
  if (info.project.name === 'phone') await expect(page.getByRole('tablist')).toHaveAttribute('data-more', /end/);
  await expect(page.getByTestId('video-card').filter({ hasText: video.title })).toBeVisible();
  await page.getByRole('button', { name: 'Clear all history' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Clear all history?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('video-card').filter({ hasText: video.title })).toBeVisible();
  await page.getByRole('button', { name: 'Clear all history' }).click();
  await ask.getByRole('button', { name: 'Clear all history' }).click();
  await expect(page.getByTestId('video-card').filter({ hasText: video.title })).toHaveCount(0);
});

test('Play all starts the first video', async ({ page }) => {
  const user = await signInFresh(page);
  const video = await seededLong(page);
  const made = await page.request.post(`${L}/playlists`, { headers: { Authorization: user.token }, data: { title: `Play all ${tag('p')}` } });
  const playlist = (await made.json()) as { id: string; slug: string };
  await page.request.post(`${L}/playlists/${playlist.id}/items`, { headers: { Authorization: user.token }, data: { video: video.id } });
  await page.goto(`/playlist/${playlist.slug}`);
  await page.getByRole('link', { name: 'Play all' }).click();
  await expect(page).toHaveURL(new RegExp(`/video/${video.slug}\\?list=`));
  const player = page.getByTestId('native-player');
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.3);
  expect(await player.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
  // The player's arrow keys never scroll the page, on the video or on its timeline.
  await expect(page.getByTestId('timeline')).toBeVisible();
  const scrolled = () => page.evaluate(() => window.scrollY);
  const before = await scrolled();
  for (const target of [player, page.getByRole('slider', { name: 'Seek' })]) {
    await target.focus();
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowUp', 'ArrowRight', 'ArrowLeft']) await page.keyboard.press(key);
  }
  expect(await scrolled()).toBe(before);
  // Muted only when the browser refused sound, and then the Unmute control says so.
  if (await player.evaluate((v: HTMLVideoElement) => v.muted)) {
    await page.getByRole('button', { name: 'Unmute' }).click();
    expect(await player.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
  }
});
