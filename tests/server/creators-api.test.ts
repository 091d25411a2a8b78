// Creator applications and their review (internal/creators): byte-checked ID images with
// their metadata stripped, the state machine, 60-second document links, and ownership of
// videos and statistics for creators.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type PocketBase from 'pocketbase';
import { describe, expect, inject, it } from 'vitest';
import { attempt, baseUrl, client, countAsSuperuser, freshUser, readAsSuperuser, userId, type Outcome } from './helpers';
import { freshVideo } from './fixtures';

const API = '/api/reelhouse';
const GPS = 'GPSLatitude=48.8584N;GPSLongitude=2.2945E';

function call<T = any>(pb: PocketBase, method: string, path: string, body?: unknown): Promise<Outcome<T>> {
  return attempt(() => pb.send<T>(`${API}${path}`, { method, body, requestKey: null }));
}
const msg = (o: Outcome) => String((o.error as { message?: string } | undefined)?.message ?? '');

let plainJpeg: Buffer | null = null;
/** A real JPEG (ffmpeg) with an EXIF APP1 segment carrying a GPS position. */
function jpegWithGps(): Buffer {
  if (!plainJpeg) {
    const dir = mkdtempSync(join(tmpdir(), 'idimg-'));
    const out = join(dir, 'id.jpg');
    execFileSync('ffmpeg', ['-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=64x48', '-frames:v', '1', '-y', out]);
    plainJpeg = readFileSync(out);
  }
  const payload = Buffer.concat([Buffer.from('Exif\0\0'), Buffer.from(GPS)]);
  const len = Buffer.alloc(2);
  len.writeUInt16BE(payload.length + 2);
  return Buffer.concat([plainJpeg.subarray(0, 2), Buffer.from([0xff, 0xe1]), len, payload, plainJpeg.subarray(2)]);
}
const file = (bytes: Buffer, name: string, type = 'image/jpeg') => new File([new Uint8Array(bytes)], name, { type });

async function apply(pb: PocketBase, userIdValue: string, doc: File, selfie?: File) {
  const form = new FormData();
  form.append('user', userIdValue);
  form.append('status', 'pending');
  form.append('id_document', doc);
  if (selfie) form.append('id_selfie', selfie);
  return attempt(() => pb.collection('creator_requests').create(form));
}

async function applicant() {
  const { pb, record } = await freshUser();
  const res = await apply(pb, record.id, file(jpegWithGps(), 'front.jpg'), file(jpegWithGps(), 'selfie.jpg'));
  expect(res.ok, msg(res)).toBe(true);
  return { pb, user: record, request: res.data as any };
}

async function admin() {
  return client('admin');
}

describe('the application', () => {
  it('refuses a PDF, a renamed executable, an oversized file and a missing selfie, storing nothing', async () => {
    const { pb, record } = await freshUser();
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF');
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03'), Buffer.alloc(400)]);
    const big = Buffer.concat([jpegWithGps(), Buffer.alloc(10 * 1024 * 1024)]);
    const cases: Array<[string, File, File | undefined, RegExp]> = [
      ['pdf', file(pdf, 'id.pdf', 'application/pdf'), file(jpegWithGps(), 's.jpg'), /JPEG, PNG or WebP/],
      ['exe renamed', file(exe, 'passport.jpg'), file(jpegWithGps(), 's.jpg'), /JPEG, PNG or WebP/],
      ['exe as selfie', file(jpegWithGps(), 'd.jpg'), file(exe, 'selfie.png', 'image/png'), /JPEG, PNG or WebP/],
      ['oversized', file(big, 'big.jpg'), file(jpegWithGps(), 's.jpg'), /10 MB/],
      ['no selfie', file(jpegWithGps(), 'd.jpg'), undefined, /required/],
    ];
    for (const [name, doc, selfie, text] of cases) {
      const res = await apply(pb, record.id, doc, selfie);
      expect(res.status, name).toBe(400);
      expect(msg(res), name).toMatch(text);
    }
    expect(await countAsSuperuser('creator_requests', `user = "${record.id}"`)).toBe(0);
    expect(await countAsSuperuser('creator_request_history', `user = "${record.id}"`)).toBe(0);
  });

  it('a visitor cannot apply, nor apply for someone else', async () => {
    const visitor = await client('visitor');
    const res = await apply(visitor, await userId('member2'), file(jpegWithGps(), 'a.jpg'), file(jpegWithGps(), 'b.jpg'));
    expect([400, 401, 403]).toContain(res.status);
    const { pb } = await freshUser();
    const other = await apply(pb, await userId('member2'), file(jpegWithGps(), 'a.jpg'), file(jpegWithGps(), 'b.jpg'));
    expect([400, 403]).toContain(other.status);
    expect((await call(visitor, 'GET', '/creator/application')).status).toBe(401);
    expect((await call(visitor, 'GET', '/admin/creator-requests')).status).toBe(401);
    expect((await call(pb, 'GET', '/creator/application')).data).toEqual({ status: 'none', is_creator: false });
  });

  it('stores a pending request with history, strips the GPS data, and refuses a second one while pending', async () => {
    const { pb, user, request } = await applicant();
    expect(request.status).toBe('pending');
    const again = await apply(pb, user.id, file(jpegWithGps(), 'a.jpg'), file(jpegWithGps(), 'b.jpg'));
    expect(again.status).toBe(409);
    expect(msg(again)).toBe('You already have a pending creator request.');
    expect(await countAsSuperuser('creator_requests', `user = "${user.id}"`)).toBe(1);
    expect(await countAsSuperuser('creator_request_history', `user = "${user.id}" && action = "submitted"`)).toBe(1);

    const mine = await call(pb, 'GET', '/creator/application');
    expect(mine.data).toMatchObject({ status: 'pending', is_creator: false });

    const links = await call(await admin(), 'POST', `/admin/creator-requests/${request.id}/documents`);
    expect(links.data.expires_in).toBe(60);
    for (const field of ['id_document', 'id_selfie']) {
      const res = await fetch(baseUrl() + links.data[field]);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toContain('no-store');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      expect(bytes.includes(Buffer.from('GPSLatitude'))).toBe(false);
      expect(bytes.includes(Buffer.from('Exif\0'))).toBe(false);
    }
  });

  it('a creator cannot apply again', async () => {
    const pb = await client('creator');
    const res = await apply(pb, await userId('creator'), file(jpegWithGps(), 'a.jpg'), file(jpegWithGps(), 'b.jpg'));
    expect(res.status).toBe(409);
  });
});

describe('document protection', () => {
  it('members never read the images: not by file URL, not by guessing, not through the links route', async () => {
    const { pb, request } = await applicant();
    const rec = (await readAsSuperuser('creator_requests', request.id))!;
    for (const who of [pb, await client('member2'), await client('creator'), await admin()]) {
      const token = await who.files.getToken();
      const direct = await fetch(`${baseUrl()}/api/files/creator_requests/${rec.id}/${rec.id_document}?token=${token}`);
      expect(direct.status).toBe(404);
    }
    const links = await call(pb, 'POST', `/admin/creator-requests/${request.id}/documents`);
    expect(links.status).toBe(403);
    const guessed = await fetch(`${baseUrl()}${API}/creator-documents/${rec.id}/id_document`);
    expect(guessed.status).toBe(403);
    const good = await call(await admin(), 'POST', `/admin/creator-requests/${request.id}/documents`);
    const tampered = String(good.data.id_document).replace(/sig=([0-9a-f])/, (_m, c) => `sig=${c === 'a' ? 'b' : 'a'}`);
    expect((await fetch(baseUrl() + tampered)).status).toBe(403);
    const swapped = String(good.data.id_document).replace('/id_document?', '/id_selfie?');
    expect((await fetch(baseUrl() + swapped)).status).toBe(403);
  });

  // The expiry itself (refused one second past exp, with a clock) is proved by the Go test
  // internal/creators TestDocumentLinksExpireAfter60Seconds; here: the server issues links
  // that end 60 s from now, and the end is signed (moved either way, the link is refused),
  // so no link outlives its 60 seconds. (The test used to sleep 61.5 s.)
  it('a link ends 60 seconds after it is issued, and its end cannot be moved', async () => {
    const { request } = await applicant();
    const issued = Math.floor(Date.now() / 1000);
    const good = await call(await admin(), 'POST', `/admin/creator-requests/${request.id}/documents`);
    expect(good.data.expires_in).toBe(60);
    const link = new URL(good.data.id_selfie, baseUrl());
    const exp = Number(link.searchParams.get('exp'));
    expect(exp).toBeGreaterThanOrEqual(issued + 60);
    expect(exp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 60);
    expect((await fetch(link)).status).toBe(200);
    for (const moved of [exp + 3600, exp - 120]) {
      link.searchParams.set('exp', String(moved));
      const res = await fetch(link);
      expect(res.status, `exp moved to ${moved}`).toBe(403);
      expect(res.headers.get('cache-control')).toContain('no-store');
    }
  });
});

describe('the review state machine', () => {
  it('only admins review', async () => {
    const { request } = await applicant();
    for (const role of ['visitor', 'member', 'creator'] as const) {
      const res = await call(await client(role), 'POST', `/admin/creator-requests/${request.id}/approve`, {});
      expect([401, 403], role).toContain(res.status);
      const list = await call(await client(role), 'GET', '/admin/creator-requests');
      expect([401, 403], role).toContain(list.status);
    }
    expect((await readAsSuperuser('creator_requests', request.id))!.status).toBe('pending');
  });

  it('pending → approved → revoked, with roles, notifications, history and the documents deleted', async () => {
    const { pb, user, request } = await applicant();
    const a = await admin();
    const approved = await call(a, 'POST', `/admin/creator-requests/${request.id}/approve`, {});
    expect(approved.data).toMatchObject({ status: 'approved' });
    expect((await readAsSuperuser('users', user.id))!.roles).toContain('creator');
    expect(await countAsSuperuser('notifications', `recipient = "${user.id}" && subject = "Creator request approved"`)).toBe(1);

    for (const action of ['approve', 'reject']) {
      const twice = await call(a, 'POST', `/admin/creator-requests/${request.id}/${action}`, { notes: 'again' });
      expect(twice.status, action).toBe(409);
      expect(msg(twice)).toMatch(/already approved/);
    }
    const noNotes = await call(a, 'POST', `/admin/creator-requests/${request.id}/revoke`, { notes: '  ' });
    expect(noNotes.status).toBe(400);
    expect((await readAsSuperuser('users', user.id))!.roles).toContain('creator');

    const links = await call(a, 'POST', `/admin/creator-requests/${request.id}/documents`);
    const before = (await readAsSuperuser('creator_requests', request.id))!;
    const stored = ['id_document', 'id_selfie'].map((f) => join(inject('dataDir'), 'storage', before.collectionId, before.id, before[f]));
    expect(stored.map((p) => existsSync(p))).toEqual([true, true]);
    const revoked = await call(a, 'POST', `/admin/creator-requests/${request.id}/revoke`, { notes: 'fake ID' });
    expect(revoked.data).toMatchObject({ status: 'revoked' });
    expect((await readAsSuperuser('users', user.id))!.roles).not.toContain('creator');
    const rec = (await readAsSuperuser('creator_requests', request.id))!;
    expect(rec).toMatchObject({ id_document: '', id_selfie: '', documents_revoked: true, notes: 'fake ID' });
    await expect.poll(() => stored.map((p) => existsSync(p))).toEqual([false, false]);
    expect((await fetch(baseUrl() + links.data.id_document)).status).toBe(403);
    expect((await call(a, 'POST', `/admin/creator-requests/${request.id}/documents`)).status).toBe(404);
    expect(await countAsSuperuser('notifications', `recipient = "${user.id}" && subject = "Creator status revoked"`)).toBe(1);

    const list = await call(a, 'GET', '/admin/creator-requests?perPage=100');
    const row = list.data.items.find((r: any) => r.id === request.id);
    expect(row).toMatchObject({ status: 'revoked', id_document: 'REVOKED', id_selfie: 'REVOKED', has_history: true, user_email: user.email });

    const hist = await call(a, 'GET', `/admin/creator-requests/${request.id}/history`);
    expect(hist.data.items.map((h: any) => h.action)).toEqual(['revoked', 'approved', 'submitted']);
    expect(hist.data.items[0]).toMatchObject({ notes: 'fake ID', actor_email: 'admin@t.local' });

    for (const action of ['approve', 'reject', 'revoke']) {
      expect((await call(a, 'POST', `/admin/creator-requests/${request.id}/${action}`, { notes: 'x' })).status, action).toBe(409);
    }
    expect((await call(pb, 'GET', '/creator/application')).data).toMatchObject({ status: 'revoked', is_creator: false });
  });

  it('pending → rejected (notes required); a rejected member may apply again', async () => {
    const { pb, user, request } = await applicant();
    const a = await admin();
    const blank = await call(a, 'POST', `/admin/creator-requests/${request.id}/reject`, { notes: '' });
    expect(blank.status).toBe(400);
    expect((await call(a, 'POST', `/admin/creator-requests/${request.id}/revoke`, { notes: 'x' })).status).toBe(409);
    const rejected = await call(a, 'POST', `/admin/creator-requests/${request.id}/reject`, { notes: 'blurry' });
    expect(rejected.data).toMatchObject({ status: 'rejected' });
    expect((await readAsSuperuser('users', user.id))!.roles ?? []).not.toContain('creator');
    for (const action of ['approve', 'reject', 'revoke']) {
      expect((await call(a, 'POST', `/admin/creator-requests/${request.id}/${action}`, { notes: 'x' })).status, action).toBe(409);
    }
    expect(await countAsSuperuser('notifications', `recipient = "${user.id}" && subject = "Creator request rejected"`)).toBe(1);
    expect((await call(pb, 'GET', '/creator/application')).data).toMatchObject({ status: 'rejected', notes: 'blurry' });
    const again = await apply(pb, user.id, file(jpegWithGps(), 'a.jpg'), file(jpegWithGps(), 'b.jpg'));
    expect(again.ok, msg(again)).toBe(true);
    const list = await call(a, 'GET', '/admin/creator-requests?perPage=100');
    const firstReviewed = list.data.items.findIndex((r: any) => r.status !== 'pending');
    const lastPending = list.data.items.map((r: any) => r.status).lastIndexOf('pending');
    expect(lastPending).toBeLessThan(firstReviewed === -1 ? Infinity : firstReviewed);
  });

  it('pages the list: every pending request (oldest first) before the reviewed ones (newest first), none twice', async () => {
    const a = await admin();
    await applicant();
    const { request: reviewed } = await applicant();
    await call(a, 'POST', `/admin/creator-requests/${reviewed.id}/reject`, { notes: 'no' });
    await applicant();
    const whole = (await call(a, 'GET', '/admin/creator-requests?perPage=100')).data;
    expect(whole.totalItems).toBeLessThanOrEqual(100);
    const seen: any[] = [];
    for (let p = 1; p <= Math.ceil(whole.totalItems / 3); p++) {
      const page = (await call(a, 'GET', `/admin/creator-requests?page=${p}&perPage=3`)).data;
      expect(page.totalItems).toBe(whole.totalItems);
      seen.push(...page.items);
    }
    expect(seen.map((r) => r.id)).toEqual(whole.items.map((r: any) => r.id));
    expect(new Set(seen.map((r) => r.id)).size).toBe(seen.length);
    const firstReviewed = seen.findIndex((r) => r.status !== 'pending');
    const pending = seen.slice(0, firstReviewed === -1 ? seen.length : firstReviewed);
    expect(pending.every((r) => r.status === 'pending')).toBe(true);
    expect(seen.slice(pending.length).every((r) => r.status !== 'pending')).toBe(true);
    const times = (rows: any[]) => rows.map((r) => r.created);
    expect(times(pending)).toEqual([...times(pending)].sort());
    const rest = seen.slice(pending.length);
    expect(times(rest)).toEqual([...times(rest)].sort().reverse());
    expect(rest.map((r) => r.id)).toContain(reviewed.id);
    const past = (await call(a, 'GET', `/admin/creator-requests?page=999&perPage=3`)).data;
    expect(past.items).toEqual([]);
  });

  it('two approvals at once change the request once', async () => {
    const { user, request } = await applicant();
    const a = await admin();
    const results = await Promise.all([1, 2, 3].map(() => call(a, 'POST', `/admin/creator-requests/${request.id}/approve`, {})));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(2);
    expect(await countAsSuperuser('creator_request_history', `user = "${user.id}" && action = "approved"`)).toBe(1);
    expect(await countAsSuperuser('notifications', `recipient = "${user.id}"`)).toBe(1);
  });

  it('an unknown request is 404', async () => {
    const res = await call(await admin(), 'POST', '/admin/creator-requests/nope123/approve', {});
    expect(res.status).toBe(404);
  });
});

describe('creators own only their videos', () => {
  it('a creator cannot edit or delete another creator’s video by id', async () => {
    const theirs = await freshVideo(await userId('creator2'));
    const pb = await client('creator');
    const edit = await attempt(() => pb.collection('videos').update(theirs.id, { title: 'Hijacked', author: 'x' }));
    expect([403, 404]).toContain(edit.status);
    const del = await attempt(() => pb.collection('videos').delete(theirs.id));
    expect([403, 404]).toContain(del.status);
    expect((await readAsSuperuser('videos', theirs.id))!.title).toBe('Test video');

    const mine = await freshVideo(await userId('creator'));
    const ok = await attempt(() => pb.collection('videos').update(mine.id, { title: 'Renamed', author: 'Me' }));
    expect(ok.ok).toBe(true);
    const creator2 = await userId('creator2');
    const steal = await attempt(() => pb.collection('videos').update(mine.id, { creator: creator2 }));
    expect(steal.ok).toBe(false);
  });

  it('lists and statistics are the caller’s own, whatever the request says', async () => {
    const other = await freshVideo(await userId('creator2'));
    const pb = await client('creator');
    const list = await call(pb, 'GET', `/creator/videos?creator=${await userId('creator2')}&perPage=100`);
    expect(list.ok).toBe(true);
    expect(list.data.items.map((v: any) => v.id)).not.toContain(other.id);
    const recent = await call(pb, 'GET', `/videos/recent?creator=${await userId('creator2')}&perPage=100`);
    expect(recent.data.items.map((v: any) => v.id)).not.toContain(other.id);
    const site = await call(pb, 'GET', '/stats/monthly-views?scope=site');
    expect(site.status).toBe(403);
    const own = await call(pb, 'GET', '/stats/monthly-views?scope=own');
    expect(own.data).toHaveLength(6);
    expect((await call(await client('member'), 'GET', '/stats/monthly-views?scope=own')).status).toBe(403);
    expect((await call(await admin(), 'GET', '/stats/monthly-views?scope=site')).data).toHaveLength(6);
  });
});
