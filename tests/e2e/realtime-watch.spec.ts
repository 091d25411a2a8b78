// Realtime on the watch page: two browsers on the same video; a comment posted and a like
// given in one show up in the other without a reload (src/data/realtime.ts writes the
// events into the cache, the cache-first hooks re-render).
import { expect, test } from './age-gate-accepted';
import type { Browser } from '@playwright/test';
import { freshVideo, realtimeSubscribed, signInFresh, suToken, tag, videoStats } from './helpers';
import { idleCallbacksRun } from './settled';
// The reconnect catch-up (PB_CONNECT → refetch) is unit-tested in src/data/realtime.test.ts:
// Chromium's offline emulation does not cut an open SSE stream, so it cannot be forced here.

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'desktop only');
});

const otherContext = (browser: Browser) =>
  browser.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: process.env.E2E_STORAGE_STATE });

test('a comment posted in one browser appears in another without reload', async ({ page, browser }) => {
  const video = await freshVideo(page.request);
  await signInFresh(page);

  const other = await otherContext(browser);
  try {
    const watcher = await other.newPage();
    // Subscribed once the SDK has posted the comments topic to /api/realtime.
    const subscribed = realtimeSubscribed(watcher, 'comments');
    // The watcher is a visitor: comments and stats are public.
    await watcher.goto(`/video/${video.slug}`);
    await expect(watcher.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
    await expect(watcher.getByText('No comments yet. Be the first to comment!')).toBeVisible();
    await expect(watcher.getByTestId('likes')).toHaveText('0');
    await subscribed;

    await page.goto(`/video/${video.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
    const text = `Live comment ${tag('c')}`;
    await page.getByLabel('Add a comment').fill(text);
    await page.getByRole('button', { name: 'Post Comment' }).click();

    await expect(watcher.getByTestId('comment').filter({ hasText: text })).toHaveCount(1);
    await expect(watcher.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
    // The author sees theirs once (the outbox answer and the event do not duplicate it).
    await expect(page.getByTestId('comment').filter({ hasText: text })).toHaveCount(1);
  } finally {
    await other.close();
  }
});

test('a change of the video_stats record reaches the watch page live', async ({ page }) => {
  const video = await freshVideo(page.request);
  const subscribed = realtimeSubscribed(page, 'video_stats');
  await page.goto(`/video/${video.slug}`);
  await expect(page.getByTestId('likes')).toHaveText('0');
  await subscribed;
  // A record save (here a superuser's) is broadcast; the watch page patches its cache.
  const token = await suToken(page.request);
  const stats = await videoStats(page.request, video.id);
  const res = await page.request.patch(`/api/collections/video_stats/records/${stats.id}`, {
    data: { likes: 7, dislikes: 2 },
    headers: { Authorization: token },
  });
  expect(res.ok()).toBe(true);
  await expect(page.getByTestId('likes')).toHaveText('7');
  await expect(page.getByTestId('dislikes')).toHaveText('2');
});

// The page stores what it fetched only once the browser is idle (lazy-idb.ts); an event that
// arrives before that must still show (it used to patch a row not yet written, then the
// write landed with the old counts).
test('a stats change that arrives before the page has stored its data still shows', async ({ page }) => {
  await page.addInitScript(() => {
    // A browser that stays busy: no idle period for 4 s (the cache writes wait for one).
    (window as { requestIdleCallback: unknown }).requestIdleCallback = (cb: () => void) => window.setTimeout(cb, 4000);
  });
  const video = await freshVideo(page.request);
  const subscribed = realtimeSubscribed(page, 'video_stats');
  const token = await suToken(page.request);
  const stats = await videoStats(page.request, video.id);
  await page.goto(`/video/${video.slug}`);
  await expect(page.getByTestId('likes')).toHaveText('0');
  await subscribed;
  const res = await page.request.patch(`/api/collections/video_stats/records/${stats.id}`, {
    data: { likes: 5 },
    headers: { Authorization: token },
  });
  expect(res.ok()).toBe(true);
  await expect(page.getByTestId('likes')).toHaveText('5', { timeout: 8000 });
  await idleCallbacksRun(page); // past the delayed write: it must not bring the old count back
  await expect(page.getByTestId('likes')).toHaveText('5');
});

test('a like given in one browser updates the count in another', async ({ page, browser }) => {
  const video = await freshVideo(page.request);
  await signInFresh(page);
  const other = await otherContext(browser);
  try {
    const watcher = await other.newPage();
    const subscribed = realtimeSubscribed(watcher, 'video_stats');
    await watcher.goto(`/video/${video.slug}`);
    await expect(watcher.getByTestId('likes')).toHaveText('0');
    await subscribed;

    await page.goto(`/video/${video.slug}`);
    await page.getByRole('button', { name: /^Like/ }).click();
    await expect(watcher.getByTestId('likes')).toHaveText('1');
  } finally {
    await other.close();
  }
});
