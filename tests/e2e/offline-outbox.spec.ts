// The outbox in real Chromium (offline notes, "Testing"): a member's comment or rating made
// offline shows at once, waits in the Dexie outbox, and reaches the server exactly once
// when the connection returns, even when the first answer is lost after the server
// committed. At 1280 and 375 px (issue 29: the comment form and the Like button as a
// phone shows them).
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './age-gate-accepted';
import { freshVideo, outboxCount, signInFresh, suToken, tag, videoStats, type Video } from './helpers';
import { outboxSettled } from './settled';

async function serverComments(request: APIRequestContext, videoId: string, content: string) {
  const token = await suToken(request);
  const filter = encodeURIComponent(`video="${videoId}" && content="${content}"`);
  const res = await request.get(`/api/collections/comments/records?perPage=50&filter=${filter}`, { headers: { Authorization: token } });
  return ((await res.json()) as { items: { id: string }[] }).items;
}

async function openWatch(page: Page, video: Video) {
  await page.goto(`/video/${video.slug}`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
  await expect(page.getByText('No comments yet. Be the first to comment!')).toBeVisible();
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

test('a comment posted offline is sent exactly once when the connection returns', async ({ page, context }) => {
  const video = await freshVideo(page.request);
  await signInFresh(page);
  await openWatch(page, video);

  await goOffline(context, page);
  const text = `Offline comment ${tag('c')}`;
  await page.getByLabel('Add a comment').fill(text);
  await page.getByRole('button', { name: 'Post Comment' }).click();
  const row = page.getByTestId('comment').filter({ hasText: text });
  await expect(row).toBeVisible();
  await expect(row.getByText('Sending…')).toBeVisible();
  expect(await outboxCount(page)).toBe(1);
  // Nothing leaves while offline: the drain the enqueue asked for has run, and sent nothing.
  await outboxSettled(page);
  expect(await outboxCount(page)).toBe(1);

  await context.setOffline(false);
  await expect.poll(() => outboxCount(page), { timeout: 5_000 }).toBe(0);
  await expect(row.getByText('Sending…')).toHaveCount(0);
  expect(await serverComments(page.request, video.id, text)).toHaveLength(1);

  // And it is the server's copy after a reload.
  await page.reload();
  await expect(page.getByTestId('comment').filter({ hasText: text })).toHaveCount(1);
});

test('a lost answer after the server committed a comment is replayed without a duplicate', async ({ page, context }) => {
  const video = await freshVideo(page.request);
  await signInFresh(page);
  await openWatch(page, video);

  let posts = 0;
  // context.route also sees requests that pass through the service worker.
  await context.route('**/api/reelhouse/videos/*/comments', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    posts++;
    if (posts > 1) return route.fallback();
    await route.fetch(); // the server commits...
    await route.abort('connectionreset'); // ...and the answer is lost
  });

  const text = `Lost answer ${tag('c')}`;
  await page.getByLabel('Add a comment').fill(text);
  await page.getByRole('button', { name: 'Post Comment' }).click();
  await expect(page.getByTestId('comment').filter({ hasText: text })).toBeVisible();

  await expect.poll(() => outboxCount(page), { timeout: 8_000 }).toBe(0);
  expect(posts).toBeGreaterThanOrEqual(2);
  expect(await serverComments(page.request, video.id, text)).toHaveLength(1);
  await expect(page.getByTestId('comment').filter({ hasText: text })).toHaveCount(1);
  await expect(page.getByTestId('comment').filter({ hasText: text }).getByText('Sending…')).toHaveCount(0);
});

test('a rating made offline is applied once even when its answer is lost', async ({ page, context }) => {
  const video = await freshVideo(page.request);
  await signInFresh(page);
  await openWatch(page, video);
  await expect(page.getByTestId('likes')).toHaveText('0');

  let posts = 0;
  await context.route('**/api/reelhouse/videos/*/rate', async (route) => {
    posts++;
    if (posts > 1) return route.fallback();
    await route.fetch();
    await route.abort('connectionreset');
  });

  await goOffline(context, page);
  await page.getByRole('button', { name: /^Like/ }).click();
  await expect(page.getByTestId('likes')).toHaveText('1');
  expect(await outboxCount(page)).toBe(1);

  await context.setOffline(false);
  await expect.poll(() => outboxCount(page), { timeout: 8_000 }).toBe(0);
  expect(posts).toBeGreaterThanOrEqual(2);
  // Without the op_id the replay would have toggled the like off again.
  expect(await videoStats(page.request, video.id)).toMatchObject({ likes: 1, dislikes: 0 });
  await expect(page.getByTestId('likes')).toHaveText('1');
  await expect(page.getByRole('button', { name: /^Like/ })).toHaveAttribute('aria-pressed', 'true');
});
