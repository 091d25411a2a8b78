// Age assurance by region (issue 37 items 1–3, internal/agegate): a private server with the
// region header, the test GeoIP file and the fake provider on. From a verify region no
// title, description, image or byte leaves any path before the check; the fake provider's
// pass opens them; forged, expired, wrong-audience, wrong-nonce and replayed ID tokens are
// refused and store nothing; a blocked region gets 451 everywhere.
import { spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngFile, uid } from './helpers';
import { BINARY, ROOT, SUPERUSER, freePort } from './launch.mjs';
import { ownServer, type OwnServer } from './own-server';

const HEADER = 'X-Test-Region';
let s: OwnServer;
let su: PocketBase;
const TITLE = `Zebra-${uid('t')}`;
const DESCRIPTION = `Quokka-${uid('d')}`;
let video: { id: string; slug: string; thumbnail: string };

interface Req {
  region?: string;
  cookie?: string;
  token?: string;
  xff?: string;
  lang?: string;
  method?: string;
  body?: string;
  type?: string;
}
const req = (path: string, o: Req = {}) => {
  const headers: Record<string, string> = {};
  if (o.region) headers[HEADER] = o.region;
  if (o.cookie) headers.Cookie = o.cookie;
  if (o.token) headers.Authorization = o.token;
  if (o.xff) headers['X-Forwarded-For'] = o.xff;
  if (o.lang) headers['Accept-Language'] = o.lang;
  if (o.type) headers['Content-Type'] = o.type;
  return fetch(`${s.baseUrl}${path}`, { method: o.method ?? 'GET', headers, body: o.body, redirect: 'manual' });
};

/** Every path of item 3 that can carry the video's title, text or bytes. */
const contentPaths = () => [
  '/api/reelhouse/videos/newest',
  `/api/reelhouse/videos/${video.slug}`,
  `/api/reelhouse/search?q=${TITLE}`,
  '/api/collections/videos/records',
  `/api/collections/videos/records/${video.id}`,
  `/api/files/videos/${video.id}/${video.thumbnail}`,
  '/sitemap.xml',
  '/api/realtime',
  '/api/reelhouse/a-route-added-later',
  '/api/collections/users/records?expand=favourites_via_member.video', // an open route, expanded
];

async function leaks(path: string, o: Req) {
  const r = await req(path, o);
  const body = Buffer.from(await r.arrayBuffer()).toString('latin1');
  return { status: r.status, body, leaked: body.includes(TITLE) || body.includes(DESCRIPTION) || body.startsWith('\x89PNG') };
}

/** Runs the fake provider as a browser would; outcome: the fake's button. */
async function passFake(o: Req, outcome = 'adult', returnTo = '/watched') {
  const start = await req('/api/agegate/start', { ...o, method: 'POST', type: 'application/json', body: JSON.stringify({ provider: 'fake', return_to: returnTo }) });
  expect(start.status).toBe(200);
  const auth = new URL((await start.json()).url);
  expect((await fetch(auth)).status).toBe(200); // the fake's page
  const form = new URLSearchParams(auth.searchParams);
  form.set('outcome', outcome);
  const back = await fetch(auth, { method: 'POST', body: form, redirect: 'manual' });
  expect(back.status).toBe(303);
  const callback = new URL(back.headers.get('location')!);
  const done = await req(callback.pathname + callback.search, o);
  expect(done.status).toBe(303);
  const cookie = (done.headers.get('set-cookie') ?? '').split(';')[0]!;
  return { location: done.headers.get('location')!, cookie: cookie.startsWith('rh_age=') ? cookie : '', callback: callback.pathname + callback.search };
}

const status = async (o: Req) => (await req('/api/agegate/status', o)).json();

beforeAll(async () => {
  s = await ownServer({
    REELHOUSE_REGION_HEADER: HEADER,
    REELHOUSE_GEOIP_DB: join(ROOT, 'tests/server/geo-test.mmdb'),
    REELHOUSE_AGE_FAKE_PROVIDER: 'on',
    REELHOUSE_RATE_LIMITS: 'off',
  });
  su = new PocketBase(s.baseUrl);
  su.autoCancellation(false);
  await su.collection('_superusers').authWithPassword(SUPERUSER.email, SUPERUSER.password);
  const form = new FormData();
  for (const [k, v] of Object.entries({ title: TITLE, slug: uid('v-'), description: DESCRIPTION, author: 'Tester', duration: '42' })) form.append(k, v);
  form.append('thumbnail', pngFile('thumb.png'));
  const v = await su.collection('videos').create(form);
  video = { id: v.id, slug: v.slug, thumbnail: v.thumbnail };
  // GeoIP reads the client address PocketBase takes from the trusted proxy header.
  await su.settings.update({ trustedProxy: { headers: ['X-Forwarded-For'], useLeftmostIP: true } });
}, 120_000);

afterAll(async () => {
  await s?.stop();
});

describe('age assurance by region', () => {
  it('a click-through region gets the content, so the checks below are not vacuous', async () => {
    for (const path of contentPaths().filter((p) => !p.includes('realtime') && !p.includes('later') && !p.includes('records') && !p.includes('sitemap'))) {
      const r = await leaks(path, { region: 'JP' });
      expect(r.status, path).toBe(200);
      expect(r.leaked, path).toBe(true);
    }
    expect((await leaks(`/video/${video.slug}`, { region: 'JP' })).leaked).toBe(true); // title in the page's meta
  });

  it('a verify region gets nothing adult from any path until it passes the fake provider, then everything', async () => {
    for (const path of contentPaths()) {
      const r = await leaks(path, { region: 'GB' });
      expect(r.status, path).toBe(403);
      expect(r.leaked, path).toBe(false);
      if (path.startsWith('/api/')) expect(JSON.parse(r.body).data.code, path).toBe('age_verification_required');
    }
    // The page is the bare shell: no title, description or open-graph tag.
    const page = await leaks(`/video/${video.slug}`, { region: 'GB' });
    expect(page.status).toBe(200);
    expect(page.leaked).toBe(false);
    expect(page.body).not.toContain('og:image');
    expect((await status({ region: 'GB' })).passed).toBe(false);

    const { cookie, location } = await passFake({ region: 'GB' }, 'adult', `/video/${video.slug}`);
    expect(location).toBe(`/video/${video.slug}`);
    expect(cookie).toMatch(/^rh_age=/);
    for (const path of contentPaths().filter((p) => !p.includes('realtime') && !p.includes('later') && !p.includes('records') && !p.includes('sitemap'))) {
      const r = await leaks(path, { region: 'GB', cookie });
      expect(r.status, path).toBe(200);
      expect(r.leaked, path).toBe(true);
    }
    expect((await req('/sitemap.xml', { region: 'GB', cookie })).status).toBe(200);
    expect((await leaks(`/video/${video.slug}`, { region: 'GB', cookie })).leaked).toBe(true);
    // A passed visitor's answers are private: a CDN must not hand them to the next visitor.
    expect((await req(`/api/reelhouse/videos/${video.slug}`, { region: 'GB', cookie })).headers.get('cache-control')).toContain('private');
    // The pass cookie holds the region, time, method and provider, nothing else.
    const payload = JSON.parse(Buffer.from(cookie.slice('rh_age='.length).split('.')[0]!, 'base64url').toString());
    expect(Object.keys(payload).sort()).toEqual(['m', 'o', 'p', 'r', 't']);
  });

  it('the header and the GeoIP file each decide the region', async () => {
    expect((await req('/api/reelhouse/videos/newest', { xff: '81.2.69.10' })).status).toBe(403); // GeoIP: GB
    expect((await req('/api/reelhouse/videos/newest', { xff: '216.160.83.7' })).status).toBe(403); // GeoIP: US-TX
    expect((await req('/api/reelhouse/videos/newest', { xff: '1.1.1.1' })).status).toBe(200); // not in the file
    expect((await req('/api/reelhouse/videos/newest', { xff: '81.2.69.10', region: 'JP' })).status).toBe(200); // the header wins
    expect((await req('/api/reelhouse/videos/newest', { xff: '1.1.1.1', region: 'fr' })).status).toBe(403);
    expect((await status({ xff: '216.160.83.7' })).region).toBe('US-TX');
    expect((await status({ region: '<b>GB</b>', xff: '1.1.1.1' })).region).toBe('*'); // a bad shape is no region
  });

  it('an expired pass asks again; a pass signed with another key counts for nothing', async () => {
    const { items } = await su.collection('secrets').getList(1, 1, { filter: 'key = "age_pass_key"' });
    const key = items[0]!.value as string;
    const sign = (t: number, k = key) => {
      const part = Buffer.from(JSON.stringify({ o: true, r: 'GB', m: 'demo', p: 'fake', t })).toString('base64url');
      const mac = createHmac('sha256', k).update('reelhouse-age-pass\0').update(part).digest('base64url');
      return `rh_age=${part}.${mac}`;
    };
    const now = Math.floor(Date.now() / 1000);
    const path = `/api/reelhouse/videos/${video.slug}`;
    expect((await req(path, { region: 'GB', cookie: sign(now - 3600) })).status).toBe(200);
    expect((await req(path, { region: 'GB', cookie: sign(now - 91 * 86400) })).status).toBe(403); // GB renews after 90 days
    expect((await req(path, { region: 'FR', cookie: sign(now - 2 * 86400) })).status).toBe(403); // FR after 1 day
    expect((await req(path, { region: 'GB', cookie: sign(now, 'not-the-servers-key-not-the-servers') })).status).toBe(403);
  });

  it('refuses forged, expired, wrong-audience, wrong-nonce and replayed ID tokens and stores nothing', async () => {
    const member = await s.user(uid('age_m'), []);
    const o = { region: 'GB', token: member.token };
    for (const outcome of ['forged', 'expired', 'wrong_aud', 'wrong_nonce', 'minor']) {
      const r = await passFake(o, outcome);
      expect(r.cookie, outcome).toBe('');
      expect(r.location, outcome).toBe(`/watched?age_check=${outcome === 'minor' ? 'not_adult' : 'refused'}`);
      expect((await status(o)).passed, outcome).toBe(false);
      await expect(su.send(`/api/agegate/admin/verifications/${member.id}`, {}), outcome).rejects.toMatchObject({ status: 404 });
    }
    // A real pass, then the same callback again (state used) and a fresh token with the used jti.
    const ok = await passFake(o);
    expect(ok.cookie).toMatch(/^rh_age=/);
    const again = await req(ok.callback, o);
    expect(again.headers.get('location')).toBe('/?age_check=expired');
    expect(again.headers.get('set-cookie')).toBeNull();
    const reused = await passFake({ region: 'GB' }, 'reuse_jti');
    expect(reused.cookie).toBe('');
    expect(reused.location).toBe('/watched?age_check=refused');

    // The member's stored check: over 18, provider, method, region, time; nothing personal.
    const row = await su.send(`/api/agegate/admin/verifications/${member.id}`, {});
    expect(Object.keys(row).sort()).toEqual(['method', 'over18', 'provider', 'region', 'user_id', 'verified_at']);
    expect(row).toMatchObject({ over18: '1', provider: 'fake', region: 'GB', user_id: member.id });
    // …and it lets the member in without the cookie, on another device.
    expect((await req(`/api/reelhouse/videos/${video.slug}`, o)).status).toBe(200);
  });

  it('a blocked region gets 451 on every request, with a page in its language; the override is validated and audited', async () => {
    const admin = await s.user(uid('age_a'), ['admin']);
    const put = (region: string, body: unknown) =>
      req(`/api/agegate/admin/policy/${region}`, { token: admin.token, method: 'PUT', type: 'application/json', body: JSON.stringify(body) });
    expect((await put('XX1', { action: 'block', renewal_days: 1 })).status).toBe(400);
    expect((await put('RU', { action: 'forbid', renewal_days: 1 })).status).toBe(400);
    expect((await put('RU', { action: 'block', renewal_days: 0 })).status).toBe(400);
    const member = await s.user(uid('age_n'), []);
    expect((await req('/api/agegate/admin/policy/RU', { token: member.token, method: 'PUT', type: 'application/json', body: '{"action":"click-through","renewal_days":1}' })).status).toBe(403);
    expect((await put('RU', { action: 'block', renewal_days: 1 })).status).toBe(200);

    for (const path of ['/', `/video/${video.slug}`, '/api/health', '/api/agegate/status', ...contentPaths()]) {
      const r = await leaks(path, { region: 'RU' });
      expect(r.status, path).toBe(451);
      expect(r.leaked, path).toBe(false);
    }
    const de = await (await req('/', { region: 'RU', lang: 'de-DE,de;q=0.9' })).text();
    expect(de).toContain('In deiner Region nicht verfügbar');
    expect(await (await req('/', { region: 'RU', lang: 'fr' })).text()).toContain('Indisponible dans votre région');
    const audit = await su.collection('audit_log').getList(1, 5, { filter: 'action = "age_policy_set" && target = "RU"' });
    expect(audit.items.length).toBe(1);
    expect((await req('/api/agegate/admin/policy/RU', { token: admin.token, method: 'DELETE' })).status).toBe(204);
    expect((await req('/', { region: 'RU' })).status).toBe(200);
  });

  it('refuses to start with the fake provider in production mode', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'reelhouse-agefake-'));
    try {
      const r = spawnSync(BINARY, ['serve', '--http', `127.0.0.1:${await freePort()}`, '--dir', join(dir, 'pb_data')], {
        cwd: ROOT,
        env: { ...process.env, REELHOUSE_AGE_FAKE_PROVIDER: 'on', REELHOUSE_ENV: 'production' },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(r.status).not.toBe(0);
      expect(r.status).not.toBeNull(); // exited by itself, not killed by the timeout
      expect(`${r.stdout}${r.stderr}`).toContain('REELHOUSE_ENV=production');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 40_000);
});
