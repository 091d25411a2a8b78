// Issue 29 §1, §3, §5 and issue 26 §5 on the TanStack Query data layer (issue 28): what was
// seen online reopens offline, what was not says so, offline search finds every stored
// video, the sign-out notice reaches the member wherever they are, and a not-found page's
// early requests are read so the page goes network-idle.
import { expect, test } from './age-gate-accepted';
import { freshVideo, makeUser, outboxCount, signInWithPassword, suCreate, tag, watchKeys } from './helpers';

test('blog list and posts seen online reopen offline; unvisited partners and posts say they need a connection', async ({ page, context, request }) => {
  const t = tag('blog');
  const post = await suCreate(request, 'blogs', { title: `Offline ${t}`, slug: `offline-${t}`, content: 'x', content_html: `<p>Body ${t}</p>`, published: true });
  await page.goto('/blogs');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect(page.getByRole('link', { name: `Offline ${t}` })).toBeVisible();
  await page.getByRole('link', { name: `Offline ${t}` }).click();
  await expect(page.getByTestId('blog-content')).toContainText(`Body ${t}`);
  // Stored once Dexie has loaded (at idle): the query's row is in IndexedDB.
  await expect.poll(() => page.evaluate(() => new Promise<number>((resolve) => {
    const open = indexedDB.open('reelhouse');
    open.onsuccess = () => {
      const req = open.result.transaction('records').objectStore('records').count(IDBKeyRange.bound(['blog', ''], ['blog', '\uffff']));
      req.onsuccess = () => resolve(req.result);
    };
  }))).toBeGreaterThanOrEqual(2);

  await context.setOffline(true);
  await page.goto('/blogs');
  await expect(page.getByRole('link', { name: `Offline ${t}` })).toBeVisible();
  await page.goto(`/blog/${post.slug}`);
  await expect(page.getByTestId('blog-content')).toContainText(`Body ${t}`);
  await page.goto('/partners');
  await expect(page.getByTestId('needs-connection')).toContainText('needs a connection');
  await expect(page.getByText(/Failed to load/)).toHaveCount(0);
  await page.goto('/blog/never-seen-post');
  await expect(page.getByTestId('needs-connection')).toContainText('needs a connection');
  await context.setOffline(false);
});

test('offline search finds a video opened only at /video/…', async ({ page, context }) => {
  const video = await freshVideo(page.request);
  await page.goto(`/video/${video.slug}`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
  await expect.poll(() => watchKeys(page)).toContain(`anon:${video.slug}`);
  await context.setOffline(true);
  await page.goto(`/videos?search=${encodeURIComponent(video.title)}`);
  await expect(page.getByTestId('offline-search-note')).toBeVisible();
  await expect(page.getByTestId('video-card').filter({ hasText: video.title })).toBeVisible();
  await context.setOffline(false);
});

test('the sign-out discard notice shows on the page the member is on', async ({ page, context }) => {
  const video = await freshVideo(page.request);
  const member = await makeUser(page.request);
  await signInWithPassword(page, member.email, member.password);
  await page.goto(`/video/${video.slug}`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect(page.getByText('No comments yet. Be the first to comment!')).toBeVisible();
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
  await page.getByLabel('Add a comment').fill(`Discarded ${tag('c')}`);
  await page.getByRole('button', { name: 'Post Comment' }).click();
  await expect.poll(() => outboxCount(page)).toBe(1);
  await page.getByRole('link', { name: 'Categories' }).first().click();
  await expect(page).toHaveURL(/\/categories$/);
  await page.getByRole('button', { name: /^Account/ }).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '1 unsent change was discarded because you signed out.' })).toBeVisible();
  await context.setOffline(false);
});

test('a not-found video page reads its early answers and reaches network-idle', async ({ page }) => {
  await page.goto(`/video/no-such-video-${tag('nf')}`);
  await expect(page.getByText('Video not found')).toBeVisible();
  await page.waitForLoadState('networkidle', { timeout: 10_000 });
});

test('a saved video is known in the first frame: the Downloads list and the offline player never flash the wrong state', async ({ page, context }) => {
  const video = await freshVideo(page.request, { premium: true, file: true });
  const member = await makeUser(page.request, ['premium']);
  await signInWithPassword(page, member.email, member.password);
  await page.goto(`/video/${video.slug}`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
  await expect.poll(() => watchKeys(page)).toContain(`${member.id}:${video.slug}`);
  // A finished download as the downloads feature stores it (the file under its stream URL,
  // described by a header); the full download flow is offline-downloads.spec.ts's.
  await page.evaluate(
    async ([uid, v]) => {
      const meta = { videoId: v.id, slug: v.slug, title: v.title, thumbnail: '', size: 4, savedAt: Date.now() };
      const cache = await caches.open(`reelhouse-downloads-${uid}`);
      await cache.put(`${location.origin}/api/reelhouse/stream/${encodeURIComponent(v.id)}`, new Response('abcd', { headers: { 'Content-Type': 'video/mp4', 'X-Reelhouse-Download': encodeURIComponent(JSON.stringify(meta)) } }));
    },
    [member.id, video] as const,
  );
  await page.goto('/premium/downloads');
  await expect(page.getByText(video.title)).toBeVisible();

  // Every text the pages ever show while they load, from the first frame on.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __seen: string[] }).__seen = seen;
    new MutationObserver(() => seen.push(document.body?.innerText ?? '')).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const seen = () => page.evaluate(() => (window as unknown as { __seen: string[] }).__seen.join('\n'));
  await page.reload();
  await expect(page.getByText(video.title)).toBeVisible();
  expect(await seen()).not.toContain('No downloads yet');

  await context.setOffline(true);
  await page.goto(`/video/${video.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
  await expect(page.locator('video')).toBeVisible(); // the saved copy's player
  expect(await seen()).not.toContain('Playing this video needs a connection');
  await context.setOffline(false);
});
