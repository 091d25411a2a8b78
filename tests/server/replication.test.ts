// The restore drill (README: Replication): a server replicating its database to a real
// S3 server (versitygw with a POSIX backend, built by scripts/test-tools.sh) takes writes
// through the API, is killed with SIGKILL, loses its data dir, and is brought back with
// `reelhouse restore`: every acknowledged write is there. Also the operator routes: health
// (public status only; details for superusers) and Prometheus metrics (auth or token).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BINARY, ROOT, SUPERUSER, freePort } from './launch.mjs';

const VERSITYGW = join(ROOT, '.tmp/tools/versitygw');
const KEY = 'drill-access-key';
const SECRET = 'drill-secret-key-0123456789';
const METRICS_TOKEN = 'drill-metrics-token';

let dir = '';
let gw: ChildProcess | null = null;
let gwPort = 0;
const servers: ChildProcess[] = [];

function replicaEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    AWS_ACCESS_KEY_ID: KEY,
    AWS_SECRET_ACCESS_KEY: SECRET,
    REELHOUSE_REPLICA_URL: `s3://reelhouse/db?endpoint=http://127.0.0.1:${gwPort}&region=us-east-1&forcePathStyle=true`,
    REELHOUSE_METRICS_TOKEN: METRICS_TOKEN,
  };
  // Litestream's S3 client brings its own HTTP client, which the AWS SDK cannot give a CA
  // bundle to: with AWS_CA_BUNDLE set it refuses to start (README says so).
  delete env.AWS_CA_BUNDLE;
  return env;
}

async function waitFor(url: string, proc: ChildProcess) {
  for (let i = 0; i < 300; i++) {
    if (proc.exitCode !== null) throw new Error(`process exited (${proc.exitCode}) before ${url} answered`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

async function serve(dataDir: string, env: NodeJS.ProcessEnv) {
  const port = await freePort();
  const proc = spawn(BINARY, ['serve', '--http', `127.0.0.1:${port}`, '--dir', dataDir], { cwd: ROOT, env, stdio: 'ignore' });
  servers.push(proc);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`, proc);
  return { base, proc };
}

async function json(url: string, init: RequestInit = {}) {
  const res = await fetch(url, { ...init, headers: { 'Content-Type': 'application/json', ...(init.headers ?? {}) } });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, text };
}

async function superToken(base: string): Promise<string> {
  const res = await json(`${base}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    body: JSON.stringify({ identity: SUPERUSER.email, password: SUPERUSER.password }),
  });
  expect(res.status).toBe(200);
  return res.body.token;
}

beforeAll(async () => {
  if (!existsSync(VERSITYGW)) throw new Error(`${VERSITYGW} is missing: run bash scripts/test-tools.sh`);
  dir = mkdtempSync(join(tmpdir(), 'reelhouse-drill-'));
  mkdirSync(join(dir, 's3/reelhouse'), { recursive: true }); // the bucket is a directory
  gwPort = await freePort();
  gw = spawn(VERSITYGW, ['--port', `127.0.0.1:${gwPort}`, 'posix', join(dir, 's3')], {
    env: { ...process.env, ROOT_ACCESS_KEY_ID: KEY, ROOT_SECRET_ACCESS_KEY: SECRET },
    stdio: 'ignore',
  });
  await waitFor(`http://127.0.0.1:${gwPort}/`, gw);
});

afterAll(() => {
  for (const p of servers) if (p.exitCode === null) p.kill('SIGKILL');
  gw?.kill('SIGKILL');
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('replication to S3 and the restore drill', () => {
  it('restores every acknowledged write after kill -9 and a lost data dir', async () => {
    const dataDir = join(dir, 'data');
    const env = replicaEnv();
    const su = spawnSync(BINARY, ['superuser', 'upsert', SUPERUSER.email, SUPERUSER.password, '--dir', dataDir], { cwd: ROOT, env, encoding: 'utf8' });
    expect(su.status, su.stderr).toBe(0);
    const { base, proc } = await serve(dataDir, env);
    const token = await superToken(base);

    const acknowledged: string[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await json(`${base}/api/collections/users/records`, {
        method: 'POST',
        headers: { Authorization: token },
        body: JSON.stringify({ email: `drill${i}@drill.local`, password: 'drill-Passw0rd-1', passwordConfirm: 'drill-Passw0rd-1', username: `drill${i}` }),
      });
      expect(res.status, res.text).toBe(200);
      acknowledged.push(res.body.id);
    }
    const lastWrite = Date.now();

    // The replica catches up within seconds; health says when it is in sync.
    let caughtUpMs = -1;
    for (let i = 0; i < 150 && caughtUpMs < 0; i++) {
      const h = await json(`${base}/api/reelhouse/health`, { headers: { Authorization: token } });
      const synced = Date.parse(h.body.replication.lastSyncAt);
      if (h.body.replication.enabled && h.body.replication.lagSeconds === 0 && synced >= lastWrite) caughtUpMs = Date.now() - lastWrite;
      else await new Promise((r) => setTimeout(r, 100));
    }
    expect(caughtUpMs, 'the replica never reported in sync').toBeGreaterThanOrEqual(0);
    console.log(`replica in sync ${caughtUpMs} ms after the last write`);

    proc.kill('SIGKILL');
    await new Promise((r) => proc.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });

    const restoredDir = join(dir, 'restored');
    const restore = spawnSync(BINARY, ['restore', '--dir', restoredDir], { cwd: ROOT, env, encoding: 'utf8' });
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/restored .*data\.db/);

    // Restoring over a database is refused unless asked for.
    const again = spawnSync(BINARY, ['restore', '--dir', restoredDir], { cwd: ROOT, env, encoding: 'utf8' });
    expect(again.status).not.toBe(0);
    expect(again.stderr).toMatch(/--force/);

    const plainEnv = { ...process.env };
    delete plainEnv.REELHOUSE_REPLICA_URL;
    const back = await serve(restoredDir, plainEnv);
    const token2 = await superToken(back.base);
    const filter = encodeURIComponent(`email ~ "@drill.local"`);
    const list = await json(`${back.base}/api/collections/users/records?perPage=100&fields=id&filter=${filter}`, { headers: { Authorization: token2 } });
    expect(list.status).toBe(200);
    const found = new Set(list.body.items.map((r: { id: string }) => r.id));
    expect(acknowledged.filter((id) => !found.has(id))).toEqual([]);
  }, 120_000);

  it('health shows visitors only a status, and metrics need a superuser or the token', async () => {
    const dataDir = join(dir, 'ops');
    const env = replicaEnv();
    const su = spawnSync(BINARY, ['superuser', 'upsert', SUPERUSER.email, SUPERUSER.password, '--dir', dataDir], { cwd: ROOT, env, encoding: 'utf8' });
    expect(su.status, su.stderr).toBe(0);
    env.REELHOUSE_REPLICA_URL = env.REELHOUSE_REPLICA_URL!.replace('/db?', '/ops?');
    const { base } = await serve(dataDir, env);

    const pub = await json(`${base}/api/reelhouse/health`);
    expect(pub.status).toBe(200);
    expect(Object.keys(pub.body)).toEqual(['status']);

    const token = await superToken(base);
    const full = await json(`${base}/api/reelhouse/health`, { headers: { Authorization: token } });
    expect(full.body.database.ok).toBe(true);
    expect(full.body.storage).toMatchObject({ ok: true, detail: 'local' });
    expect(full.body.replication.enabled).toBe(true);
    expect(full.body).toHaveProperty('ffmpeg');

    expect((await fetch(`${base}/api/reelhouse/metrics`)).status).toBe(401);
    expect((await fetch(`${base}/api/reelhouse/metrics`, { headers: { Authorization: 'Bearer wrong' } })).status).toBe(401);
    await fetch(`${base}/api/reelhouse/videos/trending`);
    const metrics = await fetch(`${base}/api/reelhouse/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    expect(text).toMatch(/reelhouse_http_requests_total\{code="200",method="GET",route="GET \/api\/reelhouse\/videos\/trending"\} \d+/);
    expect(text).toMatch(/reelhouse_http_request_duration_seconds_bucket/);
    expect(text).toMatch(/litestream_sync_count/);
  }, 60_000);
});
