// Trust and safety (internal/moderation, issue 23): reports and cases, auto-hide of a
// severe report, admin decisions with their audit entries, the creator's view and
// counter-statement, DMCA intake, suspension, and an audit log no API can write.
import type PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { attempt, client, freshUser, rawGet, readAsSuperuser, superuser, uid, userId, type Outcome } from './helpers';
import { freshVideo, pngFile } from './fixtures';

const API = '/api/reelhouse';
function call<T = any>(pb: PocketBase, method: string, path: string, body?: unknown): Promise<Outcome<T>> {
  return attempt(() => pb.send<T>(`${API}${path}`, { method, body, requestKey: null }));
}
const report = (pb: PocketBase, item: string, reason: string, item_type = 'video') =>
  call(pb, 'POST', '/reports', { item_type, item, reason, details: 'seen on the watch page' });
async function auditOf(target: string, action: string) {
  const su = await superuser();
  return su.collection('audit_log').getFullList({ filter: su.filter('target = {:t} && action = {:a}', { t: target, a: action }) });
}
async function titled(creator: string) {
  const title = uid('Modtitle');
  const su = await superuser();
  const v = await freshVideo(creator);
  return su.collection('videos').update(v.id, { title, author: title });
}

describe('reports', () => {
  it('hostile inputs are refused with a 4xx and store nothing', async () => {
    const v = await freshVideo(await userId('creator'));
    const visitor = await client('visitor');
    const bad = [
      { item_type: 'user', item: v.id, reason: 'spam' },
      { item_type: 'video', item: v.id, reason: 'boring' },
      { item_type: 'video', item: 'nope', reason: 'spam' },
      { item_type: 'video', item: v.id, reason: 'spam', details: 'x'.repeat(2001) },
      { item_type: 'video', item: 'x'.repeat(60), reason: 'spam' },
    ];
    for (const body of bad) {
      const r = await call(visitor, 'POST', '/reports', body);
      expect([400, 404]).toContain(r.status);
    }
    const su = await superuser();
    expect((await su.collection('moderation_cases').getList(1, 1, { filter: su.filter('item = {:i}', { i: v.id }) })).totalItems).toBe(0);
  });

  it('one open report per reporter and item; a reporter cannot read reports or cases', async () => {
    const v = await freshVideo(await userId('creator'));
    const m = await client('member');
    expect((await report(m, v.id, 'spam')).status).toBe(200);
    expect((await report(m, v.id, 'other')).status).toBe(409);
    for (const col of ['moderation_reports', 'moderation_cases', 'audit_log']) {
      const list = await attempt(() => m.collection(col).getList(1, 10));
      expect(list.ok ? (list.data as any).items.length : 0).toBe(0);
    }
    expect((await call(m, 'GET', '/admin/cases')).status).toBe(403);
    expect((await call(await client('visitor'), 'GET', '/admin/cases')).status).toBe(401);
  });

  it('a severe report from a member hides the video from every public answer until an admin decides', async () => {
    const creator = await userId('creator');
    const v = await titled(creator);
    const word = v.title;
    // Same (unique) author: v is the sibling's only author match, so among its similar videos.
    const sibling = await (await superuser()).collection('videos').update((await freshVideo(creator)).id, { author: v.author, title: v.title });
    const visitor = await client('visitor');
    expect((await rawGet(`${API}/videos/${v.slug}`)).status).toBe(200);
    // Listed everywhere before the report, so each absence below is the hiding's doing.
    expect((await rawGet(`${API}/videos/newest?perPage=50`)).body).toContain(v.id);
    expect((await rawGet(`${API}/search?q=${encodeURIComponent(word)}`)).body).toContain(v.id);
    expect((await rawGet(`${API}/videos/${sibling.slug}/similar`)).body).toContain(v.id);
    const map = await rawGet('/sitemap-videos-1.xml');
    expect(map.status).toBe(200);
    expect(map.body).toContain(v.slug);
    // From a trusted flagger (issue 36: a new account's report alone hides nothing;
    // tests/server/moderation-trust.test.ts covers who hides what).
    const admin = await client('admin');
    const flaggers = (await call<any>(admin, 'GET', '/admin/moderation/settings')).data.moderation_trusted_flaggers;
    expect((await call(admin, 'PUT', '/admin/moderation/settings', { moderation_trusted_flaggers: [await userId('member2')] })).ok).toBe(true);
    expect((await report(await client('member2'), v.id, 'under_18')).status).toBe(200);
    expect((await call(admin, 'PUT', '/admin/moderation/settings', { moderation_trusted_flaggers: flaggers })).ok).toBe(true);

    const hidden = await readAsSuperuser('videos', v.id);
    expect(hidden?.hidden).toBe(true);
    expect((await rawGet(`${API}/videos/${v.slug}`)).status).toBe(404);
    expect((await rawGet(`${API}/stream/${v.id}`)).status).toBeGreaterThanOrEqual(400);
    const newest = await rawGet(`${API}/videos/newest?perPage=50`);
    expect(newest.body).not.toContain(v.id);
    const search = await rawGet(`${API}/search?q=${encodeURIComponent(word)}`);
    expect(search.body).not.toContain(v.id);
    expect((await rawGet(`${API}/videos/${sibling.slug}/similar`)).body).not.toContain(v.id);
    const sitemap = await rawGet('/sitemap-videos-1.xml');
    expect(sitemap.body).not.toContain(v.slug);
    const rec = await attempt(() => visitor.collection('videos').getOne(v.id));
    expect(rec.ok).toBe(false);
    const list = await visitor.collection('videos').getList(1, 5, { filter: visitor.filter('id = {:i}', { i: v.id }) });
    expect(list.items.length).toBe(0);
    // The creator still sees their own video; they cannot unhide it themselves.
    const own = await client('creator');
    expect((await attempt(() => own.collection('videos').getOne(v.id))).ok).toBe(true);
    expect(JSON.stringify((await call(own, 'GET', '/creator/videos?perPage=100')).data)).toContain(v.id);
    expect((await attempt(() => own.collection('videos').update(v.id, { hidden: false }))).ok).toBe(false);

    const auto = await auditOf(v.id, 'case.auto_hide');
    expect(auto.length).toBe(1);

    // The admin restores it: public again, with an audit entry.
    const queue = await call<any>(admin, 'GET', `/admin/cases?item=${v.id}`);
    const c = queue.data.items.find((x: any) => x.item === v.id);
    expect(c.status).toBe('hidden');
    expect(c.top_reason).toBe('under_18');
    expect((await call(admin, 'POST', `/admin/cases/${c.id}/restore`, {})).status).toBe(400); // no reason
    expect((await call(admin, 'POST', `/admin/cases/${c.id}/restore`, { reason: 'checked the ID records' })).ok).toBe(true);
    expect((await rawGet(`${API}/videos/${v.slug}`)).status).toBe(200);
    expect((await auditOf(v.id, 'case.restore')).length).toBe(1);
  });

  it('an admin removes a video: the creator is notified, sees the case without reporters, files one counter-statement', async () => {
    const creator = await freshUser(['creator']);
    const v = await freshVideo(creator.record.id);
    const reporter = await client('member');
    expect((await report(reporter, v.id, 'copyright')).ok).toBe(true);
    const admin = await client('admin');
    const queue = await call<any>(admin, 'GET', `/admin/cases?item=${v.id}`);
    const c = queue.data.items.find((x: any) => x.item === v.id);
    expect(c.status).toBe('open'); // copyright does not auto-hide
    const detail = await call<any>(admin, 'GET', `/admin/cases/${c.id}`);
    expect(detail.data.reports[0].reporter).toBe(await userId('member'));

    // Only admins act.
    expect((await call(reporter, 'POST', `/admin/cases/${c.id}/remove`, { reason: 'x' })).status).toBe(403);
    expect((await call(creator.pb, 'POST', `/admin/cases/${c.id}/dismiss`, { reason: 'x' })).status).toBe(403);

    expect((await call(admin, 'POST', `/admin/cases/${c.id}/remove`, { reason: 'Uses a film without a licence.' })).ok).toBe(true);
    expect((await rawGet(`${API}/videos/${v.slug}`)).status).toBe(404);
    // Its creator (and an admin) still open the page, with the reason and no source; any
    // other member gets the same 404 as a visitor.
    const own = await attempt(() => creator.pb.send<any>(`${API}/videos/${v.slug}`, { requestKey: null }));
    expect(own.data).toMatchObject({ id: v.id, locked: true, sources: [], moderation: { state: 'removed', reason: 'Uses a film without a licence.', case: c.id } });
    expect((await attempt(() => admin.send<any>(`${API}/videos/${v.slug}`, { requestKey: null }))).data.moderation.state).toBe('removed');
    expect((await attempt(() => reporter.send(`${API}/videos/${v.slug}`, { requestKey: null }))).status).toBe(404);
    const notes = await creator.pb.collection('notifications').getList(1, 5);
    expect(notes.items.some((n) => n.content.includes('Uses a film without a licence.'))).toBe(true);

    const mine = await call<any>(creator.pb, 'GET', '/creator/cases');
    expect(mine.data.items.length).toBe(1);
    expect(JSON.stringify(mine.data)).not.toContain(await userId('member'));
    expect(mine.data.items[0].status).toBe('removed');
    // Another creator sees nothing of it and cannot answer it.
    const other = await client('creator2');
    expect(JSON.stringify((await call<any>(other, 'GET', '/creator/cases')).data)).not.toContain(c.id);
    expect((await call(other, 'POST', `/creator/cases/${c.id}/counter`, { statement: 'I own this film, licence attached.' })).status).toBe(404);

    expect((await call(creator.pb, 'POST', `/creator/cases/${c.id}/counter`, { statement: 'short' })).status).toBe(400);
    expect((await call(creator.pb, 'POST', `/creator/cases/${c.id}/counter`, { statement: 'I own this film, licence attached.' })).ok).toBe(true);
    expect((await call(creator.pb, 'POST', `/creator/cases/${c.id}/counter`, { statement: 'Second statement is refused.' })).status).toBe(409);
    expect((await auditOf(v.id, 'case.remove')).length).toBe(1);
    expect((await auditOf(v.id, 'case.counter_statement')).length).toBe(1);
  });
});

describe('DMCA notices', () => {
  it('a valid notice opens a case and answers a reference; an incomplete one stores nothing', async () => {
    const v = await freshVideo(await userId('creator'));
    const visitor = await client('visitor');
    const notice = {
      work: 'My short film "Harbour Lights" (2025)',
      urls: [`https://example.test/video/${v.slug}`],
      name: 'Ada Owner',
      email: 'ada@example.test',
      address: '1 Quay Street',
      good_faith: true,
      accuracy: true,
      signature: 'Ada Owner',
    };
    for (const bad of [{ ...notice, good_faith: false }, { ...notice, urls: ['https://elsewhere.test/x'] }, { ...notice, email: 'no' }, { ...notice, signature: '' }]) {
      expect((await call(visitor, 'POST', '/dmca', bad)).status).toBe(400);
    }
    const su = await superuser();
    expect((await su.collection('moderation_cases').getList(1, 1, { filter: su.filter('item = {:i}', { i: v.id }) })).totalItems).toBe(0);
    const ok = await call<any>(visitor, 'POST', '/dmca', notice);
    expect(ok.ok).toBe(true);
    expect(ok.data.reference).toMatch(/^RH-/);
    const c = await su.collection('moderation_cases').getFirstListItem(su.filter('reference = {:r}', { r: ok.data.reference }));
    expect(c.source).toBe('dmca');
    expect(c.item).toBe(v.id);
  });
});

describe('suspension', () => {
  it("a suspended member's token is refused on the next request, sign-in too; a suspended creator's videos leave the site", async () => {
    const { record, pb } = await freshUser(['creator']);
    const v = await freshVideo(record.id);
    expect((await attempt(() => pb.collection('users').getOne(record.id))).ok).toBe(true);
    const admin = await client('admin');
    expect((await call(await client('member'), 'POST', `/admin/users/${record.id}/suspend`, { reason: 'x' })).status).toBe(403);
    expect((await call(admin, 'POST', `/admin/users/${record.id}/suspend`, { reason: '' })).status).toBe(400);
    expect((await call(admin, 'POST', `/admin/users/${record.id}/suspend`, { reason: 'Repeated spam.' })).ok).toBe(true);
    expect((await attempt(() => pb.collection('users').getOne(record.id))).status).toBe(401);
    expect((await report(pb, v.id, 'spam')).status).toBe(401);
    const signIn = await attempt(() => (client('visitor') as any).then((c: PocketBase) => c.collection('users').authWithPassword(record.email, 'test-Passw0rd-123')));
    expect(signIn.ok).toBe(false);
    expect((await rawGet(`${API}/videos/${v.slug}`)).status).toBe(404);
    // A member cannot lift their own suspension through the record API.
    expect((await attempt(() => pb.collection('users').update(record.id, { suspended: false }))).ok).toBe(false);

    expect((await call(admin, 'POST', `/admin/users/${record.id}/unsuspend`, { reason: 'Appeal accepted.' })).ok).toBe(true);
    expect((await attempt(() => pb.collection('users').getOne(record.id))).ok).toBe(true);
    expect((await rawGet(`${API}/videos/${v.slug}`)).status).toBe(200);
    expect((await auditOf(record.id, 'member.suspend')).length).toBe(1);
    expect((await auditOf(record.id, 'member.unsuspend')).length).toBe(1);
  });
});

describe('audit log', () => {
  it('no API creates, changes or deletes an entry, superusers included; admin record writes are recorded', async () => {
    const admin = await client('admin');
    const su = await superuser();
    const v = await freshVideo(await userId('creator'));
    await admin.collection('videos').update(v.id, { title: 'Edited by an admin' });
    const entries = await auditOf(v.id, 'videos.update');
    expect(entries.length).toBe(1);
    const entry = entries[0]!;
    expect(entry.detail.fields).toContain('title');
    for (const pb of [admin, su]) {
      expect((await attempt(() => pb.collection('audit_log').create({ action: 'forged' }))).ok).toBe(false);
      expect((await attempt(() => pb.collection('audit_log').update(entry.id, { reason: 'rewritten' }))).ok).toBe(false);
      expect((await attempt(() => pb.collection('audit_log').delete(entry.id))).ok).toBe(false);
    }
    expect((await readAsSuperuser('audit_log', entry.id))?.reason).toBe('');
    await admin.collection('videos').delete(v.id);
    expect((await auditOf(v.id, 'videos.delete')).length).toBe(1);

    const page = await call<any>(admin, 'GET', `/admin/audit?action=videos.update&actor=${await userId('admin')}`);
    expect(page.data.items.some((x: any) => x.target === v.id)).toBe(true);
    expect((await call(admin, 'GET', '/admin/audit?from=yesterday')).status).toBe(400);
    expect((await call(await client('member'), 'GET', '/admin/audit')).status).toBe(403);
    const sum = await call<any>(admin, 'GET', '/admin/moderation/summary');
    expect(sum.data.open).toBeGreaterThanOrEqual(0);
  });
});

describe('review of new uploads', () => {
  it("a creator approved less than 30 days ago has their new video held for review until an admin approves it", async () => {
    const admin = await client('admin');
    const fresh = await freshUser();
    const form = new FormData();
    form.append('user', fresh.record.id);
    form.append('status', 'pending');
    form.append('id_document', pngFile('front.png'));
    form.append('id_selfie', pngFile('selfie.png'));
    const req = await fresh.pb.collection('creator_requests').create(form);
    expect((await call(admin, 'POST', `/admin/creator-requests/${req.id}/approve`, {})).ok).toBe(true);
    const creator = await (await superuser()).collection('users').impersonate(fresh.record.id, 600);
    const v = await creator.collection('videos').create({ title: 'New creator upload', slug: uid('v-'), author: 'Newcomer', creator: fresh.record.id });
    expect(v.hidden).toBe(true);
    expect(v.moderation).toBe('review');
    expect((await rawGet(`${API}/videos/${v.slug}`)).status).toBe(404);
    // The creator cannot publish it themselves.
    expect((await attempt(() => creator.collection('videos').update(v.id, { hidden: false, moderation: '' }))).ok).toBe(false);
    const queue = await call<any>(admin, 'GET', `/admin/cases?item=${v.id}`);
    expect(queue.data.items.length).toBe(1);
    const c = queue.data.items[0];
    expect(c.source).toBe('review');
    // Performer records are performers.test.ts's subject: here the operator keeps them (exempt).
    await (await superuser()).collection('videos').update(v.id, { records_exempt: true });
    expect((await call(admin, 'POST', `/admin/cases/${c.id}/approve`, { reason: 'Consent records checked.' })).ok).toBe(true);
    expect((await rawGet(`${API}/videos/${v.slug}`)).status).toBe(200);
    // A creator without a recent approval is not held for review.
    const old = await client('creator');
    const direct = await old.collection('videos').create({ title: 'Established upload', slug: uid('v-'), author: 'Old hand', creator: await userId('creator') });
    // Not held for review; it waits only for its performer records (issue 38 §1).
    expect(direct.moderation).toBe('performers');
  });
});

describe('consent records', () => {
  it("the video's creator records a person with a stripped release; only admins read it", async () => {
    const creatorId = await userId('creator');
    const own = await client('creator');
    const v = await freshVideo(creatorId);
    const form = (over: Record<string, string | Blob> = {}) => {
      const f = new FormData();
      const fields: Record<string, string | Blob> = { video: v.id, creator: creatorId, stage_name: 'Rae Lane', adult: 'true', consented: 'true', release: pngFile('release.png'), ...over };
      for (const [k, val] of Object.entries(fields)) f.append(k, val);
      return f;
    };
    const bad = [
      form({ adult: 'false' }),
      form({ consented: 'false' }),
      form({ release: new File([Buffer.from('MZ not an image')], 'release.png', { type: 'image/png' }) }),
      form({ stage_name: '' }),
    ];
    for (const f of bad) expect((await attempt(() => own.collection('video_consents').create(f))).ok).toBe(false);
    // Someone else's video: refused.
    const others = await freshVideo(await userId('creator2'));
    expect((await attempt(() => own.collection('video_consents').create(form({ video: others.id })))).ok).toBe(false);
    const su = await superuser();
    expect((await su.collection('video_consents').getList(1, 1, { filter: su.filter('video = {:v}', { v: v.id }) })).totalItems).toBe(0);

    const ok = await own.collection('video_consents').create(form());
    expect(ok.release).toMatch(/^release_\d+/); // renamed and re-encoded by the ID-document cleaner
    expect((await attempt(() => own.collection('video_consents').getOne(ok.id))).ok).toBe(false);
    expect((await attempt(() => (client('member') as Promise<PocketBase>).then((m) => m.collection('video_consents').getOne(ok.id)))).ok).toBe(false);
    expect((await (await client('admin')).collection('video_consents').getOne(ok.id)).stage_name).toBe('Rae Lane');
  });
});

describe('audit of the existing admin actions', () => {
  it('payments, creator reviews, settings, secrets and notifications each write an entry', async () => {
    const admin = await client('admin');
    const adminId = await userId('admin');
    const latest = async (action: string, target: string) => {
      const su = await superuser();
      const r = await su.collection('audit_log').getList(1, 1, { filter: su.filter('action = {:a} && target = {:t}', { a: action, t: target }), sort: '-created' });
      return r.items[0];
    };

    const buyer = await freshUser();
    // A pending SEPA payment as the checkout leaves it (payments.test.ts covers the checkout).
    const payment = await (await superuser()).collection('payments').create({
      user: buyer.record.id, plan: 'monthly', amount: 9.99, currency: 'EUR', method: 'sepa', status: 'pending', reference: uid('RHP').slice(0, 30),
    });
    expect((await call(admin, 'POST', `/admin/payments/${payment.id}/confirm`, { note: 'received' })).ok).toBe(true);
    expect((await latest('payment.confirm', payment.id))?.actor).toBe(adminId);

    const applicant = await freshUser();
    const form = new FormData();
    form.append('user', applicant.record.id);
    form.append('status', 'pending');
    form.append('id_document', pngFile('front.png'));
    form.append('id_selfie', pngFile('selfie.png'));
    const req = await applicant.pb.collection('creator_requests').create(form);
    expect((await call(admin, 'POST', `/admin/creator-requests/${req.id}/approve`, {})).ok).toBe(true);
    expect(await latest('creator_request.approve', applicant.record.id)).toBeTruthy();

    const cdn = await call<any>(admin, 'GET', '/settings/cdn_preferences');
    expect((await call(admin, 'PUT', '/settings/cdn_preferences', { value: cdn.data.value })).ok).toBe(true);
    expect((await latest('settings.update', 'cdn_preferences'))?.actor).toBe(adminId);

    expect((await call(admin, 'PUT', '/secrets/doodstream_api_key', { value: 'audit-test-key' })).ok).toBe(true);
    const secretEntry = await latest('secrets.update', 'doodstream_api_key');
    expect(JSON.stringify(secretEntry)).not.toContain('audit-test-key');
    await call(admin, 'PUT', '/secrets/doodstream_api_key', { value: '' });

    const sent = await call<any>(admin, 'POST', '/notifications/send', { subject: 'Audit', content: 'Audited send', target: 'users', recipient_ids: [await userId('member2')] });
    expect(sent.ok).toBe(true);
    expect(await latest('notifications.send', sent.data.id)).toBeTruthy();
  });
});

describe('every admin record write is audited', () => {
  it('create, update and delete across the collections the admin panel edits: one entry each, in the write', async () => {
    const admin = await client('admin');
    const t = uid('aud').toLowerCase().replace(/[^a-z0-9]/g, '');
    const cat = await admin.collection('categories').create({ name: `Audit ${t}`, slug: `audit-${t}` });
    const video = await freshVideo(await userId('creator'));
    const cases: Array<[string, Record<string, unknown>, Record<string, unknown>]> = [
      ['partners', { name: `Partner ${t}`, url: 'https://example.com/a' }, { description: 'edited' }],
      ['premium_categories', { name: `Premium ${t}`, slug: `premium-${t}` }, { meta_title: 'edited' }],
      ['featured_categories', { category: cat.id, display_order: 99 }, { display_order: 98 }],
      ['blogs', { title: `Post ${t}`, slug: `post-${t}`, content: 'text' }, { title: 'edited' }],
      ['premium_videos', { video: video.id }, { categories: [] }],
    ];
    for (const [col, data, edit] of cases) {
      const r = await admin.collection(col).create(data);
      await admin.collection(col).update(r.id, edit);
      await admin.collection(col).delete(r.id);
      for (const action of ['create', 'update', 'delete']) expect((await auditOf(r.id, `${col}.${action}`)).length, `${col}.${action}`).toBe(1);
    }
    // An admin removing a member's comment.
    const su = await superuser();
    const comment = await su.collection('comments').create({ video: video.id, user: await userId('member'), content: 'to be removed' });
    await admin.collection('comments').delete(comment.id);
    expect((await auditOf(comment.id, 'comments.delete')).length).toBe(1);
  });
});
