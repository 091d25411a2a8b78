// Settings and secrets routes (settings-routes.pb.js). Every case restores what it changes.
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempt, client, superuser, type Outcome } from './helpers';

const API = '/api/reelhouse';

function call<T = any>(pb: PocketBase, method: string, path: string, body?: unknown): Promise<Outcome<T>> {
  return attempt(() => pb.send<T>(`${API}${path}`, { method, body, requestKey: null }));
}
const msg = (o: Outcome) => String((o.error as { message?: string } | undefined)?.message ?? '');

const saved: Record<string, unknown> = {};
beforeAll(async () => {
  const su = await superuser();
  for (const key of ['cdn_preferences', 'ad_preferences', 'site']) {
    saved[key] = (await su.collection('settings').getFirstListItem(su.filter('key = {:k}', { k: key }))).value;
  }
});
afterAll(async () => {
  const su = await superuser();
  for (const [key, value] of Object.entries(saved)) {
    const row = await su.collection('settings').getFirstListItem(su.filter('key = {:k}', { k: key }));
    await su.collection('settings').update(row.id, { value });
  }
  for (const row of await su.collection('secrets').getFullList({ filter: 'key = "doodstream_api_key"' })) {
    await su.collection('secrets').update(row.id, { value: '' });
  }
});

describe('GET /settings/{key}', () => {
  it('serves the public documents to anyone', async () => {
    const visitor = await client('visitor');
    const cdn = await call<any>(visitor, 'GET', '/settings/cdn_preferences');
    expect(cdn.data.key).toBe('cdn_preferences');
    expect(cdn.data.value.player_order).toEqual(expect.any(Array));
    expect((await call<any>(visitor, 'GET', '/settings/ad_preferences')).data.value).toHaveProperty('desktop');
    expect((await call<any>(visitor, 'GET', '/settings/site')).data.value).toHaveProperty('site_name');
  });
  it('never serves private rows or secrets', async () => {
    for (const key of ['integrations', 'doodstream_api_key', 'playback_signing_key', 'nope']) {
      const r = await call(await client('admin'), 'GET', `/settings/${key}`);
      expect(r.status, key).toBe(404);
    }
  });
});

describe('writes through the collection API', () => {
  it('are validated like the route: an admin cannot store an invalid document', async () => {
    const admin = await client('admin');
    const row = await admin.collection('settings').getFirstListItem('key = "cdn_preferences"');
    const bad = await attempt(() =>
      admin.collection('settings').update(row.id, { value: { use_local: false, use_doodstream: false, use_vidguard: false, use_streamtape: false } }),
    );
    expect(bad.status).toBe(400);
    expect(msg(bad)).toMatch(/^At least one CDN must be enabled/);
    // VidGuard on (the seed turns the hosts off): a disabled player leaves the order.
    const ok = await admin.collection('settings').update(row.id, { value: { ...row.value, use_vidguard: true, player_order: ['vidguard', 'bogus'] } });
    expect(ok.value.player_order[0]).toBe('vidguard');
    expect(ok.value.player_order).not.toContain('bogus');
  });
});

describe('PUT /settings/{key}', () => {
  it('is admin only', async () => {
    const body = { value: { use_local: true } };
    expect((await call(await client('visitor'), 'PUT', '/settings/cdn_preferences', body)).status).toBe(401);
    for (const role of ['member', 'premium', 'creator'] as const) {
      expect((await call(await client(role), 'PUT', '/settings/cdn_preferences', body)).status, role).toBe(403);
    }
  });

  it('cdn_preferences: at least one CDN, player order normalised', async () => {
    const admin = await client('admin');
    const none = await call(admin, 'PUT', '/settings/cdn_preferences', {
      value: { use_local: false, use_doodstream: false, use_vidguard: false, use_streamtape: false },
    });
    expect(none.status).toBe(400);
    expect(msg(none)).toMatch(/^At least one CDN must be enabled/);
    const r = await call<any>(admin, 'PUT', '/settings/cdn_preferences', {
      value: { use_local: true, use_doodstream: false, use_vidguard: true, use_streamtape: true, player_order: ['streamtape', 'doodstream', 'bogus'] },
    });
    expect(r.data.value).toEqual({
      use_local: true,
      use_doodstream: false,
      use_vidguard: true,
      use_streamtape: true,
      player_order: ['streamtape', 'local', 'vidguard'],
    });
    const read = await call<any>(await client('visitor'), 'GET', '/settings/cdn_preferences');
    expect(read.data.value.player_order).toEqual(['streamtape', 'local', 'vidguard']);
    // the value may also be sent as the body itself
    const bare = await call<any>(admin, 'PUT', '/settings/cdn_preferences', { use_doodstream: true, player_order: ['doodstream'] });
    expect(bare.data.value.player_order).toEqual(['doodstream', 'local', 'vidguard', 'streamtape']);
  });

  it('ad_preferences: shape validated', async () => {
    const admin = await client('admin');
    const bad = [
      { desktop: { skyscraper: { enabled: 'yes' } } },
      { desktop: { skyscraper: { zone_id: 'a b' } } },
      { mobile: { popunder: { zone_id: 'x'.repeat(65) } } },
      { juicyads: { popunder: { script_url: 'http://ads.example/p.js' } } },
      { juicyads: { popunder: { script_url: 'javascript:alert(1)' } } },
    ];
    for (const value of bad) expect((await call(admin, 'PUT', '/settings/ad_preferences', { value })).status, JSON.stringify(value)).toBe(400);
    const ok = await call<any>(admin, 'PUT', '/settings/ad_preferences', {
      value: { enabled: true, desktop: { skyscraper: { enabled: true, zone_id: 'zone_123' } }, extra: 'dropped' },
    });
    expect(ok.data.value.desktop.skyscraper).toEqual({ enabled: true, zone_id: 'zone_123', zone_class: '' });
    expect(ok.data.value.extra).toBeUndefined();
  });

  it('site: emails and lengths validated', async () => {
    const admin = await client('admin');
    expect((await call(admin, 'PUT', '/settings/site', { value: { support_email: 'nope' } })).status).toBe(400);
    expect((await call(admin, 'PUT', '/settings/site', { value: { site_name: 'x'.repeat(101) } })).status).toBe(400);
    expect((await call(admin, 'PUT', '/settings/plans', { value: { monthly: { price: 0 } } })).status).toBe(400);
    const ok = await call<any>(admin, 'PUT', '/settings/site', { value: { tagline: 'New tagline', support_email: 'help@example.org' } });
    expect(ok.data.value).toMatchObject({ tagline: 'New tagline', support_email: 'help@example.org' });
    expect(ok.data.value.plans).toBeUndefined(); // plans are their own setting (migration 1763781000)
  });

  it('refuses unknown and private keys', async () => {
    const admin = await client('admin');
    expect((await call(admin, 'PUT', '/settings/integrations', { value: {} })).status).toBe(404);
    expect((await call(admin, 'PUT', '/settings/whatever', { value: {} })).status).toBe(404);
  });
});

describe('secrets', () => {
  it('are write-only for admins', async () => {
    const admin = await client('admin');
    let list = await call<any>(admin, 'GET', '/secrets');
    expect(list.data.secrets.doodstream_api_key).toBe(false);
    expect(list.data.secrets).not.toHaveProperty('playback_signing_key');
    const put = await call<any>(admin, 'PUT', '/secrets/doodstream_api_key', { value: 'super-secret-value' });
    expect(put.data).toEqual({ key: 'doodstream_api_key', set: true });
    list = await call<any>(admin, 'GET', '/secrets');
    expect(list.data.secrets.doodstream_api_key).toBe(true);
    expect(JSON.stringify(list.data)).not.toContain('super-secret-value');
    const su = await superuser();
    const row = await su.collection('secrets').getFirstListItem('key = "doodstream_api_key"');
    expect(row.value).toBe('super-secret-value');
  });

  it('refuses unknown keys, bad values and non-admins', async () => {
    const admin = await client('admin');
    expect((await call(admin, 'PUT', '/secrets/playback_signing_key', { value: 'x' })).status).toBe(404);
    expect((await call(admin, 'PUT', '/secrets/not_a_secret', { value: 'x' })).status).toBe(404);
    expect((await call(admin, 'PUT', '/secrets/vidguard_api_key', { value: 42 })).status).toBe(400);
    expect((await call(await client('visitor'), 'GET', '/secrets')).status).toBe(401);
    for (const role of ['member', 'premium', 'creator'] as const) {
      expect((await call(await client(role), 'GET', '/secrets')).status, role).toBe(403);
      expect((await call(await client(role), 'PUT', '/secrets/vidguard_api_key', { value: 'x' })).status, role).toBe(403);
    }
  });
});
