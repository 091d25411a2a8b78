// Removed videos cannot come back (issue 38 §3, internal/fingerprint): a takedown puts the
// video's PDQ fingerprint on the block list; a re-encoded, rescaled copy uploaded again is
// held (hidden, "review") on every publishing path until an admin releases or removes
// it, with the match shown to admins; hash lists import and export.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { freshVideo } from './fixtures';
import { attempt, baseUrl, client, superuser, uid, type Outcome } from './helpers';
import { ffmpegBin, testImage, testVideo } from './media-fixtures';
import { finish, performerRecord, tusUpload, waitFor } from './upload-client';

const API = '/api/reelhouse';
const call = <T = any>(pb: PocketBase, method: string, path: string, body?: unknown): Promise<Outcome<T>> =>
  attempt(() => pb.send<T>(`${API}${path}`, { method, body, requestKey: null }));
const dir = mkdtempSync(join(tmpdir(), 'reelhouse-fp-'));

// The Go tests' "removed" video (internal/fingerprint/testvideos.go), small: moving
// colour waves, a Mandelbrot zoom inset and a moving test pattern. Nothing like the other
// tests' plain testsrc uploads, so the shared server's other uploads are never held.
function removedVideo(): string {
  const out = join(dir, 'removed.mp4');
  const [w, h, s] = [480, 270, 8];
  const src =
    `color=c=gray:size=160x90:rate=25:duration=${s},format=yuv420p,` +
    `geq=lum='128+90*sin(X/W*5+T*0.7)*cos(Y/H*3-T*0.4)':cb='128+50*sin(T*0.3+X/W*2)':cr='128+50*cos(Y/H*4-T*0.5)',scale=${w}:${h}[g];` +
    `mandelbrot=size=${w / 3}x${h / 2}:rate=25:end_pts=${s * 25}[m];[g][m]overlay=x=W/12:y=H/6[gm];` +
    `testsrc2=size=${w / 4}x${Math.round(h / 4)}:rate=25:duration=${s}[t];[gm][t]overlay=x=(W-w)*mod(t\\,5)/5:y=H/2,trim=duration=${s}`;
  execFileSync(ffmpegBin(), ['-y', '-loglevel', 'error', '-f', 'lavfi', '-i', src, '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '20', '-pix_fmt', 'yuv420p', out]);
  return out;
}

/**
 * A video from before fingerprinting, with content of its own: the same kinds of layers
 * as removedVideo (which the Go tests show share nothing at other frequencies and
 * places), so neither video's copies match the other.
 */
function oldVideo(): string {
  const out = join(dir, 'old.mp4');
  const s = 8;
  const src =
    `color=c=gray:size=160x90:rate=25:duration=${s},format=yuv420p,` +
    `geq=lum='128+90*cos(X/W*9-T*1.3)*sin(Y/H*7+T*0.9)':cb='128+50*cos(T*0.8+Y/H*3)':cr='128+50*sin(X/W*6+T*0.6)',scale=480:270[g];` +
    `mandelbrot=size=200x120:rate=25:end_pts=${s * 25}:start_scale=1.5[m];[g][m]overlay=x=W-w-20:y=H-h-10,trim=duration=${s}`;
  execFileSync(ffmpegBin(), ['-y', '-loglevel', 'error', '-f', 'lavfi', '-i', src, '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '20', '-pix_fmt', 'yuv420p', out]);
  return out;
}

/** The copy: scaled to 640 wide and re-encoded at a much lower quality. */
function copyOf(src: string, name = 'copy.mp4'): string {
  const out = join(dir, name);
  execFileSync(ffmpegBin(), ['-y', '-loglevel', 'error', '-i', src, '-vf', 'scale=640:-2', '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '35', '-pix_fmt', 'yuv420p', out]);
  return out;
}

/** A verified performer record of the uploader: its uploads publish at once unless held (issue 38 §1's gate). */
async function verifiedPerformer(pb: PocketBase, su: PocketBase): Promise<string> {
  const id = await performerRecord(baseUrl(), { id: pb.authStore.record!.id, token: pb.authStore.token }, testImage('fp-performer.png'));
  await su.send(`/api/reelhouse/admin/performers/${id}/verify`, { method: 'POST', body: { notes: 'test' }, requestKey: null });
  return id;
}

async function upload(pb: PocketBase, file: string, title: string, performer?: string): Promise<string> {
  const url = await tusUpload(baseUrl(), pb.authStore.token, file);
  const r = await finish(url, pb.authStore.token, { title, author: 'Fingerprint Test', thumbnail: testImage(), ...(performer ? { performers: [performer], productionDate: '2024-01-01' } : {}) });
  expect(r.status).toBeLessThan(300);
  const { job, video } = (await r.json()) as { job: string; video: string };
  const su = await superuser();
  await waitFor(`job of ${title}`, async () => (await su.collection('jobs').getOne(job)).state === 'done', 90_000);
  return video;
}

describe('fingerprints', () => {
  it('holds a re-encoded copy of a removed video on every publishing path, shows the match, and releases it', async () => {
    const [creator, admin, member, su] = await Promise.all([client('creator'), client('admin'), client('member'), superuser()]);
    const performer = await verifiedPerformer(creator, su);
    const removed = removedVideo();
    const original = await upload(creator, removed, uid('Original'), performer);
    expect((await su.collection('videos').getOne(original)).hidden).toBe(false);

    // Taken down by a case decision: on the block list.
    expect((await call(member, 'POST', '/reports', { item_type: 'video', item: original, reason: 'non_consensual', details: 'not consented' })).ok).toBe(true);
    const c = (await call<any>(admin, 'GET', `/admin/cases?item=${original}`)).data.items.find((x: any) => x.item === original);
    expect((await call(admin, 'POST', `/admin/cases/${c.id}/remove`, { reason: 'no consent on file' })).ok).toBe(true);
    const exported = await fetch(`${baseUrl()}${API}/admin/fingerprints/list`, { headers: { Authorization: admin.authStore.token } });
    expect(exported.status).toBe(200);
    const blockedLines = (await exported.text()).trim().split('\n');
    expect(blockedLines.length).toBeGreaterThan(3);
    expect(blockedLines.every((l) => /^[0-9a-f]{64},\d{1,3}$/.test(l))).toBe(true);

    // The copy: held, the uploader reads "review" (the manager's "Awaiting review").
    const copyTitle = uid('Copy');
    const copy = await upload(creator, copyOf(removed), copyTitle, performer);
    const own = await creator.collection('videos').getOne(copy);
    expect([own.hidden, own.moderation]).toEqual([true, 'review']);
    expect((await attempt(() => member.collection('videos').getOne(copy))).ok).toBe(false);

    // The admin sees which removed video it matched and how strongly.
    const holds = await call<any>(admin, 'GET', '/admin/fingerprints/holds');
    const hold = holds.data.items.find((h: any) => h.video === copy);
    expect(hold).toMatchObject({ blocked_video: original, title: copyTitle, status: 'held' });
    expect(hold.share).toBeGreaterThanOrEqual(0.5);
    expect(hold.best_distance).toBeLessThanOrEqual(31);
    expect((await call(creator, 'GET', '/admin/fingerprints/holds')).status).toBe(403);

    // No other path publishes it: approving its review case, the record API.
    const rc = (await call<any>(admin, 'GET', `/admin/cases?item=${copy}`)).data.items.find((x: any) => x.item === copy);
    expect((await call(admin, 'POST', `/admin/cases/${rc.id}/approve`, { reason: 'looks fine' })).ok).toBe(true);
    expect((await su.collection('videos').getOne(copy)).hidden).toBe(true);
    await attempt(() => su.collection('videos').update(copy, { hidden: false, moderation: '' }));
    expect((await su.collection('videos').getOne(copy)).hidden).toBe(true);

    // A plain unrelated upload of the same creator is not held.
    const other = await upload(creator, testVideo('fp-other.mp4', 4), uid('Other'), performer);
    expect((await su.collection('videos').getOne(other)).hidden).toBe(false);

    // A copy without performer records: releasing it is the records gate's 409 with its
    // reasons (it answered 500 before), and the hold stays.
    const bare = await upload(creator, copyOf(removed), uid('Bare'));
    const refused = await call(admin, 'POST', `/admin/fingerprints/holds/${bare}/release`, { reason: 'licensed re-upload' });
    expect(refused.status).toBe(409);
    expect((refused.error as { data?: { code?: string } }).data?.code).toBe('performer_records_missing');
    expect((await call<any>(admin, 'GET', '/admin/fingerprints/holds')).data.items.find((h: any) => h.video === bare)?.status).toBe('held');

    // Released (audited): public.
    expect((await call(admin, 'POST', `/admin/fingerprints/holds/${copy}/release`, {})).status).toBe(400);
    expect((await call(admin, 'POST', `/admin/fingerprints/holds/${copy}/release`, { reason: 'licensed re-upload' })).ok).toBe(true);
    expect((await su.collection('videos').getOne(copy)).hidden).toBe(false);
    expect((await call(admin, 'POST', `/admin/fingerprints/holds/${copy}/remove`, { reason: 'x' })).status).toBe(409);
    const entries = await su.collection('audit_log').getFullList({ filter: su.filter('target = {:t}', { t: copy }) });
    expect(entries.map((e) => e.action)).toEqual(expect.arrayContaining(['video.fingerprint_held', 'video.fingerprint_released']));
  }, 240_000);

  it('blocks a video taken down before it had a fingerprint once the pending worker has made one', async () => {
    const [creator, admin, su] = await Promise.all([client('creator'), client('admin'), superuser()]);
    const performer = await verifiedPerformer(creator, su);
    const file = oldVideo();
    // Made through the record API, not processed: no fingerprint, as a video from before.
    const old = await freshVideo(creator.authStore.record!.id);
    await su.collection('video_sources').create({ video: old.id, file: new File([readFileSync(file)], 'old.mp4', { type: 'video/mp4' }) });
    const exported = async () =>
      (await (await fetch(`${baseUrl()}${API}/admin/fingerprints/list`, { headers: { Authorization: admin.authStore.token } })).text()).trim().split('\n').length;
    const before = await exported();
    await su.collection('videos').update(old.id, { moderation: 'removed' });
    await waitFor('the old video on the block list', async () => (await exported()) > before, 30_000);

    const copy = await upload(creator, copyOf(file, 'old-copy.mp4'), uid('Old copy'), performer);
    const hold = (await call<any>(admin, 'GET', '/admin/fingerprints/holds')).data.items.find((h: any) => h.video === copy);
    expect(hold).toMatchObject({ blocked_video: old.id, status: 'held' });
  }, 120_000);

  it('imports and exports hash lists, refusing malformed lines', async () => {
    const [admin, creator] = await Promise.all([client('admin'), client('creator')]);
    const hex = () => Array.from({ length: 64 }, () => '0123456789abcdef'[Math.floor(Math.random() * 16)]).join('');
    const lines = [`${hex()},100`, `${hex()},73`];
    const post = (pb: PocketBase, body: string, name = 'shared-list') =>
      fetch(`${baseUrl()}${API}/admin/fingerprints/list?name=${encodeURIComponent(name)}`, { method: 'POST', headers: { Authorization: pb.authStore.token, 'Content-Type': 'text/plain' }, body });
    const r = await post(admin, `# a shared list\n${lines.join('\n')}\n${lines[0]}\n`);
    expect(r.status).toBe(200);
    expect(await r.json()).toMatchObject({ hashes: 3, added: 2 });
    const out = await (await fetch(`${baseUrl()}${API}/admin/fingerprints/list`, { headers: { Authorization: admin.authStore.token } })).text();
    for (const l of lines) expect(out).toContain(l);
    const bad = await post(admin, `${lines[0]!}\nnot-a-hash\n`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toContain('line 2');
    expect((await post(admin, lines[0]!, '../etc')).status).toBe(400);
    expect((await post(creator, lines[0]!)).status).toBe(403);
  });
});
