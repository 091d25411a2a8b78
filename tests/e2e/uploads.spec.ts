// Uploading through the form in real Chromium: a generated ffmpeg test video with a
// thumbnail goes over tus to 100 %, plays at once from our server, the fake hosts reach
// done and the watch page lists their players; an AVI becomes playable after transcoding;
// cards preview on hover, the player shows timeline thumbnails; edit then delete removes it.
import { expect, test, type APIRequestContext } from '@playwright/test';
// @ts-expect-error plain ESM helper without types
import { startFakeHosts } from '../fakes/hosts.mjs';
import { testImage, testVideo } from '../server/media-fixtures';
import { makeUser, signInWithPassword, suToken, tag, userToken } from './helpers';

test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => isMobile, 'one run is enough: the form is the same component on phones');

let fakes: any;

async function su(request: APIRequestContext, method: 'get' | 'patch', path: string, data?: unknown) {
  const token = await suToken(request);
  const res = await request[method](path, { headers: { Authorization: token }, ...(data ? { data } : {}) });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

async function setRow(request: APIRequestContext, collection: string, key: string, value: unknown) {
  const list = await su(request, 'get', `/api/collections/${collection}/records?filter=${encodeURIComponent(`key="${key}"`)}`);
  await su(request, 'patch', `/api/collections/${collection}/records/${list.items[0].id}`, { value });
}

async function jobsOf(request: APIRequestContext, videoId: string) {
  return (await su(request, 'get', `/api/collections/jobs/records?perPage=50&filter=${encodeURIComponent(`video="${videoId}"`)}`)).items as any[];
}

async function videoByTitle(request: APIRequestContext, title: string) {
  const r = await su(request, 'get', `/api/collections/videos/records?filter=${encodeURIComponent(`title="${title}"`)}`);
  return r.items[0] as { id: string; slug: string } | undefined;
}

test.beforeAll(async ({ request }) => {
  fakes = await startFakeHosts();
  await setRow(request, 'settings', 'integrations', { ...fakes.integrations, host_timeout_seconds: 5 });
  await setRow(request, 'secrets', 'doodstream_api_key', fakes.keys.doodstream);
  await setRow(request, 'secrets', 'vidguard_api_key', fakes.keys.vidguard);
});

test.afterAll(async () => {
  await fakes?.close();
});

test('upload with a thumbnail: 100 %, plays from our server, hosts reach done, edit then delete', async ({ page, request }) => {
  test.setTimeout(120_000);
  const creator = await makeUser(request, ['creator']);
  await signInWithPassword(page, creator.email, creator.password);
  const title = `Upload ${tag()}`;
  await page.goto('/creator/upload');
  const form = page.getByTestId('upload-form');
  await form.getByLabel('Video Title *').fill(title);
  await form.getByLabel('Author *').fill('E2E Author');
  // Required fields first: the spec's message.
  await form.getByRole('button', { name: 'Upload Video' }).click();
  await expect(form.getByText('Please fill in all required fields and select both video and thumbnail files')).toBeVisible();

  await form.getByTestId('thumbnail-input').setInputFiles(testImage('e2e-thumb.png'));
  await form.getByTestId('video-input').setInputFiles(testVideo('e2e.mp4', 5, { size: '640x360' }));
  await expect(form.getByLabel('Duration')).toHaveValue('0:05');
  await form.getByRole('button', { name: 'Upload Video' }).click();
  await expect(form.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
  await expect(form.getByText('100% uploaded')).toBeVisible();
  await expect(form.getByText('Video uploaded successfully')).toBeVisible({ timeout: 30_000 });
  // The form resets after success.
  await expect(form.getByLabel('Video Title *')).toHaveValue('');

  const video = await videoByTitle(request, title);
  expect(video).toBeTruthy();
  // Plays at once from our server.
  await page.goto(`/video/${video!.slug}`);
  const player = page.getByTestId('native-player');
  await expect(player).toHaveAttribute('src', /\/api\/reelhouse\/stream\//);
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);

  // The fake hosts reach done; the watch page then lists their players after ours.
  await expect
    .poll(async () => (await jobsOf(request, video!.id)).filter((j) => j.kind.startsWith('publish_') && j.state === 'done').length, { timeout: 30_000 })
    .toBe(2);
  await expect.poll(async () => (await jobsOf(request, video!.id)).every((j) => j.state === 'done'), { timeout: 30_000 }).toBe(true);
  await page.reload();
  await expect(page.getByTestId('native-player')).toBeVisible();
  // Timeline thumbnails from the sprite.
  const bar = page.getByRole('slider', { name: 'Seek' });
  await bar.hover({ position: { x: 40, y: 10 } });
  await expect(page.getByTestId('timeline-thumb')).toBeVisible();
  await page.getByRole('button', { name: 'Switch Player' }).click();
  await expect(page.getByTestId('embed-player')).toHaveAttribute('src', /^https:\/\/dood\.to\/e\/dd\d+x$/);
  await page.getByRole('button', { name: 'Switch Player' }).click();
  await expect(page.getByTestId('embed-player')).toHaveAttribute('src', /^https:\/\/vidguard\.to\/e\/vg\d+$/);

  // The card previews its clip on hover.
  await page.goto('/videos?search=newest');
  const card = page.getByTestId('video-card').filter({ hasText: title });
  await card.locator('img').hover();
  await expect(card.getByTestId('card-preview')).toBeVisible();
  await expect.poll(() => card.getByTestId('card-preview').evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);

  // Edit (owner), then delete: gone from the watch page, search and the jobs.
  const token = await userToken(request, creator.email);
  const edit = await request.patch(`/api/collections/videos/records/${video!.id}`, { headers: { Authorization: token }, data: { title: `${title} edited` } });
  expect(edit.ok()).toBe(true);
  const del = await request.delete(`/api/collections/videos/records/${video!.id}`, { headers: { Authorization: token } });
  expect(del.status()).toBe(204);
  expect((await request.get(`/api/reelhouse/videos/${video!.slug}`)).status()).toBe(404);
  expect(await jobsOf(request, video!.id)).toHaveLength(0);
  expect((await request.get(`/api/reelhouse/media/${video!.id}/preview.mp4`)).status()).toBe(404);
});

test('an AVI upload becomes playable after transcoding, with a frame as poster', async ({ page, request }) => {
  test.setTimeout(120_000);
  const creator = await makeUser(request, ['creator']);
  await signInWithPassword(page, creator.email, creator.password);
  const title = `AVI ${tag()}`;
  await page.goto('/creator/upload');
  const form = page.getByTestId('upload-form');
  await form.getByLabel('Video Title *').fill(title);
  await form.getByLabel('Author *').fill('E2E Author');
  await form.getByLabel('Use a frame from the video instead').check();
  await form.getByTestId('video-input').setInputFiles(testVideo('e2e.avi', 3, { avi: true }));
  await expect(form.getByLabel('Duration')).not.toHaveValue('');
  await form.getByRole('button', { name: 'Upload Video' }).click();
  await expect(form.getByText('Video uploaded successfully')).toBeVisible({ timeout: 60_000 });
  const video = await videoByTitle(request, title);
  await page.goto(`/video/${video!.slug}`);
  const player = page.getByTestId('native-player');
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  expect(await player.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(2);
});

test('a renamed non-video file is refused with a clear message', async ({ page, request }) => {
  const creator = await makeUser(request, ['creator']);
  await signInWithPassword(page, creator.email, creator.password);
  await page.goto('/creator/upload');
  const form = page.getByTestId('upload-form');
  await form.getByLabel('Video Title *').fill('Not a video');
  await form.getByLabel('Author *').fill('E2E');
  await form.getByLabel('Use a frame from the video instead').check();
  await form.getByTestId('video-input').setInputFiles({ name: 'fake.mov', mimeType: 'video/quicktime', buffer: Buffer.from('plain text, not a movie\n'.repeat(50)) });
  await form.getByRole('button', { name: 'Upload Video' }).click();
  await expect(form.getByText('Only MP4, MOV and AVI videos can be uploaded.')).toBeVisible();
});

test('pause and resume, and a reload resumes from the bytes the server has', async ({ page, request }) => {
  test.setTimeout(120_000);
  const creator = await makeUser(request, ['creator']);
  await signInWithPassword(page, creator.email, creator.password);
  const file = testVideo('e2e-slow.mp4', 20, { size: '1280x720' });
  // A slow uplink (Chromium throttles request bodies too), so there is time to pause.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 150 * 1024 });

  const fill = async (title: string) => {
    const form = page.getByTestId('upload-form');
    await form.getByLabel('Video Title *').fill(title);
    await form.getByLabel('Author *').fill('E2E');
    await form.getByLabel('Use a frame from the video instead').check();
    await form.getByTestId('video-input').setInputFiles(file);
    await expect(form.getByLabel('Duration')).toHaveValue('0:20');
    return form;
  };
  const pct = async () => Number(await page.getByRole('progressbar').getAttribute('aria-valuenow'));

  await page.goto('/creator/upload');
  let form = await fill(`Slow ${tag()}`);
  await form.getByRole('button', { name: 'Upload Video' }).click();
  await expect.poll(pct, { timeout: 30_000 }).toBeGreaterThanOrEqual(10);
  await expect(form.getByText(/\/s$/)).toBeVisible(); // speed shown
  await form.getByRole('button', { name: 'Pause' }).click();
  await expect(form.getByText('Paused')).toBeVisible();
  const paused = await pct();
  await page.waitForTimeout(1000);
  expect(await pct()).toBe(paused);

  // Reload mid-upload: the same file resumes from the server's offset, not from zero.
  await page.reload();
  form = await fill(`Slow ${tag()}`);
  await form.getByRole('button', { name: 'Upload Video' }).click();
  await expect.poll(pct, { timeout: 10_000 }).toBeGreaterThan(0);
  expect(await pct()).toBeGreaterThanOrEqual(paused - 1);
  await form.getByRole('button', { name: 'Pause' }).click();
  await form.getByRole('button', { name: 'Resume' }).click();
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(form.getByText('Video uploaded successfully')).toBeVisible({ timeout: 60_000 });
});
