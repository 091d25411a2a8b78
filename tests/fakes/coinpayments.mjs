// A local stand-in for the CoinPayments-style checkout (the integrations notes, "Crypto
// payments") that speaks the real protocol: it accepts the form POST of `cmd=_pay_simple`,
// "pays" at once, redirects the browser to success_url (303), and sends the IPNs to ipn_url
// as application/x-www-form-urlencoded with the hex HMAC-SHA512 of the raw body in the
// `HMAC` header, retrying failed deliveries (up to 10 times) and, by script, sending
// duplicates or notifications out of order. Plain ESM: used by the server tests and Playwright.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

export const signIpn = (raw, secret) => createHmac('sha512', secret).update(raw).digest('hex');

/** The IPN fields the provider sends for a checkout form at a given status. */
export function ipnFields(form, status, extra = {}) {
  return {
    ipn_version: '1.0',
    ipn_type: 'simple',
    ipn_mode: 'hmac',
    ipn_id: randomBytes(8).toString('hex'),
    merchant: form.merchant,
    status: String(status),
    status_text: status >= 100 || status === 2 ? 'Complete' : status < 0 ? 'Cancelled / Timed Out' : 'Waiting for buyer funds...',
    txn_id: form.txn_id,
    currency1: form.currency,
    amount1: form.amountf,
    currency2: 'BTC',
    amount2: '0.00012',
    invoice: form.invoice,
    item_name: form.item_name ?? '',
    email: 'buyer@example.com',
    received_amount: status >= 100 ? '0.00012' : '0',
    ...extra,
  };
}

/**
 * POSTs one signed IPN. `sign` false sends no HMAC header; `secret` overrides the key (a
 * forgery); `raw` sends exactly these bytes. Returns { status, text }.
 */
export async function postIpn(ipnUrl, fields, { secret, sign = true, raw } = {}) {
  const body = raw ?? new URLSearchParams(fields).toString();
  const headers = { 'Content-Type': 'application/x-www-form-urlencoded' };
  if (sign) headers.HMAC = signIpn(body, secret);
  const res = await fetch(ipnUrl, { method: 'POST', headers, body });
  return { status: res.status, text: await res.text() };
}

const REQUIRED = ['cmd', 'merchant', 'currency', 'amountf', 'item_name', 'invoice', 'ipn_url', 'success_url', 'cancel_url'];

/**
 * Starts the fake on a free loopback port. Scripts (what happens after a checkout):
 * 'pay' (status 0, then 100, then a duplicate 100), 'reversed' (100 before 0), 'cancel' (-1,
 * redirect to cancel_url), 'none' (redirect to success_url, never notify).
 */
export async function startFakeCoinPayments({ merchant, secret, script = 'pay', ipnDelayMs = 800 } = {}) {
  const state = { script, checkouts: [], deliveries: [] };
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || !req.url.startsWith('/index.php')) {
      res.writeHead(404).end('not found');
      return;
    }
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(data));
      const missing = REQUIRED.filter((k) => !form[k]);
      if (missing.length || form.cmd !== '_pay_simple' || form.merchant !== merchant) {
        res.writeHead(400, { 'Content-Type': 'text/plain' }).end(`Bad checkout: ${missing.join(', ') || 'cmd or merchant'}`);
        return;
      }
      form.txn_id = `CP${randomBytes(6).toString('hex').toUpperCase()}`;
      state.checkouts.push(form);
      const steps = { pay: [0, 100, 100], reversed: [100, 0], cancel: [-1], none: [] }[state.script] ?? [];
      setTimeout(() => void deliverAll(form, steps), ipnDelayMs);
      res.writeHead(303, { Location: state.script === 'cancel' ? form.cancel_url : form.success_url }).end();
    });
  });

  async function deliver(form, status) {
    const fields = ipnFields(form, status);
    for (let attempt = 1; attempt <= 10; attempt++) {
      let code = 0;
      try {
        code = (await postIpn(form.ipn_url, fields, { secret })).status;
      } catch {
        code = 0; // server unreachable: retry like the provider does
      }
      state.deliveries.push({ invoice: form.invoice, status, attempt, code });
      if (code >= 200 && code < 300) return code;
      await new Promise((r) => setTimeout(r, 100 * attempt));
    }
    return 0;
  }

  async function deliverAll(form, steps) {
    for (const s of steps) await deliver(form, s);
  }

  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/index.php`,
    state,
    setScript: (s) => (state.script = s),
    deliver,
    stop: () => new Promise((r) => server.close(() => r())),
  };
}
