// Performer records and the publish gate (issue 38 §1, internal/performers): a video is
// public only when it names at least one performer and every named performer has a
// complete record, verified by an admin, 18 or older on the production date. Each
// refusal is tried on every path that publishes: the upload, the record API (creating,
// linking, an admin's update), review approval. Then the records' privacy, who may link
// whom, the performer page (stage name only) and the admin's audited export.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inflateRawSync } from 'node:zlib';
import { testImage, testVideo } from './media-fixtures';
import { ownServer, type OwnServer } from './own-server';
import { finish, tusUpload, waitFor } from './upload-client';

let s: OwnServer;
let creator: { id: string; token: string };
let creator2: { id: string; token: string };
let admin: { id: string; token: string };
let member: { id: string; token: string };
let n = 0;
const stamp = () => `${Date.now().toString(36)}${(n++).toString(36)}`;
const PRODUCED = '2024-06-01';

async function as(token: string | null, method: string, path: string, body?: unknown) {
  const init: RequestInit = { method, headers: token ? { Authorization: token } : {} };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
  }
  const r = await fetch(`${s.baseUrl}${path}`, init);
  const text = await r.text();
  let data: any = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  return { status: r.status, data };
}

type Kind = 'complete' | 'incomplete' | 'unverified' | 'under18';
/** A performer record of `owner` in the given state (verified by the admin where it says so). */
async function performer(owner: { id: string; token: string }, kind: Kind) {
  const form = new FormData();
  form.set('owner', owner.id);
  form.set('legal_name', `Legal ${stamp()}`);
  form.set('stage_names', JSON.stringify([`Stage ${stamp()}`]));
  // Under 18 on PRODUCED: born 2006-06-02 (17 the day before the 18th birthday).
  form.set('date_of_birth', kind === 'under18' ? '2006-06-02 00:00:00.000Z' : '1995-01-01 00:00:00.000Z');
  form.set('id_method', 'document');
  form.set('id_document', new Blob([readFileSync(testImage('perf-id.png'))]), 'id.png');
  if (kind !== 'incomplete') form.set('release', new Blob([readFileSync(testImage('perf-release.png'))]), 'release.png');
  form.set('consent_recording', 'true');
  form.set('consent_publication', 'true');
  const r = await as(owner.token, 'POST', '/api/collections/performers/records', form);
  expect(r.status, JSON.stringify(r.data)).toBe(200);
  if (kind === 'complete' || kind === 'under18') {
    expect((await as(admin.token, 'POST', `/api/reelhouse/admin/performers/${r.data.id}/verify`, { notes: 'ID checked' })).status).toBe(200);
  }
  if (kind === 'incomplete') {
    // The verify route refuses an incomplete record; an admin forcing the field through the
    // record API still does not make it publishable.
    expect((await as(admin.token, 'POST', `/api/reelhouse/admin/performers/${r.data.id}/verify`, {})).data.data.code).toBe('performer_record_incomplete');
    expect((await as(admin.token, 'PATCH', `/api/collections/performers/records/${r.data.id}`, { verified_at: '2025-01-01 00:00:00.000Z' })).status).toBe(200);
  }
  return r.data as { id: string; slug: string; stage_names: string[]; legal_name: string };
}

const video = async (id: string) => s.su(`/api/collections/videos/records/${id}`);
const isPublic = async (slug: string) => (await as(null, 'GET', `/api/reelhouse/videos/${slug}`)).status === 200;
const link = (who: { token: string; id: string }, v: string, p: string) =>
  as(who.token, 'POST', '/api/collections/video_performers/records', { video: v, performer: p, linked_by: who.id });
async function creatorVideo(owner = creator) {
  const r = await as(owner.token, 'POST', '/api/collections/videos/records', {
    title: 'Gate video', slug: `gate-${stamp()}`, author: 'Gate', creator: owner.id, production_date: `${PRODUCED} 00:00:00.000Z`,
  });
  expect(r.status, JSON.stringify(r.data)).toBe(200);
  return r.data as { id: string; slug: string; hidden: boolean; moderation: string };
}
async function setReview(mode: string) {
  const list = await s.su(`/api/collections/settings/records?filter=${encodeURIComponent('key="review_new_uploads"')}`);
  if (list.items.length) await s.su(`/api/collections/settings/records/${list.items[0].id}`, { method: 'PATCH', body: { value: mode } });
  else await s.su('/api/collections/settings/records', { method: 'POST', body: { key: 'review_new_uploads', value: mode } });
}

beforeAll(async () => {
  s = await ownServer({ REELHOUSE_JOB_BACKOFF: '100ms', REELHOUSE_RATE_LIMITS: 'off' });
  creator = await s.user('pf_creator', ['creator']);
  creator2 = await s.user('pf_creator2', ['creator']);
  admin = await s.user('pf_admin', ['admin']);
  member = await s.user('pf_member', []);
}, 120_000);

afterAll(async () => {
  await s?.stop();
});

/** The entries of a zip (read from its central directory; stored or deflated). */
function unzip(buf: Buffer): Record<string, string> {
  const eocd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = buf.readUInt16LE(eocd + 10);
  let at = buf.readUInt32LE(eocd + 16);
  const out: Record<string, string> = {};
  for (let i = 0; i < count; i++) {
    const method = buf.readUInt16LE(at + 10);
    const size = buf.readUInt32LE(at + 20);
    const nameLen = buf.readUInt16LE(at + 28);
    const skip = nameLen + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
    const name = buf.toString('utf8', at + 46, at + 46 + nameLen);
    const local = buf.readUInt32LE(at + 42);
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const raw = buf.subarray(start, start + size);
    out[name] = (method === 8 ? inflateRawSync(raw) : raw).toString('latin1');
    at += 46 + skip;
  }
  return out;
}

const BAD: Kind[] = ['incomplete', 'unverified', 'under18'];

describe('the publish gate', () => {
  it('record API: a new video waits in the "performers" state; linking publishes it only with a complete, verified adult record', async () => {
    const none = await creatorVideo();
    expect(none).toMatchObject({ hidden: true, moderation: 'performers' });
    expect(await isPublic(none.slug)).toBe(false);
    // The creator sees why in their own list.
    const own = await as(creator.token, 'GET', '/api/reelhouse/creator/videos?perPage=50');
    expect(own.data.items.find((c: any) => c.id === none.id)?.state).toBe('performers');
    // An admin's record API update cannot publish it (no performers).
    const forced = await as(admin.token, 'PATCH', `/api/collections/videos/records/${none.id}`, { moderation: '' });
    expect(forced.status).toBe(409);
    expect(forced.data.data).toMatchObject({ code: 'performer_records_missing', values: { problems: ['no_performers'] } });

    for (const kind of BAD) {
      const v = await creatorVideo();
      const p = await performer(creator, kind);
      expect((await link(creator, v.id, p.id)).status).toBe(200);
      expect(await video(v.id), kind).toMatchObject({ hidden: true, moderation: 'performers' });
      const f = await as(admin.token, 'PATCH', `/api/collections/videos/records/${v.id}`, { moderation: '', hidden: false });
      expect(f.status, kind).toBe(409);
      expect(await isPublic(v.slug), kind).toBe(false);
    }

    const good = await creatorVideo();
    const ok = await performer(creator, 'complete');
    expect((await link(creator, good.id, ok.id)).status).toBe(200);
    expect(await video(good.id)).toMatchObject({ hidden: false, moderation: '' });
    expect(await isPublic(good.slug)).toBe(true);

    // A second, unverified performer linked later takes it off the site again; removing
    // the link brings it back.
    const late = await performer(creator, 'unverified');
    const l = await link(creator, good.id, late.id);
    expect(await video(good.id)).toMatchObject({ hidden: true, moderation: 'performers' });
    expect((await as(creator.token, 'DELETE', `/api/collections/video_performers/records/${l.data.id}`)).status).toBe(204);
    expect(await isPublic(good.slug)).toBe(true);

    // Moving the production date before a performer turned 18 hides it.
    const young = await performer(creator, 'under18');
    const v2 = await creatorVideo();
    await link(creator, v2.id, young.id);
    expect((await as(creator.token, 'PATCH', `/api/collections/videos/records/${v2.id}`, { production_date: '2025-01-01 00:00:00.000Z' })).status).toBe(200);
    expect(await isPublic(v2.slug)).toBe(true); // 18 on 2024-06-02: adult in 2025
    expect((await as(creator.token, 'PATCH', `/api/collections/videos/records/${v2.id}`, { production_date: `${PRODUCED} 00:00:00.000Z` })).status).toBe(200);
    expect(await video(v2.id)).toMatchObject({ hidden: true, moderation: 'performers' });
  });

  it('review approval: refused (409) until the records allow publishing, then publishes', async () => {
    await setReview('all');
    try {
      for (const kind of [...BAD, 'none'] as const) {
        const v = await creatorVideo();
        expect(v.moderation).toBe('review');
        if (kind !== 'none') await link(creator, v.id, (await performer(creator, kind)).id);
        const cases = await as(admin.token, 'GET', `/api/reelhouse/admin/cases?item=${v.id}`);
        const c = cases.data.items[0];
        const r = await as(admin.token, 'POST', `/api/reelhouse/admin/cases/${c.id}/approve`, { reason: 'Looked at it.' });
        expect(r.status, kind).toBe(409);
        expect(r.data.data.code).toBe('performer_records_missing');
        expect(await isPublic(v.slug), kind).toBe(false);
      }
      const v = await creatorVideo();
      await link(creator, v.id, (await performer(creator, 'complete')).id);
      expect((await video(v.id)).moderation).toBe('review'); // linking does not skip the review
      const c = (await as(admin.token, 'GET', `/api/reelhouse/admin/cases?item=${v.id}`)).data.items[0];
      expect((await as(admin.token, 'POST', `/api/reelhouse/admin/cases/${c.id}/approve`, { reason: 'Records checked.' })).status).toBe(200);
      expect(await isPublic(v.slug)).toBe(true);
    } finally {
      await setReview('off');
    }
  });

  it('upload: the agreement is required and kept; the video is made either way and published only with good records', async () => {
    const upload = async (title: string, fields: { performers?: string[]; agreement?: string; productionDate?: string }) => {
      const url = await tusUpload(s.baseUrl, creator.token, testVideo('perf-gate.mp4', 2));
      return finish(url, creator.token, { title, author: 'Gate', thumbnail: testImage(), productionDate: PRODUCED, ...fields });
    };
    const refused = await upload('No agreement', { agreement: '' });
    expect(refused.status).toBe(400);
    expect((await refused.json()).data).toMatchObject({ code: 'uploader_agreement_required', values: { version: '2026-11' } });
    // Someone else's record cannot be named.
    const theirs = await performer(creator2, 'complete');
    expect((await upload('Not mine', { performers: [theirs.id] })).status).toBe(400);

    const made: Record<string, string> = {};
    for (const kind of ['none', 'under18', 'complete'] as const) {
      const performers = kind === 'none' ? [] : [(await performer(creator, kind)).id];
      const r = await upload(`Gate upload ${['none', 'under18', 'complete'].indexOf(kind)}`, { performers });
      expect(r.status, `${kind}: ${r.status === 200 ? '' : await r.clone().text()}`).toBe(200);
      const { job, video: id } = (await r.json()) as { job: string; video: string };
      await waitFor(`process ${job}`, async () => (await s.su(`/api/collections/jobs/records/${job}`)).state === 'done', 60_000);
      made[kind] = id;
    }
    expect(await video(made.none!)).toMatchObject({ hidden: true, moderation: 'performers' });
    expect(await video(made.under18!)).toMatchObject({ hidden: true, moderation: 'performers' });
    const good = await video(made.complete!);
    expect(good).toMatchObject({ hidden: false, moderation: '', agreement_version: '2026-11', records_exempt: false });
    expect(good.agreement_at).not.toBe('');
    expect(good.production_date.slice(0, 10)).toBe(PRODUCED);
    // Nobody but the operator sets the agreement or the exemption afterwards.
    const edit = await as(creator.token, 'PATCH', `/api/collections/videos/records/${made.none}`, { records_exempt: true });
    expect(edit.status).toBe(403);
  }, 180_000);
});

describe('records: privacy, linking, verification', () => {
  it('a record is read only by its owner and admins, and never by a visitor', async () => {
    const p = await performer(creator, 'complete');
    expect((await as(null, 'GET', `/api/collections/performers/records/${p.id}`)).status).toBe(404);
    expect((await as(member.token, 'GET', `/api/collections/performers/records/${p.id}`)).status).toBe(404);
    expect((await as(creator2.token, 'GET', `/api/collections/performers/records?perPage=200`)).data.items.map((x: any) => x.id)).not.toContain(p.id);
    expect((await as(creator.token, 'GET', `/api/collections/performers/records/${p.id}`)).status).toBe(200);
    // The documents: PocketBase's file URL is closed; the admin's link is signed and short-lived.
    const full = await as(creator.token, 'GET', `/api/collections/performers/records/${p.id}`);
    expect((await fetch(`${s.baseUrl}/api/files/performers/${p.id}/${full.data.release}`)).status).toBe(404);
    expect((await as(creator.token, 'POST', `/api/reelhouse/admin/performers/${p.id}/documents`)).status).toBe(403);
    const links = await as(admin.token, 'POST', `/api/reelhouse/admin/performers/${p.id}/documents`);
    expect((await fetch(`${s.baseUrl}${links.data.release}`)).status).toBe(200);
    expect((await fetch(`${s.baseUrl}${links.data.release.replace(/sig=[0-9a-f]{4}/, 'sig=0000')}`)).status).toBe(403);
  });

  it('who links whom: the record owner decides; another creator cannot hold a video back with an unverified record', async () => {
    const mine = await creatorVideo();
    const mineOk = await performer(creator, 'complete');
    await link(creator, mine.id, mineOk.id);
    expect(await isPublic(mine.slug)).toBe(true);
    // creator2 tries to hold creator's public video back with an unverified record: refused.
    const bad = await performer(creator2, 'unverified');
    const r = await link(creator2, mine.id, bad.id);
    expect(r.status).toBe(400);
    expect(r.data.data.code).toBe('performer_not_verified');
    expect(await isPublic(mine.slug)).toBe(true);
    // creator2 cannot link creator's record to their own video either (the owner decides).
    const theirs = await creatorVideo(creator2);
    expect((await link(creator2, theirs.id, mineOk.id)).status).toBe(400);
    // The owner can lend their verified performer to creator2's video.
    expect((await link(creator, theirs.id, mineOk.id)).status).toBe(200);
    expect(await isPublic(theirs.slug)).toBe(true);
    // A verified record is locked for its owner (no swapping the person behind it).
    const swap = await as(creator.token, 'PATCH', `/api/collections/performers/records/${mineOk.id}`, { date_of_birth: '2010-01-01 00:00:00.000Z' });
    expect(swap.status).toBe(403);
    expect((await as(creator.token, 'PATCH', `/api/collections/performers/records/${mineOk.id}`, { verified_at: '' })).status).toBe(404);
    // Only admins verify, and the verification is in the audit log.
    const p = await performer(creator, 'unverified');
    expect((await as(creator.token, 'POST', `/api/reelhouse/admin/performers/${p.id}/verify`, {})).status).toBe(403);
    expect((await as(admin.token, 'POST', `/api/reelhouse/admin/performers/${p.id}/verify`, {})).status).toBe(200);
    const log = await s.su(`/api/collections/audit_log/records?filter=${encodeURIComponent(`target="${p.id}" && action="performer.verified"`)}`);
    expect(log.items.length).toBe(1);
    // An admin withdrawing a verification takes every linked video off the site.
    expect((await as(admin.token, 'POST', `/api/reelhouse/admin/performers/${mineOk.id}/unverify`, { notes: 'ID expired' })).status).toBe(200);
    expect(await isPublic(mine.slug)).toBe(false);
    expect(await isPublic(theirs.slug)).toBe(false);
  });
});

describe("the video manager: a video's records state, linking and unlinking", () => {
  const records = (token: string | null, id: string) => as(token, 'GET', `/api/reelhouse/creator/videos/${id}/records`);

  it('the creator (or an admin) reads what the gate lacks, in codes per performer; nobody else', async () => {
    const v = await creatorVideo();
    expect((await records(null, v.id)).status).toBe(401);
    expect((await records(creator2.token, v.id)).status).toBe(404);
    expect((await records(creator.token, 'nosuchvideo1234')).status).toBe(404);
    const empty = await records(creator.token, v.id);
    expect(empty.status).toBe(200);
    expect(empty.data).toMatchObject({ video: v.id, production_date: PRODUCED, moderation: 'performers', hidden: true, problems: ['no_performers'], performers: [], publishable: false });
    expect((await records(admin.token, v.id)).data.problems).toEqual(['no_performers']);

    const young = await performer(creator, 'under18');
    const pending = await performer(creator, 'unverified');
    await link(creator, v.id, young.id);
    await link(creator, v.id, pending.id);
    const two = (await records(creator.token, v.id)).data;
    expect(two.problems).toEqual([]);
    expect(two.performers).toEqual([
      expect.objectContaining({ id: young.id, stage_name: young.stage_names[0], owned: true, verified: true, problems: ['under_18'] }),
      expect.objectContaining({ id: pending.id, owned: true, verified: false, problems: ['unverified'] }),
    ]);
    expect(JSON.stringify(two)).not.toContain(young.legal_name);
    // A record another creator lent shows its stage name only, marked as not the creator's.
    const lent = await performer(creator2, 'complete');
    const other = await creatorVideo();
    expect((await link(creator2, other.id, lent.id)).status).toBe(200);
    const seen = (await records(creator.token, other.id)).data;
    expect(seen).toMatchObject({ publishable: true, hidden: false, performers: [expect.objectContaining({ id: lent.id, owned: false, problems: [] })] });
    expect(JSON.stringify(seen)).not.toContain(lent.legal_name);
  });

  it('a waiting video is published when its record is verified; unlinking its last verified performer takes it off the site', async () => {
    const v = await creatorVideo();
    const p = await performer(creator, 'unverified');
    const l = await link(creator, v.id, p.id);
    expect(l.status).toBe(200);
    expect(await isPublic(v.slug)).toBe(false);
    expect((await as(admin.token, 'POST', `/api/reelhouse/admin/performers/${p.id}/verify`, {})).status).toBe(200);
    expect(await isPublic(v.slug)).toBe(true);
    expect((await records(creator.token, v.id)).data).toMatchObject({ publishable: true, moderation: '', hidden: false });
    // The gate unpublishes (in the unlink's transaction) rather than refusing the unlink:
    // the record's owner may always withdraw a performer.
    expect((await as(creator.token, 'DELETE', `/api/collections/video_performers/records/${l.data.id}`)).status).toBe(204);
    expect(await video(v.id)).toMatchObject({ hidden: true, moderation: 'performers' });
    expect(await isPublic(v.slug)).toBe(false);
    expect((await records(creator.token, v.id)).data.problems).toEqual(['no_performers']);
    // The manager's production date is held to the upload's rule.
    for (const day of ['2999-01-01', '1850-01-01']) {
      const r = await as(creator.token, 'PATCH', `/api/collections/videos/records/${v.id}`, { production_date: `${day} 00:00:00.000Z` });
      expect(r.data?.data?.code, day).toBe('production_date_invalid');
    }
    // Linked again from the manager: public again at once (the record is verified).
    expect((await link(creator, v.id, p.id)).status).toBe(200);
    expect(await isPublic(v.slug)).toBe(true);
  });

  it("another creator cannot hold a public video back with a verified record of someone under 18 on its production date", async () => {
    const v = await creatorVideo();
    await link(creator, v.id, (await performer(creator, 'complete')).id);
    expect(await isPublic(v.slug)).toBe(true);
    const young = await performer(creator2, 'under18'); // verified, but 17 on PRODUCED
    const r = await link(creator2, v.id, young.id);
    expect(r.status).toBe(400);
    expect(r.data.data.code).toBe('performer_under_18');
    expect(await isPublic(v.slug)).toBe(true);
  });

  it('a creator cannot link another creator\'s private record, nor more than 20 performers to a video', async () => {
    const v = await creatorVideo();
    const theirs = await performer(creator2, 'unverified');
    const r = await link(creator, v.id, theirs.id);
    expect(r.status).toBe(400);
    expect((await records(creator.token, v.id)).data.performers).toEqual([]);
    // Records without documents (cheap to make): 20 links, then the 21st is refused.
    for (let i = 0; i < 21; i++) {
      const p = await as(creator.token, 'POST', '/api/collections/performers/records', {
        owner: creator.id, legal_name: `Many ${i}`, stage_names: [`Many ${stamp()}`], date_of_birth: '1990-01-01 00:00:00.000Z', id_method: 'document',
      });
      expect(p.status, JSON.stringify(p.data)).toBe(200);
      const l = await link(creator, v.id, p.data.id);
      if (i < 20) expect(l.status, `link ${i}`).toBe(200);
      else expect(l.data.data.code).toBe('too_many_performers');
    }
  });
});

describe('performer page and the records export', () => {
  it('the performer page lists published videos under the stage name only; unknown or unpublished records are 404', async () => {
    const p = await performer(creator, 'complete');
    expect((await as(null, 'GET', `/api/reelhouse/performers/${p.slug}`)).status).toBe(404); // in no public video yet
    const slugs: string[] = [];
    for (let i = 0; i < 3; i++) {
      const v = await creatorVideo();
      await link(creator, v.id, p.id);
      slugs.push(v.slug);
    }
    const page1 = await as(null, 'GET', `/api/reelhouse/performers/${p.slug}?perPage=2`);
    expect(page1.status).toBe(200);
    expect(page1.data.performer).toEqual({ slug: p.slug, stage_name: p.stage_names[0] });
    expect(page1.data.totalItems).toBe(3);
    expect(page1.data.items.map((c: any) => c.slug)).toEqual([slugs[2], slugs[1]]);
    const page2 = await as(null, 'GET', `/api/reelhouse/performers/${p.slug}?perPage=2&page=2`);
    expect(page2.data.items.map((c: any) => c.slug)).toEqual([slugs[0]]);
    expect(JSON.stringify(page1.data)).not.toContain(p.legal_name);
    const watch = await as(null, 'GET', `/api/reelhouse/videos/${slugs[0]}/performers`);
    expect(watch.data.items).toEqual([{ slug: p.slug, stage_name: p.stage_names[0] }]);
    expect(JSON.stringify(watch.data)).not.toContain(p.legal_name);
    expect((await as(null, 'GET', '/api/reelhouse/performers/nobody-xxxxxx')).status).toBe(404);
  });

  it("an admin exports a video's records as a zip with a manifest; audited; admins only", async () => {
    const v = await creatorVideo();
    const p = await performer(creator, 'complete');
    await link(creator, v.id, p.id);
    expect((await as(creator.token, 'GET', `/api/reelhouse/admin/records/export?video=${v.id}`)).status).toBe(403);
    expect((await as(admin.token, 'GET', '/api/reelhouse/admin/records/export?from=2025-13-01&to=x')).status).toBe(400);
    const r = await fetch(`${s.baseUrl}/api/reelhouse/admin/records/export?video=${v.id}`, { headers: { Authorization: admin.token } });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/zip');
    const files = unzip(Buffer.from(await r.arrayBuffer()));
    const manifest = JSON.parse(Buffer.from(files['manifest.json']!, 'latin1').toString('utf8'));
    expect(manifest.videos).toEqual([expect.objectContaining({ id: v.id, production_date: PRODUCED, performers: [p.id] })]);
    expect(manifest.performers[0]).toMatchObject({ id: p.id, legal_name: p.legal_name, date_of_birth: '1995-01-01' });
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['manifest.csv', manifest.performers[0].files.release, manifest.performers[0].files.id_document]));
    expect(files['manifest.csv']!).toContain(`${v.id},Gate video,${PRODUCED}`);
    const log = await s.su(`/api/collections/audit_log/records?filter=${encodeURIComponent(`target="${v.id}" && action="records.exported"`)}`);
    expect(log.items.length).toBe(1);
    // A period: today's uploads include this one.
    const today = new Date().toISOString().slice(0, 10);
    const range = await fetch(`${s.baseUrl}/api/reelhouse/admin/records/export?from=${today}&to=${today}`, { headers: { Authorization: admin.token } });
    const rm = JSON.parse(unzip(Buffer.from(await range.arrayBuffer()))['manifest.json']!);
    expect(rm.videos.map((x: any) => x.id)).toContain(v.id);
  });
});
