// Issue 36 items 1 and 6: reports weigh who reports (a new, unverified or dismissed
// account never hides anything alone; trusted flaggers and trusted members hide at once;
// otherwise distinct members on distinct networks must agree; an admin's "keep" is not
// undone by the reporters already heard), and moderation decisions are serial (of 8
// parallel decisions one applies, with one audit entry). Networks come from
// X-Forwarded-For, trusted for this file only (restored after it).
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempt, client, freshUser, newClient, rawGet, readAsSuperuser, superuser, type Outcome } from './helpers';
import { freshVideo } from './fixtures';

const API = '/api/reelhouse';
type Policy = Record<string, unknown>;

function call<T = any>(pb: PocketBase, method: string, path: string, body?: unknown, ip?: string): Promise<Outcome<T>> {
  const headers = ip ? { 'X-Forwarded-For': ip } : undefined;
  return attempt(() => pb.send<T>(`${API}${path}`, { method, body, headers, requestKey: null }));
}
const report = (pb: PocketBase, item: string, ip: string, reason = 'under_18') =>
  call(pb, 'POST', '/reports', { item_type: 'video', item, reason, details: 'seen on the watch page' }, ip);
const isUp = async (slug: string) => (await rawGet(`${API}/videos/${slug}`)).status === 200;

async function auditOf(target: string, action: string) {
  const su = await superuser();
  return su.collection('audit_log').getFullList({ filter: su.filter('target = {:t} && action = {:a}', { t: target, a: action }) });
}
async function setPolicy(body: Policy) {
  const res = await call(await client('admin'), 'PUT', '/admin/moderation/settings', body);
  expect(res.ok, JSON.stringify(res.error)).toBe(true);
}
/** A new account (minutes old); unverified unless asked. */
async function account(verified = false) {
  const u = await freshUser();
  if (!verified) await (await superuser()).collection('users').update(u.record.id, { verified: false });
  return u;
}
async function videoOf() {
  return freshVideo((await freshUser(['creator'])).record.id);
}
async function caseOf(item: string) {
  const q = await call<any>(await client('admin'), 'GET', `/admin/cases?item=${item}`);
  return q.data.items[0];
}

let savedProxy: unknown;
let savedPolicy: Policy;
const DEFAULTS = { moderation_hide_members: 3, moderation_hide_networks: 3, moderation_hide_visitors: 3, moderation_trusted_min_age_days: 7, moderation_trusted_flaggers: [] };

beforeAll(async () => {
  const su = await superuser();
  savedProxy = (await su.settings.getAll()).trustedProxy;
  await su.settings.update({ trustedProxy: { headers: ['X-Forwarded-For'], useLeftmostIP: false } });
  savedPolicy = (await call<Policy>(await client('admin'), 'GET', '/admin/moderation/settings')).data!;
  await setPolicy(DEFAULTS);
});
afterAll(async () => {
  const su = await superuser();
  await su.settings.update({ trustedProxy: savedProxy });
  if (savedPolicy) await setPolicy(savedPolicy);
});

describe('reports weigh who reports', () => {
  it("a fresh account's severe reports hide nothing, verified or not, nor a visitor's; each still tops the queue with its age", async () => {
    const fresh = await account();
    const freshVerified = await account(true);
    const videos = [await videoOf(), await videoOf(), await videoOf()];
    for (const [i, v] of videos.entries()) {
      expect((await report(fresh.pb, v.id, `203.0.113.${10 + i}`)).status).toBe(200);
      expect((await report(freshVerified.pb, v.id, `198.51.100.${10 + i}`, 'non_consensual')).status).toBe(200);
      expect((await report(newClient(), v.id, `192.0.2.${10 + i}`)).status).toBe(200);
      expect(await isUp(v.slug)).toBe(true);
      expect((await readAsSuperuser('videos', v.id))?.hidden).toBe(false);
    }
    const queue = await call<any>(await client('admin'), 'GET', '/admin/cases?perPage=100');
    const items: any[] = queue.data.items;
    for (const v of videos) {
      const at = items.findIndex((c) => c.item === v.id);
      expect(at).toBeGreaterThanOrEqual(0);
      const c = items[at];
      expect(c).toMatchObject({ status: 'open', top_reason: 'under_18', severity: 6 });
      expect(c.age_seconds).toBeGreaterThanOrEqual(0);
      expect(c.age_seconds).toBeLessThan(600);
      expect(c.oldest_report_at).toBe(c.created);
      // Severe cases first: nothing less severe above it.
      expect(items.slice(0, at).every((x) => x.severity >= 6)).toBe(true);
    }
    expect((await auditOf(videos[0]!.id, 'case.auto_hide')).length).toBe(0);
  });

  it('a trusted flagger (by e-mail, any case) hides at once, even from a new unverified account', async () => {
    const hotline = await account();
    const v = await videoOf();
    await setPolicy({ moderation_trusted_flaggers: [hotline.record.email.toUpperCase()] });
    expect((await report(hotline.pb, v.id, '203.0.113.40')).status).toBe(200);
    expect(await isUp(v.slug)).toBe(false);
    const [entry] = await auditOf(v.id, 'case.auto_hide');
    expect(entry?.detail).toMatchObject({ rule: 'trusted_flagger', reporter: hotline.record.id });
    await setPolicy({ moderation_trusted_flaggers: [] });
  });

  it('a verified member older than the set age with no dismissed report hides at once; unverified or once dismissed does not', async () => {
    const admin = await client('admin');
    const verified = await account(true);
    const unverified = await account();
    const dismissedOnce = await account(true);
    // dismissedOnce's earlier report was dismissed by an admin.
    const earlier = await videoOf();
    expect((await report(dismissedOnce.pb, earlier.id, '203.0.113.50', 'spam')).status).toBe(200);
    expect((await call(admin, 'POST', `/admin/cases/${(await caseOf(earlier.id)).id}/dismiss`, { reason: 'Not spam.' })).ok).toBe(true);

    // The accounts are minutes old: below the default 7 days, none is trusted.
    const first = await videoOf();
    expect((await report(verified.pb, first.id, '203.0.113.51')).status).toBe(200);
    expect(await isUp(first.slug)).toBe(true);

    await setPolicy({ moderation_trusted_min_age_days: 0 });
    try {
      const [a, b, c] = [await videoOf(), await videoOf(), await videoOf()];
      expect((await report(unverified.pb, a.id, '203.0.113.52')).status).toBe(200);
      expect(await isUp(a.slug)).toBe(true);
      expect((await report(dismissedOnce.pb, b.id, '203.0.113.53')).status).toBe(200);
      expect(await isUp(b.slug)).toBe(true);
      expect((await report(verified.pb, c.id, '203.0.113.54')).status).toBe(200);
      expect(await isUp(c.slug)).toBe(false);
      expect((await auditOf(c.id, 'case.auto_hide'))[0]?.detail.rule).toBe('trusted_member');
    } finally {
      await setPolicy({ moderation_trusted_min_age_days: 7 });
    }
  });

  it('enough distinct members on distinct networks hide; the same number on one network does not', async () => {
    const v = await videoOf();
    const ips = ['203.0.113.60', '198.51.100.60', '192.0.2.60'];
    for (const [i, ip] of ips.entries()) {
      expect(await isUp(v.slug)).toBe(true);
      expect((await report((await account()).pb, v.id, ip)).status).toBe(200);
      expect(await isUp(v.slug), `after ${i + 1} reporters`).toBe(i < 2);
    }
    expect((await auditOf(v.id, 'case.auto_hide'))[0]?.detail).toMatchObject({ rule: 'quorum', members: 3, member_networks: 3 });

    // Three accounts in one /24: one network.
    const w = await videoOf();
    for (const ip of ['203.0.113.71', '203.0.113.72', '203.0.113.73']) {
      expect((await report((await account()).pb, w.id, ip)).status).toBe(200);
    }
    expect(await isUp(w.slug)).toBe(true);
    // IPv6: three addresses in one /48 are one network too.
    for (const ip of ['2001:db8:77:1::1', '2001:db8:77:2::1', '2001:db8:77:3::1']) {
      expect((await report((await account()).pb, w.id, ip)).status).toBe(200);
    }
    expect(await isUp(w.slug)).toBe(true);
    // Visitors: three in one network do not hide; visitors from three networks do.
    for (const ip of ['198.51.100.81', '198.51.100.82', '198.51.100.83']) expect((await report(newClient(), w.id, ip)).status).toBe(200);
    expect(await isUp(w.slug)).toBe(true);
    for (const ip of ['192.0.2.84', '2001:db8:99::1']) expect((await report(newClient(), w.id, ip)).status).toBe(200);
    expect(await isUp(w.slug)).toBe(false);
  });

  it('a video an admin kept is not hidden again by the reporters already heard, nor by new accounts on their networks', async () => {
    const admin = await client('admin');
    const hotline = await account();
    await setPolicy({ moderation_trusted_flaggers: [hotline.record.id] });
    try {
      const v = await videoOf();
      expect((await report(hotline.pb, v.id, '203.0.113.90')).status).toBe(200);
      expect(await isUp(v.slug)).toBe(false);
      const kept = await caseOf(v.id);
      expect((await call(admin, 'POST', `/admin/cases/${kept.id}/dismiss`, { reason: 'Adult performers; records checked.' })).ok).toBe(true);
      expect(await isUp(v.slug)).toBe(true);
      // The same flagger reports again: it queues at the top, the video stays up.
      expect((await report(hotline.pb, v.id, '203.0.113.90')).status).toBe(200);
      expect(await isUp(v.slug)).toBe(true);
      const again = await caseOf(v.id);
      expect(again).toMatchObject({ status: 'open', top_reason: 'under_18' });
      expect(again.id).not.toBe(kept.id);
    } finally {
      await setPolicy({ moderation_trusted_flaggers: [] });
    }

    // A quorum that hid a video, restored by an admin: the same members, and new accounts
    // on the same networks, do not hide it again.
    const w = await videoOf();
    const ips = ['203.0.113.91', '198.51.100.91', '192.0.2.91'];
    const trio = [await account(), await account(), await account()];
    for (const [i, u] of trio.entries()) expect((await report(u.pb, w.id, ips[i]!)).status).toBe(200);
    expect(await isUp(w.slug)).toBe(false);
    expect((await call(admin, 'POST', `/admin/cases/${(await caseOf(w.id)).id}/restore`, { reason: 'Checked: adults.' })).ok).toBe(true);
    for (const [i, u] of trio.entries()) expect((await report(u.pb, w.id, ips[i]!)).status).toBe(200);
    expect(await isUp(w.slug)).toBe(true);
    for (const ip of ['203.0.113.92', '198.51.100.92', '192.0.2.92']) expect((await report((await account()).pb, w.id, ip)).status).toBe(200);
    expect(await isUp(w.slug)).toBe(true);
    expect((await auditOf(w.id, 'case.auto_hide')).length).toBe(1);
  });
});

describe('the moderation settings', () => {
  it('admins only; every value validated with a clear 400; the record API is held to the same rules', async () => {
    expect((await call(newClient(), 'GET', '/admin/moderation/settings')).status).toBe(401);
    expect((await call(await client('member'), 'PUT', '/admin/moderation/settings', { moderation_hide_members: 2 })).status).toBe(403);
    const admin = await client('admin');
    const got = await call<Policy>(admin, 'GET', '/admin/moderation/settings');
    expect(got.data).toMatchObject({ ...DEFAULTS, review_new_uploads: 'new_creators' });
    const bad: Policy[] = [
      { moderation_hide_members: 1 },
      { moderation_hide_networks: 1 },
      { moderation_hide_visitors: 1 },
      { moderation_hide_members: 'three' },
      { moderation_hide_members: 2 }, // fewer members than the 3 networks they must come from
      { moderation_trusted_min_age_days: -1 },
      { moderation_trusted_flaggers: ['nobody-here@t.local'] },
      { moderation_trusted_flaggers: ['<script>'] },
      { review_new_uploads: 'sometimes' },
      { moderation_unknown: 1 },
    ];
    for (const body of bad) {
      const res = await call<any>(admin, 'PUT', '/admin/moderation/settings', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.error as any).data.code).toBe('moderation_setting_invalid');
    }
    expect((await call<Policy>(admin, 'GET', '/admin/moderation/settings')).data).toMatchObject(DEFAULTS);
    const su = await superuser();
    const stored = await su.collection('settings').getFirstListItem(su.filter('key = {:k}', { k: 'moderation_hide_visitors' }));
    expect((await attempt(() => su.collection('settings').update(stored.id, { value: 1 }))).status).toBe(400);
    const ok = await call<Policy>(admin, 'PUT', '/admin/moderation/settings', { review_new_uploads: 'all', moderation_hide_members: 4 });
    expect(ok.data).toMatchObject({ review_new_uploads: 'all', moderation_hide_members: 4, moderation_hide_networks: 3 });
    const row = await su.collection('settings').getFirstListItem(su.filter('key = {:k}', { k: 'review_new_uploads' }));
    expect(row.public).toBe(false);
    expect((await rawGet(`${API}/settings/moderation_trusted_flaggers`)).status).toBe(404);
    await setPolicy({ review_new_uploads: 'new_creators', moderation_hide_members: 3 });
  });
});

describe('moderation decisions are serial', () => {
  it('8 parallel decisions on one case: one applies with one audit entry, the others get a 409', async () => {
    const admin = await client('admin');
    const v = await videoOf();
    expect((await report(await client('member'), v.id, '203.0.113.100', 'spam')).status).toBe(200);
    const c = await caseOf(v.id);
    const all = await Promise.all(Array.from({ length: 8 }, () => call<any>(admin, 'POST', `/admin/cases/${c.id}/remove`, { reason: 'Spam channel.' })));
    expect(all.filter((r) => r.ok).length).toBe(1);
    expect(all.filter((r) => r.status === 409).length).toBe(7);
    expect((all.find((r) => r.status === 409)!.error as any).data.code).toBe('case_already_decided');
    expect((await auditOf(v.id, 'case.remove')).length).toBe(1);
    const su = await superuser();
    const notes = await su.collection('notifications').getFullList({ filter: su.filter('recipient = {:r} && kind = "video_removed"', { r: c.creator }) });
    expect(notes.length).toBe(1);

    // Mixed decisions, each naming the status the admin saw: the first wins, the rest 409.
    const w = await videoOf();
    expect((await report(await client('member'), w.id, '203.0.113.101', 'spam')).status).toBe(200);
    const d = await caseOf(w.id);
    expect((await call(admin, 'POST', `/admin/cases/${d.id}/remove`, { reason: 'Decided.', expect_status: 'x'.repeat(5000) })).status).toBe(400);
    const stale = await call<any>(admin, 'POST', `/admin/cases/${d.id}/remove`, { reason: 'Decided.', expect_status: 'hidden' });
    expect(stale.status).toBe(409);
    expect((stale.error as any).data.code).toBe('case_changed');
    const actions = ['remove', 'dismiss', 'hide', 'remove', 'dismiss', 'hide', 'remove', 'dismiss'];
    const mixed = await Promise.all(actions.map((a) => call(admin, 'POST', `/admin/cases/${d.id}/${a}`, { reason: 'Decided.', expect_status: 'open' })));
    expect(mixed.filter((r) => r.ok).length).toBe(1);
    expect(mixed.filter((r) => r.status === 409).length).toBe(7);
    const su2 = await superuser();
    const entries = await su2.collection('audit_log').getFullList({ filter: su2.filter('target = {:t} && action ~ "case."', { t: w.id }) });
    expect(entries.length).toBe(1);
  });

  it('8 parallel suspensions of one member: one applies with one audit entry, the others get a 409', async () => {
    const admin = await client('admin');
    const target = await freshUser(['creator']);
    const all = await Promise.all(Array.from({ length: 8 }, () => call<any>(admin, 'POST', `/admin/users/${target.record.id}/suspend`, { reason: 'Spam.' })));
    expect(all.filter((r) => r.ok).length).toBe(1);
    expect(all.filter((r) => r.status === 409).length).toBe(7);
    expect((all.find((r) => r.status === 409)!.error as any).data.code).toBe('member_already_suspended');
    expect((await auditOf(target.record.id, 'member.suspend')).length).toBe(1);
    const un = await Promise.all(Array.from({ length: 8 }, () => call<any>(admin, 'POST', `/admin/users/${target.record.id}/unsuspend`, { reason: 'Appeal.' })));
    expect(un.filter((r) => r.ok).length).toBe(1);
    expect((await auditOf(target.record.id, 'member.unsuspend')).length).toBe(1);
    expect((await call(admin, 'POST', '/admin/users/nosuchmember123/suspend', { reason: 'x' })).status).toBe(404);
    expect((await call(admin, 'POST', '/admin/cases/nosuchcase12345/remove', { reason: 'x' })).status).toBe(404);
  });
});
