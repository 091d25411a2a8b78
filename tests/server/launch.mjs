// Starts a throw-away Reelhouse server for the test suites (server tests and e2e):
// temp data dir, free port, `reelhouse seed`, a superuser, `reelhouse serve`, wait for
// /api/health. A failing seed fails the suite (no stand-in fixtures).
// Plain ESM so that both Vitest's globalSetup and Playwright's webServer script can use it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync, closeSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/**
 * REELHOUSE_BINARY runs the suites against another build (e.g. a private copy in /tmp
 * while ./reelhouse is being rebuilt). Relative paths resolve against the repo root. The
 * binary finds pb_hooks/ and pb_migrations/ beside itself (main.go), so copy them there.
 */
export const BINARY = process.env.REELHOUSE_BINARY ? resolve(ROOT, process.env.REELHOUSE_BINARY) : join(ROOT, 'reelhouse');
export const SUPERUSER = { email: 'root@test.local', password: 'root-test-Passw0rd!' };
export const DEMO_PASSWORD = 'demo-test-Passw0rd!';
/** Ports we must never use (a developer's server runs on 8090). */
const FORBIDDEN_PORTS = new Set([8090]);

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (srv.address());
      srv.close(() => (FORBIDDEN_PORTS.has(port) ? freePort().then(resolvePort, reject) : resolvePort(port)));
    });
  });
}

/**
 * REELHOUSE_TEST_MIGRATIONS_DIR runs the suite against another migrations folder (e.g. a
 * patched copy, to check that a proposed rule fix turns the matrix green).
 */
const EXTRA_FLAGS = process.env.REELHOUSE_TEST_MIGRATIONS_DIR ? ['--migrationsDir', resolve(process.env.REELHOUSE_TEST_MIGRATIONS_DIR)] : [];

function run(args, env = {}) {
  args = [...args, ...EXTRA_FLAGS];
  const res = spawnSync(BINARY, args, { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 300_000 });
  const output = `${res.stdout ?? ''}${res.stderr ?? ''}`;
  // PocketBase's cobra root prints "Error: ..." but may still exit 0: treat both as failure.
  const failed = res.status !== 0 || res.error != null || /^Error: /m.test(output);
  return { failed, output, status: res.status };
}

async function waitForHealth(baseUrl, proc, logFile, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) break;
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  let log = '';
  try {
    log = readFileSync(logFile, 'utf8').slice(-4000);
  } catch {
    /* no log */
  }
  throw new Error(`reelhouse serve did not become healthy at ${baseUrl} (exit code ${proc.exitCode}).\n${log}`);
}

async function api(baseUrl, path, { token, method = 'GET', body } = {}) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(token ? { Authorization: token } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} -> ${res.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}

/** Fails unless the seed left at least `min` videos (a broken seeder must fail the suites). */
async function assertVideos(baseUrl, min) {
  const { token } = await api(baseUrl, '/api/collections/_superusers/auth-with-password', {
    method: 'POST',
    body: { identity: SUPERUSER.email, password: SUPERUSER.password },
  });
  const list = await api(baseUrl, '/api/collections/videos/records?perPage=1', { token });
  if (list.totalItems < min) throw new Error(`the seed left ${list.totalItems} videos, fewer than ${min}`);
}

/**
 * @param {{ videos?: number, minVideos?: number, log?: (msg: string) => void, env?: Record<string, string> }} [opts]
 * @returns {Promise<{ baseUrl: string, dir: string, dataDir: string, logFile: string, superuser: {email: string, password: string},
 *   demoPassword: string, demoAccounts: any, stop: () => Promise<void> }>}
 */
export async function launchServer(opts = {}) {
  const log = opts.log ?? ((m) => console.log(`[reelhouse-test] ${m}`));
  if (!existsSync(BINARY)) {
    throw new Error(`${BINARY} does not exist: run npm run build first (or bash scripts/build-server.sh).`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'reelhouse-test-'));
  const dataDir = join(dir, 'pb_data');
  let proc = null;
  const stop = async () => {
    if (proc && proc.exitCode === null) {
      const exited = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.exitCode === null && proc.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    // The launched server is driven by scripts: its superuser signs in without the mailed MFA
    // code and its admins without an authenticator (as in the test configs), unless the
    // caller's environment or opts.env says otherwise (scripts/bench-*, make-screenshots).
    const env = {
      REELHOUSE_DEMO_PASSWORD: DEMO_PASSWORD,
      REELHOUSE_SUPERUSER_MFA: process.env.REELHOUSE_SUPERUSER_MFA ?? 'off',
      REELHOUSE_ADMIN_TOTP: process.env.REELHOUSE_ADMIN_TOTP ?? 'off',
      ...(opts.env ?? {}),
    };
    const videos = String(opts.videos ?? 60);
    const seed = run(['seed', '--dir', dataDir, '--videos', videos], env);
    if (seed.failed) throw new Error(`reelhouse seed failed:\n${seed.output.slice(-2000)}`);
    const accountsFile = join(dataDir, 'demo-accounts.json');
    const demoAccounts = existsSync(accountsFile) ? JSON.parse(readFileSync(accountsFile, 'utf8')) : null;

    const su = run(['superuser', 'upsert', SUPERUSER.email, SUPERUSER.password, '--dir', dataDir]);
    if (su.failed) throw new Error(`superuser upsert failed:\n${su.output}`);

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const logFile = join(dir, 'serve.log');
    const fd = openSync(logFile, 'a');
    proc = spawn(BINARY, ['serve', '--http', `127.0.0.1:${port}`, '--dir', dataDir, ...EXTRA_FLAGS], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', fd, fd],
    });
    closeSync(fd);
    await waitForHealth(baseUrl, proc, logFile);
    await assertVideos(baseUrl, opts.minVideos ?? 12);
    log(`server up at ${baseUrl} (data ${dataDir})`);
    return { baseUrl, dir, dataDir, logFile, pid: proc.pid, superuser: SUPERUSER, demoPassword: DEMO_PASSWORD, demoAccounts, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
