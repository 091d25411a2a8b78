// Files on S3-compatible storage (README "Files on S3 and a CDN", internal/storage): with
// PocketBase's S3 storage on, against a real S3 server (versitygw with a POSIX backend,
// built by scripts/test-tools.sh), an upload through the tus endpoint is processed from
// the bucket, its files land in the bucket, and playback is a redirect to a short-lived
// presigned URL that serves Range requests itself: the app server's byte counter shows it
// did not carry the video. The access rules hold (a premium source is refused to a
// non-premium member) and an expired link fails.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, SUPERUSER, freePort } from './launch.mjs';
import { testImage, testVideo } from './media-fixtures';
import { ownServer, type OwnServer } from './own-server';
import { finish, performerRecord, tusUpload, waitFor } from './upload-client';

const VERSITYGW = join(ROOT, '.tmp/tools/versitygw');
const KEY = 's3-test-access-key';
const SECRET = 's3-test-secret-key-0123456789';
const BUCKET = 'reelhouse-files';
const METRICS = 's3-test-metrics-token';
const LINK_TTL = 3; // seconds, so the expiry can be seen

let dir = '';
let gw: ChildProcess | null = null;
let gwPort = 0;
let s: OwnServer;
let creator: { id: string; token: string };
let performer = '';
let member: { id: string; token: string };
let premium: { id: string; token: string };
let videoId = '';
let slug = '';

function filesUnder(root: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(root)) {
    const p = join(root, name);
    if (statSync(p).isDirectory()) out.push(...filesUnder(p));
    else out.push(p);
  }
  return out;
}

/** The app server's response-bytes counter of a route pattern (-1: no series yet). */
async function routeBytes(route: string): Promise<number> {
  const res = await fetch(`${s.baseUrl}/api/reelhouse/metrics`, { headers: { Authorization: `Bearer ${METRICS}` } });
  const text = await res.text();
  const line = text.split('\n').find((l) => l.startsWith(`reelhouse_http_response_bytes_total{route="${route}"} `));
  return line ? Number(line.split(' ').pop()) : -1;
}
const STREAM = 'GET /api/reelhouse/stream/{videoId}';

async function watch(token: string) {
  const res = await fetch(`${s.baseUrl}/api/reelhouse/videos/${slug}`, { headers: token ? { Authorization: token } : {} });
  expect(res.status).toBe(200);
  return (await res.json()) as { locked: boolean; sources: { type: string; url: string }[]; thumbnail_url: string };
}

async function follow(streamPath: string) {
  const res = await fetch(`${s.baseUrl}${streamPath}`, { redirect: 'manual' });
  await res.arrayBuffer();
  return res;
}

beforeAll(async () => {
  if (!existsSync(VERSITYGW)) throw new Error(`${VERSITYGW} is missing: run bash scripts/test-tools.sh`);
  dir = mkdtempSync(join(tmpdir(), 'reelhouse-s3-'));
  mkdirSync(join(dir, 's3', BUCKET), { recursive: true });
  gwPort = await freePort();
  gw = spawn(VERSITYGW, ['--port', `127.0.0.1:${gwPort}`, 'posix', join(dir, 's3')], {
    env: { ...process.env, ROOT_ACCESS_KEY_ID: KEY, ROOT_SECRET_ACCESS_KEY: SECRET },
    stdio: 'ignore',
  });
  await waitFor('versitygw', async () => (await fetch(`http://127.0.0.1:${gwPort}/`).catch(() => null))?.status ?? 0);

  s = await ownServer({ REELHOUSE_STREAM_LINK_TTL: String(LINK_TTL), REELHOUSE_METRICS_TOKEN: METRICS, REELHOUSE_JOB_BACKOFF: '100ms' });
  await s.su('/api/settings', {
    method: 'PATCH',
    body: {
      s3: { enabled: true, bucket: BUCKET, region: 'us-east-1', endpoint: `http://127.0.0.1:${gwPort}`, accessKey: KEY, secret: SECRET, forcePathStyle: true },
    },
  });
  creator = await s.user('s3_creator', ['creator']);
  // A verified performer record of the creator: the upload is public at once (issue 38 §1).
  performer = await performerRecord(s.baseUrl, creator, testImage('s3-performer.png'));
  await s.su(`/api/reelhouse/admin/performers/${performer}/verify`, { method: 'POST', body: { notes: 'test' } });
  member = await s.user('s3_member', []);
  premium = await s.user('s3_premium', ['premium']);
}, 120_000);

afterAll(async () => {
  await s?.stop();
  gw?.kill('SIGKILL');
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('files on S3', () => {
  it('an upload is processed from the bucket and every file lands in the bucket', async () => {
    const url = await tusUpload(s.baseUrl, creator.token, testVideo('s3.mp4', 6, { size: '640x360' }));
    const r = await finish(url, creator.token, { title: 'Bytes from the bucket', author: 'S3 Tester', thumbnail: testImage('s3-thumb.png'), performers: [performer], productionDate: '2024-01-01' });
    expect(r.status).toBe(200);
    const { job, video } = (await r.json()) as { job: string; video: string };
    videoId = video;
    await waitFor('the process job', async () => (await s.su(`/api/collections/jobs/records/${job}`)).state === 'done', 90_000);
    slug = (await s.su(`/api/collections/videos/records/${videoId}`)).slug;
    // preview and sprite read the source from the bucket into a temp file (the host
    // publish jobs fail here: no hosts are configured)
    await waitFor(
      'preview and sprite',
      async () => {
        const jobs = await s.su(`/api/collections/jobs/records?filter=${encodeURIComponent(`video="${videoId}"`)}`);
        const states = jobs.items.filter((j: any) => ['preview', 'sprite', 'hls_240', 'hls_360'].includes(j.kind)).map((j: any) => `${j.kind}:${j.state}`);
        if (states.some((x: string) => x.endsWith(':failed'))) throw new Error(states.join(','));
        return states.length === 4 && states.every((x: string) => x.endsWith(':done'));
      },
      90_000,
    );
    const v = await s.su(`/api/collections/videos/records/${videoId}`);
    const files = filesUnder(join(dir, 's3', BUCKET)).map((p) => p.slice(join(dir, 's3', BUCKET).length + 1));
    expect(files.some((f) => f.endsWith(`/${videoId}/${v.thumbnail}`))).toBe(true);
    expect(files.some((f) => /\/video_[a-z0-9]+\.mp4$/.test(f))).toBe(true);
    for (const name of ['preview.mp4', 'sprite.jpg', 'thumbs.vtt', 'hls/240p/index.m3u8', 'hls/360p/init.mp4', 'hls/360p/seg_0000.m4s']) {
      expect(files, name).toContain(`media/${videoId}/${name}`);
    }
    // Nothing of it stayed in the local storage directory.
    const local = join(s.dataDir, 'storage');
    expect(existsSync(local) ? filesUnder(local).filter((f) => f.endsWith('.mp4')) : []).toEqual([]);
    // The thumbnail comes back through PocketBase's file route.
    const thumb = await fetch(`${s.baseUrl}/api/files/videos/${videoId}/${v.thumbnail}`);
    expect(thumb.status).toBe(200);
    expect(Buffer.from(await thumb.arrayBuffer()).equals(readFileSync(filesUnder(join(dir, 's3', BUCKET)).find((p) => p.endsWith(v.thumbnail))!))).toBe(true);
  }, 240_000);

  it('playback redirects to a presigned URL; Range requests go to the bucket, not through the app server', async () => {
    const page = await watch(member.token);
    const local = page.sources.find((x) => x.type === 'local')!;
    expect(local).toBeTruthy();
    // The counter counts: a JSON answer of known size shows up in full.
    const trendingBefore = Math.max(0, await routeBytes('GET /api/reelhouse/videos/trending'));
    const trending = await fetch(`${s.baseUrl}/api/reelhouse/videos/trending`, { headers: { 'Accept-Encoding': 'identity' } });
    const trendingSize = (await trending.arrayBuffer()).byteLength;
    expect((await routeBytes('GET /api/reelhouse/videos/trending')) - trendingBefore).toBe(trendingSize);

    const before = Math.max(0, await routeBytes(STREAM));
    const res = await follow(local.url);
    expect(res.status).toBe(302);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const link = res.headers.get('location')!;
    expect(link).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${gwPort}/${BUCKET}/`));
    const q = new URL(link).searchParams;
    expect(q.get('X-Amz-Expires')).toBe(String(LINK_TTL));

    const stored = filesUnder(join(dir, 's3', BUCKET)).find((p) => /\/video_[a-z0-9]+\.mp4$/.test(p))!;
    const bytes = readFileSync(stored);
    expect(bytes.length).toBeGreaterThan(20_000);
    const range = await fetch(link, { headers: { Range: 'bytes=100-1099' } });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-range')).toBe(`bytes 100-1099/${bytes.length}`);
    expect(Buffer.from(await range.arrayBuffer()).equals(bytes.subarray(100, 1100))).toBe(true);
    const whole = await fetch(link);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);

    const after = await routeBytes(STREAM);
    expect(after, 'the stream route has a byte series').toBeGreaterThanOrEqual(0);
    const carried = after - before;
    console.log(`video ${bytes.length} bytes; the app server's stream route wrote ${carried} bytes`);
    expect(carried).toBeLessThan(2_000); // a redirect, not the video
  });

  it('the ladder: playlists come through with the token, segments are presigned redirects to the bucket', async () => {
    const local = (await watch(member.token)).sources.find((x) => x.type === 'local')! as { url: string; hls?: string };
    expect(local.hls).toBeTruthy();
    const master = await fetch(`${s.baseUrl}${local.hls}`);
    expect(master.headers.get('cache-control')).toBe('private, no-store');
    const base = local.hls!.slice(0, local.hls!.indexOf('/master.m3u8'));
    const rung = (await master.text()).split('\n').find((l) => l.startsWith('360p/'))!;
    const playlist = await (await fetch(`${s.baseUrl}${base}/${rung}`)).text();
    const seg = playlist.split('\n').find((l) => l.startsWith('seg_'))!;
    expect(seg).toContain('?token=');
    const res = await follow(`${base}/360p/${seg}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const link = res.headers.get('location')!;
    expect(link).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${gwPort}/${BUCKET}/media/${videoId}/hls/360p/seg_0000\\.m4s\\?`));
    expect(new URL(link).searchParams.get('X-Amz-Expires')).toBe(String(LINK_TTL));
    const bytes = Buffer.from(await (await fetch(link)).arrayBuffer());
    expect(bytes.equals(readFileSync(join(dir, 's3', BUCKET, 'media', videoId, 'hls', '360p', 'seg_0000.m4s')))).toBe(true);
    // The bucket itself answers nothing without the signature.
    expect((await fetch(link.slice(0, link.indexOf('?')))).status).toBeGreaterThanOrEqual(400);
    // Without the token: refused.
    expect((await follow(`${base}/360p/seg_0000.m4s`)).status).toBe(403);
  });

  it('the preview clip and the sprite are redirects to the bucket; the VTT comes through', async () => {
    const preview = await fetch(`${s.baseUrl}/api/reelhouse/media/${videoId}/preview.mp4`, { redirect: 'manual' });
    expect(preview.status).toBe(302);
    const clip = await fetch(preview.headers.get('location')!);
    expect(Buffer.from(await clip.arrayBuffer()).equals(readFileSync(join(dir, 's3', BUCKET, 'media', videoId, 'preview.mp4')))).toBe(true);
    const vtt = await fetch(`${s.baseUrl}/api/reelhouse/media/${videoId}/thumbs.vtt`);
    expect(vtt.status).toBe(200);
    expect(await vtt.text()).toMatch(/^WEBVTT/);
  });

  it('a premium source is refused to a non-premium member, played to a premium one', async () => {
    const old = (await watch(member.token)).sources.find((x) => x.type === 'local')!.url;
    await s.su('/api/collections/premium_videos/records', { method: 'POST', body: { video: videoId } });
    expect(await watch(member.token)).toMatchObject({ locked: true, sources: [] });
    // The member's earlier token no longer gets a link: the holder is re-checked per request.
    const refused = await follow(old);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('location')).toBeNull();
    const mine = (await watch(premium.token)).sources.find((x) => x.type === 'local')!;
    const ok = await follow(mine.url);
    expect(ok.status).toBe(302);
    expect((await fetch(ok.headers.get('location')!, { headers: { Range: 'bytes=0-9' } })).status).toBe(206);
  });

  it('an expired link fails', async () => {
    const mine = (await watch(premium.token)).sources.find((x) => x.type === 'local')!;
    const link = (await follow(mine.url)).headers.get('location')!;
    expect((await fetch(link, { headers: { Range: 'bytes=0-9' } })).status).toBe(206);
    await new Promise((r) => setTimeout(r, (LINK_TTL + 1.5) * 1000));
    const late = await fetch(link, { headers: { Range: 'bytes=0-9' } });
    await late.arrayBuffer();
    expect(late.status).toBe(403);
  });

  it('ID documents are stored in the bucket, private, and come back only through the 60 s links', async () => {
    const applicant = await s.user('s3_applicant', []);
    const admin = await s.user('s3_admin', ['admin']);
    const jpeg = readFileSync(testImage('s3-id.jpg'));
    const form = new FormData();
    form.set('user', applicant.id);
    form.set('status', 'pending');
    form.set('id_document', new File([new Uint8Array(jpeg)], 'front.jpg', { type: 'image/jpeg' }));
    form.set('id_selfie', new File([new Uint8Array(jpeg)], 'selfie.jpg', { type: 'image/jpeg' }));
    const created = await fetch(`${s.baseUrl}/api/collections/creator_requests/records`, { method: 'POST', headers: { Authorization: applicant.token }, body: form });
    const req = await created.json();
    expect(created.status, JSON.stringify(req)).toBe(200);
    const stored = filesUnder(join(dir, 's3', BUCKET)).find((p) => p.endsWith(`/${req.id}/${req.id_document}`))!;
    expect(stored).toBeTruthy();
    // The bucket itself answers no anonymous read.
    const key = stored.slice(join(dir, 's3', BUCKET).length + 1);
    expect((await fetch(`http://127.0.0.1:${gwPort}/${BUCKET}/${key}`)).status).toBe(403);
    const links = await fetch(`${s.baseUrl}/api/reelhouse/admin/creator-requests/${req.id}/documents`, { method: 'POST', headers: { Authorization: admin.token } });
    const body = await links.json();
    expect(links.status, JSON.stringify(body)).toBe(200);
    const doc = await fetch(`${s.baseUrl}${body.id_document}`);
    expect(doc.status).toBe(200);
    expect(Buffer.from(await doc.arrayBuffer()).equals(readFileSync(stored))).toBe(true);
    expect(doc.headers.get('cache-control')).toContain('no-store');
  });

  it("the page's Content-Security-Policy lets the player and offline downloads reach the bucket", async () => {
    const csp = (await fetch(`${s.baseUrl}/`)).headers.get('content-security-policy') ?? '';
    const directive = (name: string) => csp.split(';').map((d) => d.trim().split(/\s+/)).find((d) => d[0] === name) ?? [];
    for (const name of ['media-src', 'connect-src', 'img-src']) expect(directive(name)).toContain(`http://127.0.0.1:${gwPort}`);
    expect(directive('script-src')).not.toContain(`http://127.0.0.1:${gwPort}`);
  });

  it('health reports the bucket', async () => {
    const h = await fetch(`${s.baseUrl}/api/reelhouse/health`, { headers: { Authorization: `Bearer ${METRICS}` } });
    expect((await h.json()).storage).toMatchObject({ ok: true, detail: 's3' });
  });
});

describe('behind a CDN', () => {
  const CDN = 'http://cdn.reelhouse.test';
  const CDN_SECRET = 'cdn-secure-link-secret';
  let c: OwnServer;

  beforeAll(async () => {
    c = await ownServer({ REELHOUSE_CDN_BASE_URL: CDN, REELHOUSE_CDN_SECRET: CDN_SECRET, REELHOUSE_STREAM_LINK_TTL: '300' });
    await c.su('/api/settings', {
      method: 'PATCH',
      body: { s3: { enabled: true, bucket: BUCKET, region: 'us-east-1', endpoint: `http://127.0.0.1:${gwPort}`, accessKey: KEY, secret: SECRET, forcePathStyle: true } },
    });
  }, 120_000);
  afterAll(async () => {
    await c?.stop();
  });

  it('thumbnails come from the CDN and playback is an nginx secure_link URL on it', async () => {
    const auth = await fetch(`${c.baseUrl}/api/collections/_superusers/auth-with-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identity: SUPERUSER.email, password: SUPERUSER.password }),
    });
    const token: string = (await auth.json()).token;
    const form = new FormData();
    const slugName = `cdn-${Date.now().toString(36)}`;
    for (const [k, v] of Object.entries({ title: 'CDN video', slug: slugName, author: 'CDN', description: 'x', duration: '6' })) form.set(k, v);
    form.set('thumbnail', new Blob([readFileSync(testImage('cdn-thumb.png'))]), 'thumb.png');
    const v = await (await fetch(`${c.baseUrl}/api/collections/videos/records`, { method: 'POST', headers: { Authorization: token }, body: form })).json();
    expect(v.id).toBeTruthy();
    const sf = new FormData();
    sf.set('video', v.id);
    sf.set('file', new Blob([readFileSync(testVideo('cdn.mp4', 2))]), 'cdn.mp4');
    const src = await (await fetch(`${c.baseUrl}/api/collections/video_sources/records`, { method: 'POST', headers: { Authorization: token }, body: sf })).json();
    expect(src.file).toBeTruthy();

    const page = await (await fetch(`${c.baseUrl}/api/reelhouse/videos/${slugName}`)).json();
    expect(page.thumbnail_url).toBe(`${CDN}/${v.collectionId}/${v.id}/${v.thumbnail}`);
    const local = page.sources.find((x: { type: string }) => x.type === 'local');
    const res = await fetch(`${c.baseUrl}${local.url}`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const link = new URL(res.headers.get('location')!);
    expect(link.origin).toBe(CDN);
    expect(link.pathname).toBe(`/${src.collectionId}/${src.id}/${src.file}`);
    const expires = Number(link.searchParams.get('expires'));
    expect(Math.abs(expires - (Date.now() / 1000 + 300))).toBeLessThan(30);
    // nginx: secure_link_md5 "$secure_link_expires$uri <secret>", base64url MD5 without padding
    const { createHash } = await import('node:crypto');
    const md5 = createHash('md5').update(`${expires}${link.pathname} ${CDN_SECRET}`).digest('base64url');
    expect(link.searchParams.get('md5')).toBe(md5);

    const csp = (await fetch(`${c.baseUrl}/`)).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(new RegExp(`media-src [^;]*${CDN.replace(/[.]/g, '\\.')}`));
  });
});
