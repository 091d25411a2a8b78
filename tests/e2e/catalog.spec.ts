// The public catalog in real Chromium at desktop and phone sizes.
import { expect, test } from './age-gate-accepted';
import { firstVideo, freshVideo, signIn } from './helpers';

test.describe('catalog', () => {
  test('home → category → page 2 → watch → similar video', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Popular Categories' })).toBeVisible();
    await expect(page.getByTestId('video-card').first()).toBeVisible();
    await page.getByRole('link', { name: 'View All Categories' }).click();
    await expect(page).toHaveURL(/\/categories$/);
    await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: /Trending/ }).first().click();
    await expect(page).toHaveURL(/\/categories\/trending/);
    await expect(page.getByTestId('video-card')).toHaveCount(12);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await page.getByTestId('video-card').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/video\//);
    await expect(page.getByRole('heading', { name: 'Similar Videos' })).toBeVisible();
    const similar = page.getByTestId('video-card').first();
    const title = await similar.getByRole('heading').innerText();
    await similar.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test('search with results, with no results (fallback, no pagination), Clear', async ({ page }) => {
    const video = await firstVideo(page);
    const word = video.title.split(/\s+/)[0]!;
    await page.goto(`/videos?search=${encodeURIComponent(word)}`);
    await expect(page.getByRole('heading', { name: `Search Results for "${word}" Porn Videos` })).toBeVisible();
    await expect(page.getByText(/^Found [\d,]+\+? videos$/)).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`Search Results for "${word}"`));

    await page.locator('#videos-search').fill('zzqxnothingmatches');
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('No videos found for "zzqxnothingmatches". Showing trending videos instead.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);

    await page.getByRole('main').getByRole('button', { name: 'Clear' }).click();
    await expect(page).toHaveURL(/\/videos$/);
    await expect(page.locator('#videos-search')).toHaveValue('');
    await expect(page.getByRole('main').getByRole('button', { name: 'Search', exact: true })).toBeDisabled();
  });

  test('the Categories drawer on a phone', async ({ page }, info) => {
    test.skip(info.project.name !== 'phone', 'phone only');
    await page.goto('/videos');
    await page.getByRole('button', { name: 'Categories' }).click();
    const drawer = page.getByRole('dialog', { name: 'Categories' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Newest' }).click();
    await expect(drawer).toHaveCount(0);
    await expect(page).toHaveURL(/category=newest/);
  });

  test('a deep link to a watch page survives a reload', async ({ page }) => {
    const video = await firstVideo(page, { premium: false });
    await page.goto(`/video/${video.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
  });

  test('an unknown video and an unknown category', async ({ page }) => {
    await page.goto('/video/no-such-video-here');
    await expect(page.getByRole('heading', { name: 'Video not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
    await page.goto('/categories/no-such-category');
    await expect(page.getByRole('heading', { name: 'Category not found' })).toBeVisible();
  });

  test('a visitor sees the login prompts', async ({ page }) => {
    const video = await firstVideo(page, { premium: false });
    await page.goto(`/video/${video.slug}`);
    await expect(page.getByText('Please log in to leave a comment.')).toBeVisible();
    await page.getByRole('button', { name: /^Like/ }).click();
    await expect(page.getByText('Must be authenticated to rate videos')).toBeVisible();
  });

  test('premium video: overlay for a member, playback for a premium member', async ({ page }) => {
    // A premium video with a self-hosted file, so "plays" means a <video> with a stream URL.
    const video = await freshVideo(page.request, { file: true, premium: true });
    const locked = page.getByText('This content is only available to premium members.');
    await signIn(page, 'member');
    await page.goto(`/video/${video.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
    await expect(locked).toBeVisible();
    await expect(page.getByTestId('native-player')).toHaveCount(0);

    await signIn(page, 'premium');
    await page.goto(`/video/${video.slug}`);
    const player = page.getByTestId('native-player');
    await expect(player).toBeVisible();
    await expect(locked).toHaveCount(0);
    // The MP4 it plays or falls back to (a video with a ladder plays it through a MediaSource).
    const src = await player.getAttribute('data-stream');
    expect(src).toContain('/stream/');
    const res = await page.request.get(src!, { headers: { Range: 'bytes=0-3' } });
    expect(res.status()).toBe(206);
  });
});
