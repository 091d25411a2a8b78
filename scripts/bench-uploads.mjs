#!/usr/bin/env node
// Upload and processing benchmark against the built ./reelhouse (a throw-away server):
//  1. tus upload throughput over loopback with the real tus-js-client (MB/s), and the
//     server's CPU time during it (from /proc/<pid>/stat);
//  2. processing time per minute of 720p video: an H.264 MP4 (stream copy + faststart)
//     and an MPEG-4 AVI (transcode to H.264/AAC), plus the preview and sprite jobs.
//   node scripts/bench-uploads.mjs [--mb 512] [--seconds 60]
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as tus from 'tus-js-client';

// Its superuser signs in by password: no PocketBase MFA on the data dir it makes (migration 17950002).
process.env.REELHOUSE_SUPERUSER_MFA ??= 'off';
process.env.REELHOUSE_ADMIN_TOTP ??= 'off';
import { BINARY, ROOT, SUPERUSER, freePort } from '../tests/server/launch.mjs';

const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const MB = arg('mb', 512);
const SECONDS = arg('seconds', 60);
const dir = mkdtempSync(join(tmpdir(), 'reelhouse-bench-'));
const dataDir = join(dir, 'pb_data');
const ffmpeg = process.env.REELHOUSE_FFMPEG || 'ffmpeg'; // the system's, as the server uses

const CLK_TCK = 100;
const cpuSeconds = (pid) => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) / CLK_TCK; // utime + stime
};

async function main() {
  spawnSync(BINARY, ['superuser', 'upsert', SUPERUSER.email, SUPERUSER.password, '--dir', dataDir], { cwd: ROOT });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const fd = openSync(join(dir, 'serve.log'), 'a');
  const proc = spawn(BINARY, ['serve', '--http', `127.0.0.1:${port}`, '--dir', dataDir], { cwd: ROOT, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  try {
    for (let i = 0; i < 300; i++) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        /* starting */
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const su = (await (await fetch(`${base}/api/collections/_superusers/auth-with-password`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ identity: SUPERUSER.email, password: SUPERUSER.password }),
    })).json()).token;
    const api = async (path, method = 'GET', body) => {
      const r = await fetch(`${base}${path}`, { method, headers: { Authorization: su, ...(body ? { 'Content-Type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
      return r.json();
    };
    // Only the self-hosted source: the benchmark measures our server, not the hosts.
    const cdn = (await api(`/api/collections/settings/records?filter=${encodeURIComponent('key="cdn_preferences"')}`)).items[0];
    await api(`/api/collections/settings/records/${cdn.id}`, 'PATCH', { value: { use_local: true, use_doodstream: false, use_vidguard: false, use_streamtape: false, player_order: ['local'] } });
    const password = 'bench-Passw0rd-1';
    await api('/api/collections/users/records', 'POST', { email: 'bench@b.local', username: 'bench', password, passwordConfirm: password, verified: true, roles: ['creator'] });
    const token = (await (await fetch(`${base}/api/collections/users/auth-with-password`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ identity: 'bench@b.local', password }),
    })).json()).token;

    const upload = (data, chunkSize) =>
      new Promise((resolve, reject) => {
        const up = new tus.Upload(data, {
          endpoint: `${base}/api/reelhouse/uploads`, headers: { Authorization: token }, chunkSize,
          metadata: { filename: 'bench.mp4' }, onError: reject, onSuccess: () => resolve(up.url),
        });
        up.start();
      });

    // 1. Throughput: a real 720p video padded with random bytes up to --mb.
    console.log(`ffmpeg: ${ffmpeg}; cores: ${cpus().length}`);
    const seed = join(dir, 'seed.mp4');
    execFileSync(ffmpeg, ['-y', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=duration=2:size=1280x720:rate=30', '-c:v', 'libx264', '-preset', 'ultrafast', seed]);
    const big = Buffer.alloc(MB * 1024 * 1024);
    readFileSync(seed).copy(big);
    for (let i = statSync(seed).size; i < big.length; i += 4096) big[i] = (i * 2654435761) & 0xff;
    for (const chunk of [Infinity, 16 * 1024 * 1024]) {
      const cpu0 = cpuSeconds(proc.pid);
      const t0 = performance.now();
      await upload(big, chunk).catch(() => undefined); // the padded file may fail the final ffprobe; the bytes are what count
      const secs = (performance.now() - t0) / 1000;
      const cpu = cpuSeconds(proc.pid) - cpu0;
      console.log(`upload ${MB} MB, chunk ${chunk === Infinity ? 'whole file' : `${chunk / 1024 / 1024} MB`}: ${(MB / secs).toFixed(0)} MB/s, ${secs.toFixed(2)} s, server CPU ${cpu.toFixed(2)} s (${((cpu / secs) * 100).toFixed(0)} % of one core, ${((cpu / MB) * 1000).toFixed(1)} ms per MB)`);
    }

    // 2. Processing per minute of 720p.
    const variants = [
      ['mp4 H.264 (remux)', 'bench720.mp4', ['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac']],
      ['avi MPEG-4 (transcode)', 'bench720.avi', ['-c:v', 'mpeg4', '-q:v', '4', '-c:a', 'libmp3lame']],
    ];
    for (const [label, name, codec] of variants) {
      const file = join(dir, name);
      execFileSync(ffmpeg, ['-y', '-loglevel', 'error', '-f', 'lavfi', '-i', `testsrc2=duration=${SECONDS}:size=1280x720:rate=30`, '-f', 'lavfi', '-i', `sine=duration=${SECONDS}`, ...codec, '-shortest', file]);
      const url = await upload(readFileSync(file), 64 * 1024 * 1024);
      const form = new FormData();
      form.set('title', `Bench ${name}`);
      form.set('author', 'Bench');
      form.set('use_frame', 'true');
      const t0 = performance.now();
      const fin = await (await fetch(`${url}/finish`, { method: 'POST', headers: { Authorization: token }, body: form })).json();
      let playableAt = 0;
      for (;;) {
        const jobs = await api(`/api/collections/jobs/records?perPage=10&filter=${encodeURIComponent(`video="${fin.video}" || id="${fin.job}"`)}`);
        const proc0 = jobs.items.find((j) => j.id === fin.job);
        if (proc0?.state === 'failed') throw new Error(`process failed: ${proc0.error_detail}`);
        if (proc0?.state === 'done' && !playableAt) playableAt = performance.now();
        if (jobs.items.length >= 3 && jobs.items.every((j) => j.state === 'done' || j.state === 'failed')) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      const allAt = performance.now();
      const perMin = (ms) => ((ms / 1000) * 60) / SECONDS;
      console.log(`${label}, ${SECONDS} s of 720p30 (${(statSync(file).size / 1048576).toFixed(0)} MB): playable after ${((playableAt - t0) / 1000).toFixed(1)} s (${perMin(playableAt - t0).toFixed(1)} s per minute of video); with preview and sprite ${((allAt - t0) / 1000).toFixed(1)} s (${perMin(allAt - t0).toFixed(1)} s per minute)`);
    }
  } finally {
    proc.kill('SIGTERM');
    await new Promise((r) => proc.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
