// Tags and captions (issue 41 items 4 and 5), in English and German at the desktop and
// phone sizes: a tag chip on the watch page opens the tag's page with the video; the
// player's captions menu lists the viewer's language first, starts off, and shows the
// chosen track.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './age-gate-accepted';
import { freshVideo, suCreate, suToken, tag } from './helpers';

const vtt = (text: string) => ({ name: 'subs.vtt', mimeType: 'text/vtt', buffer: Buffer.from(`WEBVTT\n\n00:00:00.000 --> 00:00:30.000\n${text}\n`) });

async function setTags(request: APIRequestContext, id: string, tags: string[]) {
  const res = await request.patch(`/api/collections/videos/records/${id}`, { data: { tags }, headers: { Authorization: await suToken(request) } });
  expect(res.ok(), `tags: ${res.status()}`).toBe(true);
}

for (const [lang, locale, menuLabel, offLabel] of [
  ['en', 'en-US', 'Captions', 'Off'],
  ['de', 'de-DE', 'Untertitel', 'Aus'],
] as const) {
  test.describe(`in ${lang}`, () => {
    test.use({ locale });

    test('a tag chip opens the tag page with the video', async ({ page }) => {
      const video = await freshVideo(page.request);
      const t = tag('tg').toLowerCase();
      await setTags(page.request, video.id, [t, 'e2e-tag']);
      await page.goto(`/video/${video.slug}`);
      const chip = page.getByTestId('tag-chips').getByRole('link', { name: `#${t}` });
      await chip.click();
      await expect(page).toHaveURL(new RegExp(`/tag/${t}$`));
      await expect(page.getByRole('heading', { level: 1, name: `#${t}` })).toBeVisible();
      await expect(page.getByTestId('video-grid').getByText(video.title)).toBeVisible();
    });

    test('the captions menu starts off, lists the viewer\'s language first and shows the chosen track', async ({ page }) => {
      const video = await freshVideo(page.request, { file: true });
      for (const [language, label, text] of [['en', 'English', 'Hello there'], ['de', 'Deutsch', 'Hallo zusammen']] as const) {
        await suCreate(page.request, 'captions', { video: video.id, language, label, file: vtt(text) } as unknown as Record<string, unknown>, { multipart: true });
      }
      await page.goto(`/video/${video.slug}`);
      const menu = page.getByRole('combobox', { name: menuLabel });
      await expect(menu).toHaveValue('off');
      await expect(menu.locator('option')).toHaveText([offLabel, lang === 'de' ? 'Deutsch' : 'English', lang === 'de' ? 'English' : 'Deutsch']);
      await menu.selectOption(lang);
      const modes = () =>
        page.getByTestId('native-player').evaluate((v: HTMLVideoElement) => Object.fromEntries(Array.from(v.textTracks).map((t) => [t.language, t.mode])));
      await expect.poll(modes).toEqual(lang === 'de' ? { de: 'showing', en: 'disabled' } : { en: 'showing', de: 'disabled' });
      // The choice is kept: the next watch page starts with captions on, in the viewer's language.
      await page.reload();
      await expect(page.getByRole('combobox', { name: menuLabel })).toHaveValue(lang);
    });
  });
}
