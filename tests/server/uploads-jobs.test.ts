// From a finished upload to a published video: the process job, the derived media, the
// publish jobs against local fake hosts (every failure mode), retries with backoff, kill -9
// during a job, retry permissions and the deletion cascade.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EventSource } from 'eventsource';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper without types
import { startFakeHosts } from '../fakes/hosts.mjs';
import { testImage, testVideo } from './media-fixtures';
import { ownServer, setSecret, setSetting, type OwnServer } from './own-server';
import { finish, performerRecord, tusUpload, waitFor } from './upload-client';

let s: OwnServer;
let fakes: any;
let creator: { id: string; token: string };
let member: { id: string; token: string };
let thumb: string;
let mp4: string;
let performer: string; // a verified record of the creator: their uploads publish at once

async function jobsOf(videoId: string): Promise<any[]> {
  const r = await s.su(`/api/collections/jobs/records?perPage=50&filter=${encodeURIComponent(`video="${videoId}"`)}`);
  return r.items;
}
async function job(id: string) {
  return s.su(`/api/collections/jobs/records/${id}`);
}
async function waitJob(id: string, state: string, timeoutMs = 60_000) {
  return waitFor(`job ${id} ${state}`, async () => {
    const j = await job(id);
    return j.state === state ? j : null;
  }, timeoutMs);
}

/** Uploads and finishes; returns the process job id and the future video id. */
async function submit(path: string, fields: { title: string; categories?: string[] }) {
  const url = await tusUpload(s.baseUrl, creator.token, path);
  const r = await finish(url, creator.token, { author: 'Test Author', thumbnail: thumb, performers: [performer], productionDate: '2024-01-01', ...fields });
  expect(r.status).toBe(200);
  return { ...((await r.json()) as { job: string; video: string }), url };
}

async function publishJob(videoId: string, host: string) {
  return waitFor(`publish_${host} job`, async () => (await jobsOf(videoId)).find((j) => j.kind === `publish_${host}`));
}

beforeAll(async () => {
  fakes = await startFakeHosts();
  s = await ownServer({ REELHOUSE_JOB_BACKOFF: '100ms', REELHOUSE_JOB_WORKERS: '2' });
  await setSetting(s, 'integrations', { ...fakes.integrations, host_timeout_seconds: 1 });
  await setSecret(s, 'doodstream_api_key', fakes.keys.doodstream);
  await setSecret(s, 'vidguard_api_key', fakes.keys.vidguard);
  await setSecret(s, 'streamtape_login', fakes.keys.streamtape_login);
  await setSecret(s, 'streamtape_key', fakes.keys.streamtape);
  creator = await s.user('jb_creator', ['creator']);
  member = await s.user('jb_member', []);
  thumb = testImage();
  mp4 = testVideo('jobs.mp4', 5);
  performer = await performerRecord(s.baseUrl, creator, thumb);
  await s.su(`/api/reelhouse/admin/performers/${performer}/verify`, { method: 'POST', body: { notes: 'test' } });
}, 120_000);

afterAll(async () => {
  await s?.stop();
  await fakes?.close();
});

describe('processing and publishing', () => {
  let video = '';

  it('refuses a form without title, author or thumbnail with the spec message', async () => {
    const url = await tusUpload(s.baseUrl, creator.token, mp4);
    const r = await finish(url, creator.token, { title: 'x', author: 'y' });
    expect(r.status).toBe(400);
    expect((await r.json()).message).toBe('Please fill in all required fields and select both video and thumbnail files');
  });

  it('makes the video only once a playable file exists, then publishes it to the enabled hosts', async () => {
    const cat = await s.su('/api/collections/categories/records', { method: 'POST', body: { name: 'Upload Tests', slug: 'upload-tests' } });
    const { job: jobId, video: vid, url } = await submit(mp4, { title: 'My First Upload!', categories: [cat.id] });
    video = vid;
    // Nothing half-made in the catalog: the record does not exist until processing made the file.
    const early = await fetch(`${s.baseUrl}/api/collections/videos/records/${vid}`);
    if (early.status === 200) expect((await job(jobId)).state).toBe('done');

    const done = await waitJob(jobId, 'done');
    expect(done.video).toBe(vid);
    // The upload's bytes moved into the video's storage: nothing is left in the upload area.
    expect(existsSync(join(s.dataDir, 'uploads', `${url.split('/').pop()}.bin`))).toBe(false);
    const v = await s.su(`/api/collections/videos/records/${vid}`);
    expect(v.slug).toBe('my-first-upload');
    expect(v.creator).toBe(creator.id);
    expect(v.duration).toBe(5);
    expect(v.thumbnail).not.toBe('');
    const stats = await s.su(`/api/collections/video_stats/records?filter=${encodeURIComponent(`video="${vid}"`)}`);
    expect(stats.items).toHaveLength(1);
    const links = await s.su(`/api/collections/video_categories/records?filter=${encodeURIComponent(`video="${vid}"`)}`);
    expect(links.items.map((l: any) => l.category)).toEqual([cat.id]);

    // Plays at once from our server.
    const watch = await (await fetch(`${s.baseUrl}/api/reelhouse/videos/my-first-upload`)).json();
    expect(watch.sources[0].type).toBe('local');
    const stream = await fetch(`${s.baseUrl}${watch.sources[0].url}`, { headers: { Range: 'bytes=0-99' } });
    expect(stream.status).toBe(206);

    // Hosts: doodstream and vidguard (the video is not over 60 s, so no streamtape job).
    const dd = await waitJob((await publishJob(vid, 'doodstream')).id, 'done');
    const vg = await waitJob((await publishJob(vid, 'vidguard')).id, 'done');
    expect(dd.progress).toBe(100);
    expect(vg.attempts).toBe(1);
    // A 240-line source gets one rung of the adaptive ladder (never upscaled).
    expect((await jobsOf(vid)).map((j) => j.kind).sort()).toEqual(['hls_240', 'preview', 'process', 'publish_doodstream', 'publish_vidguard', 'sprite']);
    const src = (await s.su(`/api/collections/video_sources/records?filter=${encodeURIComponent(`video="${vid}"`)}`)).items[0];
    expect(src.doodstream_url).toMatch(/^https:\/\/dood\.to\/e\/dd\d+x$/);
    expect(src.vidguard_url).toMatch(/^https:\/\/vidguard\.to\/e\/vg\d+$/);
    const ddUpload = fakes.calls.find((c: any) => c.host === 'doodstream' && c.step === 'upload');
    expect(ddUpload.fields).toContain('api_key');

    // The derived media: hover preview and timeline sprite.
    for (const kind of ['preview', 'sprite']) await waitJob((await jobsOf(vid)).find((j) => j.kind === kind).id, 'done');
    const preview = await fetch(`${s.baseUrl}/api/reelhouse/media/${vid}/preview.mp4`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('video/mp4');
    const vtt = await (await fetch(`${s.baseUrl}/api/reelhouse/media/${vid}/thumbs.vtt`)).text();
    expect(vtt).toMatch(/^WEBVTT\n\n00:00:00\.000 --> 00:00:01\.000\nsprite\.jpg#xywh=0,0,160,90/);
    expect((await fetch(`${s.baseUrl}/api/reelhouse/media/${vid}/sprite.jpg`)).status).toBe(200);

    // The ladder: once its rung's job is done the watch route names the master playlist,
    // which lists that rung; the sprite is listed as existing.
    await waitJob((await jobsOf(vid)).find((j) => j.kind === 'hls_240').id, 'done');
    const ladder = (await (await fetch(`${s.baseUrl}/api/reelhouse/videos/my-first-upload`)).json()).sources[0];
    expect(ladder.thumbs).toBe(true);
    const master = await (await fetch(`${s.baseUrl}${ladder.hls}`)).text();
    expect(master).toMatch(/RESOLUTION=320x240,CODECS="avc1\.4d401e,mp4a\.40\.2"\n240p\/index\.m3u8\?token=/);
  }, 90_000);

  it('a publish job that fails twice then succeeds (exponential backoff)', async () => {
    fakes.fail('doodstream', 'server', '500', 2);
    const j = (await jobsOf(video)).find((x) => x.kind === 'publish_doodstream');
    await forceRetry(j.id);
    const done = await waitJob(j.id, 'done');
    expect(done.attempts).toBe(3);
    const tries = fakes.calls.filter((c: any) => c.host === 'doodstream' && c.step === 'server').slice(-3);
    // Backoff: 100 ms, then 200 ms.
    expect(tries[2].at - tries[1].at).toBeGreaterThan(tries[1].at - tries[0].at);
  }, 30_000);

  const cases: Array<[string, string, string, string]> = [
    ['doodstream', 'server', '500', 'Failed to get Doodstream upload URL'],
    ['doodstream', 'server', 'html', 'Invalid response from Doodstream server'],
    ['doodstream', 'server', '429', 'Failed to get Doodstream upload URL'],
    ['doodstream', 'server', 'timeout', 'Failed to get Doodstream upload URL'],
    ['doodstream', 'server', 'status', 'Failed to get Doodstream upload URL'],
    ['doodstream', 'upload', '500', 'Failed to upload to Doodstream'],
    ['doodstream', 'upload', 'badjson', 'Invalid upload response from Doodstream'],
    ['vidguard', 'server', 'badjson', 'Invalid response from VidGuard server'],
    ['vidguard', 'upload', 'html', 'Invalid upload response from VidGuard'],
    ['vidguard', 'upload', 'status', 'Failed to upload to VidGuard'],
    ['vidguard', 'server', '429', 'Failed to get VidGuard upload URL'],
    ['vidguard', 'server', 'html', 'Invalid response from VidGuard server'],
    ['doodstream', 'upload', 'timeout', 'Failed to upload to Doodstream'],
    ['doodstream', 'upload', '429', 'Failed to upload to Doodstream'],
    ['doodstream', 'upload', 'html', 'Invalid upload response from Doodstream'],
  ];
  for (const [host, step, mode, message] of cases) {
    it(`${host} ${step} answering ${mode} ends failed with '${message}', and Retry recovers it`, async () => {
      fakes.fail(host, step, mode, 5);
      const j = (await jobsOf(video)).find((x) => x.kind === `publish_${host}`);
      await forceRetry(j.id);
      const failed = await waitJob(j.id, 'failed', 30_000);
      expect(failed.last_error).toBe(message);
      expect(failed.attempts).toBe(5);
      expect(JSON.stringify(failed)).not.toContain(fakes.keys[host]);
      // Retry by the owner through the route.
      const r = await fetch(`${s.baseUrl}/api/reelhouse/jobs/${j.id}/retry`, { method: 'POST', headers: { Authorization: creator.token } });
      expect(r.status).toBe(200);
      expect((await waitJob(j.id, 'done')).last_error).toBe('');
    }, 40_000);
  }

  it('shows the owner every state change live through the realtime subscription, and others nothing', async () => {
    (globalThis as { EventSource?: unknown }).EventSource ??= EventSource;
    const watch = async (token: string) => {
      const pb = new PocketBase(s.baseUrl);
      pb.autoCancellation(false);
      pb.authStore.save(token, null);
      const seen: string[] = [];
      await pb.collection('jobs').subscribe('*', (e) => seen.push(`${e.record.kind}:${e.record.state}`));
      return { pb, seen };
    };
    const owner = await watch(creator.token);
    const other = await watch(member.token);
    try {
      fakes.fail('vidguard', 'server', '500', 1);
      const j = (await jobsOf(video)).find((x) => x.kind === 'publish_vidguard');
      await forceRetry(j.id);
      await waitJob(j.id, 'done');
      await waitFor('the done event', async () => owner.seen.includes('publish_vidguard:done'));
      const states = owner.seen.filter((x) => x.startsWith('publish_vidguard:'));
      // queued (forced) → running → queued (backoff after the 500) → running → done
      expect(states.filter((x) => x.endsWith(':running')).length).toBeGreaterThanOrEqual(2);
      expect(states).toContain('publish_vidguard:queued');
      expect(other.seen).toEqual([]);
    } finally {
      owner.pb.realtime.unsubscribe();
      other.pb.realtime.unsubscribe();
    }
  }, 30_000);

  it('refuses the finish to members and visitors', async () => {
    const url = await tusUpload(s.baseUrl, creator.token, mp4);
    expect((await finish(url, member.token, { title: 't', author: 'a', useFrame: true })).status).toBe(403);
    expect((await fetch(`${url}/finish`, { method: 'POST' })).status).toBe(401);
  });

  it('lets only admins and the owner retry, and only failed jobs', async () => {
    const j = (await jobsOf(video)).find((x) => x.kind === 'publish_vidguard');
    const asMember = await fetch(`${s.baseUrl}/api/reelhouse/jobs/${j.id}/retry`, { method: 'POST', headers: { Authorization: member.token } });
    expect(asMember.status).toBe(404);
    const done = await fetch(`${s.baseUrl}/api/reelhouse/jobs/${j.id}/retry`, { method: 'POST', headers: { Authorization: creator.token } });
    expect(done.status).toBe(400);
    const admin = await s.user('jb_admin', ['admin']);
    const asAdmin = await fetch(`${s.baseUrl}/api/reelhouse/jobs/${j.id}/retry`, { method: 'POST', headers: { Authorization: admin.token } });
    expect(asAdmin.status).toBe(400); // allowed to ask, but the job is not failed
    expect((await asAdmin.json()).message).toBe('Only failed jobs can be retried.');
    // Reading jobs: the owner sees theirs, another member sees none, nobody writes.
    const own = await fetch(`${s.baseUrl}/api/collections/jobs/records?filter=${encodeURIComponent(`video="${video}"`)}`, { headers: { Authorization: creator.token } });
    expect((await own.json()).totalItems).toBeGreaterThan(0);
    const other = await fetch(`${s.baseUrl}/api/collections/jobs/records`, { headers: { Authorization: member.token } });
    expect((await other.json()).totalItems).toBe(0);
    const write = await fetch(`${s.baseUrl}/api/collections/jobs/records/${j.id}`, {
      method: 'PATCH', headers: { Authorization: creator.token, 'Content-Type': 'application/json' }, body: JSON.stringify({ state: 'queued' }),
    });
    expect(write.status).toBeGreaterThanOrEqual(400);
  });

  it('retry: 401 for a visitor, 404 for an unknown job, 403 for an owner who is no longer a creator', async () => {
    const j = (await jobsOf(video)).find((x) => x.kind === 'publish_vidguard');
    const retry = (id: string, token?: string) => fetch(`${s.baseUrl}/api/reelhouse/jobs/${id}/retry`, { method: 'POST', headers: token ? { Authorization: token } : {} });
    expect((await retry(j.id)).status).toBe(401);
    expect((await retry('zzzzzzzzzzzzzzz', creator.token)).status).toBe(404);
    expect((await retry('../../x', creator.token)).status).toBe(404);
    await s.su(`/api/collections/jobs/records/${j.id}`, { method: 'PATCH', body: { state: 'failed', last_error: 'Failed to upload to VidGuard' } });
    await s.su(`/api/collections/users/records/${creator.id}`, { method: 'PATCH', body: { roles: [] } });
    try {
      const revoked = await retry(j.id, creator.token);
      expect(revoked.status).toBe(403);
      expect((await revoked.json()).message).toBe('Only creators and admins can retry jobs.');
      expect((await job(j.id)).state).toBe('failed');
    } finally {
      await s.su(`/api/collections/users/records/${creator.id}`, { method: 'PATCH', body: { roles: ['creator'] } });
    }
    expect((await retry(j.id, creator.token)).status).toBe(200);
    await waitJob(j.id, 'done');
  });

  it('a job interrupted by kill -9 runs again after the restart and completes', async () => {
    await setSetting(s, 'integrations', { ...fakes.integrations, host_timeout_seconds: 60 });
    fakes.fail('vidguard', 'server', 'timeout', 1); // the first attempt hangs
    const j = (await jobsOf(video)).find((x) => x.kind === 'publish_vidguard');
    await forceRetry(j.id);
    await waitJob(j.id, 'running');
    await waitFor('the hanging call', async () => fakes.calls.some((c: any) => c.host === 'vidguard' && c.mode === 'timeout'));
    await s.kill('SIGKILL');
    await s.start();
    const done = await waitJob(j.id, 'done');
    expect(done.attempts).toBe(2);
    await setSetting(s, 'integrations', { ...fakes.integrations, host_timeout_seconds: 1 });
  }, 60_000);

  it('a process job (ffmpeg transcoding) interrupted by kill -9 runs again after the restart', async () => {
    const avi = testVideo('kill.avi', 20, { avi: true, size: '1280x720' });
    const url = await tusUpload(s.baseUrl, creator.token, avi);
    const r = await finish(url, creator.token, { title: 'Killed mid-transcode', author: 'A', useFrame: true });
    const { job: jobId, video: vid } = await r.json();
    await waitFor('transcoding under way', async () => {
      const j = await job(jobId);
      return j.state === 'running' && j.progress > 0;
    }, 60_000);
    await s.kill('SIGKILL');
    await s.start();
    const done = await waitJob(jobId, 'done', 120_000);
    expect(done.attempts).toBe(2);
    expect((await s.su(`/api/collections/videos/records/${vid}`)).title).toBe('Killed mid-transcode');
    // Exactly one video and one source came out of it.
    const srcs = await s.su(`/api/collections/video_sources/records?filter=${encodeURIComponent(`video="${vid}"`)}`);
    expect(srcs.totalItems).toBe(1);
  }, 180_000);

  it('processes an upload whose page closed after sending the fields early (no finish at the end)', async () => {
    // The form sends its fields as soon as the upload exists; the server queues the job
    // itself when the last byte arrives.
    const create = await fetch(`${s.baseUrl}/api/reelhouse/uploads`, {
      method: 'POST',
      headers: { 'Tus-Resumable': '1.0.0', Authorization: creator.token, 'Upload-Length': String(readFileSync(mp4).length) },
    });
    const url = new URL(create.headers.get('location')!, s.baseUrl).href;
    const early = await finish(url, creator.token, { title: 'Sent early', author: 'A', thumbnail: thumb });
    expect(early.status).toBe(202);
    const { job: none, video: vid } = await early.json();
    expect(none).toBe('');
    const patch = await fetch(url, {
      method: 'PATCH',
      headers: { 'Tus-Resumable': '1.0.0', Authorization: creator.token, 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': '0' },
      body: readFileSync(mp4),
    });
    expect(patch.status).toBe(204);
    // Nobody calls finish again: the video appears anyway.
    const v = await waitFor('the video', () => s.su(`/api/collections/videos/records/${vid}`), 60_000);
    expect(v.title).toBe('Sent early');
    // A late finish (the form asks for the job once its last byte is in; a short clip can
    // be processed before that request arrives) returns the job and video it became...
    // (The job names its video once processing has made it, a moment after the video.)
    const made = await waitFor('the process job naming the video', async () => (await jobsOf(vid)).find((j) => j.kind === 'process'), 30_000);
    const late = await finish(url, creator.token, { title: 'Sent early', author: 'A', thumbnail: thumb });
    expect(late.status).toBe(200);
    expect(await late.json()).toEqual({ job: made.id, video: vid });
    // ...to its owner only: anyone else still hears that there is no such upload.
    const other = await s.user('jb_other_creator', ['creator']);
    expect((await finish(url, other.token, { title: 'Sent early', author: 'A', thumbnail: thumb })).status).toBe(404);
    expect((await finish(url, member.token, { title: 'Sent early', author: 'A', thumbnail: thumb })).status).toBe(403);
  }, 90_000);

  it('publishes videos over 60 s to streamtape too, with the sha256 of the file', async () => {
    const long = testVideo('long.mp4', 61, { size: '160x120', rate: 5 });
    const { job: jobId, video: vid } = await submit(long, { title: 'Long one' });
    await waitJob(jobId, 'done');
    const st = await waitJob((await publishJob(vid, 'streamtape')).id, 'done');
    expect(st.attempts).toBe(1);
    const src = (await s.su(`/api/collections/video_sources/records?filter=${encodeURIComponent(`video="${vid}"`)}`)).items[0];
    expect(src.streamtape_url).toMatch(/^https:\/\/streamtape\.com\/e\/st\d+\/$/);
    const up = fakes.calls.find((c: any) => c.host === 'streamtape' && c.step === 'upload' && c.mode === 'ok');
    expect(up.sha256).toHaveLength(64);
  }, 90_000);

  it('transcodes an AVI to H.264/AAC MP4 and uses a frame as poster when asked', async () => {
    const avi = testVideo('clip.avi', 3, { avi: true });
    const url = await tusUpload(s.baseUrl, creator.token, avi);
    const r = await finish(url, creator.token, { title: 'An AVI', author: 'A', useFrame: true });
    expect(r.status).toBe(200);
    const { job: jobId, video: vid } = await r.json();
    await waitJob(jobId, 'done', 90_000);
    const v = await s.su(`/api/collections/videos/records/${vid}`);
    expect(v.thumbnail).toMatch(/\.jpg$/);
    const src = (await s.su(`/api/collections/video_sources/records?filter=${encodeURIComponent(`video="${vid}"`)}`)).items[0];
    const file = join(s.dataDir, 'storage', src.collectionId, src.id, src.file);
    const probe = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_name', '-of', 'csv=p=0', file], { encoding: 'utf8' });
    expect(probe.split('\n').filter(Boolean).sort()).toEqual(['aac', 'h264']);
  }, 120_000);

  it('deleting the video removes its files, sources, jobs, links, stats and search entry', async () => {
    const src = (await s.su(`/api/collections/video_sources/records?filter=${encodeURIComponent(`video="${video}"`)}`)).items[0];
    const storageDir = join(s.dataDir, 'storage', src.collectionId, src.id);
    expect(existsSync(storageDir)).toBe(true);
    expect(existsSync(join(s.dataDir, 'media', video))).toBe(true);
    const del = await fetch(`${s.baseUrl}/api/collections/videos/records/${video}`, { method: 'DELETE', headers: { Authorization: creator.token } });
    expect(del.status).toBe(204);
    for (const col of ['video_sources', 'video_stats', 'video_categories', 'jobs']) {
      const r = await s.su(`/api/collections/${col}/records?filter=${encodeURIComponent(`video="${video}"`)}`);
      expect(r.totalItems, col).toBe(0);
    }
    await waitFor('files removed', async () => !existsSync(storageDir) && !existsSync(join(s.dataDir, 'media', video)));
    const search = await (await fetch(`${s.baseUrl}/api/reelhouse/search?q=first+upload`)).json();
    expect(search.items.some((i: any) => i.id === video && !i.is_fallback)).toBe(false);
  });

  it('an upload always has a source: switching every source off is refused', async () => {
    // The finish route still answers 'No CDN is enabled. Please enable at least one CDN in
    // settings.' for a settings row with no source, but the settings validator (also on
    // collection writes, superusers included) no longer lets such a row be stored.
    const off = { use_local: false, use_doodstream: false, use_vidguard: false, use_streamtape: false, player_order: [] };
    await expect(setSetting(s, 'cdn_preferences', off)).rejects.toThrow(/At least one CDN must be enabled/);
    const url = await tusUpload(s.baseUrl, creator.token, mp4);
    const r = await finish(url, creator.token, { title: 'Still has a source', author: 'y', thumbnail: thumb });
    expect(r.status).toBe(200);
  });
});

/** Puts a job back in the queue whatever its state (superuser write, for test setup only). */
async function forceRetry(id: string) {
  await s.su(`/api/collections/jobs/records/${id}`, {
    method: 'PATCH',
    body: { state: 'queued', attempts: 0, next_attempt: new Date().toISOString().replace('T', ' '), last_error: '' },
  });
}
