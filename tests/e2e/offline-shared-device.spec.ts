// Issue 15 §6, a shared device: the first member queues a comment offline and signs out;
// the second signs in online. The comment is never posted as the second member, and the
// first member's premium data (the watch payload with sources) is gone from the device.
// The worker never keeps a protected file (anything fetched with a file token).
import { readFileSync } from 'node:fs';
import { testImage } from '../server/media-fixtures';
import { expect, test } from './age-gate-accepted';
import { freshVideo, makeUser, outboxCount, signInWithPassword, suToken, tag, watchKeys, workerControls } from './helpers';
import { outboxSettled } from './settled';

test.beforeEach(({}, testInfo) => {
  testInfo.setTimeout(60_000); // two members, offline and back: slow on a loaded machine
});

test('a comment queued offline by one member is never sent as the next, and sign-out removes premium data', async ({ page, context }) => {
  const video = await freshVideo(page.request, { file: true, premium: true });
  const alice = await makeUser(page.request, ['premium']);
  const bob = await makeUser(page.request);

  await signInWithPassword(page, alice.email, alice.password);
  await page.goto(`/video/${video.slug}`);
  await workerControls(page);
  await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
  await expect.poll(() => watchKeys(page)).toContain(`${alice.id}:${video.slug}`);
  await expect(page.getByText('No comments yet. Be the first to comment!')).toBeVisible();

  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
  const text = `Shared device ${tag('c')}`;
  await page.getByLabel('Add a comment').fill(text);
  await page.getByRole('button', { name: 'Post Comment' }).click();
  await expect(page.getByTestId('comment').filter({ hasText: text })).toBeVisible();
  expect(await outboxCount(page)).toBe(1);

  // Alice signs out (still offline) through the account panel.
  await page.getByRole('button', { name: /^Account/ }).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect.poll(() => outboxCount(page)).toBe(0);
  await expect.poll(() => watchKeys(page)).not.toContain(`${alice.id}:${video.slug}`);
  expect((await watchKeys(page)).filter((k) => k.startsWith(`${alice.id}:`))).toEqual([]);

  // Bob signs in online on the same browser and opens the same video.
  await context.setOffline(false);
  await signInWithPassword(page, bob.email, bob.password);
  await page.goto(`/video/${video.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
  await outboxSettled(page); // any drain has run
  expect(await outboxCount(page)).toBe(0);

  const token = await suToken(page.request);
  const filter = encodeURIComponent(`video="${video.id}" && content="${text}"`);
  const res = await page.request.get(`/api/collections/comments/records?filter=${filter}`, { headers: { Authorization: token } });
  expect(((await res.json()) as { items: unknown[] }).items).toEqual([]);
  await expect(page.getByTestId('comment').filter({ hasText: text })).toHaveCount(0);
});

test("a member's queued write stays parked while another member is signed in, and is sent as its author later", async ({ page, context }) => {
  const video = await freshVideo(page.request);
  const alice = await makeUser(page.request);
  const bob = await makeUser(page.request);

  await signInWithPassword(page, alice.email, alice.password);
  await page.goto(`/video/${video.slug}`);
  await workerControls(page);
  await expect(page.getByText('No comments yet. Be the first to comment!')).toBeVisible();
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
  const text = `Parked ${tag('c')}`;
  await page.getByLabel('Add a comment').fill(text);
  await page.getByRole('button', { name: 'Post Comment' }).click();
  expect(await outboxCount(page)).toBe(1);

  // The session changes hands without a sign-out (another member's sign-in), still offline.
  const bobAuth = await (await page.request.post('/api/collections/users/auth-with-password', { data: { identity: bob.email, password: bob.password } })).json();
  await page.evaluate((a) => localStorage.setItem('pocketbase_auth', JSON.stringify({ token: a.token, record: a.record })), bobAuth as { token: string; record: unknown });
  await page.reload();
  await context.setOffline(false);
  await page.goto(`/video/${video.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
  await outboxSettled(page); // the drain of the page's start has run, and left it parked
  expect(await outboxCount(page)).toBe(1);
  await expect(page.getByTestId('comment').filter({ hasText: text })).toHaveCount(0);

  await signInWithPassword(page, alice.email, alice.password);
  await page.goto(`/video/${video.slug}`);
  await expect.poll(() => outboxCount(page), { timeout: 8_000 }).toBe(0);
  const token = await suToken(page.request);
  const filter = encodeURIComponent(`video="${video.id}" && content="${text}"`);
  const res = await page.request.get(`/api/collections/comments/records?filter=${filter}`, { headers: { Authorization: token } });
  const items = ((await res.json()) as { items: { user: string }[] }).items;
  expect(items.map((c) => c.user)).toEqual([alice.id]);
});

test('the worker caches thumbnails of public videos but never a protected file (an ID document, a file fetched with a token)', async ({ page }) => {
  // A real protected file: a creator application's ID document, reached through its signed 60-second link.
  const member = await makeUser(page.request);
  const su = await suToken(page.request);
  const jpeg = readFileSync(testImage('id-doc.jpg'));
  const app = await page.request.post('/api/collections/creator_requests/records', {
    headers: { Authorization: su },
    multipart: {
      user: member.id,
      status: 'pending',
      id_document: { name: 'id.jpg', mimeType: 'image/jpeg', buffer: jpeg },
      id_selfie: { name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: jpeg },
    },
  });
  expect(app.ok(), await app.text()).toBe(true);
  const rec = (await app.json()) as { id: string };
  const links = await page.request.post(`/api/reelhouse/admin/creator-requests/${rec.id}/documents`, { headers: { Authorization: su } });
  expect(links.ok(), await links.text()).toBe(true);
  const { id_document: docLink } = (await links.json()) as { id_document: string };

  await page.goto('/');
  await workerControls(page);
  await page.reload(); // controlled by the worker
  const thumb = new URL((await page.getByTestId('video-card').first().locator('img').first().getAttribute('src'))!, page.url());
  expect(thumb.pathname).toMatch(/^\/api\/files\//);
  // The same kind of file asked for with a file token (as premium or private files are): never kept.
  const fileToken = ((await (await page.request.post('/api/files/token', { headers: { Authorization: su } })).json()) as { token: string }).token;
  const second = new URL((await page.getByTestId('video-card').nth(1).locator('img').first().getAttribute('src'))!, page.url());
  second.searchParams.set('token', fileToken);

  const answers = await page.evaluate(
    async (urls) => Promise.all(urls.map(async (u) => (await fetch(u)).status)),
    [new URL(docLink, page.url()).href, second.href, thumb.href],
  );
  expect(answers).toEqual([200, 200, 200]);
  const everywhere = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) urls.push(r.url);
    return urls;
  });
  expect(everywhere.some((u) => new URL(u).pathname === thumb.pathname)).toBe(true); // the worker does cache public files…
  expect(everywhere.filter((u) => u.includes('creator-documents') || u.includes(rec.id) || u.includes('token='))).toEqual([]); // …never a protected one
});
