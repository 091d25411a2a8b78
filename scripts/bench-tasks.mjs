// The first visit's long tasks by CPU time (issue 26 §7): Lighthouse's TBT on a shared
// 2-core machine is mostly the time its tasks wait for a core (one page swung 358–826 ms
// between runs), so a change of 10 ms of work disappears in it. This counts each main-thread
// task after the first contentful paint by the CPU time the thread really spent in it
// (the trace's thread duration, which a busy machine barely moves), times 4 as Lighthouse's
// mobile simulation scales it, and sums what is over 50 ms: a TBT of the work itself.
// Per page (as scripts/bench-web: /, /videos, /categories, a category, a watch page; age
// gate accepted, a phone's viewport, a cold browser each run):
//   - "TBT from CPU": median of the runs (min–max)
//   - "CPU after FCP": the main thread's CPU time from the first paint to 5 s after load
//   - the long tasks (CPU x4 over 50 ms) of the median run, with what runs in them
// Usage: scripts/bench-tasks [--no-build] [--runs N] [--videos N] [--pages home,watch]
// REELHOUSE_BINARY=/path/to/reelhouse benches another build, as for scripts/bench-web.
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : dflt;
};
const RUNS = Number(opt('--runs', '5'));
const VIDEOS = Number(opt('--videos', '2000'));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const log = (m) => process.stderr.write(`${m}\n`);

if (!args.includes('--no-build') && !process.env.REELHOUSE_BINARY) {
  log('building (npm run build)…');
  const b = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
const { launchServer } = await import('../tests/server/launch.mjs');
const { benchPages, waitForPaint } = await import('./bench-pages.mjs');
const { chromium } = await import('@playwright/test');

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
/** Chunk names without their hash (watch-page-C0igCkbf.js → watch-page). */
const chunk = (url) => String(url).split('/').pop().replace(/-[\w-]{8}\.js$/, '');
/** The trace events a task's kind is told by, in the order they are looked for. */
const KINDS = [
  ['v8.evaluateModule', 'module evaluation'],
  ['UpdateLayoutTree', 'style and layout'],
  ['Layout', 'style and layout'],
  ['FunctionCall', 'script'],
  ['TimerFire', 'timer'],
  ['ParseHTML', 'HTML parsing'],
];

async function visit(browser, url) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 });
  await ctx.addInitScript(() => localStorage.setItem('reelhouse.age_confirmed', '1'));
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  const done = new Promise((ok) => cdp.once('Tracing.tracingComplete', ok));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,loading,blink.user_timing', transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(5000);
  // Only tasks that began before this mark count: the end of tracing is a task too.
  await page.evaluate(() => performance.mark('bench-tasks-end'));
  await cdp.send('Tracing.end');
  await done;
  await ctx.close();

  const threads = new Map(events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]));
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && threads.get(`${e.pid}:${e.tid}`) === 'CrRendererMain');
  const cpuByThread = new Map();
  for (const t of tasks) cpuByThread.set(`${t.pid}:${t.tid}`, (cpuByThread.get(`${t.pid}:${t.tid}`) ?? 0) + (t.tdur ?? 0));
  const main = [...cpuByThread].sort((a, b) => b[1] - a[1])[0]?.[0];
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && `${e.pid}:${e.tid}` === main) ?? events.find((e) => e.name === 'firstContentfulPaint');
  if (!main || !fcp) return null;
  const end = events.find((e) => e.name === 'bench-tasks-end')?.ts ?? Infinity;
  const onMain = tasks.filter((t) => `${t.pid}:${t.tid}` === main && t.ts >= fcp.ts && t.ts < end);
  const inside = (t, e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur;
  const long = onMain
    .filter((t) => (t.tdur ?? 0) * 4 > 50_000)
    .map((t) => {
      const kids = events.filter((e) => e !== t && inside(t, e));
      const kind = KINDS.map(([name, label]) => [kids.find((e) => e.name === name), label]).find(([e]) => e);
      const what = kind ? `${kind[1]}${kind[0].name === 'FunctionCall' ? ` (${chunk(kind[0].args?.data?.url ?? '')})` : ''}` : 'other';
      return { at: Math.round((t.ts - fcp.ts) / 1000), cpu: t.tdur / 1000, what };
    });
  const tbt = long.reduce((s, t) => s + Math.max(0, t.cpu * 4 - 50), 0);
  const cpu = onMain.reduce((s, t) => s + (t.tdur ?? 0), 0) / 1000;
  return { tbt, cpu, long };
}

const server = await launchServer({ videos: VIDEOS, log });
try {
  const base = server.baseUrl;
  await waitForPaint(base, log);
  const pages = await benchPages(base, opt('--pages', null)?.split(','));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  console.log(`bench-tasks  ${new Date().toISOString()}  runs=${RUNS}  videos=${VIDEOS}  binary=${process.env.REELHOUSE_BINARY ?? './reelhouse'}`);
  console.log('page        TBT from CPU (min–max)   CPU after FCP ms (min–max)   long tasks of the median run: +ms after FCP, CPU ms, what');
  for (const { name, path } of pages) {
    log(`${path} ×${RUNS}…`);
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const r = await visit(browser, base + path);
      if (r) runs.push(r);
    }
    if (!runs.length) {
      console.log(`${name.padEnd(10)}  no first contentful paint seen`);
      continue;
    }
    const tbts = runs.map((r) => r.tbt);
    const cpus = runs.map((r) => r.cpu);
    const mid = runs.find((r) => r.tbt === median(tbts));
    const r0 = (xs) => `${Math.round(Math.min(...xs))}–${Math.round(Math.max(...xs))}`;
    console.log(
      `${name.padEnd(10)}  ${`${Math.round(median(tbts))} (${r0(tbts)})`.padEnd(23)}  ${`${Math.round(median(cpus))} (${r0(cpus)})`.padEnd(27)}  ${mid.long.map((t) => `+${t.at} ${t.cpu.toFixed(1)} ${t.what}`).join('; ') || '–'}`,
    );
  }
  await browser.close();
} finally {
  await server.stop();
}
