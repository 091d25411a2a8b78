// Account routes (account-routes.pb.js), monthly view statistics (stats-routes.pb.js) and the
// built-in rate limiter configuration (1763769802_enable_auth_rate_limits.js).
import type PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { freshVideo } from './fixtures';
import { TEST_PASSWORD, attempt, client, emailOf, freshUser, superuser, uid, userId, type Outcome } from './helpers';

const API = '/api/reelhouse';

function call<T = any>(pb: PocketBase, method: string, path: string, body?: unknown): Promise<Outcome<T>> {
  return attempt(() => pb.send<T>(`${API}${path}`, { method, body, requestKey: null }));
}
const msg = (o: Outcome) => String((o.error as { message?: string } | undefined)?.message ?? '');

describe('GET /has-role', () => {
  const cases: [string, Record<string, boolean>][] = [
    ['visitor', { admin: false, creator: false, premium: false }],
    ['member', { admin: false, creator: false, premium: false }],
    ['premium', { admin: false, creator: false, premium: true }],
    ['paid', { admin: false, creator: false, premium: true }],
    ['creator', { admin: false, creator: true, premium: false }],
    ['admin', { admin: true, creator: false, premium: false }],
  ];
  it.each(cases)('%s', async (role, expected) => {
    const pb = await client(role as any);
    for (const [name, value] of Object.entries(expected)) {
      const r = await call(pb, 'GET', `/has-role?role=${name}`);
      expect(r.data, `${role} ${name}`).toEqual({ has_role: value });
    }
  });
  it('refuses an unknown role', async () => {
    expect((await call(await client('member'), 'GET', '/has-role?role=root')).status).toBe(400);
    expect((await call(await client('member'), 'GET', '/has-role')).status).toBe(400);
  });
});

describe('POST /users/exists', () => {
  // The 5-a-minute limit: tests/server/throttles.test.ts (this suite's server runs with
  // REELHOUSE_RATE_LIMITS=off).
  it('answers case-insensitively and validates', async () => {
    await userId('member');
    const pb = await client('visitor');
    expect((await call(pb, 'POST', '/users/exists', { email: emailOf('member') })).data).toEqual({ exists: true });
    expect((await call(pb, 'POST', '/users/exists', { email: emailOf('member').toUpperCase() })).data).toEqual({ exists: true });
    expect((await call(pb, 'POST', '/users/exists', { email: 'nobody-here@t.local' })).data).toEqual({ exists: false });
    const bad = await call(pb, 'POST', '/users/exists', { email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(msg(bad)).toMatch(/^Please enter a valid email address/);
    expect((await call(pb, 'POST', '/users/exists', { email: 'x@y.zz' })).ok).toBe(true);
  });
});

describe('POST /account/username', () => {
  it('needs a signed-in user', async () => {
    const r = await call(await client('visitor'), 'POST', '/account/username', { username: 'abc', current_password: 'x' });
    expect(r.status).toBe(401);
  });

  it('validates the username with the spec message', async () => {
    const { pb } = await freshUser();
    for (const username of ['ab', 'a'.repeat(21), 'has space', 'dash-no', 'émile', '']) {
      const r = await call(pb, 'POST', '/account/username', { username, current_password: TEST_PASSWORD });
      expect(r.status, username).toBe(400);
      expect(msg(r)).toMatch(/^Username must be 3-20 characters long and can only contain lowercase letters, numbers, and underscores/);
    }
  });

  it('verifies the current password', async () => {
    const { pb } = await freshUser();
    const wrong = await call(pb, 'POST', '/account/username', { username: 'fine_name', current_password: 'wrong-password' });
    expect(wrong.status).toBe(400);
    expect(msg(wrong)).toMatch(/^Current password is incorrect/);
    expect((await call(pb, 'POST', '/account/username', { username: 'fine_name' })).status).toBe(400);
  });

  it('refuses a taken username', async () => {
    const { pb } = await freshUser();
    const r = await call(pb, 'POST', '/account/username', { username: 't_member', current_password: TEST_PASSWORD });
    expect(r.status).toBe(400);
    expect(msg(r)).toMatch(/^This username is already taken\. Please choose another one/);
  });

  it('changes it, lowercased, and comments follow', async () => {
    const { pb, record } = await freshUser();
    const v = await freshVideo(null);
    const c = await pb.send(`${API}/videos/${v.id}/comments`, { method: 'POST', body: { content: 'before rename' } });
    const wanted = uid('New_').slice(0, 16);
    const r = await call(pb, 'POST', '/account/username', { username: `  ${wanted}  `, current_password: TEST_PASSWORD });
    expect(r.data).toMatchObject({ username: wanted.toLowerCase() });
    const su = await superuser();
    expect((await su.collection('users').getOne(record.id)).username).toBe(wanted.toLowerCase());
    expect((await su.collection('comments').getOne(c.id)).username).toBe(wanted.toLowerCase());
    // still signed in with the same password
    expect((await call(pb, 'GET', '/has-role?role=admin')).data).toEqual({ has_role: false });
  });
});

describe('GET /stats/monthly-views', () => {
  function lastSix(): string[] {
    const out: string[] = [];
    const d = new Date();
    let y = d.getUTCFullYear();
    let m = d.getUTCMonth();
    for (let i = 0; i < 6; i++) {
      out.unshift(`${y}-${String(m + 1).padStart(2, '0')}`);
      if (--m < 0) {
        m = 11;
        y--;
      }
    }
    return out;
  }

  it('admins see the site scope, oldest first, zero months filled', async () => {
    const months = lastSix();
    const r = await call<any[]>(await client('admin'), 'GET', '/stats/monthly-views');
    expect(r.ok).toBe(true);
    expect(r.data!.map((x) => x.month)).toEqual(months);
    for (const row of r.data!) {
      expect(typeof row.views).toBe('number');
      expect(row.label).toMatch(/^[A-Z][a-z]{2} \d{4}$/);
    }
  });

  it('creators see their own views only', async () => {
    const months = lastSix();
    const su = await superuser();
    const me = await userId('creator2');
    // views_monthly is server-only: write the fixture as superuser (upsert by scope+month).
    const existing = await su.collection('views_monthly').getFullList({ filter: su.filter('scope = {:s}', { s: me }) });
    for (const row of existing) await su.collection('views_monthly').delete(row.id);
    await su.collection('views_monthly').create({ scope: me, month: months[4], views: 42 });
    await su.collection('views_monthly').create({ scope: me, month: '2001-01', views: 999 });
    const r = await call<any[]>(await client('creator2'), 'GET', '/stats/monthly-views');
    expect(r.data!.map((x) => x.views)).toEqual([0, 0, 0, 0, 42, 0]);
    const other = await call<any[]>(await client('creator'), 'GET', '/stats/monthly-views');
    expect(other.data!.map((x) => x.views)).not.toContain(42);
  });

  it('refuses visitors, members and premium members', async () => {
    expect((await call(await client('visitor'), 'GET', '/stats/monthly-views')).status).toBe(401);
    expect((await call(await client('member'), 'GET', '/stats/monthly-views')).status).toBe(403);
    expect((await call(await client('premium'), 'GET', '/stats/monthly-views')).status).toBe(403);
  });
});

describe('built-in rate limiting', () => {
  it('is on for the auth endpoints', async () => {
    const su = await superuser();
    const settings = await su.settings.getAll();
    expect(settings.rateLimits.enabled).toBe(true);
    const labels = settings.rateLimits.rules.map((r: { label: string }) => r.label);
    expect(labels).toEqual(expect.arrayContaining(['*:auth', '*:requestPasswordReset', 'users:create']));
    // Only auth-related rules: enabling the limiter must not throttle the rest of the API.
    expect(labels).not.toContain('/api/');
    expect(labels).not.toContain('*:create');
  });
});
