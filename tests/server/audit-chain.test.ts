// Issue 36 §5: an audit log that cannot be rewritten. `DELETE /api/collections/audit_log/
// truncate` with a superuser token answered 204 and emptied it. Now every API refuses to
// change or delete an entry (superusers included), every entry carries the hash of the one
// before it, and `reelhouse audit verify` finds an edit made straight in SQLite.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BINARY, ROOT, SUPERUSER } from './launch.mjs';
import { ownServer, type OwnServer } from './own-server';

let s: OwnServer;
let suToken = '';
let logId = '';
beforeAll(async () => {
  s = await ownServer();
  // Three admin actions, three entries.
  for (let i = 0; i < 3; i++) await s.su('/api/collections/categories/records', { method: 'POST', body: { name: `Audited ${i}`, slug: `audited-${i}-${Date.now().toString(36)}` } });
  logId = (await s.su('/api/collections/audit_log')).id;
}, 120_000);
afterAll(async () => {
  await s?.stop();
});

async function asSuperuser(method: string, path: string, body?: unknown) {
  if (!suToken) {
    const r = await fetch(`${s.baseUrl}/api/collections/_superusers/auth-with-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identity: SUPERUSER.email, password: SUPERUSER.password }),
    });
    suToken = (await r.json()).token;
  }
  const res = await fetch(`${s.baseUrl}${path}`, {
    method,
    headers: { Authorization: suToken, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, data: await res.json().catch(() => null) };
}

const entries = async () => (await s.su('/api/collections/audit_log/records?perPage=200&sort=seq')).items as any[];
const verify = () => spawnSync(BINARY, ['audit', 'verify', '--dir', s.dataDir], { cwd: ROOT, encoding: 'utf8' });

describe('the audit log cannot be rewritten', () => {
  it('entries are chained: seq 1, 2, 3…, each with the hash of the one before', async () => {
    const list = await entries();
    expect(list.length).toBeGreaterThanOrEqual(3);
    list.forEach((e, i) => {
      expect(e.seq).toBe(i + 1);
      expect(e.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(e.prev_hash).toBe(i === 0 ? '' : list[i - 1].hash);
    });
  });

  it('refuses truncate, record update and delete, batch, collection update, delete and import to a superuser', async () => {
    const before = (await entries()).length;
    const first = (await entries())[0];
    for (const spelling of ['audit_log', 'AUDIT_LOG', 'Audit_Log', logId]) {
      const r = await asSuperuser('DELETE', `/api/collections/${spelling}/truncate`);
      expect(r.status, spelling).toBe(403);
    }
    expect((await asSuperuser('PATCH', `/api/collections/audit_log/records/${first.id}`, { reason: 'nothing happened' })).status).toBe(403);
    expect((await asSuperuser('DELETE', `/api/collections/audit_log/records/${first.id}`)).status).toBe(403);
    expect((await asSuperuser('DELETE', `/api/collections/${logId}/records/${first.id}`)).status).toBe(403);
    const batch = await asSuperuser('POST', '/api/batch', { requests: [{ method: 'DELETE', url: `/api/collections/audit_log/records/${first.id}` }] });
    expect(batch.status).toBe(400);
    expect((await asSuperuser('PATCH', '/api/collections/audit_log', { listRule: '' })).status).toBe(403);
    expect((await asSuperuser('DELETE', '/api/collections/audit_log')).status).toBe(403);
    expect((await asSuperuser('DELETE', `/api/collections/${logId}`)).status).toBe(403);
    // An import that names the log (to replace its schema), or drops every collection it omits.
    const log = (await asSuperuser('GET', '/api/collections/audit_log')).data;
    expect((await asSuperuser('PUT', '/api/collections/import', { collections: [{ ...log, fields: log.fields.slice(0, 2) }], deleteMissing: false })).status).toBe(403);
    const categories = (await asSuperuser('GET', '/api/collections/categories')).data;
    expect((await asSuperuser('PUT', '/api/collections/import', { collections: [categories], deleteMissing: true })).status).toBe(403);
    const after = await entries();
    expect(after.length).toBe(before);
    expect(after[0].reason).toBe(first.reason);
  });

  it('`reelhouse audit verify` exits 0 with the count when intact, and finds an edit made straight in SQLite', async () => {
    const ok = verify();
    expect(ok.status, ok.stdout + ok.stderr).toBe(0);
    expect(ok.stdout).toMatch(/audit log chain intact: \d+ entries, last hash [0-9a-f]{64}/);

    // Straight in the database, past every hook: a migration run by hand with raw SQL (the
    // append-only triggers refuse the edit until they are dropped).
    const dir = mkdtempSync(join(tmpdir(), 'reelhouse-tamper-'));
    try {
      writeFileSync(
        join(dir, '1999999999_tamper.js'),
        `migrate((app) => {
          app.db().newQuery("DROP TRIGGER IF EXISTS audit_log_no_update").execute();
          app.db().newQuery("UPDATE audit_log SET reason = 'nothing happened' WHERE seq = 2").execute();
        });`,
      );
      const tamper = spawnSync(BINARY, ['migrate', 'up', '--dir', s.dataDir, '--migrationsDir', dir], { cwd: ROOT, encoding: 'utf8' });
      expect(tamper.status, tamper.stdout + tamper.stderr).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const broken = verify();
    expect(broken.status).not.toBe(0);
    expect(broken.stdout).toMatch(/BROKEN at entry 2 \(id "[a-z0-9]+"\)/);
  });
});
