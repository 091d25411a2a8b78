// Local fakes of the three video hosts, speaking their real protocols
// (the integrations notes): get an upload server, multipart POST, the exact response
// shapes. Failure modes are queued per host and step: '500', 'html', 'timeout', '429',
// 'badjson' (valid JSON, wrong shape), 'status' (JSON with an error status), 'ok', and
// 'hold' (waits until fakes.release(host), then answers normally: a job caught mid-way).
//   const fakes = await startFakeHosts({ keys: { doodstream: 'k1', ... } });
//   fakes.fail('doodstream', 'server', '500', 2);  // the next two get-server calls answer 500
// Run alone (`node tests/fakes/hosts.mjs`) it prints its base URL and serves until killed.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';

export const DEFAULT_KEYS = { doodstream: 'dood-key', vidguard: 'vg-key', streamtape_login: 'st-login', streamtape: 'st-key' };

/** @param {{ keys?: Record<string,string>, port?: number }} [opts] */
export async function startFakeHosts(opts = {}) {
  const keys = { ...DEFAULT_KEYS, ...(opts.keys ?? {}) };
  /** @type {Record<string, string[]>} */
  const modes = {};
  /** @type {Array<{host: string, step: string, mode: string, size?: number, fields?: string[], sha256?: string, at: number}>} */
  const calls = [];
  let seq = 0;
  /** @type {Set<import('node:http').ServerResponse>} */
  const hanging = new Set();

  /** @type {Record<string, Array<() => void>>} */
  const held = {};
  const release = (host) => {
    for (const r of held[host]?.splice(0) ?? []) r();
  };
  /** The step's next mode; a 'hold' waits for release(host) and then goes on as 'ok'. */
  const nextMode = async (host, step) => {
    const mode = modes[`${host}:${step}`]?.shift() ?? 'ok';
    if (mode !== 'hold') return mode;
    calls.push({ host, step, mode: 'hold', at: Date.now() });
    await new Promise((r) => (held[host] ??= []).push(() => r(undefined)));
    return 'ok';
  };

  const send = (res, status, body, type = 'application/json') => {
    res.writeHead(status, { 'Content-Type': type });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };

  /** Answers a failure mode; returns true when it did. */
  const failure = (res, mode, errorJSON) => {
    switch (mode) {
      case '500':
        send(res, 500, 'Internal Server Error', 'text/plain');
        return true;
      case 'html':
        send(res, 200, '<!doctype html><html><body>Maintenance</body></html>', 'text/html');
        return true;
      case '429':
        send(res, 429, { msg: 'Too Many Requests', status: '429' });
        return true;
      case 'timeout':
        hanging.add(res); // never answered
        return true;
      case 'badjson':
        send(res, 200, { status: 200, msg: 'OK', result: null });
        return true;
      case 'status':
        send(res, 200, errorJSON);
        return true;
    }
    return false;
  };

  const readBody = (req) =>
    new Promise((resolve, reject) => {
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks)));
      req.on('error', reject);
    });

  /** Parses a multipart body with the platform's own parser. */
  const parseForm = async (req, body) => {
    const form = await new Request('http://fake/', { method: 'POST', headers: { 'content-type': req.headers['content-type'] ?? '' }, body }).formData();
    const fields = {};
    let file = null;
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') fields[name] = value;
      else file = { name, buf: Buffer.from(await value.arrayBuffer()) };
    }
    return { fields, file };
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', base);
    const p = url.pathname;
    const q = url.searchParams;
    try {
      // ---- DoodStream ----
      if (req.method === 'GET' && p === '/dood/api/upload/server') {
        const mode = await nextMode('doodstream', 'server');
        calls.push({ host: 'doodstream', step: 'server', mode, at: Date.now() });
        if (failure(res, mode, { msg: 'Wrong Auth', status: 403 })) return;
        if (q.get('key') !== keys.doodstream) return send(res, 200, { msg: 'Wrong Auth', status: 403 });
        return send(res, 200, { msg: 'OK', status: 200, server_time: new Date().toISOString(), result: `${base}/dood/upload/01` });
      }
      if (req.method === 'POST' && p === '/dood/upload/01') {
        const body = await readBody(req);
        const mode = await nextMode('doodstream', 'upload');
        const { fields, file } = await parseForm(req, body);
        calls.push({ host: 'doodstream', step: 'upload', mode, size: file?.buf.length, fields: Object.keys(fields), at: Date.now() });
        if (failure(res, mode, { msg: 'Upload failed', status: 400 })) return;
        if (fields.api_key !== keys.doodstream || !file) return send(res, 200, { msg: 'Wrong Auth', status: 403 });
        const code = `dd${++seq}`;
        return send(res, 200, {
          msg: 'OK', status: 200,
          result: [{ filecode: code, protected_embed: `https://dood.to/e/${code}x`, download_url: `https://dood.to/d/${code}`, single_img: '', canplay: 1, length: '5', title: 'clip' }],
        });
      }
      // ---- VidGuard ----
      if (req.method === 'GET' && p === '/vg/v1/upload/server') {
        const mode = await nextMode('vidguard', 'server');
        calls.push({ host: 'vidguard', step: 'server', mode, at: Date.now() });
        if (failure(res, mode, { msg: 'Invalid key', status: 403 })) return;
        if (q.get('key') !== keys.vidguard) return send(res, 200, { msg: 'Invalid key', status: 403 });
        return send(res, 200, { msg: 'Done', status: 200, result: { url: `${base}/vg/v1/upload?token=t${seq + 1}` } });
      }
      if (req.method === 'POST' && p === '/vg/v1/upload') {
        const body = await readBody(req);
        const mode = await nextMode('vidguard', 'upload');
        const { fields, file } = await parseForm(req, body);
        calls.push({ host: 'vidguard', step: 'upload', mode, size: file?.buf.length, fields: Object.keys(fields), at: Date.now() });
        if (failure(res, mode, { msg: 'Upload failed', status: 500 })) return;
        if (fields.key !== keys.vidguard || !file) return send(res, 200, { msg: 'Invalid key', status: 403 });
        const id = `vg${++seq}`;
        return send(res, 200, { msg: 'Video uploaded', status: 200, result: { HashID: id, URL: `//vidguard.to/v/${id}`, Name: 'clip.mp4', Size: file.buf.length, MimeType: 'video/mp4' } });
      }
      // ---- Streamtape ----
      if (req.method === 'GET' && p === '/st/file/ul') {
        const mode = await nextMode('streamtape', 'server');
        calls.push({ host: 'streamtape', step: 'server', mode, sha256: q.get('sha256') ?? '', at: Date.now() });
        if (failure(res, mode, { status: 403, msg: 'Forbidden', result: null })) return;
        if (q.get('login') !== keys.streamtape_login || q.get('key') !== keys.streamtape) return send(res, 200, { status: 403, msg: 'Forbidden', result: null });
        return send(res, 200, { status: 200, msg: 'OK', result: { url: `${base}/st/upload/${q.get('sha256')}`, valid_until: '2099-01-01 00:00:00' } });
      }
      if (req.method === 'POST' && p.startsWith('/st/upload/')) {
        const body = await readBody(req);
        const mode = await nextMode('streamtape', 'upload');
        const { file } = await parseForm(req, body);
        const sum = file ? createHash('sha256').update(file.buf).digest('hex') : '';
        calls.push({ host: 'streamtape', step: 'upload', mode, size: file?.buf.length, sha256: sum, at: Date.now() });
        if (failure(res, mode, { status: 509, msg: 'Bandwidth limit', result: null })) return;
        if (!file || sum !== p.slice('/st/upload/'.length)) return send(res, 200, { status: 400, msg: 'sha256 mismatch', result: null });
        const id = `st${++seq}`;
        return send(res, 200, { status: 200, msg: 'Upload finished!', result: { url: `https://streamtape.com/v/${id}/clip.mp4`, id, sha256: sum, name: 'clip.mp4', size: file.buf.length } });
      }
      send(res, 404, { msg: 'Not found', status: 404 });
    } catch (err) {
      send(res, 500, String(err), 'text/plain');
    }
  });
  await new Promise((r) => server.listen(opts.port ?? 0, '127.0.0.1', () => r(undefined)));
  const addr = /** @type {import('node:net').AddressInfo} */ (server.address());
  const base = `http://127.0.0.1:${addr.port}`;
  return {
    base,
    keys,
    calls,
    /** The bases to put in the `integrations` setting. */
    integrations: { doodstream_base: `${base}/dood/api`, vidguard_base: `${base}/vg`, streamtape_base: `${base}/st` },
    /** Queue `times` answers of `mode` for a host's step ('server' or 'upload'). */
    fail(host, step, mode, times = 1) {
      const k = `${host}:${step}`;
      modes[k] = [...(modes[k] ?? []), ...Array(times).fill(mode)];
    },
    /** Lets the held requests of a host go on (all hosts when none is named). */
    release(host) {
      for (const h of host ? [host] : Object.keys(held)) release(h);
    },
    /** Whether a request of the host is being held now. */
    holding(host) {
      return (held[host]?.length ?? 0) > 0;
    },
    reset() {
      for (const k of Object.keys(modes)) delete modes[k];
      calls.length = 0;
    },
    async close() {
      for (const h of Object.keys(held)) release(h);
      for (const r of hanging) r.destroy();
      server.closeAllConnections?.();
      await new Promise((r) => server.close(() => r(undefined)));
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const fakes = await startFakeHosts({ port: Number(process.env.PORT ?? 0) });
  console.log(JSON.stringify({ base: fakes.base, integrations: fakes.integrations, keys: fakes.keys }));
}
