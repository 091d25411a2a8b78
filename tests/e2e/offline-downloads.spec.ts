// Issue 15 §5: a premium member saves a video's self-hosted file, goes offline and plays
// it with seeking (the worker answers Range requests from the stored file); the Downloads
// page lists it with the storage used; sign-out removes it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './age-gate-accepted';
import { freshVideo, makeUser, signInWithPassword, suCreate } from './helpers';

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'desktop only');
});

/** A real 6-second H.264 clip, made with ffmpeg (nothing binary is committed). */
function clip(): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'rh-dl-'));
  const out = join(dir, 'clip.mp4');
  execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=160x90:rate=10', '-t', '6', '-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-g', '10', '-movflags', '+faststart', '-y', out]);
  return readFileSync(out);
}

test('a premium member downloads a video, goes offline and seeks in it', async ({ page, context }) => {
  const video = await freshVideo(page.request, { premium: true });
  await suCreate(page.request, 'video_sources', { video: video.id, file: { name: 'clip.mp4', mimeType: 'video/mp4', buffer: clip() } } as unknown as Record<string, unknown>, {
    multipart: true,
  });
  const member = await makeUser(page.request, ['premium']);
  await signInWithPassword(page, member.email, member.password);
  await page.goto(`/video/${video.slug}`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload(); // controlled by the worker from here on
  await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();

  await page.getByRole('button', { name: 'Save for Offline' }).click();
  await expect(page.getByTestId('download-done')).toBeVisible({ timeout: 20_000 });

  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
  const player = page.getByTestId('native-player');
  await expect(player).toBeVisible();

  // The worker answers a Range request from the stored file.
  const partial = await page.evaluate(async (id) => {
    const res = await fetch(`/api/reelhouse/stream/${id}`, { headers: { Range: 'bytes=100-199' } });
    return { status: res.status, range: res.headers.get('Content-Range'), length: (await res.arrayBuffer()).byteLength };
  }, video.id);
  expect(partial.status).toBe(206);
  expect(partial.range).toMatch(/^bytes 100-199\/\d+$/);
  expect(partial.length).toBe(100);

  // Plays and seeks offline.
  expect(await page.evaluate(() => document.createElement('video').canPlayType('video/mp4; codecs="avc1.42E01E"'))).not.toBe('');
  const seeked = await player.evaluate(
    (el: HTMLVideoElement) =>
      new Promise<number>((resolve, reject) => {
        const go = () => {
          el.addEventListener('seeked', () => resolve(el.currentTime), { once: true });
          el.currentTime = 4;
        };
        el.addEventListener('error', () => reject(new Error(`media error ${el.error?.code}`)), { once: true });
        if (el.readyState >= 1) go();
        else {
          el.addEventListener('loadedmetadata', go, { once: true });
          el.load();
        }
      }),
  );
  expect(seeked).toBeGreaterThan(3.5);

  // The Downloads page lists it with the storage used.
  await page.goto('/premium/downloads');
  await expect(page.getByTestId('download-row').filter({ hasText: video.title })).toBeVisible();
  await expect(page.getByTestId('storage-quota')).toContainText('Using');
  await context.setOffline(false);

  // Sign-out removes the member's downloads from the device.
  await page.getByRole('button', { name: /^Account/ }).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('reelhouse-downloads-')).length)).toBe(0);
});
