// Issue 36 §3: limits without side doors. PocketBase's record API answers a collection by
// its name in any letter case and by its id, so every rule keyed on a collection (the
// throttles, the body caps, the list guard, the batch guard) must hold for each spelling.
// On a server of its own with the throttles on (the shared one runs with them off).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownServer, type OwnServer } from './own-server';

let s: OwnServer;
const ids: Record<string, string> = {};

beforeAll(async () => {
  s = await ownServer();
  // Each spelling below comes from an address of its own (X-Forwarded-For, trusted here), so
  // its limit starts from zero and the only way to get a 429 is to be counted.
  await s.su('/api/settings', { method: 'PATCH', body: { trustedProxy: { headers: ['X-Forwarded-For'], useLeftmostIP: false } } });
  for (const name of ['users', 'comments', 'video_ratings', 'comment_likes', 'videos']) ids[name] = (await s.su(`/api/collections/${name}`)).id;
}, 120_000);
afterAll(async () => {
  await s?.stop();
});

/** name, UPPER, Mixed case, and the collection's id. */
const spellings = (name: string) => [name, name.toUpperCase(), name[0]!.toUpperCase() + name.slice(1), ids[name]!];

let nextAddress = 1;
const freshAddress = () => `198.51.100.${nextAddress++}`;

async function post(path: string, headers: Record<string, string>, body: unknown = {}) {
  const res = await fetch(`${s.baseUrl}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: res.status, data: await res.json().catch(() => null) };
}

let members = 0;
/** A member's token through the superuser's impersonation: signing in would itself be throttled. */
async function freshMember(roles: string[] = []): Promise<string> {
  const name = `spell_${Date.now().toString(36)}_${members++}`;
  const password = 'spell-Passw0rd-123';
  const rec = await s.su('/api/collections/users/records', {
    method: 'POST',
    body: { email: `${name}@own.local`, username: name, password, passwordConfirm: password, verified: true, roles },
  });
  return (await s.su(`/api/collections/users/impersonate/${rec.id}`, { method: 'POST', body: { duration: 600 } })).token;
}

/** Sends `allowed` requests (none refused), then one more: it must be the 429. */
async function expectLimited(path: string, allowed: number, headers: Record<string, string>, body: (i: number) => unknown = () => ({})) {
  const statuses: number[] = [];
  for (let i = 0; i < allowed; i++) statuses.push((await post(path, headers, body(i))).status);
  expect(statuses.filter((x) => x === 429), `${path}: refused too early`).toEqual([]);
  const over = await post(path, headers, body(allowed));
  expect(over.status, `${path}: not limited`).toBe(429);
  return over;
}

describe('every throttle under every spelling of its collection', () => {
  // [rule, collection, path after the collection, requests allowed per address / member, signed in as]
  const routes: [string, string, string, number, string[] | null][] = [
    ['sign-in', 'users', 'auth-with-password', 10, null],
    ['sign-up', 'users', 'records', 5, null],
    ['password reset', 'users', 'request-password-reset', 5, null],
    ['comments', 'comments', 'records', 10, []],
    ['ratings', 'video_ratings', 'records', 30, []],
    ['likes', 'comment_likes', 'records', 60, []],
    ['video creates', 'videos', 'records', 10, ['creator']],
  ];
  for (const [rule, collection, rest, allowed, roles] of routes) {
    it(`${rule}: /api/collections/{${collection} | ${collection.toUpperCase()} | id}/${rest}`, async () => {
      for (const spelling of spellings(collection)) {
        const headers: Record<string, string> = { 'X-Forwarded-For': freshAddress() };
        if (roles) headers.Authorization = await freshMember(roles);
        const body = (i: number) =>
          rule === 'sign-up'
            ? { email: `su${Date.now().toString(36)}${i}${spelling.length}@own.local`, password: 'spell-Passw0rd-1', passwordConfirm: 'spell-Passw0rd-1' }
            : { identity: 'nobody@own.local', password: 'wrong-password', email: 'nobody@own.local' };
        const over = await expectLimited(`/api/collections/${spelling}/${rest}`, allowed, headers, body);
        expect(over.data.data.code).toMatch(/^too_many_/);
      }
    });
  }

  it('a spelling does not open a fresh bucket: UPPER case after the name was refused is refused', async () => {
    const headers = { 'X-Forwarded-For': freshAddress() };
    await expectLimited('/api/collections/users/auth-with-password', 10, headers);
    for (const spelling of spellings('users')) expect((await post(`/api/collections/${spelling}/auth-with-password`, headers)).status).toBe(429);
  });

  it('a tus upload counts as a video create of its creator', async () => {
    const headers = { 'X-Forwarded-For': freshAddress(), Authorization: await freshMember(['creator']), 'Tus-Resumable': '1.0.0', 'Upload-Length': '1000' };
    await expectLimited('/api/reelhouse/uploads', 10, headers);
  });
});

describe('body caps under every spelling', () => {
  it('refuses a 70 KB body to the sign-up and comment record routes, by name, case or id', async () => {
    const big = JSON.stringify({ content: 'x'.repeat(70 * 1024) });
    for (const collection of ['users', 'comments']) {
      for (const spelling of spellings(collection)) {
        const res = await fetch(`${s.baseUrl}/api/collections/${spelling}/records`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshAddress() },
          body: big,
        });
        expect(res.status, `${spelling}`).toBe(413);
      }
    }
  });
});

describe('list guard and batch guard under every spelling', () => {
  it('refuses an unindexed filter on videos however the collection is named', async () => {
    const token = await freshMember();
    for (const spelling of spellings('videos')) {
      const res = await fetch(`${s.baseUrl}/api/collections/${spelling}/records?filter=${encodeURIComponent("description~'x'")}`, {
        headers: { Authorization: token, 'X-Forwarded-For': freshAddress() },
      });
      expect(res.status, spelling).toBe(400);
      expect((await res.json()).data.code).toBe('list_query_not_allowed');
    }
  });

  it('a batch of comment creates is refused however the collection is named', async () => {
    const token = await freshMember();
    for (const spelling of spellings('comments')) {
      const res = await post('/api/batch', { Authorization: token, 'X-Forwarded-For': freshAddress() }, {
        requests: [{ method: 'POST', url: `/api/collections/${spelling}/records`, body: { content: 'x' } }],
      });
      expect(res.status, spelling).toBe(400);
      expect(res.data.data.code).toBe('batch_not_allowed');
    }
  });
});
