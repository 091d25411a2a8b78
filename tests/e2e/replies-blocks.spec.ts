// Issue 41 §3, §6, §7 in real Chromium, in English and German at 1280 and 375 px: a reply
// written offline shows as sending and reaches the server exactly once on reconnect;
// blocking a member takes their comment off the blocker's page; the playlist page at
// 375 px shows each title whole (wrapped, never cut with an ellipsis) and reopens offline.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './age-gate-accepted';
import { PASSWORD, freshVideo, makeUser, outboxCount, signInWithPassword, suToken, tag, userToken } from './helpers';

const TEXT = {
  en: { locale: 'en-US', sending: 'Sending…', reply: (u: string) => `Reply to ${u}`, post: 'Post reply', one: '1 reply', block: (u: string) => `Block ${u}`, confirm: 'Block member' },
  de: { locale: 'de-DE', sending: 'Wird gesendet…', reply: (u: string) => `${u} antworten`, post: 'Antwort senden', one: '1 Antwort', block: (u: string) => `${u} blockieren`, confirm: 'Mitglied blockieren' },
} as const;

async function commentAs(request: APIRequestContext, email: string, videoId: string, content: string) {
  const res = await request.post(`/api/reelhouse/videos/${videoId}/comments`, { data: { content }, headers: { Authorization: await userToken(request, email) } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { id: string };
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

for (const [lang, t] of Object.entries(TEXT)) {
  test.describe(lang, () => {
    test.use({ locale: t.locale });

    test('a reply written offline is sent exactly once on reconnect', async ({ page, context }) => {
      const video = await freshVideo(page.request);
      const author = await makeUser(page.request);
      const top = await commentAs(page.request, author.email, video.id, `Top ${tag('c')}`);
      const me = await makeUser(page.request);
      await signInWithPassword(page, me.email, PASSWORD);
      await page.goto(`/video/${video.slug}`);
      await page.evaluate(() => navigator.serviceWorker.ready);
      const row = page.getByTestId('comment').first();
      await expect(row).toBeVisible();

      await goOffline(context, page);
      const text = `Offline reply ${tag('r')}`;
      await row.getByRole('button', { name: t.reply(author.username) }).click();
      await page.getByRole('textbox', { name: t.reply(author.username) }).fill(text);
      await page.getByRole('button', { name: t.post }).click();
      const reply = page.getByTestId('reply').filter({ hasText: text });
      await expect(reply).toBeVisible();
      await expect(reply.getByText(t.sending)).toBeVisible();
      expect(await outboxCount(page)).toBe(1);

      await context.setOffline(false);
      await expect.poll(() => outboxCount(page), { timeout: 5_000 }).toBe(0);
      await expect(reply.getByText(t.sending)).toHaveCount(0);
      const replies = (await (await page.request.get(`/api/reelhouse/comments/${top.id}/replies`)).json()) as { totalItems: number; items: { content: string }[] };
      expect(replies.totalItems).toBe(1);
      expect(replies.items[0]!.content).toBe(text);

      await page.reload();
      await page.getByRole('button', { name: new RegExp(`${t.one}$`) }).click();
      await expect(page.getByTestId('reply').filter({ hasText: text })).toHaveCount(1);
    });

    test("blocking a member takes their comment off the blocker's page only", async ({ page }) => {
      const video = await freshVideo(page.request);
      const other = await makeUser(page.request);
      const text = `Blocked comment ${tag('b')}`;
      await commentAs(page.request, other.email, video.id, text);
      const me = await makeUser(page.request);
      await signInWithPassword(page, me.email, PASSWORD);
      await page.goto(`/video/${video.slug}`);
      const row = page.getByTestId('comment').filter({ hasText: text });
      await expect(row).toBeVisible();
      await row.getByRole('button', { name: t.block(other.username) }).click();
      await row.getByRole('button', { name: t.confirm }).click();
      await expect(page.getByTestId('comment').filter({ hasText: text })).toHaveCount(0);
      await page.reload();
      await expect(page.getByTestId('comment')).toHaveCount(0);
      // Still there for everyone else.
      const visitor = (await (await page.request.get(`/api/reelhouse/videos/${video.id}/comments`, { headers: { Authorization: '' } })).json()) as { items: { content: string }[] };
      expect(visitor.items.map((c) => c.content)).toEqual([text]);
    });

    test('the playlist page at 375 px: thumbnails, durations, total length, whole titles; offline too', async ({ page, context }, info) => {
      test.skip(info.project.name !== 'phone', 'a phone-width check');
      const owner = await makeUser(page.request);
      const auth = { Authorization: await userToken(page.request, owner.email) };
      const long = `A very long playlist video title that a phone must wrap onto several lines instead of cutting ${tag('t')}`;
      const a = await freshVideo(page.request);
      const b = await freshVideo(page.request);
      const su = await suToken(page.request);
      await page.request.patch(`/api/collections/videos/records/${a.id}`, { data: { title: long }, headers: { Authorization: su } });
      const L = '/api/reelhouse/library';
      const pl = (await (await page.request.post(`${L}/playlists`, { data: { title: 'Phone list', visibility: 'public' }, headers: auth })).json()) as { id: string; slug: string };
      for (const v of [a, b]) await page.request.post(`${L}/playlists/${pl.id}/items`, { data: { video: v.id }, headers: auth });

      await signInWithPassword(page, owner.email, PASSWORD);
      await page.goto(`/playlist/${pl.slug}`);
      await page.evaluate(() => navigator.serviceWorker.ready);
      const title = page.getByTestId('playlist-video-title').filter({ hasText: long });
      await expect(title).toHaveText(long);
      const style = await title.evaluate((el) => {
        const s = getComputedStyle(el);
        return { overflow: s.textOverflow, white: s.whiteSpace, clip: s.overflow, sw: el.scrollWidth, cw: el.clientWidth, right: el.getBoundingClientRect().right, lines: el.getBoundingClientRect().height / parseFloat(s.lineHeight) };
      });
      expect(style.overflow).not.toBe('ellipsis');
      expect(style.white).not.toBe('nowrap');
      expect(style.clip).toBe('visible');
      expect(style.sw - style.cw, JSON.stringify(style)).toBeLessThanOrEqual(1);
      expect(style.right).toBeLessThanOrEqual(375);
      expect(style.lines).toBeGreaterThan(1.5);
      await expect(page.getByTestId('playlist-video').locator('img')).toHaveCount(2);
      await expect(page.getByTestId('playlist-video').first()).toContainText('1:01');
      await expect(page.getByTestId('playlist-total')).toContainText('2:02');
      // No row is wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      await goOffline(context, page);
      await page.reload();
      await expect(page.getByTestId('playlist-video-title').filter({ hasText: long })).toHaveText(long);
      await context.setOffline(false);
    });
  });
}
