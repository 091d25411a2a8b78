// Issue 29 §7: a seeded video's watch page asks only for media that exist (the seed makes
// the timeline sprite and its thumbs.vtt, and the player asks for the VTT only when the
// watch route says it exists): no request answered 404 and nothing logged as an error,
// at 1280 and 375 px alike.
import { expect, test } from './age-gate-accepted';

test("a seeded video's watch page gets no 404 and logs no console error; its timeline thumbnails load", async ({ page, context }) => {
  // The oldest free video is one the seed made (specs add newer ones of their own).
  const filter = encodeURIComponent('is_premium=false');
  const res = await page.request.get(`/api/collections/videos/records?perPage=1&sort=created&filter=${filter}`);
  expect(res.ok()).toBe(true);
  const video = ((await res.json()) as { items: { slug: string; title: string }[] }).items[0]!;

  const notFound: string[] = [];
  const vtt: number[] = [];
  // The context sees the service worker's requests as well as the page's.
  context.on('response', (r) => {
    if (r.status() === 404) notFound.push(r.url());
    if (new URL(r.url()).pathname.endsWith('/thumbs.vtt')) vtt.push(r.status());
  });
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => errors.push(String(e)));

  await page.goto(`/video/${video.slug}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: video.title })).toBeVisible();
  // The seeded sprite is listed and found: the check below is not passed by asking for nothing.
  await expect.poll(() => vtt).toContain(200);
  await page.waitForLoadState('networkidle');
  expect(notFound).toEqual([]);
  expect(errors).toEqual([]);
});
