// Issue 15 §6, a shared device: the first member queues a comment offline and signs out;
// the second signs in online. The comment is never posted as the second member, and the
// first member's premium data (the watch payload with sources) is gone from the device.
import type { Page } from '@playwright/test';
import { expect, test } from './age-gate-accepted';
import { freshVideo, makeUser, outboxCount, signInWithPassword, suToken, tag } from './helpers';

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'desktop only');
});

/** Ids of cached watch payloads ("<member id or anon>:<slug>"), straight from IndexedDB. */
function watchKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('reelhouse');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const idb = open.result;
          const req = idb.transaction('records', 'readonly').objectStore('records').getAllKeys();
          req.onsuccess = () => {
            idb.close();
            resolve((req.result as [string, string][]).filter(([c]) => c === 'watch').map(([, id]) => id));
          };
          req.onerror = () => reject(req.error);
        };
      }),
  );
}

test('a comment queued offline by one member is never sent as the next, and sign-out removes premium data', async ({ page, context }) => {
  const video = await freshVideo(page.request, { file: true, premium: true });
  const alice = await makeUser(page.request, ['premium']);
  const bob = await makeUser(page.request);

  await signInWithPassword(page, alice.email, alice.password);
  await page.goto(`/video/${video.slug}`);
  await page.evaluate(() => navigator.serviceWorker.ready);
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
  await page.waitForTimeout(2500); // time for any drain to run
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
  await page.evaluate(() => navigator.serviceWorker.ready);
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
  await page.waitForTimeout(2500);
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
