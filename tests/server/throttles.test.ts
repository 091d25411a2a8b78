// Issue 9 item 3 (and 5): in-memory per-IP/per-member throttles with a 429 and a clear
// message, holding both for direct clients and behind a reverse proxy that sets
// X-Forwarded-For (with the trusted-proxy header configured); body caps on JSON routes;
// the start-up warnings. This file runs its own server with the throttles ON (the shared
// server of the other suites runs with REELHOUSE_RATE_LIMITS=off).
import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchServer, type LaunchedServer } from './launch.mjs';

let server: LaunchedServer;
let suToken = '';

async function call(base: string, path: string, init: { method?: string; body?: unknown; headers?: Record<string, string>; raw?: string } = {}) {
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? 'POST',
    headers: { 'Content-Type': 'application/json', ...(init.headers ?? {}) },
    body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  const text = await res.text();
  let data: any = null;
  try {
    data = JSON.parse(text);
  } catch {
    data = text;
  }
  return { status: res.status, data, retryAfter: res.headers.get('retry-after') };
}
const signIn = (base: string, headers: Record<string, string> = {}) =>
  call(base, '/api/collections/users/auth-with-password', { body: { identity: 'nobody@t.local', password: 'wrong-password' }, headers });

/** A reverse proxy like the README's: it appends the client's address to X-Forwarded-For. */
function startProxy(target: string): Promise<{ url: string; close: () => void }> {
  const t = new URL(target);
  const proxy: Server = createServer((req, res) => {
    // The address the proxy sees; tests pretend to be different clients through this header.
    const client = String(req.headers['x-test-client'] ?? req.socket.remoteAddress);
    const xff = req.headers['x-forwarded-for'] ? `${req.headers['x-forwarded-for']}, ${client}` : client;
    const upstream = httpRequest(
      { host: t.hostname, port: t.port, path: req.url, method: req.method, headers: { ...req.headers, host: t.host, 'x-forwarded-for': xff } },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    proxy.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, close: () => proxy.close() })),
  );
}

async function settings(body: unknown) {
  const res = await call(server.baseUrl, '/api/settings', { method: 'PATCH', body, headers: { Authorization: suToken } });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  server = await launchServer({ videos: 12, log: () => {} });
  const auth = await call(server.baseUrl, '/api/collections/_superusers/auth-with-password', { body: { identity: server.superuser.email, password: server.superuser.password } });
  suToken = auth.data.token;
});
afterAll(async () => {
  await server?.stop();
});

describe('throttles, direct', () => {
  it('sign-in from one address: the 11th attempt in a minute is refused with 429 and a clear message', async () => {
    for (let i = 0; i < 10; i++) expect((await signIn(server.baseUrl)).status).toBe(400);
    const refused = await signIn(server.baseUrl);
    expect(refused.status).toBe(429);
    expect(refused.data.message).toMatch(/^Too many sign-in attempts\. Please try again in \d+ seconds\.$/);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
  });

  it('users/exists: 5 a minute per address, in memory', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await call(server.baseUrl, '/api/reelhouse/users/exists', { body: { email: 'a@b.co' } })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('age checks started from one address: the 11th in a minute is refused (each writes a row)', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await call(server.baseUrl, '/api/agegate/start', { body: { return_to: '/' } })).status);
    expect(statuses.slice(0, 10).every((s) => s !== 429)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('a member posting comments: the 11th in a minute is refused', async () => {
    const su = { Authorization: suToken };
    const user = await call(server.baseUrl, '/api/collections/users/records', {
      headers: su,
      body: { email: 'talker@t.local', username: 'talker', password: 'talker-Passw0rd', passwordConfirm: 'talker-Passw0rd', verified: true },
    });
    const tok = (await call(server.baseUrl, `/api/collections/users/impersonate/${user.data.id}`, { headers: su, body: { duration: 600 } })).data.token;
    const video = (await call(server.baseUrl, '/api/collections/videos/records?perPage=1', { method: 'GET', headers: su })).data.items[0];
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await call(server.baseUrl, `/api/reelhouse/videos/${video.id}/comments`, { headers: { Authorization: tok }, body: { content: `hello ${i}` } })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('payment notifications: 120 a minute per address, then 429', async () => {
    const post = () =>
      fetch(`${server.baseUrl}/api/reelhouse/payments/ipn/coinpayments`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', HMAC: 'forged' },
        body: 'invoice=nope&merchant=x',
      }).then(async (r) => ({ status: r.status, text: await r.text() }));
    const first = [];
    for (let i = 0; i < 12; i++) first.push(...(await Promise.all(Array.from({ length: 10 }, post))));
    expect(first.filter((r) => r.status === 429)).toEqual([]);
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.text).message).toMatch(/^Too many payment notifications from this address\./);
  });
});

/**
 * POSTs body as a client that can hear an early refusal: it asks first (Expect:
 * 100-continue, as curl does for large bodies) and sends the body only when the server
 * says "continue", so a refusal arrives as an answer, not as a reset connection (a body
 * the server does not read, pushed at it anyway, races its close). Resolves with the
 * status, or "error <code>" when the connection broke before an answer.
 */
function postWhileReading(url: string, body: Buffer): Promise<number | string> {
  return new Promise((resolve) => {
    let answered = false;
    const req = httpRequest(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': body.length, Expect: '100-continue' },
    });
    req.on('continue', () => {
      let offset = 0;
      const pump = () => {
        while (!answered && offset < body.length) {
          const chunk = body.subarray(offset, offset + 64 * 1024);
          offset += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        if (!answered) req.end();
      };
      pump();
    });
    req.on('response', (res) => {
      answered = true;
      res.resume();
      res.on('end', () => {
        req.destroy();
        resolve(res.statusCode ?? 0);
      });
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (!answered) resolve(`error ${err.code ?? err.message}`);
    });
    req.flushHeaders();
  });
}

describe('body caps (refused before they are read)', () => {
  it('a JSON route refuses a body over 64 KB and a view over 1 KB with 413', async () => {
    const big = JSON.stringify({ content: 'x'.repeat(70 * 1024) });
    expect((await call(server.baseUrl, '/api/reelhouse/videos/whatever0000000/comments', { raw: big })).status).toBe(413);
    expect((await call(server.baseUrl, '/api/collections/comments/records', { raw: big })).status).toBe(413);
    const view = JSON.stringify({ anon_id: 'a'.repeat(20), pad: 'y'.repeat(2048) });
    expect((await call(server.baseUrl, '/api/reelhouse/videos/whatever0000000/view', { raw: view })).status).toBe(413);
  });

  it('10 parallel 30 MB posts are refused at once, without growing the server\'s memory', async () => {
    const body = Buffer.alloc(30 * 1024 * 1024, 0x61);
    const rssMB = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))![1]) / 1024;
    const before = rssMB();
    const started = Date.now();
    const statuses = await Promise.all(Array.from({ length: 10 }, () => postWhileReading(`${server.baseUrl}/api/reelhouse/users/exists`, body)));
    // Every post got its answer, and it was 413 without the body being asked for: a
    // connection dropped before any answer is reported as its error code and fails here (it
    // is not counted as a refusal).
    expect(statuses).toEqual(Array(10).fill(413));
    expect(Date.now() - started).toBeLessThan(15_000);
    // The server must still be up, and must not have read the bodies (read, they grew it
    // by ~300 MB and more).
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
    const grown = rssMB() - before;
    console.log(`server RSS ${before.toFixed(0)} MB before, grew ${grown.toFixed(0)} MB`);
    expect(grown).toBeLessThan(100);
  });
});

describe('throttles behind a reverse proxy', () => {
  it('warns at start when the Application URL is public and no trusted proxy header is set', async () => {
    await settings({ meta: { appURL: 'https://reelhouse.example' } });
    await new Promise((r) => setTimeout(r, 300));
    expect(readFileSync(server.logFile, 'utf8')).toMatch(/WARNING: the Application URL \(https:\/\/reelhouse\.example\) is public but no trusted proxy headers are set/);
  });

  it('with X-Forwarded-For trusted, each client behind the proxy has its own bucket and cannot spoof one', async () => {
    await settings({ trustedProxy: { headers: ['X-Forwarded-For'], useLeftmostIP: false } });
    const proxy = await startProxy(server.baseUrl);
    try {
      const a = { 'x-test-client': '203.0.113.10' };
      for (let i = 0; i < 10; i++) expect((await signIn(proxy.url, a)).status).toBe(400);
      expect((await signIn(proxy.url, a)).status).toBe(429);
      // A forged X-Forwarded-For from the client does not give it a fresh bucket.
      expect((await signIn(proxy.url, { ...a, 'x-forwarded-for': '198.51.100.77' })).status).toBe(429);
      // Another client behind the same proxy is not locked out.
      expect((await signIn(proxy.url, { 'x-test-client': '203.0.113.11' })).status).toBe(400);
    } finally {
      proxy.close();
    }
  });
});

describe('the REELHOUSE_RATE_LIMITS switch', () => {
  it('the shared test server runs with it off and says so loudly', () => {
    const log = readFileSync(inject('serverLog'), 'utf8');
    expect(log).toContain('WARNING: REELHOUSE_RATE_LIMITS=off: the per-IP and per-member throttles');
  });
});
