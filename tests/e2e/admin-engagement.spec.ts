// Admin Engagement tab: bot users (one per line, blanks dropped), validation of the
// add-engagement form, then views and comments added to a fresh video with extra comment
// lines dropped; the numbers are checked in the data.
import { expect, test } from './age-gate-accepted';
import { freshVideo, signIn, suToken, tag } from './helpers';

const botName = () => tag('bot_').toLowerCase().replace(/[^a-z0-9_]/g, '').slice(0, 20);

test.describe('admin engagement', () => {
  test('creates bot users from lines, blanks dropped; a bad name is refused and kept', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/dashboard?tab=engagement');
    const box = page.getByLabel('Usernames (one per line)');
    await box.fill('ok_name\nno spaces here');
    await page.getByRole('button', { name: 'Create Bot Users' }).click();
    await expect(page.getByText('Invalid username "no spaces here"')).toBeVisible();
    await expect(box).toHaveValue('ok_name\nno spaces here');

    const a = botName();
    const b = botName();
    await box.fill(`${a}\n\n   \n${b}\n`);
    await page.getByRole('button', { name: 'Create Bot Users' }).click();
    await expect(page.getByText('Created 2 bot users')).toBeVisible();
    await expect(page.getByTestId('bot-list').getByText(a, { exact: true })).toBeVisible();
    await expect(page.getByTestId('bot-list').getByText(b, { exact: true })).toBeVisible();
  });

  test('adds views and comments to a video; the video is required and extra lines are dropped', async ({ page, request }) => {
    const video = await freshVideo(request);
    await signIn(page, 'admin');
    await page.goto('/admin/dashboard?tab=engagement');
    await page.getByRole('button', { name: 'Add Engagement' }).click();
    await expect(page.getByText('Please select a video')).toBeVisible();

    await page.getByPlaceholder('Search videos by title').fill(video.title);
    await page.getByRole('list', { name: 'Videos' }).getByRole('button', { name: video.title }).click();
    await expect(page.getByTestId('chosen-video')).toContainText(video.title);
    const hint = page.getByText(/bot users? can still comment on this video/);
    await expect(hint).toBeVisible();
    const available = Number(/(\d+) bot/.exec((await hint.textContent()) ?? '')![1]);
    expect(available).toBeGreaterThan(0);

    await page.getByLabel('Views to add').fill('-3');
    await page.getByRole('button', { name: 'Add Engagement' }).click();
    await expect(page.getByText(/Views must be a whole number of 0 or more/)).toBeVisible();

    await page.getByLabel('Views to add').fill('25');
    const lines = Array.from({ length: available + 2 }, (_, i) => `Great video ${i}`);
    await page.getByLabel('Comments (one per line)').fill(['', ...lines, ''].join('\n'));
    await expect(page.getByText('2 extra lines will be dropped.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Add Engagement' }).dblclick();
    await expect(page.getByText(`Added 25 views and ${available} comments`)).toBeVisible();
    await expect(page.getByText('0 bot users can still comment on this video.')).toBeVisible();

    const token = await suToken(request);
    const stats = (await (
      await request.get(`/api/collections/video_stats/records?filter=${encodeURIComponent(`video="${video.id}"`)}`, { headers: { Authorization: token } })
    ).json()) as { items: { views: number; simulated_views: number; comments: number }[] };
    expect(stats.items[0]).toMatchObject({ views: 25, simulated_views: 25, comments: available });
  });
});
