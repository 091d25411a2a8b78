// Issue 15 §5: a premium member saves a video's self-hosted file in 1 MB pieces: pauses,
// reloads (the stored pieces and a state record survive), resumes after the last stored
// piece, completes, goes offline and seeks in it (the worker answers Range requests from
// the stored file); the Downloads page lists it with the storage used; a lost connection
// pauses and resumes by itself; a file that does not fit is refused before anything is
// fetched; sign-out and a lapsed membership remove the downloads.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Route } from '@playwright/test';
import { expect, test } from './age-gate-accepted';
import { freshVideo, makeUser, recordData, signInWithPassword, suCreate, suToken, type Video } from './helpers';

test.beforeEach(({}, testInfo) => {
  // Downloads are a phone's feature, and what is tested here (the worker, the store, the
  // network) does not change with the viewport: one project is enough (the suite's time).
  test.skip(testInfo.project.name !== 'phone', 'phone only');
  // Several MB through the worker and a routed context: slow on a loaded machine.
  testInfo.setTimeout(120_000);
});

const MB = 1024 * 1024;

/**
 * A real 6-second H.264 clip made with ffmpeg (nothing binary is committed); `big` adds
 * noise so the file spans several 1 MB pieces (about 3-4 MB).
 */
function clip(big = false): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'rh-dl-'));
  const out = join(dir, 'clip.mp4');
  const src = big ? 'testsrc=size=480x270:rate=12,noise=alls=60:allf=t' : 'testsrc=size=160x90:rate=10';
  execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', src, '-t', '6', '-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-preset', 'ultrafast', '-g', '10', '-movflags', '+faststart', '-y', out]);
  return readFileSync(out);
}

async function premiumVideoWith(page: Page, file: Buffer): Promise<Video> {
  const video = await freshVideo(page.request, { premium: true });
  await suCreate(page.request, 'video_sources', { video: video.id, file: { name: 'clip.mp4', mimeType: 'video/mp4', buffer: file } } as unknown as Record<string, unknown>, {
    multipart: true,
  });
  return video;
}

/** Signs a fresh premium member in and opens the video's page under the worker's control. */
async function openAsPremium(page: Page, video: Video) {
  const member = await makeUser(page.request, ['premium']);
  await signInWithPassword(page, member.email, member.password);
  await page.goto(`/video/${video.slug}`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload(); // controlled by the worker from here on
  await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
  return member;
}

/** What the member's downloads cache holds for a video: stored pieces, the state record, the finished file. */
function stored(page: Page, videoId: string) {
  return page.evaluate(async (id) => {
    const out = { caches: 0, pieces: 0, state: null as null | { pieces: number; size: number }, file: 0, sha: '' };
    for (const name of await caches.keys()) {
      if (!name.startsWith('reelhouse-downloads-')) continue;
      out.caches++;
      const cache = await caches.open(name);
      for (const req of await cache.keys()) {
        if (!req.url.includes(`/stream/${id}`)) continue;
        const res = (await cache.match(req))!;
        if (req.url.includes('?piece=')) out.pieces++;
        else if (req.url.endsWith('?state')) out.state = await res.json();
        else {
          const buf = await res.arrayBuffer();
          out.file = buf.byteLength;
          out.sha = [...new Uint8Array(await crypto.subtle.digest('SHA-256', buf))].map((b) => b.toString(16).padStart(2, '0')).join('');
        }
      }
    }
    return out;
  }, videoId);
}

/**
 * Holds the download's piece requests from `from` bytes on (the worker fetches for the
 * page: context routes see its requests), so the test can pause at a known point. The
 * size probe (bytes=0-0) counts as a piece request here.
 */
async function gatePieces(page: Page, from: number) {
  const ranges: string[] = [];
  const held: Route[] = [];
  const gate = { open: false, ranges, held };
  await page.context().route('**/api/reelhouse/stream/**', async (route) => {
    const range = route.request().headers()['range'] ?? '';
    // Pieces ask for a bounded range; the player on the page asks open-ended ones.
    const piece = /^bytes=(\d+)-\d+$/.exec(range);
    if (piece) ranges.push(range);
    if (piece && !gate.open && Number(piece[1]) >= from) {
      held.push(route);
      return;
    }
    await route.continue().catch(() => undefined);
  });
  return gate;
}

/**
 * Opens the video as a premium member, starts saving it and stops once `pieces` pieces are
 * stored and the next one is held by the gate.
 */
async function saveUntilHeld(page: Page, video: Video, pieces: number) {
  await openAsPremium(page, video);
  const gate = await gatePieces(page, pieces * MB);
  await page.getByRole('button', { name: 'Save for Offline' }).click();
  await expect.poll(async () => (await stored(page, video.id)).state?.pieces, { timeout: 30_000 }).toBe(pieces);
  await expect.poll(() => gate.held.length).toBeGreaterThan(0);
  return gate;
}

/** The Range headers of the pieces of a `size`-byte file from piece `first` on, in order. */
function pieceRanges(size: number, first = 0): string[] {
  const out: string[] = [];
  for (let from = first * MB; from < size; from += MB) out.push(`bytes=${from}-${Math.min(size, from + MB) - 1}`);
  return out;
}

async function seekOffline(page: Page) {
  const player = page.getByTestId('native-player');
  await expect(player).toBeVisible();
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
          // The player loads nothing until asked (preload="none"); a seek from its
          // controls asks for the metadata this way (media-load.ts).
          el.preload = 'metadata';
          el.load();
        }
      }),
  );
  expect(seeked).toBeGreaterThan(3.5);
}

test('a download pauses, survives a reload, resumes after the last stored piece, then plays and seeks offline', async ({ page, context }) => {
  const file = clip(true);
  expect(file.length).toBeGreaterThan(2 * MB + 1);
  const video = await premiumVideoWith(page, file);
  // Two pieces stored, the third held: pause there.
  const gate = await saveUntilHeld(page, video, 2);
  await page.getByRole('button', { name: 'Pause' }).click();
  const pct = Math.floor(((2 * MB) / file.length) * 100);
  await expect(page.getByTestId('download-progress')).toHaveText(`Paused at ${pct}%`);

  // A reload keeps what was stored: the download shows as paused where it stopped.
  await page.reload();
  await expect(page.getByTestId('download-progress')).toHaveText(`Paused at ${pct}%`);
  const before = await stored(page, video.id);
  expect(before).toMatchObject({ pieces: 2, file: 0, state: { pieces: 2, size: file.length } });

  // Resume: the next request starts after the last stored piece, not at 0.
  for (const r of gate.held.splice(0)) await r.abort().catch(() => undefined);
  gate.open = true;
  const seen = gate.ranges.length;
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByTestId('download-done')).toBeVisible({ timeout: 60_000 });
  // Each remaining piece asked for once, in order, none of the stored ones again.
  expect(gate.ranges.slice(seen)).toEqual(pieceRanges(file.length, 2));

  // One finished entry, byte for byte the uploaded file; the pieces and the state record are gone.
  const after = await stored(page, video.id);
  expect(after).toMatchObject({ pieces: 0, state: null, file: file.length, sha: createHash('sha256').update(file).digest('hex') });
  await context.unroute('**/api/reelhouse/stream/**');

  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();

  // The worker answers a Range request from the stored file.
  const partial = await page.evaluate(async (id) => {
    const res = await fetch(`/api/reelhouse/stream/${id}`, { headers: { Range: 'bytes=100-199' } });
    return { status: res.status, range: res.headers.get('Content-Range'), length: (await res.arrayBuffer()).byteLength };
  }, video.id);
  expect(partial).toEqual({ status: 206, range: `bytes 100-199/${file.length}`, length: 100 });
  await seekOffline(page);

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

test('a lost connection pauses a download, which carries on by itself when back online', async ({ page, context }) => {
  const file = clip(true);
  const video = await premiumVideoWith(page, file);
  const gate = await saveUntilHeld(page, video, 1);
  await context.setOffline(true);
  for (const r of gate.held.splice(0)) await r.abort('internetdisconnected').catch(() => undefined);
  await expect(page.getByTestId('download-progress')).toHaveText('Paused: the connection was lost. It resumes when you are back online.');

  gate.open = true;
  const seen = gate.ranges.length;
  await context.setOffline(false);
  await expect(page.getByTestId('download-done')).toBeVisible({ timeout: 60_000 });
  expect(gate.ranges[seen]).toBe(`bytes=${MB}-${2 * MB - 1}`);
  expect((await stored(page, video.id)).file).toBe(file.length);
});

test('a download runs in one tab at a time; the other tab says so and shows it done later', async ({ page, context }) => {
  const file = clip(true);
  const video = await premiumVideoWith(page, file);
  const gate = await saveUntilHeld(page, video, 1);

  const other = await context.newPage();
  await other.goto(`/video/${video.slug}`);
  await expect(other.getByTestId('download-progress')).toHaveText(/^Paused at \d+%$/);
  await other.getByRole('button', { name: 'Resume' }).click();
  await expect(other.getByTestId('download-progress')).toHaveText('Paused: this video is being saved in another tab or window.');

  gate.open = true;
  for (const r of gate.held.splice(0)) await r.continue().catch(() => undefined);
  await expect(page.getByTestId('download-done')).toBeVisible({ timeout: 60_000 });
  // The size probe, then every piece once, in order: the other tab fetched nothing.
  expect(gate.ranges).toEqual(['bytes=0-0', ...pieceRanges(file.length)]);
  await other.getByRole('button', { name: 'Resume' }).click();
  await expect(other.getByTestId('download-done')).toBeVisible();
  expect((await stored(page, video.id)).file).toBe(file.length);
});

test('a video that does not fit in the storage left is refused before anything is saved', async ({ page }) => {
  const file = clip();
  const video = await premiumVideoWith(page, file);
  // The browser says only 4 MB are left (an override of the estimate only: the real
  // quota of a test profile is far larger).
  await page.addInitScript(() => {
    const estimate = () => Promise.resolve({ usage: 0, quota: 4 * 1024 * 1024 });
    Object.defineProperty(StorageManager.prototype, 'estimate', { value: estimate, configurable: true });
  });
  await openAsPremium(page, video);
  const ranges: string[] = [];
  await page.context().route('**/api/reelhouse/stream/**', async (route) => {
    const range = route.request().headers()['range'] ?? '';
    if (/^bytes=\d+-\d+$/.test(range)) ranges.push(range); // not the player's open-ended ones
    await route.continue();
  });
  await page.getByRole('button', { name: 'Save for Offline' }).click();
  await expect(page.getByTestId('download-refused')).toHaveText(
    /^Not enough storage on this device: this video needs 0\.\d MB and 0\.0 MB is available\. Remove some downloads and try again\.$/,
  );
  expect(ranges).toEqual(['bytes=0-0']); // the size probe only
  expect(await stored(page, video.id)).toMatchObject({ pieces: 0, state: null, file: 0 });
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByRole('button', { name: 'Save for Offline' })).toBeVisible();
});

test("a member's downloads are removed when their premium membership lapses", async ({ page }) => {
  const video = await premiumVideoWith(page, clip());
  const member = await openAsPremium(page, video);
  await page.getByRole('button', { name: 'Save for Offline' }).click();
  await expect(page.getByTestId('download-done')).toBeVisible({ timeout: 60_000 });
  expect((await stored(page, video.id)).caches).toBe(1);

  // The server withdraws premium; the next session answer says so.
  const res = await page.request.patch(`/api/collections/users/records/${member.id}`, { data: { roles: [] }, headers: { Authorization: await suToken(page.request) } });
  expect(res.ok()).toBe(true);
  await page.reload();
  await expect(page.getByText('This content is only available to premium members.')).toBeVisible();
  await expect.poll(async () => (await stored(page, video.id)).caches).toBe(0);
});

test('a size probe cut off by the network says so, and Resume starts the download over', async ({ page }) => {
  const file = clip();
  const video = await premiumVideoWith(page, file);
  await openAsPremium(page, video);
  // The connection drops for the probe only (the browser still believes it is online).
  let cut = true;
  await page.context().route('**/api/reelhouse/stream/**', async (route) => {
    if (cut && route.request().headers()['range'] === 'bytes=0-0') return route.abort('internetdisconnected');
    await route.continue().catch(() => undefined);
  });

  await page.getByRole('button', { name: 'Save for Offline' }).click();
  await expect(page.getByTestId('download-progress')).toHaveText('Failed: Saving a video needs a connection.');
  expect((await stored(page, video.id)).state).toBeNull();

  // Nothing was stored: Resume probes again and saves the whole file.
  cut = false;
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByTestId('download-done')).toBeVisible({ timeout: 60_000 });
  expect((await stored(page, video.id)).file).toBe(file.length);
});

test('a downloaded video offers to resume at its saved position offline, and resumes there', async ({ page, context }) => {
  const video = await premiumVideoWith(page, clip());
  await openAsPremium(page, video);
  await page.getByRole('button', { name: 'Save for Offline' }).click();
  await expect(page.getByTestId('download-done')).toBeVisible({ timeout: 60_000 });
  // The member stopped at 0:05 (saved on the server, as the player does on pause).
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('pocketbase_auth') ?? '{}') as { token?: string }).token ?? '');
  const saved = await page.request.post(`/api/reelhouse/library/history/${video.id}`, { headers: { Authorization: token }, data: { position: 5.5 } });
  expect(saved.ok(), await saved.text()).toBe(true);
  await page.reload();
  const offer = page.getByRole('region', { name: 'Resume' });
  await expect(offer.getByRole('button', { name: 'Resume at 0:05' })).toBeVisible();
  // The answer is written to IndexedDB at idle: going offline before that would test nothing.
  const member = await page.evaluate(() => (JSON.parse(localStorage.getItem('pocketbase_auth') ?? '{}') as { record?: { id?: string } }).record?.id ?? '');
  await expect
    .poll(async () => ((await recordData(page, 'my_library', `${member}:state:${video.id}`)) as { position?: number } | null)?.position, { timeout: 15_000 })
    .toBe(5.5);

  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
  await offer.getByRole('button', { name: 'Resume at 0:05' }).click();
  const player = page.getByTestId('native-player');
  await expect.poll(() => player.evaluate((el: HTMLVideoElement) => el.currentTime)).toBeGreaterThan(5);
  await context.setOffline(false);
});

test('a premium stream played online is not kept by the HTTP cache: signed out and offline it does not answer', async ({ page, context }) => {
  const video = await premiumVideoWith(page, clip());
  await openAsPremium(page, video);
  const src = await page.getByTestId('native-player').getAttribute('data-stream');
  expect(src).toMatch(/\/api\/reelhouse\/stream\//);
  // Played online: the browser fetched it (a Range request like the player's) and was told not to keep it.
  const online = await page.evaluate(async (url) => {
    const res = await fetch(url, { headers: { Range: 'bytes=0-999' } });
    await res.arrayBuffer();
    return { status: res.status, cc: res.headers.get('Cache-Control') };
  }, src!);
  expect(online).toEqual({ status: 206, cc: 'private, no-store' });

  await page.getByRole('button', { name: /^Account/ }).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
  // Even asking for any cached copy, nothing answers the tokenized URL any more.
  const offline = await page.evaluate(async (url) => {
    try {
      const res = await fetch(url, { cache: 'force-cache', headers: { Range: 'bytes=0-999' } });
      return `answered ${res.status}`;
    } catch {
      return 'no answer';
    }
  }, src!);
  expect(offline).toBe('no answer');
  await context.setOffline(false);
});
