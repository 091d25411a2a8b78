// A member's library (issue 22), lean: the rules are server tests
// (tests/server/library-api.test.ts); here the pages do what they say in Chromium.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './age-gate-accepted';
import { PASSWORD, freshVideo, makeUser, signInWithPassword, suCreate } from './helpers';

const L = '/api/reelhouse/library';

async function axe(page: Page) {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
}

test('a visitor presses the heart, logs in, comes back with it done; watch later; the library lists both', async ({ page }) => {
  const video = await freshVideo(page.request);
  const user = await makeUser(page.request);
  await page.goto(`/video/${video.slug}`);
  await page.getByRole('button', { name: /Favourite/ }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(new RegExp(`/video/${video.slug}`));
  await expect(page.getByRole('button', { name: /Favourite/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('favourite-count')).toHaveText('1');
  await page.getByRole('button', { name: /Watch later/ }).click();
  await expect(page.getByRole('button', { name: /Watch later/ })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/library');
  await expect(page.getByRole('tab', { name: 'Favourites' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByText(video.title)).toBeVisible();
  await page.getByRole('tab', { name: 'Watch later' }).click();
  await expect(page.getByRole('tabpanel').getByText(video.title)).toBeVisible();
  await page.getByRole('tab', { name: 'Playlists' }).click();
  await expect(page.getByText('Use “Save to…” under a video')).toBeVisible();
  await axe(page);
});

test('the card menu: keyboard-usable, favourite and watch later from a card, no layout shift', async ({ page }) => {
  const video = await freshVideo(page.request);
  await signInFreshWithToken(page);
  await page.goto('/categories/newest');
  const card = page.getByTestId('video-card').filter({ hasText: video.title });
  const before = await card.boundingBox();
  const more = card.getByRole('button', { name: `More for ${video.title}` });
  await more.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: `Save ${video.title}` });
  await expect(menu.getByRole('menuitemcheckbox', { name: 'Favourite' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(more).toBeFocused();
  await more.click();
  await menu.getByRole('menuitemcheckbox', { name: 'Watch later' }).click();
  await more.click();
  await expect(menu.getByRole('menuitemcheckbox', { name: 'Favourite' })).toHaveAttribute('aria-checked', 'true');
  await expect(menu.getByRole('menuitemcheckbox', { name: 'Watch later' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  expect(await card.boundingBox()).toEqual(before);
});

test('resume at the saved position after a reload; opening and leaving without playing keeps it', async ({ page }) => {
  const video = await freshVideo(page.request, { file: true }); // 61 s long
  const user = await signInFreshWithToken(page);
  const res = await page.request.post(`${L}/history/${video.id}`, { data: { position: 30 }, headers: { Authorization: user.token } });
  expect(res.ok()).toBe(true);
  const saves: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && r.url().includes('/library/history/') && saves.push(r.url()));
  await page.goto(`/video/${video.slug}`);
  await expect(page.getByTestId('native-player')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume at 0:30' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Resume at 0:30' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start over' })).toBeVisible();
  // Leaving in the app (the offer unmounts) and by reload sent no position: nothing played.
  await page.getByRole('link', { name: 'Reelhouse home' }).click();
  await expect(page).toHaveURL(/\/$/);
  // Home's Continue watching row, whose code loads only for a member (home-page.tsx), holds it.
  await expect(page.getByRole('region', { name: 'Continue watching' }).getByText(video.title)).toBeVisible();
  await page.reload();
  expect(saves).toEqual([]);
  const state = (await (await page.request.get(`${L}/state/${video.id}`, { headers: { Authorization: user.token } })).json()) as { position: number };
  expect(state.position).toBe(30);
});

test('a playlist reordered by keyboard, announced by title', async ({ page }) => {
  const a = await freshVideo(page.request);
  const b = await freshVideo(page.request);
  const user = await signInFreshWithToken(page);
  const auth = { Authorization: user.token };
  const pl = (await (await page.request.post(`${L}/playlists`, { data: { title: 'Road trip' }, headers: auth })).json()) as { id: string; slug: string };
  for (const v of [a, b]) await page.request.post(`${L}/playlists/${pl.id}/items`, { data: { video: v.id }, headers: auth });
  await page.goto(`/playlist/${pl.slug}`);
  await expect(page.getByTestId('playlist-row')).toHaveCount(2);
  const handle = page.getByRole('button', { name: `Move ${a.title}`, exact: true });
  await handle.focus();
  await page.keyboard.press('Space');
  // dnd-kit's keyboard sensor listens for the arrows a task after the pick-up: an arrow
  // pressed at once under load was lost (fresh-clone run). Pressed again until it moves
  // (a second press at the end of the list keeps it there).
  await expect(async () => {
    await page.keyboard.press('ArrowDown');
    await expect(page.getByText(`${a.title} is now at position 2 of 2.`)).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('Space');
  await expect(page.getByText(`${a.title} dropped at position 2 of 2.`)).toBeAttached();
  await expect(page.getByTestId('playlist-row').first()).toContainText(b.title);
  await expect
    .poll(async () => ((await (await page.request.get(`${L}/playlists/${pl.slug}`, { headers: auth })).json()) as { items: { id: string }[] }).items.map((i) => i.id))
    .toEqual([b.id, a.id]);
  await expect(page.getByRole('link', { name: 'Play all' })).toHaveAttribute('href', new RegExp(`list=${pl.slug}`));
  await axe(page);
});

test('Play all: the playlist beside the player, and at the end the next video after a countdown', async ({ page }) => {
  const a = await freshVideo(page.request, { file: true });
  const b = await freshVideo(page.request, { file: true });
  const user = await signInFreshWithToken(page);
  const auth = { Authorization: user.token };
  const pl = (await (await page.request.post(`${L}/playlists`, { data: { title: 'Binge', visibility: 'public' }, headers: auth })).json()) as { id: string; slug: string };
  for (const v of [a, b]) await page.request.post(`${L}/playlists/${pl.id}/items`, { data: { video: v.id }, headers: auth });
  await page.goto(`/playlist/${pl.slug}`);
  await page.getByRole('link', { name: 'Play all' }).click();
  await expect(page).toHaveURL(new RegExp(`/video/${a.slug}\\?list=${pl.slug}`));
  const aside = page.getByRole('complementary', { name: 'Playlist Binge' });
  await expect(aside.getByRole('link', { name: `1. ${a.title}` })).toHaveAttribute('aria-current', 'true');
  // The video's end (the player's own event; the clip is a stub).
  await page.locator('main video').first().dispatchEvent('ended');
  await expect(aside.getByRole('status')).toContainText(`Next: ${b.title} in`);
  await expect(page).toHaveURL(new RegExp(`/video/${b.slug}\\?list=${pl.slug}`), { timeout: 15_000 });
  await expect(aside.getByRole('link', { name: `2. ${b.title}` })).toHaveAttribute('aria-current', 'true');
});

test('pause history in Account Settings; the creator edits the channel from the dashboard', async ({ page }) => {
  const creator = await makeUser(page.request, ['creator']);
  const token = await signInWithPassword(page, creator.email, creator.password);
  await page.goto('/creator/dashboard?tab=channel');
  await page.getByLabel('Bio').fill('Sunsets <b>and</b> seaside walks');
  await page.getByRole('button', { name: 'Save channel' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await axe(page);
  await page.getByRole('link', { name: 'View your channel' }).click();
  await expect(page.getByText('Sunsets and seaside walks', { exact: true })).toBeVisible();
  const me = (await (await page.request.get(`/api/collections/users/records/${creator.id}`, { headers: { Authorization: token } })).json()) as { pause_history: boolean };
  expect(me.pause_history).toBe(false);
  await page.getByRole('button', { name: /^Account/ }).click();
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Account Settings' });
  await dialog.getByText('Watch history').click();
  const sw = dialog.getByRole('switch', { name: /Pause history/ });
  await expect(sw).not.toBeChecked();
  await sw.click(); // checked once the server has stored it (a controlled switch)
  await expect(sw).toBeChecked();
  await expect
    .poll(async () => ((await (await page.request.get(`/api/collections/users/records/${creator.id}`, { headers: { Authorization: token } })).json()) as { pause_history: boolean }).pause_history)
    .toBe(true);
});

test('follow a creator on their channel, then a new video of theirs notifies', async ({ page }) => {
  const creator = await makeUser(page.request, ['creator']);
  const fan = await signInFreshWithToken(page);
  await page.goto(`/channel/${creator.username}`);
  await page.getByRole('button', { name: 'Follow' }).click();
  await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('follower-count')).toHaveText('1 follower');
  await axe(page);
  const t = Date.now().toString(36);
  const video = await suCreate(page.request, 'videos', { title: `Fresh upload ${t}`, slug: `fresh-upload-${t}`, author: creator.username, duration: 30, creator: creator.id });
  // Followers hear of a video once it is published: it has a playable source (issue 36 §4).
  await suCreate(page.request, 'video_sources', { video: video.id, doodstream_url: 'https://dood.example/e/abc' });
  await expect
    .poll(async () => {
      const r = await page.request.get('/api/reelhouse/notifications', { headers: { Authorization: fan.token } });
      return JSON.stringify(await r.json());
    }, { timeout: 15_000 })
    .toContain(`fresh-upload-${t}`);
});

async function signInFreshWithToken(page: Page) {
  const user = await makeUser(page.request);
  const token = await signInWithPassword(page, user.email, user.password);
  return { ...user, token };
}
