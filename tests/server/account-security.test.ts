// A member's second factor, their data export and account deletion (issue 37 §4–5,
// internal/twofactor, internal/dataexport, docs/account-security.md).
import { spawnSync } from 'node:child_process';
import type PocketBase from 'pocketbase';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freshVideo } from './fixtures';
import { BINARY, ROOT } from './launch.mjs';
import { TEST_PASSWORD, attempt, baseUrl, freshUser, newClient, pngFile, superuser, uid, type Outcome } from './helpers';
import { totpCode } from './totp-code';
import { zipEntries } from './zip-entries';

const API = '/api/reelhouse';
function call<T = any>(pb: PocketBase, method: string, path: string, body?: unknown): Promise<Outcome<T>> {
  return attempt(() => pb.send<T>(`${API}${path}`, { method, body, requestKey: null }));
}
const data = (o: Outcome) => ((o.error as { data?: Record<string, any> } | undefined)?.data ?? {}) as Record<string, any>;

/** Turns TOTP on for the member of pb; the secret and the recovery codes. */
async function enrol(pb: PocketBase): Promise<{ secret: string; recovery: string[] }> {
  const setup = await call(pb, 'POST', '/account/2fa/setup');
  expect(setup.ok).toBe(true);
  expect(setup.data.qr).toMatch(/^data:image\/png;base64,/);
  const secret = setup.data.secret as string;
  const on = await call(pb, 'POST', '/account/2fa/enable', { code: totpCode(secret) });
  expect(on.ok, JSON.stringify(on.error)).toBe(true);
  expect(on.data.recovery_codes).toHaveLength(10);
  return { secret, recovery: on.data.recovery_codes };
}

/** The password step: the ticket (and no token) when TOTP is on. */
async function passwordStep(email: string): Promise<string> {
  const r = await attempt(() => newClient().collection('users').authWithPassword(email, TEST_PASSWORD));
  expect(r.status).toBe(401);
  expect(JSON.stringify(r.error)).not.toMatch(/token/);
  expect(data(r).code).toBe('totp_required');
  return data(r).ticket as string;
}

const codeStep = (ticket: string, code: string) => call(newClient(), 'POST', '/auth/2fa', { ticket, code });

describe('two-step sign-in (TOTP)', () => {
  it('asks for the code; a right one signs in once, a recovery code works once', async () => {
    const { record, pb } = await freshUser();
    const { secret, recovery } = await enrol(pb);

    // The secret never comes back: not on the member's record, not from the status route.
    const me = await call(pb, 'GET', `/../collections/users/records/${record.id}`);
    expect(JSON.stringify(me.data)).not.toContain(secret);
    const status = await call(pb, 'GET', '/account/2fa');
    expect(status.data).toEqual({ enabled: true, recovery_left: 10, admin_enrolment_required: false });
    expect((await call(pb, 'POST', '/account/2fa/setup')).status).toBe(409);
    const su = await superuser();
    expect(JSON.stringify(await su.collection('user_totp').getFullList({ filter: `user = "${record.id}"` }))).not.toContain(secret);

    // Without the code: no token. A wrong code: refused.
    let ticket = await passwordStep(record.email);
    expect((await codeStep(ticket, '000000')).status).toBe(400);
    expect((await codeStep('made-up-ticket', totpCode(secret))).status).toBe(401);

    // With the code (the next step's: the one used to enable is spent).
    const next = totpCode(secret, Date.now() + 30_000);
    const ok = await codeStep(ticket, next);
    expect(ok.ok, JSON.stringify(ok.error)).toBe(true);
    expect(ok.data.record.id).toBe(record.id);
    const signedIn = newClient();
    signedIn.authStore.save(ok.data.token, ok.data.record);
    expect((await call(signedIn, 'GET', '/me')).data.two_factor).toBe(true);
    // The ticket is single-use, and the code cannot be replayed on a new ticket.
    expect((await codeStep(ticket, next)).status).toBe(401);
    ticket = await passwordStep(record.email);
    expect((await codeStep(ticket, next)).status).toBe(400);

    // A recovery code, typed in capitals: once.
    const r1 = await codeStep(ticket, recovery[0]!.toUpperCase());
    expect(r1.ok, JSON.stringify(r1.error)).toBe(true);
    expect(r1.data.meta.recovery_used).toBe(true);
    ticket = await passwordStep(record.email);
    expect((await codeStep(ticket, recovery[0]!)).status).toBe(400);
    expect((await call(pb, 'GET', '/account/2fa')).data.recovery_left).toBe(9);

    // A ticket allows 5 wrong codes, then it is gone.
    ticket = await passwordStep(record.email);
    for (let i = 0; i < 5; i++) expect((await codeStep(ticket, '111111')).status).toBe(400);
    expect((await codeStep(ticket, recovery[1]!)).status).toBe(401);

    // Turning it off needs the password or a code; then the password alone signs in again.
    expect((await call(pb, 'POST', '/account/2fa/disable', { password: 'wrong-one' })).status).toBe(400);
    expect((await call(pb, 'POST', '/account/2fa/disable', {})).status).toBe(400);
    expect((await call(pb, 'POST', '/account/2fa/disable', { password: TEST_PASSWORD })).ok).toBe(true);
    const plain = await attempt(() => newClient().collection('users').authWithPassword(record.email, TEST_PASSWORD));
    expect(plain.ok).toBe(true);
  });

  it('the hidden flag cannot be cleared through the record API', async () => {
    const { record, pb } = await freshUser();
    await enrol(pb);
    await attempt(() => pb.collection('users').update(record.id, { totp_on: false }));
    await passwordStep(record.email);
    // Nor can the secrets be read or written by an admin.
    const admin = (await freshUser(['admin'])).pb;
    expect((await attempt(() => admin.collection('user_totp').getList(1, 1))).status).toBe(403);
  });

  describe('admins required to use it', () => {
    let settingId = '';
    afterAll(async () => {
      if (settingId) await (await superuser()).collection('settings').delete(settingId);
    });

    it('refuses admin routes until the admin enrols; an admin resets a member (audited, notified)', async () => {
      const su = await superuser();
      settingId = (await su.collection('settings').create({ key: 'admin_totp_required', value: true, public: false })).id;
      const { record: adminRec, pb: admin } = await freshUser(['admin']);
      expect((await call(admin, 'GET', '/admin/members')).status).toBe(403);
      expect((await attempt(() => admin.collection('audit_log').getList(1, 1))).ok).toBe(false);
      const me = await call(admin, 'GET', '/me');
      expect(me.data).toMatchObject({ is_admin: false, two_factor_required: true });
      expect((await call(admin, 'GET', '/account/2fa')).data.admin_enrolment_required).toBe(true);

      await enrol(admin);
      expect((await call(admin, 'GET', '/admin/members')).ok).toBe(true);
      expect((await call(admin, 'GET', '/me')).data).toMatchObject({ is_admin: true, two_factor_required: false });

      // A member lost their phone: the admin turns it off, with a reason.
      const { record: member, pb: memberPb } = await freshUser();
      await enrol(memberPb);
      expect((await call(memberPb, 'POST', `/admin/members/${member.id}/2fa/reset`, { reason: 'x' })).status).toBe(403);
      expect((await call(admin, 'POST', `/admin/members/${member.id}/2fa/reset`, {})).status).toBe(400);
      const reset = await call(admin, 'POST', `/admin/members/${member.id}/2fa/reset`, { reason: 'Lost phone, ID checked by support' });
      expect(reset.ok, JSON.stringify(reset.error)).toBe(true);
      expect((await attempt(() => newClient().collection('users').authWithPassword(member.email, TEST_PASSWORD))).ok).toBe(true);
      const entries = await su.collection('audit_log').getFullList({ filter: `action = "two_factor_reset" && target = "${member.id}"` });
      expect(entries).toHaveLength(1);
      expect(entries[0]!.actor).toBe(adminRec.id);
      const notes = await su.collection('notifications').getFullList({ filter: `recipient = "${member.id}" && kind = "two_factor_reset"` });
      expect(notes).toHaveLength(1);
    });
  });
});


/** A member with a comment, a like, a favourite and a payment. */
async function activeMember(): Promise<{ id: string; email: string; username: string; pb: PocketBase; video: string; payment: string }> {
  const { record, pb } = await freshUser();
  const su = await superuser();
  const form = new FormData();
  form.append('avatar', pngFile('me.png'));
  await su.collection('users').update(record.id, form);
  const video = (await freshVideo(null)).id;
  const comment = await call(pb, 'POST', `/videos/${video}/comments`, { content: `export me ${record.id}` });
  expect(comment.ok, JSON.stringify(comment.error)).toBe(true);
  expect((await call(pb, 'POST', `/videos/${video}/rate`, { rating_type: 'like' })).ok).toBe(true);
  expect((await call(pb, 'POST', `/library/lists/favourites/${video}`)).ok).toBe(true);
  const payment = await su.collection('payments').create({
    user: record.id, plan: 'monthly', amount: 9.99, currency: 'EUR', method: 'sepa', status: 'pending', reference: uid('RHX').slice(0, 30),
  });
  return { id: record.id, email: record.email, username: record.username, pb, video, payment: payment.reference };
}

async function readyExport(pb: PocketBase): Promise<{ id: string }> {
  const started = await call(pb, 'POST', '/account/export');
  expect(started.ok, JSON.stringify(started.error)).toBe(true);
  for (let i = 0; i < 100; i++) {
    const now = (await call(pb, 'GET', '/account/export')).data.export;
    if (now.state === 'ready') return now;
    expect(now.state).not.toBe('failed');
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the export did not finish');
}

const download = (pb: PocketBase | null, id: string) =>
  fetch(`${baseUrl()}${API}/account/export/${id}/download`, { headers: pb ? { Authorization: pb.authStore.token } : {} });

describe('a copy of my data', () => {
  it('holds their comment, favourite and payment and their avatar, for them only; 3 a day', async () => {
    const m = await activeMember();
    const exp = await readyExport(m.pb);
    const res = await download(m.pb, exp.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/attachment/);
    const files = zipEntries(Buffer.from(await res.arrayBuffer()));
    const data = JSON.parse(files.get('data.json')!.toString('utf8'));
    expect(data.profile).toMatchObject({ id: m.id, email: m.email, username: m.username });
    expect(JSON.stringify(data.profile)).not.toMatch(/password|tokenKey/);
    expect(data.comments.map((c: any) => c.content)).toContain(`export me ${m.id}`);
    expect(data.favourites.map((f: any) => f.video)).toContain(m.video);
    expect(data.ratings.map((r: any) => r.video)).toContain(m.video);
    expect(data.payments.map((p: any) => p.reference)).toContain(m.payment);
    expect([...files.keys()].some((k) => k.startsWith('files/avatar/'))).toBe(true);

    const other = (await freshUser()).pb;
    expect((await download(other, exp.id)).status).toBe(404);
    expect((await download(null, exp.id)).status).toBe(401);
    const su = await superuser();
    expect(await su.collection('audit_log').getFullList({ filter: `action = "data_export_requested" && target = "${m.id}"` })).toHaveLength(1);
    expect((await attempt(() => m.pb.collection('data_exports').getList(1, 1))).ok).toBe(false);

    await readyExport(m.pb);
    await readyExport(m.pb);
    expect((await call(m.pb, 'POST', '/account/export')).status).toBe(429);
  });
});

const erasureCheck = (...texts: string[]) =>
  spawnSync(BINARY, ['erasure-check', '--dir', inject('dataDir'), ...texts], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });

describe('deleting my account', () => {
  it('needs the password and the code, signs out everywhere and leaves nothing personal', async () => {
    const m = await activeMember();
    const { secret } = await enrol(m.pb);
    const su = await superuser();
    const likesBefore = (await su.collection('video_stats').getFirstListItem(`video = "${m.video}"`)).likes;
    const newer = totpCode(secret, Date.now() + 30_000);
    // Another member's block names them (its row keeps the blocked member's username).
    const blocker = await freshUser();
    await blocker.pb.collection('blocks').create({ blocker: blocker.record.id, blocked: m.id });

    expect((await call(m.pb, 'POST', '/account/delete', { password: 'wrong', code: newer })).status).toBe(400);
    expect((await call(m.pb, 'POST', '/account/delete', { password: TEST_PASSWORD })).status).toBe(400);
    const before = erasureCheck(m.email);
    expect(before.status, 'the check finds a live member').toBe(2);
    expect(before.stdout).toMatch(/users\.email/);
    const gone = await call(m.pb, 'POST', '/account/delete', { password: TEST_PASSWORD, code: newer });
    expect(gone.ok, JSON.stringify(gone.error)).toBe(true);

    // Signed out everywhere: the token's key changed.
    expect((await call(m.pb, 'GET', '/me')).status).toBe(401);
    // Counts recomputed; the comment kept as a deleted member's; the payment kept by id.
    expect((await su.collection('video_stats').getFirstListItem(`video = "${m.video}"`)).likes).toBe(likesBefore - 1);
    const comments = await su.collection('comments').getFullList({ filter: `user = "${m.id}"` });
    expect(comments.map((c) => c.username)).toEqual(['deleted member']);
    expect(await su.collection('payments').getFullList({ filter: `user = "${m.id}"` })).toHaveLength(1);
    expect(await su.collection('favourites').getFullList({ filter: `member = "${m.id}"` })).toHaveLength(0);
    expect(await su.collection('audit_log').getFullList({ filter: `action = "account_deleted" && target = "${m.id}"` })).toHaveLength(1);

    // Nothing in any table's text columns holds the e-mail or the username.
    const check = erasureCheck(m.email, m.username);
    expect(check.stdout + check.stderr).toContain('nothing found');
    expect(check.status).toBe(0);

    // The address and the name can sign up again.
    const again = await attempt(() =>
      newClient().collection('users').create({ email: m.email, username: m.username, password: TEST_PASSWORD, passwordConfirm: TEST_PASSWORD }),
    );
    expect(again.ok, JSON.stringify(again.error)).toBe(true);
  });
});

describe('deleting an account when the operator removes comments', () => {
  it('removes their comments and recounts the video', async () => {
    const su = await superuser();
    const setting = await su.collection('settings').create({ key: 'deleted_member_comments', value: 'remove', public: false });
    try {
      const m = await activeMember();
      const before = (await su.collection('video_stats').getFirstListItem(`video = "${m.video}"`)).comments;
      expect((await call(m.pb, 'POST', '/account/delete', { password: TEST_PASSWORD })).ok).toBe(true);
      expect(await su.collection('comments').getFullList({ filter: `user = "${m.id}"` })).toHaveLength(0);
      expect((await su.collection('video_stats').getFirstListItem(`video = "${m.video}"`)).comments).toBe(before - 1);
    } finally {
      await su.collection('settings').delete(setting.id);
    }
  });
});
