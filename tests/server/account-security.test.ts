// A member's second factor, their data export and account deletion (issue 37 §4–5,
// internal/twofactor, internal/dataexport, docs/account-security.md).
import type PocketBase from 'pocketbase';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, attempt, freshUser, newClient, superuser, type Outcome } from './helpers';
import { totpCode } from './totp-code';

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
    const r1 = await codeStep(ticket, recovery[0].toUpperCase());
    expect(r1.ok, JSON.stringify(r1.error)).toBe(true);
    expect(r1.data.meta.recovery_used).toBe(true);
    ticket = await passwordStep(record.email);
    expect((await codeStep(ticket, recovery[0])).status).toBe(400);
    expect((await call(pb, 'GET', '/account/2fa')).data.recovery_left).toBe(9);

    // A ticket allows 5 wrong codes, then it is gone.
    ticket = await passwordStep(record.email);
    for (let i = 0; i < 5; i++) expect((await codeStep(ticket, '111111')).status).toBe(400);
    expect((await codeStep(ticket, recovery[1])).status).toBe(401);

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
      expect(entries[0].actor).toBe(adminRec.id);
      const notes = await su.collection('notifications').getFullList({ filter: `recipient = "${member.id}" && kind = "two_factor_reset"` });
      expect(notes).toHaveLength(1);
    });
  });
});

