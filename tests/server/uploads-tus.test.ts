// The tus 1.0 endpoint against the real tus-js-client in Node: chunks, a cut connection,
// a server killed mid-upload, wrong offsets, who may upload, size and type checks.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, connect, type Server } from 'node:net';
import { join } from 'node:path';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testVideo } from './media-fixtures';
import { ownServer, setSetting, type OwnServer } from './own-server';
import { AGREEMENT_VERSION } from './upload-client';

let s: OwnServer;
let creator: { id: string; token: string };
let creator2: { id: string; token: string };
let member: { id: string; token: string };
let video: Buffer;

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const binOf = (url: string) => join(s.dataDir, 'uploads', `${url.split('/').pop()}.bin`);

function upload(
  data: Buffer,
  opts: Partial<tus.UploadOptions> & { token?: string; endpoint?: string } = {},
): { promise: Promise<string>; upload: tus.Upload } {
  let up!: tus.Upload;
  const promise = new Promise<string>((resolve, reject) => {
    up = new tus.Upload(data, {
      headers: opts.token ? { Authorization: opts.token } : {},
      metadata: { filename: 'clip.mp4', filetype: 'video/mp4' },
      retryDelays: [0, 200, 500],
      ...opts,
      endpoint: `${opts.endpoint ?? s.baseUrl}/api/reelhouse/uploads`,
      onError: (e) => {
        opts.onError?.(e);
        reject(e);
      },
      onSuccess: () => resolve(up.url!),
    });
    up.start();
  });
  return { promise, upload: up };
}

const tusHeaders = (token?: string) => ({ 'Tus-Resumable': '1.0.0', ...(token ? { Authorization: token } : {}) });

/** The upload form's fields as the finish route takes them: a thumbnail, or a frame of the video. */
function finishForm(title = 'T', thumb?: Blob): FormData {
  const f = new FormData();
  f.set('title', title);
  f.set('author', 'A');
  // The uploader's agreement, accepted with every upload (issue 38 §1).
  f.set('agreement_version', AGREEMENT_VERSION);
  if (thumb) f.set('thumbnail', thumb, 'thumb.png');
  else f.set('use_frame', 'true');
  return f;
}

async function create(token: string | undefined, length: number): Promise<Response> {
  return fetch(`${s.baseUrl}/api/reelhouse/uploads`, { method: 'POST', headers: { ...tusHeaders(token), 'Upload-Length': String(length) } });
}

beforeAll(async () => {
  // The protocol's edge cases start far more uploads than a creator may in 10 minutes
  // (the video-create throttle, tested in throttle-spellings and fanout): limits off here.
  s = await ownServer({ REELHOUSE_RATE_LIMITS: 'off' });
  creator = await s.user('up_creator', ['creator']);
  creator2 = await s.user('up_creator2', ['creator']);
  member = await s.user('up_member', []);
  video = readFileSync(testVideo('tus.mp4', 6, { size: '640x360' }));
}, 120_000);

afterAll(async () => {
  await s?.stop();
});

describe('tus endpoint', () => {
  it('advertises tus 1.0 with creation and termination', async () => {
    // OPTIONS is answered by PocketBase's CORS middleware; every tus response carries these.
    const r = await create(creator.token, 100);
    expect(r.status).toBe(201);
    expect(r.headers.get('tus-version')).toBe('1.0.0');
    expect(r.headers.get('tus-extension')).toBe('creation,termination');
    expect(Number(r.headers.get('tus-max-size'))).toBe(4 * 1024 ** 3);
  });

  it('lets only signed-in creators and admins upload', async () => {
    expect((await create(undefined, 100)).status).toBe(401);
    const r = await create(member.token, 100);
    expect(r.status).toBe(403);
    expect((await r.json()).message).toBe('Only creators and admins can upload videos.');
    expect((await create(creator.token, 100)).status).toBe(201);
    const admin = await s.user('up_admin', ['admin']);
    expect((await create(admin.token, 100)).status).toBe(201);
  });

  it('refuses a zero-byte file and a file over the size limit with a clear message', async () => {
    const zero = await create(creator.token, 0);
    expect(zero.status).toBe(400);
    expect((await zero.json()).message).toBe('The video file is empty.');
    await setSetting(s, 'uploads', { max_size: 1024 * 1024 });
    try {
      const big = await create(creator.token, 1024 * 1024 + 1);
      expect(big.status).toBe(413);
      expect((await big.json()).message).toBe('The video file is larger than the 1 MiB limit.');
    } finally {
      await setSetting(s, 'uploads', { max_size: 4 * 1024 ** 3 });
    }
  });

  it('uploads in chunks with tus-js-client, byte for byte', async () => {
    const offsets: number[] = [];
    const { promise } = upload(video, { token: creator.token, chunkSize: 32 * 1024, onChunkComplete: (_c, sent) => offsets.push(sent) });
    const url = await promise;
    expect(offsets.length).toBeGreaterThan(3);
    expect(sha(readFileSync(binOf(url)))).toBe(sha(video));
  });

  it('resumes after the connection is cut mid-chunk', async () => {
    // A TCP proxy that drops the first connection once 100 KB of the body went through.
    let cuts = 0;
    let seen = 0;
    const proxy: Server = createServer((client) => {
      const port = Number(new URL(s.baseUrl).port);
      const upstream = connect(port, '127.0.0.1');
      client.on('data', (d) => {
        seen += d.length;
        if (cuts === 0 && seen > 80 * 1024) {
          cuts++;
          client.destroy();
          upstream.destroy();
          return;
        }
        upstream.write(d);
      });
      upstream.on('data', (d) => client.write(d));
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
    const port = (proxy.address() as { port: number }).port;
    const errors: unknown[] = [];
    try {
      const { promise } = upload(video, {
        token: creator.token,
        endpoint: `http://127.0.0.1:${port}`,
        onShouldRetry: (e) => {
          errors.push(e);
          return true;
        },
      });
      const url = await promise;
      expect(cuts).toBe(1);
      expect(errors.length).toBeGreaterThan(0);
      expect(sha(readFileSync(binOf(url)))).toBe(sha(video));
    } finally {
      proxy.close();
    }
  });

  it('resumes from the last byte after the server is killed mid-upload', async () => {
    let url = '';
    let before = 0;
    let stopped!: () => void;
    const aborted = new Promise<void>((r) => (stopped = r));
    const first = upload(video, {
      token: creator.token,
      chunkSize: 32 * 1024,
      // Stop after a few chunks, from inside the callback so no further chunk starts.
      onChunkComplete: (_c, sent) => {
        if (before > 0) return;
        if (sent >= 96 * 1024) {
          before = sent;
          url = first.upload.url!;
          void first.upload.abort().then(stopped);
        }
      },
    });
    await aborted;
    first.promise.catch(() => undefined);
    await s.kill('SIGKILL');
    await s.start();

    const head = await fetch(url, { method: 'HEAD', headers: tusHeaders(creator.token) });
    expect(head.status).toBe(200);
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBeGreaterThanOrEqual(before);
    expect(offset).toBeLessThan(video.length);

    let firstProgress = -1;
    const resumed = upload(video, {
      token: creator.token,
      uploadUrl: url,
      chunkSize: 32 * 1024,
      onProgress: (sent) => {
        if (firstProgress < 0) firstProgress = sent;
      },
    });
    expect(await resumed.promise).toBe(url);
    expect(firstProgress).toBeGreaterThanOrEqual(offset);
    expect(sha(readFileSync(binOf(url)))).toBe(sha(video));
  }, 60_000);

  it('refuses a PATCH at a wrong offset with 409 and the real offset', async () => {
    const r = await create(creator.token, 1000);
    const url = new URL(r.headers.get('location')!, s.baseUrl).href;
    const patch = await fetch(url, {
      method: 'PATCH',
      headers: { ...tusHeaders(creator.token), 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': '10' },
      body: new Uint8Array(video.subarray(0, 100)),
    });
    expect(patch.status).toBe(409);
    expect(patch.headers.get('upload-offset')).toBe('0');
  });

  it("hides someone else's upload", async () => {
    const r = await create(creator.token, 1000);
    const url = new URL(r.headers.get('location')!, s.baseUrl).href;
    expect((await fetch(url, { method: 'HEAD', headers: tusHeaders(creator2.token) })).status).toBe(404);
    expect((await fetch(url, { method: 'HEAD', headers: tusHeaders(member.token) })).status).toBe(403);
  });

  it('refuses a renamed non-video file at its first bytes', async () => {
    const text = Buffer.from('This is not a video at all, just text pretending to be one.\n'.repeat(100));
    const err = await upload(text, { token: creator.token }).promise.catch((e) => e);
    expect(err).toBeInstanceOf(Error);
    expect(String(err)).toContain('response code: 415');
    expect(String(err)).toContain('Only MP4, MOV and AVI videos can be uploaded.');
  });

  it('a refused upload says why to a request that crossed the refusal (the form sends its fields at once), and to its owner only', async () => {
    const text = Buffer.from('Not a video either: a text file renamed to .mov, long enough to sniff.\n'.repeat(100));
    const r = await create(creator.token, text.length);
    const u = new URL(r.headers.get('location')!, s.baseUrl).href;
    const patch = await fetch(u, { method: 'PATCH', headers: { ...tusHeaders(creator.token), 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' }, body: text });
    expect(patch.status).toBe(415);
    const finish = await fetch(`${u}/finish`, { method: 'POST', headers: { Authorization: creator.token }, body: finishForm() });
    expect(finish.status).toBe(415);
    expect((await finish.json()).message).toBe('Only MP4, MOV and AVI videos can be uploaded.');
    expect((await fetch(u, { method: 'HEAD', headers: tusHeaders(creator.token) })).status).toBe(415);
    // Nobody else learns that the id existed.
    expect((await fetch(u, { method: 'HEAD', headers: tusHeaders(creator2.token) })).status).toBe(404);
    expect(existsSync(binOf(u))).toBe(false);
  });

  it('refuses a truncated video once complete (checked with ffprobe) and deletes it', async () => {
    const truncated = video.subarray(0, Math.floor(video.length / 2));
    let url = '';
    const { promise, upload: up } = upload(truncated, { token: creator.token, onProgress: () => (url = up.url ?? url) });
    const err = await promise.catch((e) => e);
    expect(String(err)).toContain('response code: 422');
    expect(String(err)).toContain('not a readable MP4, MOV or AVI video');
    expect(existsSync(binOf(url))).toBe(false);
  });

  it('terminates an upload on DELETE', async () => {
    const r = await create(creator.token, 1000);
    const url = new URL(r.headers.get('location')!, s.baseUrl).href;
    expect((await fetch(url, { method: 'DELETE', headers: tusHeaders(creator.token) })).status).toBe(204);
    expect((await fetch(url, { method: 'HEAD', headers: tusHeaders(creator.token) })).status).toBe(404);
  });
});

describe('malformed and unauthorised requests get a clear 4xx, never a 5xx', () => {
  const url = async (token = creator.token, length = 1000) => new URL((await create(token, length)).headers.get('location')!, s.baseUrl).href;
  const message = async (r: Response) => ((await r.json()) as { message: string }).message;

  it('creation: no tus version, a bad or deferred length, malformed metadata', async () => {
    const base = `${s.baseUrl}/api/reelhouse/uploads`;
    const noVersion = await fetch(base, { method: 'POST', headers: { Authorization: creator.token, 'Upload-Length': '100' } });
    expect(noVersion.status).toBe(412);
    expect(await message(noVersion)).toContain('Tus-Resumable: 1.0.0');
    for (const length of ['abc', '-5', '']) {
      const r = await fetch(base, { method: 'POST', headers: { ...tusHeaders(creator.token), 'Upload-Length': length } });
      expect(r.status, `Upload-Length ${length}`).toBe(400);
      expect(await message(r)).toBe('Upload-Length is required.');
    }
    const deferred = await fetch(base, { method: 'POST', headers: { ...tusHeaders(creator.token), 'Upload-Defer-Length': '1' } });
    expect(deferred.status).toBe(400);
    const badMeta = await fetch(base, { method: 'POST', headers: { ...tusHeaders(creator.token), 'Upload-Length': '100', 'Upload-Metadata': 'filename !!!not-base64!!!' } });
    expect(badMeta.status).toBe(400);
    expect(await message(badMeta)).toBe('Upload-Metadata is malformed.');
  });

  it('PATCH: a wrong content type, no offset, an offset past the end, unknown and guessed ids', async () => {
    const u = await url();
    const patch = (target: string, headers: Record<string, string>, token: string | undefined = creator.token) =>
      fetch(target, { method: 'PATCH', headers: { ...tusHeaders(token), ...headers }, body: new Uint8Array(video.subarray(0, 100)) });
    const wrongType = await patch(u, { 'Content-Type': 'application/octet-stream', 'Upload-Offset': '0' });
    expect(wrongType.status).toBe(415);
    const noOffset = await patch(u, { 'Content-Type': 'application/offset+octet-stream' });
    expect(noOffset.status).toBe(400);
    expect(await message(noOffset)).toBe('Upload-Offset is required.');
    const past = await patch(u, { 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': '5000' });
    expect(past.status).toBe(409);
    expect(past.headers.get('upload-offset')).toBe('0');
    for (const id of ['zzzzzzzzzzzzzzzzzzzz', '..%2F..%2Fetc%2Fpasswd', 'x'.repeat(300)]) {
      const r = await patch(`${s.baseUrl}/api/reelhouse/uploads/${id}`, { 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': '0' });
      expect(r.status, id.slice(0, 20)).toBe(404);
    }
    // Nothing was written by any of these.
    expect((await fetch(u, { method: 'HEAD', headers: tusHeaders(creator.token) })).headers.get('upload-offset')).toBe('0');
  });

  it('visitors and members cannot read, write or delete an upload', async () => {
    const u = await url();
    for (const [token, status] of [[undefined, 401], [member.token, 403]] as const) {
      expect((await fetch(u, { method: 'HEAD', headers: tusHeaders(token) })).status).toBe(status);
      const p = await fetch(u, { method: 'PATCH', headers: { ...tusHeaders(token), 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': '0' }, body: new Uint8Array(video.subarray(0, 100)) });
      expect(p.status).toBe(status);
      expect((await fetch(u, { method: 'DELETE', headers: tusHeaders(token) })).status).toBe(status);
    }
    expect((await fetch(u, { method: 'HEAD', headers: tusHeaders(creator.token) })).headers.get('upload-offset')).toBe('0');
  });

  it('finish: an unknown or foreign upload, a form that is not multipart, a thumbnail that is not an image', async () => {
    const form = (thumb?: Blob) => finishForm('T', thumb);
    const unknown = await fetch(`${s.baseUrl}/api/reelhouse/uploads/zzzzzzzzzzzzzzzzzzzz/finish`, { method: 'POST', headers: { Authorization: creator.token }, body: form() });
    expect(unknown.status).toBe(404);
    const u = await url();
    const foreign = await fetch(`${u}/finish`, { method: 'POST', headers: { Authorization: creator2.token }, body: form() });
    expect(foreign.status).toBe(404);
    const json = await fetch(`${u}/finish`, { method: 'POST', headers: { Authorization: creator.token, 'Content-Type': 'application/json' }, body: '{"title":' });
    expect(json.status).toBeGreaterThanOrEqual(400);
    expect(json.status).toBeLessThan(500);
    const notImage = await fetch(`${u}/finish`, { method: 'POST', headers: { Authorization: creator.token }, body: form(new Blob(['just text, renamed to .png'])) });
    expect(notImage.status).toBe(400);
    expect(await message(notImage)).toMatch(/thumbnail/i);
  });
});

describe('a crash between the last bytes and their check', () => {
  it('the finish route verifies an upload whose bytes all arrived but was never checked', async () => {
    // All bytes written by raw PATCH, then the server dies before answering: simulate by
    // writing the file behind its back (what a kill -9 after the fsync leaves).
    const r = await create(creator.token, video.length);
    const url = new URL(r.headers.get('location')!, s.baseUrl).href;
    const { writeFileSync } = await import('node:fs');
    writeFileSync(binOf(url), video);
    const head = await fetch(url, { method: 'HEAD', headers: tusHeaders(creator.token) });
    expect(head.headers.get('upload-offset')).toBe(String(video.length));
    const fin = await fetch(`${url}/finish`, { method: 'POST', headers: { Authorization: creator.token }, body: finishForm('Crash') });
    expect(fin.status).toBe(200);
    expect((await fin.json()).job).toMatch(/^[a-z0-9]{15}$/);
  });
});
