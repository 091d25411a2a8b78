#!/usr/bin/env node
// Time to first frame and rebuffering of the MP4 and of the HLS ladder at 1.5, 4 and 20
// Mbit/s (issue 24 "Checked by"), in Debian's Chromium with the connection throttled by
// CDP (Network.emulateNetworkConditions), for a 1080p test-pattern source.
//
//   scripts/bench-hls-play [--seconds 60] [--rates 1.5,4,20] [--source-seconds 75]
//
// The ladder and the playable MP4 are made by the server's own functions (scripts/benchhls
// with -dir: MakePlayable, EncodeRung per rung, WriteMaster), served from a local HTTP
// server with Range support, and played by hls.js with the player's own settings
// (src/features/watch/use-hls.ts: startLevel 0, capLevelToPlayerSize off, load on play).
// First frame: from play() to the first presented frame (requestVideoFrameCallback).
// Rebuffering: time spent in `waiting` after the first frame, over --seconds of playback
// time. Run on an idle machine: a starved CPU stalls decoding, which reads as rebuffering.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium } from '@playwright/test';

const args = Object.fromEntries(process.argv.slice(2).reduce((a, v, i, all) => (v.startsWith('--') ? [...a, [v.slice(2), all[i + 1]]] : a), []));
const SECONDS = Number(args.seconds ?? 60);
const RATES = String(args.rates ?? '1.5,4,20').split(',').map(Number);
const DIR = resolve(args.dir ?? '.tmp/bench-hls-play');
const HLSJS = resolve('node_modules/hls.js/dist/hls.light.min.js');
if (!existsSync(join(DIR, 'hls1080', 'master.m3u8')) || !existsSync(join(DIR, 'play1080.mp4'))) {
  console.error(`no ladder in ${DIR}: run scripts/bench-hls-play (it makes one with scripts/benchhls)`);
  process.exit(2);
}

const types = { '.m3u8': 'application/vnd.apple.mpegurl', '.m4s': 'video/iso.segment', '.mp4': 'video/mp4', '.js': 'text/javascript', '.html': 'text/html' };
const page = `<!doctype html><meta charset="utf-8"><video id="v" muted playsinline preload="none" width="640" height="360"></video>
<script src="/hls.js"></script>`;
const server = createServer((req, res) => {
  const url = new URL(req.url, 'http://x');
  if (url.pathname === '/') return res.writeHead(200, { 'content-type': 'text/html' }).end(page);
  const file = url.pathname === '/hls.js' ? HLSJS : join(DIR, normalize(url.pathname).replace(/^(\.\.[/\\])+/, ''));
  if (!file.startsWith(DIR) && file !== HLSJS) return res.writeHead(403).end();
  if (!existsSync(file)) return res.writeHead(404).end();
  const size = statSync(file).size;
  const type = types[extname(file)] ?? 'application/octet-stream';
  const range = /bytes=(\d*)-(\d*)/.exec(req.headers.range ?? '');
  if (range) {
    const start = range[1] ? Number(range[1]) : size - Number(range[2]);
    const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    res.writeHead(206, { 'content-type': type, 'content-length': end - start + 1, 'content-range': `bytes ${start}-${end}/${size}`, 'accept-ranges': 'bytes', 'cache-control': 'no-store' });
    return createReadStream(file, { start, end }).pipe(res);
  }
  res.writeHead(200, { 'content-type': type, 'content-length': size, 'accept-ranges': 'bytes', 'cache-control': 'no-store' });
  createReadStream(file).pipe(res);
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--autoplay-policy=no-user-gesture-required'] });

async function run(kind, mbit) {
  const context = await browser.newContext();
  const p = await context.newPage();
  const cdp = await context.newCDPSession(p);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false, latency: 40, downloadThroughput: (mbit * 1e6) / 8, uploadThroughput: (mbit * 1e6) / 8,
  });
  await p.goto(base + '/');
  const result = await p.evaluate(
    async ({ kind, seconds }) => {
      const v = document.getElementById('v');
      const heights = [];
      const t0 = performance.now();
      if (kind === 'hls') {
        // As use-hls.ts: lowest rung first, adapt, load on the first play.
        const hls = new window.Hls({ autoStartLoad: false, startLevel: 0, capLevelToPlayerSize: false });
        hls.attachMedia(v);
        hls.on(window.Hls.Events.MANIFEST_PARSED, () => hls.startLoad(-1));
        hls.on(window.Hls.Events.LEVEL_SWITCHED, (_e, d) => heights.push(hls.levels[d.level].height));
        hls.loadSource('/hls1080/master.m3u8');
      } else {
        v.src = '/play1080.mp4';
      }
      const first = new Promise((r) => v.requestVideoFrameCallback(() => r(performance.now() - t0)));
      void v.play().catch(() => {});
      const firstFrame = await Promise.race([first, new Promise((r) => setTimeout(() => r(-1), 60_000))]);
      let stalled = 0;
      let since = 0;
      v.addEventListener('waiting', () => (since = performance.now()));
      const resume = () => {
        if (since) stalled += performance.now() - since;
        since = 0;
      };
      v.addEventListener('playing', resume);
      const wall0 = performance.now();
      await new Promise((r) => {
        const tick = () => (v.currentTime >= seconds || v.ended || performance.now() - wall0 > (seconds + 120) * 1000 ? r() : setTimeout(tick, 200));
        tick();
      });
      resume();
      return { firstFrame, stalled: stalled / 1000, played: v.currentTime, wall: (performance.now() - wall0) / 1000, heights: [...new Set(heights)] };
    },
    { kind, seconds: SECONDS },
  );
  await context.close();
  return result;
}

console.log(`bench-hls-play ${new Date().toISOString()}  1080p test-pattern source, ${SECONDS} s of playback per cell, latency 40 ms`);
console.log(`${'source'.padEnd(6)} ${'Mbit/s'.padStart(6)} ${'first frame ms'.padStart(15)} ${'rebuffer s'.padStart(11)} ${'played s'.padStart(9)} ${'wall s'.padStart(7)}  rungs played`);
for (const mbit of RATES) {
  for (const kind of ['mp4', 'hls']) {
    const r = await run(kind, mbit);
    console.log(`${kind.padEnd(6)} ${String(mbit).padStart(6)} ${(r.firstFrame < 0 ? 'none' : Math.round(r.firstFrame)).toString().padStart(15)} ${r.stalled.toFixed(1).padStart(11)} ${r.played.toFixed(1).padStart(9)} ${r.wall.toFixed(1).padStart(7)}  ${kind === 'hls' ? r.heights.join('→') : '-'}`);
  }
}
await browser.close();
server.close();
