// Issue 24 §4: transcoding runners. With REELHOUSE_LADDER_LOCAL=0 the server's own
// workers leave the ladder's rung jobs to runners: a real `reelhouse runner` process (the
// same binary) claims a rung, fetches the source, uploads the files and completes it; a
// runner killed mid-job loses its claim when its lease lapses and the job is queued again;
// runner tokens are created and revoked by admins only, and a runner touches only the
// jobs it holds.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BINARY, ROOT } from './launch.mjs';
import { testImage, testVideo } from './media-fixtures';
import { ownServer, type OwnServer } from './own-server';
import { finish, performerRecord, tusUpload, waitFor } from './upload-client';

let s: OwnServer;
let admin: { id: string; token: string };
let creator: { id: string; token: string };
let performer = ''; // a verified record of the creator: their uploads are public at once
const children: ChildProcess[] = [];
let runnerLog = '';

async function jobsOf(videoId: string): Promise<any[]> {
  return (await s.su(`/api/collections/jobs/records?perPage=50&filter=${encodeURIComponent(`video="${videoId}"`)}`)).items;
}
async function upload(name: string, size: string) {
  const url = await tusUpload(s.baseUrl, creator.token, testVideo(name, 6, { size }));
  const r = await finish(url, creator.token, { title: `Runner ${name}`, author: 'Runner Tests', thumbnail: testImage(`${name}.png`), performers: [performer], productionDate: '2024-01-01' });
  expect(r.status).toBe(200);
  const { job, video } = (await r.json()) as { job: string; video: string };
  await waitFor('the process job', async () => (await s.su(`/api/collections/jobs/records/${job}`)).state === 'done', 60_000);
  return video;
}
async function newRunner(name: string): Promise<{ id: string; token: string }> {
  const res = await fetch(`${s.baseUrl}/api/reelhouse/runners`, {
    method: 'POST',
    headers: { Authorization: admin.token, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  expect(res.status).toBe(200);
  return res.json();
}
function startRunner(token: string): ChildProcess {
  const p = spawn(BINARY, ['runner', '--server', s.baseUrl, '--token', token], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
  p.stderr!.on('data', (d: Buffer) => (runnerLog += d.toString()));
  children.push(p);
  return p;
}
const api = (path: string, token: string, init: RequestInit = {}) =>
  fetch(`${s.baseUrl}/api/reelhouse/runner${path}`, { ...init, headers: { Authorization: `Bearer ${token}`, ...(init.headers ?? {}) } });

beforeAll(async () => {
  s = await ownServer({ REELHOUSE_LADDER_LOCAL: '0', REELHOUSE_RUNNER_LEASE: '3s', REELHOUSE_JOB_BACKOFF: '100ms' });
  admin = await s.user('rn_admin', ['admin']);
  creator = await s.user('rn_creator', ['creator']);
  performer = await performerRecord(s.baseUrl, creator, testImage('rn-performer.png'));
  await s.su(`/api/reelhouse/admin/performers/${performer}/verify`, { method: 'POST', body: { notes: 'test' } });
}, 120_000);
afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  if (runnerLog) console.log(`runner output:\n${runnerLog.slice(-3000)}`);
  await s?.stop();
});

describe('runners', () => {
  it('only admins create runners; a runner process claims, transcodes and uploads a rung', async () => {
    for (const token of [creator.token, '']) {
      const res = await fetch(`${s.baseUrl}/api/reelhouse/runners`, { method: 'POST', headers: { Authorization: token, 'Content-Type': 'application/json' }, body: '{"name":"x"}' });
      expect(res.status).toBe(403);
    }
    const video = await upload('rn1.mp4', '640x360');
    // The server's own workers leave the rungs alone here.
    await new Promise((r) => setTimeout(r, 1500));
    expect((await jobsOf(video)).filter((j) => j.kind.startsWith('hls_')).map((j) => j.state)).toEqual(['queued', 'queued']);

    const runner = await newRunner('box-1');
    expect(runner.token).toMatch(/^rr_/);
    const p = startRunner(runner.token);
    const done = await waitFor(
      'both rungs done by the runner',
      async () => {
        const rungs = (await jobsOf(video)).filter((j) => j.kind.startsWith('hls_'));
        return rungs.every((j) => j.state === 'done') && rungs;
      },
      90_000,
    );
    expect(done.map((j: any) => j.kind).sort()).toEqual(['hls_240', 'hls_360']);
    p.kill('SIGTERM');
    const src = (await s.su(`/api/collections/video_sources/records?filter=${encodeURIComponent(`video="${video}"`)}`)).items[0];
    expect(src.hls.rungs).toEqual([240, 360]);
    const slug = (await s.su(`/api/collections/videos/records/${video}`)).slug;
    const watch = await (await fetch(`${s.baseUrl}/api/reelhouse/videos/${slug}`)).json();
    const master = await (await fetch(`${s.baseUrl}${watch.sources[0].hls}`)).text();
    expect(master).toMatch(/RESOLUTION=640x360,CODECS="avc1\.4d401e,mp4a\.40\.2"\n360p\/index\.m3u8\?token=/);
    const base = watch.sources[0].hls.slice(0, watch.sources[0].hls.indexOf('/master.m3u8'));
    const seg = await fetch(`${s.baseUrl}${base}/360p/seg_0000.m4s?${watch.sources[0].hls.split('?')[1]}`);
    expect(seg.status).toBe(200);
    expect((await seg.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  }, 180_000);

  it("a killed runner's job is queued again after its lease; a runner touches only its own jobs; a revoked token is refused", async () => {
    const video = await upload('rn2.mp4', '320x240');
    const a = await newRunner('box-a');
    const b = await newRunner('box-b');
    // Runner a claims by hand (as a process would) and then "dies": no heartbeat.
    const claim = await api('/claim', a.token, { method: 'POST' });
    expect(claim.status).toBe(200);
    const job = (await claim.json()) as { id: string; kind: string; video: string };
    expect(job.video).toBe(video);
    expect((await s.su(`/api/collections/jobs/records/${job.id}`)).state).toBe('running');
    // b cannot touch a's job.
    expect((await api(`/jobs/${job.id}/source`, b.token)).status).toBe(404);
    expect((await api(`/jobs/${job.id}/progress`, b.token, { method: 'POST', body: '{"progress":5}' })).status).toBe(404);
    expect((await api(`/jobs/${job.id}/complete`, b.token, { method: 'POST', body: '{"w":1,"h":1}' })).status).toBe(404);
    expect((await api('/claim', b.token, { method: 'POST' })).status).toBe(204); // nothing else waits
    // a's lease (3 s) lapses: the job is queued again, held by nobody.
    const back = await waitFor('the job requeued', async () => {
      const j = await s.su(`/api/collections/jobs/records/${job.id}`);
      return j.state === 'queued' && j;
    }, 20_000);
    expect(back.runner).toBe('');
    // a's late calls are refused; b takes it over and a real runner process finishes it.
    expect((await api(`/jobs/${job.id}/progress`, a.token, { method: 'POST', body: '{"progress":5}' })).status).toBe(404);
    const p = startRunner(b.token);
    await waitFor('the job done by b', async () => (await s.su(`/api/collections/jobs/records/${job.id}`)).state === 'done', 90_000);
    p.kill('SIGTERM');

    // Revoking is for admins; a revoked runner is refused.
    expect((await fetch(`${s.baseUrl}/api/reelhouse/runners/${a.id}/revoke`, { method: 'POST', headers: { Authorization: creator.token } })).status).toBe(403);
    expect((await fetch(`${s.baseUrl}/api/reelhouse/runners/${a.id}/revoke`, { method: 'POST', headers: { Authorization: admin.token } })).status).toBe(200);
    expect((await api('/claim', a.token, { method: 'POST' })).status).toBe(401);
    expect((await api('/claim', 'rr_nope_nope', { method: 'POST' })).status).toBe(401);
    // Runner tokens are never readable, not even by admins.
    const list = await (await fetch(`${s.baseUrl}/api/collections/runners/records`, { headers: { Authorization: admin.token } })).json();
    expect(list.items.length).toBeGreaterThanOrEqual(2);
    expect(list.items.every((r: any) => r.token_hash === undefined)).toBe(true);
  }, 180_000);

  it('media backfill queues a ladder plan for a video without one, once (resumable), and the plan queues its rungs', async () => {
    const backfill = (...args: string[]) =>
      spawnSync(BINARY, ['media', 'backfill', '--dir', s.dataDir, ...args], { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
    const video = await upload('rn3.mp4', '320x240');
    const rung = (await jobsOf(video)).find((j) => j.kind === 'hls_240');
    // Its rung is already queued: nothing to do for it.
    expect(backfill('--dry-run')).toBe('0 videos lack a ladder (dry run: nothing queued)');
    await s.su(`/api/collections/jobs/records/${rung.id}`, { method: 'DELETE' });
    expect(backfill('--dry-run')).toBe('1 videos lack a ladder (dry run: nothing queued)');
    expect((await jobsOf(video)).filter((j) => j.kind === 'ladder' || j.kind.startsWith('hls_'))).toEqual([]); // a dry run queues nothing
    expect(backfill()).toBe('queued ladders for 1 videos');
    expect(backfill()).toBe('queued ladders for 0 videos'); // a second run: nothing twice
    const planned = await waitFor('the plan queued the rung', async () => {
      const jobs = await jobsOf(video);
      return jobs.some((j) => j.kind === 'ladder' && j.state === 'done') && jobs.find((j) => j.kind === 'hls_240' && j.state === 'queued');
    }, 30_000);
    expect(planned.kind).toBe('hls_240');
  }, 120_000);
});
