// Issue 24 §2 and issue 26 §3: a seeded video plays its adaptive ladder through hls.js,
// the quality menu switches rungs and the choice is kept, a throttled connection starts
// at the lowest rung, and the player's keys work with focus on the page (not only on the
// player), `?` listing them. The seed gives every demo video a 240/360/480p ladder.
import type { Page } from '@playwright/test';
import { expect, test } from './age-gate-accepted';
import { suToken } from './helpers';

type Seeded = { id: string; slug: string };

async function seededVideo(page: Page): Promise<Seeded> {
  const filter = encodeURIComponent('is_premium=false && title!~"E2E video"');
  const res = await page.request.get(`/api/collections/videos/records?perPage=1&sort=created&filter=${filter}`, {
    headers: { Authorization: await suToken(page.request) },
  });
  const { items } = (await res.json()) as { items: Seeded[] };
  expect(items.length).toBeGreaterThan(0);
  return items[0]!;
}

/** The rungs of the segments the page fetched, in order. */
function segmentRungs(page: Page): string[] {
  const rungs: string[] = [];
  page.on('request', (r) => {
    const m = /\/api\/reelhouse\/hls\/[a-z0-9]+\/(\d+)p\/seg_\d+\.m4s/.exec(r.url());
    if (m) rungs.push(m[1]!);
  });
  return rungs;
}

/** The app's hls.js chunk requests (the ladder's code, fetched on an intent to watch). */
function hlsCode(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/hls[^/]*\.js$/.test(new URL(r.url()).pathname)) urls.push(r.url());
  });
  return urls;
}

/** Plays as a viewer with a mouse does: the pointer over the player fetches the ladder's code first. */
async function play(page: Page) {
  const player = page.getByTestId('native-player');
  await expect(player).toBeVisible();
  await player.hover();
  await expect(player).toHaveAttribute('data-ladder', 'hls', { timeout: 20_000 });
  await player.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.2);
  return player;
}

// Issue 26 §7: hls.js was the watch page's longest task and a fifth of its first visit's
// bytes; most visits never play.
test('hls.js loads on an intent to watch, not with the page; a play before it comes still plays the ladder', async ({ page }) => {
  const video = await seededVideo(page);
  const code = hlsCode(page);
  const rungs = segmentRungs(page);
  await page.goto(`/video/${video.slug}`);
  const player = page.getByTestId('native-player');
  await expect(player).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(code).toEqual([]);
  await expect(player).toHaveAttribute('data-ladder', 'mp4');
  // Space with focus on the page (no pointer ever over the player): the MP4 is asked for
  // first, and the ladder takes over once its code is there.
  await player.evaluate((v: HTMLVideoElement) => (v.muted = true));
  await page.locator('h1').click();
  await page.keyboard.press('Space');
  await expect(player).toHaveAttribute('data-ladder', 'hls', { timeout: 20_000 });
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.2);
  expect(await player.evaluate((v: HTMLVideoElement) => v.src.startsWith('blob:') && !v.paused)).toBe(true);
  expect(code.length).toBe(1);
  expect(rungs[0]).toBe('240');
});

test('plays the ladder; the quality menu switches rung and the choice is kept', async ({ page }) => {
  const video = await seededVideo(page);
  const rungs = segmentRungs(page);
  await page.goto(`/video/${video.slug}`);
  const player = await play(page);
  // hls.js plays it (a MediaSource), starting at the lowest rung; the MP4 stays the fallback.
  expect(await player.evaluate((v: HTMLVideoElement) => v.src.startsWith('blob:'))).toBe(true);
  expect(rungs[0]).toBe('240');
  await expect(player).toHaveAttribute('data-stream', /\/api\/reelhouse\/stream\//);

  const menu = page.getByLabel('Quality');
  await expect(menu.locator('option')).toHaveText([/^Auto/, '480p', '360p', '240p', 'Original file']);
  // Reached by keyboard: Tab lands on it like any control.
  await menu.focus();
  await expect(menu).toBeFocused();
  await menu.selectOption('480');
  await expect(player).toHaveAttribute('data-rung', '480', { timeout: 20_000 });
  expect(rungs).toContain('480');

  await page.reload();
  await expect(page.getByLabel('Quality')).toHaveValue('480');
  const rungsAfter = segmentRungs(page);
  await play(page);
  expect(rungsAfter[0]).toBe('480');
  await page.evaluate(() => localStorage.removeItem('reelhouse.quality'));
});

test('a throttled connection (1.5 Mbit/s) starts at the lowest rung', async ({ page, browserName }) => {
  test.skip(browserName !== 'chromium', 'CDP network conditions');
  const video = await seededVideo(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 80, downloadThroughput: (1.5e6 / 8) | 0, uploadThroughput: (0.75e6 / 8) | 0 });
  const rungs = segmentRungs(page);
  await page.goto(`/video/${video.slug}`);
  const player = await play(page);
  expect(rungs[0]).toBe('240');
  await expect(player).toHaveAttribute('data-rung', '240');
  await expect(page.getByLabel('Quality').locator('option').first()).toHaveText('Auto (240p)');
});

test('player keys work with focus on the page, not in a text field; ? lists them', async ({ page }) => {
  const video = await seededVideo(page);
  await page.goto(`/video/${video.slug}`);
  const player = page.getByTestId('native-player');
  await expect(player).toBeVisible();
  await player.evaluate((v: HTMLVideoElement) => (v.muted = true));
  const paused = () => player.evaluate((v: HTMLVideoElement) => v.paused);
  await page.locator('h1').click(); // focus on the page, not the player
  await page.keyboard.press('Space');
  await expect.poll(paused, { timeout: 20_000 }).toBe(false);
  await page.keyboard.press('k');
  await expect.poll(paused).toBe(true);
  await page.keyboard.press('m');
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
  // Typing in a text field is typing.
  const box = page.getByRole('textbox').first();
  if (await box.count()) {
    await box.focus();
    await page.keyboard.press('m');
    expect(await player.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
    await page.locator('h1').click();
  }
  await page.keyboard.press('Shift+Slash');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Mute or unmute')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
