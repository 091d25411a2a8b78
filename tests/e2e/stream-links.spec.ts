// Issue 17 §1 in the browser: with the files on S3 the stream route answers 302 to a link
// that lives a few minutes, and Chromium sends its later Range requests (seeks included)
// to that link, not to the stream route. When the link has expired the player must ask the
// stream route again (the server re-checks access) and resume where it was. The stream
// route's answer is the real server's access check turned into a 302 (a route in the
// browser); the bucket is a local HTTP server on another origin that serves the real
// server's bytes in 256 KB answers (so that a seek needs a new request) and answers 403,
// as S3 does, once a link has expired. (A route cannot stand in for the bucket: Playwright
// does not intercept the request a fulfilled redirect leads to.)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './age-gate-accepted';
import { freshVideo, suCreate } from './helpers';

// The worker must not answer the player's requests itself; the page's CSP would refuse the
// stand-in bucket's origin (the real one lists the bucket when S3 is on: s3-storage.test.ts).
test.use({ serviceWorkers: 'block', bypassCSP: true });

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'desktop only');
});

const CHUNK = 256 * 1024;

/** A 6-second H.264 clip of a few MB (noise does not compress), made with ffmpeg. */
function clip(): Buffer {
  const out = join(mkdtempSync(join(tmpdir(), 'rh-link-')), 'clip.mp4');
  execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=480x270:rate=12,noise=alls=60:allf=t', '-t', '6', '-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-preset', 'ultrafast', '-g', '12', '-movflags', '+faststart', '-y', out]);
  return readFileSync(out);
}

test('an expired stream link: the player gets a fresh one from the stream route and resumes where it was', async ({ page }) => {
  const file = clip();
  expect(file.length).toBeGreaterThan(4 * CHUNK);
  const video = await freshVideo(page.request);
  await suCreate(page.request, 'video_sources', { video: video.id, file: { name: 'clip.mp4', mimeType: 'video/mp4', buffer: file } } as unknown as Record<string, unknown>, {
    multipart: true,
  });

  let links = 0;
  let stream = '';
  const expired = new Set<number>();
  const refused: number[] = [];
  let lastAsk = 0;
  const bucket = createServer(async (req, res) => {
    const link = Number((req.url ?? '').split('/')[1]);
    lastAsk = Date.now();
    if (expired.has(link)) {
      refused.push(link);
      res.writeHead(403, { 'Content-Type': 'application/xml' });
      return res.end('<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>');
    }
    const m = /bytes=(\d+)-(\d*)/.exec(req.headers.range ?? 'bytes=0-')!;
    const start = Number(m[1]);
    const end = Math.min(m[2] ? Number(m[2]) : Infinity, start + CHUNK - 1, file.length - 1);
    const part = await fetch(stream, { headers: { Range: `bytes=${start}-${end}` } });
    const body = Buffer.from(await part.arrayBuffer());
    res.writeHead(part.status, {
      'Content-Type': 'video/mp4',
      'Accept-Ranges': 'bytes',
      'Content-Length': body.length,
      'Content-Range': part.headers.get('content-range') ?? '',
    });
    res.end(body);
  });
  await new Promise<void>((r) => bucket.listen(0, '127.0.0.1', r));
  const bucketUrl = `http://127.0.0.1:${(bucket.address() as AddressInfo).port}`;
  try {
    await page.route('**/api/reelhouse/stream/**', async (route) => {
      stream = route.request().url();
      const access = await route.fetch({ headers: { ...route.request().headers(), range: 'bytes=0-0' } });
      if (access.status() !== 206) return route.fulfill({ response: access });
      links++;
      await route.fulfill({ status: 302, headers: { Location: `${bucketUrl}/${links}/clip.mp4`, 'Cache-Control': 'private, no-store' } });
    });

    await page.goto(`/video/${video.slug}`);
    const player = page.getByTestId('native-player');
    // The player loads nothing until asked (preload="none"): the viewer's first seek or play
    // lets it read the metadata (media-load.ts), which is where this test starts.
    await expect(player).toHaveAttribute('preload', 'none');
    await player.evaluate((v: HTMLVideoElement) => {
      v.preload = 'metadata';
    });
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
    expect(links).toBe(1);

    // Once the player stopped buffering ahead, the first link expires; a seek past what is
    // buffered needs it again.
    await expect.poll(() => Date.now() - lastAsk, { timeout: 20_000 }).toBeGreaterThan(1500);
    expired.add(1);
    await player.evaluate((v: HTMLVideoElement) => {
      v.currentTime = 5;
    });
    await expect.poll(() => links, { timeout: 20_000 }).toBe(2);
    expect(refused.length).toBeGreaterThan(0);
    await expect
      .poll(() => player.evaluate((v: HTMLVideoElement) => [v.readyState >= 2, Math.round(v.currentTime), v.error?.code ?? 0]), { timeout: 20_000 })
      .toEqual([true, 5, 0]);
  } finally {
    bucket.closeAllConnections();
    bucket.close();
  }
});
