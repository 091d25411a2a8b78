// A build run from the temp dir is not PocketBase's dev mode. PocketBase guesses "go run"
// from the executable's path (anything under the temp dir) and then prints every SQL
// statement to stdout; a deploy, a CI checkout or a benchmark build under /tmp ran several
// times slower for it (docs/benchmarks.md, "Writes, round 3"). Dev mode is only `--dev`.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { BINARY, ROOT, freePort } from './launch.mjs';

const dir = mkdtempSync(join(tmpdir(), 'reelhouse-devmode-'));
const binary = join(dir, 'reelhouse');
copyFileSync(BINARY, binary);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function serveAndRead(args: string[], cwd = ROOT): Promise<string> {
  const port = await freePort();
  const proc = spawn(binary, ['serve', '--http', `127.0.0.1:${port}`, '--dir', join(dir, 'pb_data'), ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  proc.stdout.on('data', (b) => (out += b));
  proc.stderr.on('data', (b) => (out += b));
  try {
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 600; i++) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        /* not up yet */
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    expect((await fetch(`${base}/api/collections/videos/records?perPage=1`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    return out;
  } finally {
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGTERM');
    await exited;
  }
}

it('a binary under the temp dir does not log its SQL; --dev still does', async () => {
  expect(await serveAndRead([])).not.toMatch(/SELECT/);
  expect(await serveAndRead(['--dev'])).toMatch(/SELECT/); // the check above can fail
}, 120_000);

// A deployed copy under /tmp reads pb_hooks/ and pb_migrations/ beside it, whatever the
// working directory (PocketBase's go-run guess had sent it to the working directory, where
// it served with neither); with them nowhere, serve refuses to start.
it('a binary under the temp dir serves with the hooks and migrations beside it, and refuses to start without', async () => {
  const elsewhere = mkdtempSync(join(tmpdir(), 'reelhouse-cwd-'));
  try {
    const refused = spawnSync(binary, ['serve', '--http', '127.0.0.1:0', '--dir', join(dir, 'pb_data')], { cwd: elsewhere, encoding: 'utf8', timeout: 30_000 });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/pb_(hooks|migrations) not found/);
    for (const d of ['pb_hooks', 'pb_migrations']) cpSync(join(ROOT, d), join(dir, d), { recursive: true });
    await serveAndRead([], elsewhere); // the videos collection answers: the migrations ran
  } finally {
    rmSync(elsewhere, { recursive: true, force: true });
  }
}, 120_000);
