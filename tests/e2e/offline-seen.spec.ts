// Issue 39 §3: what a member has seen stays usable offline, from a cold start (a reload
// while offline, the worker's navigation fallback): a playlist page, a channel page, the
// notifications, and Save to… on a video whose own answer was never stored (the member's
// playlists from the device). Playlist changes made offline wait in the outbox and are
// applied exactly once, in order, when the connection returns: checked in the database.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './age-gate-accepted';
import { freshVideo, makeUser, outboxCount, recordKeys, signInFresh, suCreate, suToken, tag, watchKeys } from './helpers';

const L = '/api/reelhouse/library';

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

async function asSuperuser<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path, { headers: { Authorization: await suToken(page.request) } });
  expect(res.ok(), `${path}: ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

test('a playlist, a channel, the notifications and Save to… open offline from a cold start; offline playlist changes land once, in order', async ({ page, context }) => {
  test.setTimeout(90_000);
  const creator = await makeUser(page.request, ['creator']);
  const t = tag('s');
  const onChannel = await suCreate(page.request, 'videos', { title: `Channel video ${t}`, slug: `channel-video-${t}`, author: 'Free text author', duration: 30, creator: creator.id });
  const other = await freshVideo(page.request);
  const user = await signInFresh(page);
  const auth = { Authorization: user.token };
  const made = await page.request.post(`${L}/playlists`, { headers: auth, data: { title: `Seen ${t}` } });
  const playlist = (await made.json()) as { id: string; slug: string; title: string };
  await page.request.post(`${L}/playlists/${playlist.id}/items`, { headers: auth, data: { video: onChannel.id } });
  const subject = `Seen notice ${t}`;
  await suCreate(page.request, 'notifications', { recipient: user.id, subject, content: 'Read me offline.' });

  // Seen once online: the playlist, the channel, Save to… on one video, another video's page.
  await page.goto(`/playlist/${playlist.slug}`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect(page.getByRole('heading', { name: playlist.title })).toBeVisible();
  // Each answer lands in IndexedDB at idle: kept before the next page.
  const kept = async (part: string) => (await recordKeys(page, 'my_library')).some((k) => k.startsWith(`${user.id}:`) && k.includes(part));
  await expect.poll(() => kept(`:playlist:${playlist.slug}`)).toBe(true);
  await page.goto(`/channel/${creator.username}`);
  await expect(page.getByText(onChannel.title!).first()).toBeVisible();
  await expect.poll(() => kept(`:channel:${creator.username}`)).toBe(true);
  await page.goto(`/video/${onChannel.slug}`);
  await page.getByRole('button', { name: 'Save to…' }).click();
  await expect(page.getByRole('checkbox', { name: new RegExp(playlist.title) })).toBeChecked();
  await page.keyboard.press('Escape');
  await page.goto(`/video/${other.slug}`);
  await expect(page.getByRole('heading', { name: other.title })).toBeVisible();
  // The notifications read once, and this video's watch payload.
  await page.getByRole('button', { name: /^Account/ }).click();
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' }).getByText(subject)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect.poll(async () => await recordKeys(page, 'inbox')).toContain(user.id);
  await expect.poll(async () => (await watchKeys(page)).some((k) => k.includes(other.slug))).toBe(true);

  await goOffline(context, page);
  await page.goto(`/playlist/${playlist.slug}`);
  await expect(page.getByRole('heading', { name: playlist.title })).toBeVisible();
  await expect(page.getByText(onChannel.title!).first()).toBeVisible();
  await page.goto(`/channel/${creator.username}`);
  await expect(page.getByText(onChannel.title!).first()).toBeVisible();
  await page.getByRole('button', { name: /^Account/ }).click();
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' }).getByText(subject)).toBeVisible();
  await page.keyboard.press('Escape');

  // Save to… on a video whose playlists answer was never stored: the device's list.
  await page.goto(`/video/${other.slug}`);
  await page.getByRole('button', { name: 'Save to…' }).click();
  const dialog = page.getByRole('dialog');
  const existing = dialog.getByRole('checkbox', { name: new RegExp(playlist.title) });
  await expect(existing).not.toBeChecked();
  // A click, then a wait for the tick: the box is controlled by the device's list, which the
  // click updates through the query cache a render later (check() wants it at once).
  await existing.click();
  await expect(existing).toBeChecked();
  await expect(dialog.getByText('Waiting to sync').first()).toBeVisible();
  const newTitle = `Made offline ${t}`;
  await dialog.getByLabel('New playlist').fill(newTitle);
  await dialog.getByRole('button', { name: 'Create and save' }).click();
  await expect(dialog.getByRole('checkbox', { name: new RegExp(newTitle) })).toBeChecked();
  expect(await outboxCount(page)).toBe(3); // add, create, add to the new one

  await context.setOffline(false);
  await expect.poll(() => outboxCount(page), { timeout: 20_000 }).toBe(0);
  // In the database: each playlist once, each item once, in the order made.
  const mine = await asSuperuser<{ items: { id: string; title: string }[] }>(
    page,
    `/api/collections/playlists/records?sort=created&filter=${encodeURIComponent(`owner="${user.id}"`)}`,
  );
  expect(mine.items.map((p) => p.title)).toEqual([playlist.title, newTitle]);
  const itemsOf = async (id: string) =>
    (await asSuperuser<{ items: { video: string }[] }>(page, `/api/collections/playlist_items/records?sort=position&filter=${encodeURIComponent(`playlist="${id}"`)}`)).items.map((i) => i.video);
  expect(await itemsOf(playlist.id)).toEqual([onChannel.id, other.id]);
  expect(await itemsOf(mine.items[1]!.id)).toEqual([other.id]);
});
