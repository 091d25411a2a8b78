// A build run from the temp dir is not PocketBase's dev mode. PocketBase guesses "go run"
// from the executable's path (anything under the temp dir) and then prints every SQL
// statement to stdout; a deploy, a CI checkout or a benchmark build under /tmp ran several
// times slower for it (docs/benchmarks.md, "Writes, round 3"). Dev mode is only `--dev`.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { BINARY, freePort } from './launch.mjs';

const dir = mkdtempSync(join(tmpdir(), 'reelhouse-devmode-'));
const binary = join(dir, 'reelhouse');
copyFileSync(BINARY, binary);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function serveAndRead(args: string[]): Promise<string> {
  const port = await freePort();
  const proc = spawn(binary, ['serve', '--http', `127.0.0.1:${port}`, '--dir', join(dir, 'pb_data'), ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
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
