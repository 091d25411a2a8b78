// Premium payments (internal/payments, docs/api.md "Payments"): payments made by the
// server, SEPA, the CoinPayments-style IPN (signature, merchant, invoice, currency, amount,
// once per txn_id, status), granting and extending premium, admin confirm/reject, receipts,
// reminders. IPNs go through the fake provider's signing (tests/fakes/coinpayments.mjs).
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ipnFields, postIpn, startFakeCoinPayments } from '../fakes/coinpayments.mjs';
import { attempt, baseUrl, client, freshUser, REFUSED_WRITE, superuser, type Outcome } from './helpers';

const API = '/api/reelhouse';
const MERCHANT = 'merchant-test-1';
const SECRET = 'ipn-secret-test-1';
const DAY = 86_400_000;

function call<T = any>(pb: PocketBase, method: string, path: string, body?: unknown): Promise<Outcome<T>> {
  return attempt(() => pb.send<T>(`${API}${path}`, { method, body, requestKey: null }));
}
const msg = (o: Outcome) => String((o.error as { message?: string } | undefined)?.message ?? '');
const ipnUrl = () => `${baseUrl()}${API}/payments/ipn/coinpayments`;
const toMs = (s: string) => (s ? Date.parse(s.replace(' ', 'T')) : 0);

async function settingRow(key: string) {
  const su = await superuser();
  return su.collection('settings').getFirstListItem(su.filter('key = {:k}', { k: key }));
}
async function setSecret(key: string, value: string) {
  const su = await superuser();
  const row = await su.collection('secrets').getFirstListItem(su.filter('key = {:k}', { k: key }));
  await su.collection('secrets').update(row.id, { value });
}

const saved: Record<string, unknown> = {};
beforeAll(async () => {
  const su = await superuser();
  for (const key of ['site', 'plans']) saved[key] = (await settingRow(key)).value;
  const site = await settingRow('site');
  await su.collection('settings').update(site.id, {
    value: { ...site.value, support_email: 'billing@example.org', sepa: { account_holder: 'Reelhouse Ltd', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', bank_name: 'Test Bank' } },
  });
  await setSecret('coinpayments_merchant', MERCHANT);
  await setSecret('coinpayments_ipn_secret', SECRET);
});
afterAll(async () => {
  const su = await superuser();
  for (const [key, value] of Object.entries(saved)) await su.collection('settings').update((await settingRow(key)).id, { value });
  await setSecret('coinpayments_merchant', '');
  await setSecret('coinpayments_ipn_secret', '');
});

type Created = { payment: { id: string; reference: string; amount: number; currency: string; status: string; plan: string }; sepa?: any; checkout?: { action: string; fields: Record<string, string> } };

async function buy(pb: PocketBase, plan = 'monthly', method = 'crypto', extra: object = {}) {
  const res = await call<Created>(pb, 'POST', '/payments', { plan, method, ...extra });
  expect(res.status, msg(res)).toBe(200);
  return res.data!;
}

/** The checkout form as the fake provider would receive it, plus a txn id. */
const formOf = (c: Created, txn = `T${Math.random().toString(36).slice(2, 10)}`) => ({ ...c.checkout!.fields, txn_id: txn });

async function premiumUntil(userId: string) {
  const su = await superuser();
  return toMs((await su.collection('users').getOne(userId)).premium_until);
}
async function paymentStatus(id: string) {
  return (await (await superuser()).collection('payments').getOne(id)).status as string;
}
async function notificationsOf(userId: string) {
  const su = await superuser();
  return su.collection('notifications').getFullList({ filter: su.filter('recipient = {:u}', { u: userId }) });
}

describe('plans and options', () => {
  it('offers the seeded plans (migrated out of site.plans) and both methods when configured', async () => {
    const res = await call<any>(await client('visitor'), 'GET', '/payments/options');
    expect(res.data.plans).toEqual([
      { id: 'monthly', name: 'Monthly', price: 9.99, currency: 'EUR', period: 'month' },
      { id: 'yearly', name: 'Yearly', price: 99.99, currency: 'EUR', period: 'year' },
    ]);
    expect(res.data.methods).toEqual({ sepa: { available: true }, crypto: { available: true } });
    expect((await settingRow('site')).value.plans).toBeUndefined();
  });

  it('says crypto is unavailable (and refuses it) while the merchant or IPN secret is not set', async () => {
    await setSecret('coinpayments_ipn_secret', '');
    try {
      const opts = await call<any>(await client('visitor'), 'GET', '/payments/options');
      expect(opts.data.methods.crypto.available).toBe(false);
      expect(opts.data.methods.crypto.message).toMatch(/not configured/);
      const { pb } = await freshUser();
      const res = await call(pb, 'POST', '/payments', { plan: 'monthly', method: 'crypto' });
      expect(res.status).toBe(400);
      expect(msg(res)).toMatch(/Cryptocurrency payments are not available/);
    } finally {
      await setSecret('coinpayments_ipn_secret', SECRET);
    }
  });

  it('prices new payments from the plans an admin saved', async () => {
    const admin = await client('admin');
    const put = await call<any>(admin, 'PUT', '/settings/plans', { value: { monthly: { price: 12.5, name: 'Month pass' } } });
    expect(put.status, msg(put)).toBe(200);
    try {
      const { pb } = await freshUser();
      const c = await buy(pb, 'monthly', 'sepa');
      expect(c.payment).toMatchObject({ amount: 12.5, currency: 'EUR', plan: 'monthly', plan_name: 'Month pass' });
      expect((await call(await client('member'), 'PUT', '/settings/plans', { value: { monthly: { price: 0.01 } } })).status).toBe(403);
    } finally {
      await call(admin, 'PUT', '/settings/plans', { value: saved.plans });
    }
  });
});

describe('creating payments', () => {
  it('needs a signed-in member', async () => {
    const res = await call(await client('visitor'), 'POST', '/payments', { plan: 'monthly', method: 'sepa' });
    expect(res.status).toBe(401);
    expect(msg(res)).toBe('Please create an account first to get premium access.');
  });

  it('makes the payment on the server: price, user, status and reference never come from the browser', async () => {
    const { record, pb } = await freshUser();
    const other = await freshUser();
    const c = await buy(pb, 'monthly', 'sepa', { amount: 0.01, price: 0.01, currency: 'USD', user: other.record.id, status: 'completed', reference: 'PREMIUM-000000AAAA' });
    expect(c.payment).toMatchObject({ amount: 9.99, currency: 'EUR', status: 'pending', plan: 'monthly' });
    expect(c.payment.reference).toMatch(/^PREMIUM-\d{6}[A-Z]{4}$/);
    const row = await (await superuser()).collection('payments').getOne(c.payment.id);
    expect(row.user).toBe(record.id);
    expect(c.sepa).toEqual({ account_holder: 'Reelhouse Ltd', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', bank_name: 'Test Bank', support_email: 'billing@example.org' });
    expect(await premiumUntil(record.id)).toBe(0);
  });

  it('refuses unknown plans and methods and malformed bodies with 400', async () => {
    const { pb } = await freshUser();
    expect(msg(await call(pb, 'POST', '/payments', { plan: 'lifetime', method: 'sepa' }))).toBe('Please choose a plan.');
    expect(msg(await call(pb, 'POST', '/payments', { plan: 'monthly', method: 'paypal' }))).toBe('Please choose a payment method.');
    const raw = await fetch(`${baseUrl()}${API}/payments`, { method: 'POST', headers: { Authorization: pb.authStore.token, 'Content-Type': 'application/json' }, body: '{"plan":' });
    expect(raw.status).toBe(400);
  });

  it('builds the crypto checkout form (merchant, amount, invoice, IPN and return URLs)', async () => {
    const { pb } = await freshUser();
    const c = await buy(pb, 'yearly', 'crypto');
    const ref = c.payment.reference;
    expect(c.checkout!.action).toBe('https://www.coinpayments.net/index.php');
    expect(c.checkout!.fields).toMatchObject({
      cmd: '_pay_simple', reset: '1', merchant: MERCHANT, currency: 'EUR', amountf: '99.99', invoice: ref, item_name: 'Reelhouse Premium (Yearly)',
      ipn_url: `${baseUrl()}${API}/payments/ipn/coinpayments`,
      success_url: `${baseUrl()}/premium/payment/success?order_id=${ref}`,
      cancel_url: `${baseUrl()}/premium/payment/cancel`,
    });
    expect(JSON.stringify(c)).not.toContain(SECRET);
  });

  it('lets nobody write payments through the collection API, and a member read only their own', async () => {
    const a = await freshUser();
    const b = await freshUser();
    const c = await buy(a.pb, 'monthly', 'sepa');
    const create = await attempt(() => a.pb.collection('payments').create({ user: a.record.id, plan: 'monthly', amount: 0.01, currency: 'EUR', method: 'sepa', status: 'completed', reference: 'PREMIUM-111111ZZZZ' }));
    expect(REFUSED_WRITE).toContain(create.status);
    const upd = await attempt(() => a.pb.collection('payments').update(c.payment.id, { status: 'completed' }));
    expect(REFUSED_WRITE).toContain(upd.status);
    const admin = await client('admin');
    expect(REFUSED_WRITE).toContain((await attempt(() => admin.collection('payments').update(c.payment.id, { status: 'completed' }))).status);
    expect(await paymentStatus(c.payment.id)).toBe('pending');
    expect((await attempt(() => b.pb.collection('payments').getOne(c.payment.id))).status).toBe(404);
    expect((await b.pb.collection('payments').getList(1, 50)).items.map((p) => p.id)).not.toContain(c.payment.id);
    expect((await call(b.pb, 'GET', `/payments/${c.payment.reference}`)).status).toBe(404);
    expect((await call(a.pb, 'GET', `/payments/${c.payment.reference}`)).data.payment.status).toBe('pending');
  });
});

describe('IPN', () => {
  it('completes a crypto payment once: pending notice, complete notice, replay, a second txn, a late pending notice', async () => {
    const { record, pb } = await freshUser();
    const c = await buy(pb, 'monthly', 'crypto');
    const form = formOf(c);
    const before = Date.now();

    let r = await postIpn(ipnUrl(), ipnFields(form, 0), { secret: SECRET });
    expect(r.status).toBe(200);
    expect(await paymentStatus(c.payment.id)).toBe('pending');
    expect(await premiumUntil(record.id)).toBe(0);

    const complete = ipnFields(form, 100);
    r = await postIpn(ipnUrl(), complete, { secret: SECRET });
    expect(r.status, r.text).toBe(200);
    expect(await paymentStatus(c.payment.id)).toBe('completed');
    const until = await premiumUntil(record.id);
    const month = new Date(before);
    month.setUTCMonth(month.getUTCMonth() + 1);
    expect(Math.abs(until - month.getTime())).toBeLessThan(60_000);
    const notes = await notificationsOf(record.id);
    expect(notes.map((n) => n.content).join('\n')).toMatch(/Your premium membership is active until /);

    // the same notification again, a retry with a new ipn_id, a different txn, a late pending one
    expect((await postIpn(ipnUrl(), complete, { secret: SECRET })).status).toBe(200);
    expect((await postIpn(ipnUrl(), { ...complete, ipn_id: 'retry-1' }, { secret: SECRET })).status).toBe(200);
    expect((await postIpn(ipnUrl(), ipnFields({ ...form, txn_id: 'OTHER-TXN' }, 2), { secret: SECRET })).status).toBe(200);
    expect((await postIpn(ipnUrl(), ipnFields(form, 1), { secret: SECRET })).status).toBe(200);
    expect((await postIpn(ipnUrl(), ipnFields(form, -1), { secret: SECRET })).status).toBe(200);
    expect(await premiumUntil(record.id)).toBe(until);
    expect(await paymentStatus(c.payment.id)).toBe('completed');
    expect((await notificationsOf(record.id)).length).toBe(notes.length);

    // every notification is stored with its verdict for the admin
    const events = await call<any>(await client('admin'), 'GET', `/admin/payment-events?reference=${c.payment.reference}`);
    const verdicts = events.data.items.map((e: any) => e.verdict);
    expect(verdicts.filter((v: string) => v === 'completed')).toHaveLength(1);
    expect(verdicts).toContain('duplicate: already applied');
    expect(verdicts.some((v: string) => v.startsWith('pending'))).toBe(true);
    expect(events.data.items[0].raw_body).toContain(`invoice=${c.payment.reference}`);
    expect((await call(pb, 'GET', `/admin/payment-events?reference=${c.payment.reference}`)).status).toBe(403);
  });

  it('refuses forged and unsigned notifications with 4xx and changes nothing', async () => {
    const { record, pb } = await freshUser();
    const c = await buy(pb, 'monthly', 'crypto');
    const fields = ipnFields(formOf(c), 100);
    expect((await postIpn(ipnUrl(), fields, { secret: 'wrong-secret' })).status).toBe(401);
    expect((await postIpn(ipnUrl(), fields, { sign: false })).status).toBe(401);
    expect((await postIpn(ipnUrl(), { ...fields, ipn_mode: 'httpauth' }, { secret: SECRET })).status).toBe(401);
    // a body altered after signing (amount raised by an attacker who replays a signature)
    const signed = new URLSearchParams({ ...fields, amount1: '0.01' }).toString();
    const res = await fetch(ipnUrl(), { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', HMAC: (await import('../fakes/coinpayments.mjs')).signIpn(signed, SECRET) }, body: signed.replace('0.01', '9.99') });
    expect(res.status).toBe(401);
    expect(await paymentStatus(c.payment.id)).toBe('pending');
    expect(await premiumUntil(record.id)).toBe(0);
    const events = await call<any>(await client('admin'), 'GET', `/admin/payment-events?reference=${c.payment.reference}`);
    expect(events.data.items.length).toBeGreaterThanOrEqual(4);
    expect(events.data.items.every((e: any) => e.verdict.startsWith('rejected') && !e.applied)).toBe(true);
  });

  it('keeps only the newest 200 refused notifications, each cut to 2 KB (a flood cannot fill the database)', async () => {
    const su = await superuser();
    const refusedCount = async () => (await su.collection('payment_events').getList(1, 1, { filter: 'verdict ~ "rejected:%"' })).totalItems;
    const junk = 'j'.repeat(10_000);
    const tag = `FLOOD${Date.now().toString(36)}`;
    for (let batch = 0; batch < 23; batch++) {
      const statuses = await Promise.all(
        Array.from({ length: 10 }, (_, i) => postIpn(ipnUrl(), { invoice: `${tag}-${batch * 10 + i}`, merchant: MERCHANT, junk }, { secret: 'forged' })),
      );
      for (const r of statuses) expect(r.status).toBe(401);
    }
    expect(await refusedCount()).toBe(200);
    const newest = await su.collection('payment_events').getList(1, 200, { filter: 'verdict ~ "rejected:%"', sort: '-created,-id' });
    expect(newest.items.filter((e) => String(e.reference).startsWith(tag)).length).toBe(200); // older ones went first
    for (const e of newest.items) expect(String(e.raw_body).length).toBeLessThanOrEqual(2048);
    // Verified notifications of ours are not pruned by the bound.
    const { pb } = await freshUser();
    const c = await buy(pb, 'monthly', 'crypto');
    expect((await postIpn(ipnUrl(), ipnFields(formOf(c), 0), { secret: SECRET })).status).toBe(200);
    for (let i = 0; i < 3; i++) await postIpn(ipnUrl(), { invoice: `${tag}-late-${i}` }, { secret: 'forged' });
    expect(await refusedCount()).toBe(200);
    const kept = await su.collection('payment_events').getList(1, 5, { filter: su.filter('reference = {:r}', { r: c.payment.reference }) });
    expect(kept.items.map((e) => e.verdict)).toEqual([expect.stringMatching(/^pending/)]);
  });

  it('answers malformed bodies with 4xx, never 5xx', async () => {
    const { pb } = await freshUser();
    const c = await buy(pb, 'monthly', 'crypto');
    const f = ipnFields(formOf(c), 100);
    for (const body of [
      { ...f, status: 'complete' },
      { ...f, amount1: 'lots' },
      { ...f, txn_id: '' },
    ]) {
      const r = await postIpn(ipnUrl(), body, { secret: SECRET });
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
    expect((await postIpn(ipnUrl(), {}, { secret: SECRET, raw: '%zz=%%%' })).status).toBe(400);
    // Larger than any IPN: refused by the body cap (internal/throttle) before it is read.
    expect((await postIpn(ipnUrl(), {}, { secret: SECRET, raw: 'x'.repeat(70_000) })).status).toBe(413);
    expect((await postIpn(ipnUrl(), {}, { secret: SECRET, raw: '' })).status).toBe(401);
    expect(await paymentStatus(c.payment.id)).toBe('pending');
  });

  it('grants nothing for a wrong merchant, an unknown or SEPA invoice, a wrong currency or too small an amount', async () => {
    const { record, pb } = await freshUser();
    const c = await buy(pb, 'monthly', 'crypto');
    const sepa = await buy(pb, 'monthly', 'sepa');
    const form = formOf(c);
    expect((await postIpn(ipnUrl(), ipnFields({ ...form, merchant: 'someone-else' }, 100), { secret: SECRET })).status).toBe(400);
    expect((await postIpn(ipnUrl(), ipnFields({ ...form, invoice: 'PREMIUM-999999ZZZZ' }, 100), { secret: SECRET })).status).toBe(400);
    expect((await postIpn(ipnUrl(), ipnFields({ ...form, invoice: 'not-ours' }, 100), { secret: SECRET })).status).toBe(400);
    expect((await postIpn(ipnUrl(), ipnFields({ ...form, invoice: sepa.payment.reference }, 100), { secret: SECRET })).status).toBe(400);
    const cur = await postIpn(ipnUrl(), ipnFields({ ...form, currency: 'USD' }, 100), { secret: SECRET });
    expect(cur.status).toBe(200);
    expect(cur.text).toMatch(/currency/);
    const low = await postIpn(ipnUrl(), ipnFields({ ...form, amountf: '9.98' }, 100), { secret: SECRET });
    expect(low.text).toMatch(/amount/);
    expect(await paymentStatus(c.payment.id)).toBe('pending');
    expect(await paymentStatus(sepa.payment.id)).toBe('pending');
    expect(await premiumUntil(record.id)).toBe(0);
    // the same txn, now correct, still completes: refused notices were not "applied"
    expect((await postIpn(ipnUrl(), ipnFields(form, 100), { secret: SECRET })).status).toBe(200);
    expect(await paymentStatus(c.payment.id)).toBe('completed');
  });

  it('fails on a negative status; a complete notice after that changes nothing (out of order)', async () => {
    const { record, pb } = await freshUser();
    const c = await buy(pb, 'monthly', 'crypto');
    const form = formOf(c);
    expect((await postIpn(ipnUrl(), ipnFields(form, -1), { secret: SECRET })).status).toBe(200);
    expect(await paymentStatus(c.payment.id)).toBe('failed');
    expect((await postIpn(ipnUrl(), ipnFields(form, 100), { secret: SECRET })).status).toBe(200);
    expect(await paymentStatus(c.payment.id)).toBe('failed');
    expect(await premiumUntil(record.id)).toBe(0);
  });

  it('survives the fake provider: retries, duplicates and reordering grant one period', async () => {
    const fake = await startFakeCoinPayments({ merchant: MERCHANT, secret: SECRET, ipnDelayMs: 0 });
    try {
      const { record, pb } = await freshUser();
      const c = await buy(pb, 'monthly', 'crypto');
      const form = formOf(c);
      await Promise.all([fake.deliver(form, 100), fake.deliver(form, 100), fake.deliver(form, 0)]);
      const until = await premiumUntil(record.id);
      expect(until).toBeGreaterThan(Date.now() + 27 * DAY);
      expect(until).toBeLessThan(Date.now() + 32 * DAY);
      expect(fake.state.deliveries.every((d) => d.code === 200)).toBe(true);
    } finally {
      await fake.stop();
    }
  });
});

describe('granting and extending', () => {
  async function setUntil(userId: string, ms: number | null) {
    const su = await superuser();
    await su.collection('users').update(userId, { premium_until: ms === null ? '' : new Date(ms).toISOString().replace('T', ' ') });
  }
  async function confirmed(userId: string, pb: PocketBase, plan: string) {
    const c = await buy(pb, plan, 'sepa');
    const res = await call<any>(await client('admin'), 'POST', `/admin/payments/${c.payment.id}/confirm`, { note: 'received' });
    expect(res.status, msg(res)).toBe(200);
    return premiumUntil(userId);
  }
  const addMonths = (ms: number, n: number) => {
    const d = new Date(ms);
    d.setUTCMonth(d.getUTCMonth() + n);
    return d.getTime();
  };

  it('renewal while active adds a month to the current end', async () => {
    const { record, pb } = await freshUser();
    const end = Date.now() + 10 * DAY;
    await setUntil(record.id, end);
    expect(Math.abs((await confirmed(record.id, pb, 'monthly')) - addMonths(end, 1))).toBeLessThan(1000);
  });

  it('after a lapse counts from now, not from the old end', async () => {
    const { record, pb } = await freshUser();
    await setUntil(record.id, Date.now() - 40 * DAY);
    const now = Date.now();
    expect(Math.abs((await confirmed(record.id, pb, 'monthly')) - addMonths(now, 1))).toBeLessThan(60_000);
  });

  it('yearly adds a year', async () => {
    const { record, pb } = await freshUser();
    const now = Date.now();
    expect(Math.abs((await confirmed(record.id, pb, 'yearly')) - addMonths(now, 12))).toBeLessThan(60_000);
    const st = await call<any>(pb, 'GET', '/premium/status');
    expect(st.data).toMatchObject({ premium: true, by_role: false, active_until: true });
  });

  it('premium lapses by itself: a past premium_until is not premium', async () => {
    const { record, pb } = await freshUser();
    await setUntil(record.id, Date.now() - 1000);
    expect((await call<any>(pb, 'GET', '/premium/status')).data.premium).toBe(false);
    expect((await call(await client('visitor'), 'GET', '/premium/status')).status).toBe(401);
  });
});

describe('admin confirm and reject', () => {
  it('only admins may confirm, reject, list or audit', async () => {
    const { pb } = await freshUser();
    const c = await buy(pb, 'monthly', 'sepa');
    for (const who of ['member', 'premium', 'creator'] as const) {
      const other = await client(who);
      expect((await call(other, 'POST', `/admin/payments/${c.payment.id}/confirm`)).status).toBe(403);
      expect((await call(other, 'POST', `/admin/payments/${c.payment.id}/reject`)).status).toBe(403);
      expect((await call(other, 'GET', '/admin/payments')).status).toBe(403);
    }
    expect((await call(pb, 'POST', `/admin/payments/${c.payment.id}/confirm`)).status).toBe(403);
    expect((await call(await client('visitor'), 'POST', `/admin/payments/${c.payment.id}/confirm`)).status).toBe(401);
    expect(await paymentStatus(c.payment.id)).toBe('pending');
  });

  it('confirms once: a double-click extends one period and notifies once', async () => {
    const { record, pb } = await freshUser();
    const c = await buy(pb, 'monthly', 'sepa');
    const admin = await client('admin');
    const [a, b] = await Promise.all([
      call(admin, 'POST', `/admin/payments/${c.payment.id}/confirm`, { note: 'bank statement 12' }),
      call(admin, 'POST', `/admin/payments/${c.payment.id}/confirm`, { note: 'again' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const until = await premiumUntil(record.id);
    expect(until).toBeLessThan(Date.now() + 32 * DAY);
    expect(until).toBeGreaterThan(Date.now() + 27 * DAY);
    const notes = await notificationsOf(record.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.content).toMatch(/Your premium membership is active until /);
    const row = await (await superuser()).collection('payments').getOne(c.payment.id);
    expect(row.confirmed_by).toBe((await admin.collection('users').authRefresh()).record.id);
    expect(row.completed_at).not.toBe('');
  });

  it('an IPN and an admin at once extend once', async () => {
    const { record, pb } = await freshUser();
    const c = await buy(pb, 'monthly', 'crypto');
    const admin = await client('admin');
    await Promise.all([
      postIpn(ipnUrl(), ipnFields(formOf(c), 100), { secret: SECRET }),
      call(admin, 'POST', `/admin/payments/${c.payment.id}/confirm`),
    ]);
    const until = await premiumUntil(record.id);
    expect(until).toBeLessThan(Date.now() + 32 * DAY);
    expect(await paymentStatus(c.payment.id)).toBe('completed');
  });

  it('rejects with a note; a rejected payment cannot be confirmed', async () => {
    const { record, pb } = await freshUser();
    const c = await buy(pb, 'monthly', 'sepa');
    const admin = await client('admin');
    const r = await call<any>(admin, 'POST', `/admin/payments/${c.payment.id}/reject`, { note: 'No transfer received' });
    expect(r.status, msg(r)).toBe(200);
    expect(r.data.payment).toMatchObject({ status: 'failed', note: 'No transfer received' });
    expect((await call(admin, 'POST', `/admin/payments/${c.payment.id}/confirm`)).status).toBe(409);
    expect(await premiumUntil(record.id)).toBe(0);
    expect((await notificationsOf(record.id))[0]!.content).toMatch(/No transfer received/);
    expect((await call(admin, 'POST', `/admin/payments/${c.payment.id}/reject`, { note: 'x'.repeat(501) })).status).toBe(400);
    expect((await call(admin, 'POST', '/admin/payments/nope/confirm')).status).toBe(404);
  });

  it('lists payments by status and method, searching a reference or an e-mail', async () => {
    const { record, pb } = await freshUser();
    const s = await buy(pb, 'monthly', 'sepa');
    const k = await buy(pb, 'yearly', 'crypto');
    const admin = await client('admin');
    const byRef = await call<any>(admin, 'GET', `/admin/payments?q=${s.payment.reference.toLowerCase()}`);
    expect(byRef.data.items.map((p: any) => p.id)).toEqual([s.payment.id]);
    const byEmail = await call<any>(admin, 'GET', `/admin/payments?q=${encodeURIComponent(record.email.toUpperCase())}`);
    expect(byEmail.data.items.map((p: any) => p.id).sort()).toEqual([s.payment.id, k.payment.id].sort());
    expect(byEmail.data.items[0]).toMatchObject({ email: record.email, username: record.username });
    const crypto = await call<any>(admin, 'GET', `/admin/payments?method=crypto&status=pending&q=${encodeURIComponent(record.email)}`);
    expect(crypto.data.items.map((p: any) => p.id)).toEqual([k.payment.id]);
    expect((await call(admin, 'GET', '/admin/payments?status=weird')).status).toBe(400);
    const all = await call<any>(admin, 'GET', '/admin/payments?perPage=2');
    expect(all.data.items).toHaveLength(2);
    expect(all.data.totalItems).toBeGreaterThan(2);
  });
});

describe('receipts, success page reads and reminders', () => {
  it('a member sees their own payments and premium status; reading a payment grants nothing', async () => {
    const { record, pb } = await freshUser();
    const c = await buy(pb, 'monthly', 'crypto');
    await buy((await freshUser()).pb, 'monthly', 'sepa');
    for (let i = 0; i < 3; i++) expect((await call<any>(pb, 'GET', `/payments/${c.payment.reference}`)).data.payment.status).toBe('pending');
    const mine = await call<any>(pb, 'GET', '/payments');
    expect(mine.data.items.map((p: any) => p.reference)).toEqual([c.payment.reference]);
    expect(mine.data.premium).toMatchObject({ premium: false, until: '' });
    expect(await premiumUntil(record.id)).toBe(0);
    expect((await call(await client('visitor'), 'GET', '/payments')).status).toBe(401);
  });

  it('reminds once, three days before premium ends', async () => {
    const soon = await freshUser();
    const later = await freshUser();
    const su = await superuser();
    await su.collection('users').update(soon.record.id, { premium_until: new Date(Date.now() + 2 * DAY).toISOString().replace('T', ' ') });
    await su.collection('users').update(later.record.id, { premium_until: new Date(Date.now() + 10 * DAY).toISOString().replace('T', ' ') });
    const admin = await client('admin');
    expect((await call(await client('member'), 'POST', '/admin/premium/reminders')).status).toBe(403);
    const first = await call<any>(admin, 'POST', '/admin/premium/reminders');
    expect(first.data.sent).toBeGreaterThanOrEqual(1);
    await call(admin, 'POST', '/admin/premium/reminders');
    const got = await notificationsOf(soon.record.id);
    expect(got).toHaveLength(1);
    expect(got[0]!.subject).toBe('Your premium membership ends soon');
    expect(await notificationsOf(later.record.id)).toHaveLength(0);
  });
});
