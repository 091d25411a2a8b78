// A private Reelhouse server for tests that must kill and restart it (uploads, jobs): an
// empty data dir (migrations only, no seed), a superuser, users with given roles.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BINARY, ROOT, SUPERUSER, freePort } from './launch.mjs';

export interface OwnServer {
  baseUrl: string;
  dataDir: string;
  start(): Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<void>;
  stop(): Promise<void>;
  log(): string;
  su(path: string, init?: { method?: string; body?: unknown }): Promise<any>;
  user(name: string, roles: string[]): Promise<{ id: string; token: string }>;
}

export async function ownServer(env: Record<string, string> = {}): Promise<OwnServer> {
  const dir = mkdtempSync(join(tmpdir(), 'reelhouse-own-'));
  const dataDir = join(dir, 'pb_data');
  const res = spawnSync(BINARY, ['superuser', 'upsert', SUPERUSER.email, SUPERUSER.password, '--dir', dataDir], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (res.status !== 0) throw new Error(`superuser upsert failed: ${res.stdout}${res.stderr}`);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = join(dir, 'serve.log');
  let proc: ChildProcess | null = null;
  let suToken = '';

  const start = async () => {
    const fd = openSync(logFile, 'a');
    proc = spawn(BINARY, ['serve', '--http', `127.0.0.1:${port}`, '--dir', dataDir], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', fd, fd],
    });
    closeSync(fd);
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (proc.exitCode !== null) throw new Error(`server exited: ${readFileSync(logFile, 'utf8').slice(-2000)}`);
      try {
        if ((await fetch(`${baseUrl}/api/health`)).ok) return;
      } catch {
        /* not up yet */
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('server did not start');
  };
  const kill = async (signal: NodeJS.Signals = 'SIGKILL') => {
    const p = proc;
    if (!p || p.exitCode !== null) return;
    const exited = new Promise((r) => p.once('exit', r));
    p.kill(signal);
    await exited;
  };
  const su = async (path: string, init: { method?: string; body?: unknown } = {}) => {
    if (!suToken) {
      const r = await fetch(`${baseUrl}/api/collections/_superusers/auth-with-password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ identity: SUPERUSER.email, password: SUPERUSER.password }),
      });
      suToken = (await r.json()).token;
    }
    const r = await fetch(`${baseUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: { Authorization: suToken, ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    const text = await r.text();
    if (!r.ok) throw new Error(`${init.method ?? 'GET'} ${path} -> ${r.status}: ${text}`);
    return text ? JSON.parse(text) : null;
  };
  const user = async (name: string, roles: string[]) => {
    const password = 'own-Passw0rd-123';
    const rec = await su('/api/collections/users/records', {
      method: 'POST',
      body: { email: `${name}@own.local`, username: name, password, passwordConfirm: password, verified: true, roles },
    });
    const r = await fetch(`${baseUrl}/api/collections/users/auth-with-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identity: `${name}@own.local`, password }),
    });
    return { id: rec.id as string, token: (await r.json()).token as string };
  };
  await start();
  return {
    baseUrl,
    dataDir,
    start,
    kill,
    stop: async () => {
      await kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
    log: () => readFileSync(logFile, 'utf8'),
    su,
    user,
  };
}

/** Sets a settings row's value (by key) as the superuser. */
export async function setSetting(s: OwnServer, key: string, value: unknown) {
  const list = await s.su(`/api/collections/settings/records?filter=${encodeURIComponent(`key="${key}"`)}`);
  await s.su(`/api/collections/settings/records/${list.items[0].id}`, { method: 'PATCH', body: { value } });
}

/** Sets a secrets row's value (by key) as the superuser. */
export async function setSecret(s: OwnServer, key: string, value: string) {
  const list = await s.su(`/api/collections/secrets/records?filter=${encodeURIComponent(`key="${key}"`)}`);
  await s.su(`/api/collections/secrets/records/${list.items[0].id}`, { method: 'PATCH', body: { value } });
}
