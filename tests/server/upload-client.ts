// Uploading as the form does: tus-js-client for the file, then the finish route.
import { readFileSync } from 'node:fs';
import * as tus from 'tus-js-client';

export function tusUpload(baseUrl: string, token: string, path: string): Promise<string> {
  const data = readFileSync(path);
  return new Promise((resolve, reject) => {
    const up = new tus.Upload(data, {
      endpoint: `${baseUrl}/api/reelhouse/uploads`,
      headers: { Authorization: token },
      metadata: { filename: path.split('/').pop()!, filetype: 'video/mp4' },
      chunkSize: 4 * 1024 * 1024,
      retryDelays: [0, 300],
      onError: reject,
      onSuccess: () => resolve(up.url!),
    });
    up.start();
  });
}

export interface FinishFields {
  title?: string;
  author?: string;
  description?: string;
  categories?: string[];
  thumbnail?: string;
  useFrame?: boolean;
  /** Performer record ids (issue 38 §1), the production date (YYYY-MM-DD). */
  performers?: string[];
  productionDate?: string;
  /** The uploader's agreement version; the current one unless given ('' sends none). */
  agreement?: string;
}

/** The uploader's agreement the server asks members to accept (internal/performers). */
export const AGREEMENT_VERSION = '2026-11';

export async function finish(uploadUrl: string, token: string, f: FinishFields): Promise<Response> {
  const form = new FormData();
  form.set('title', f.title ?? '');
  form.set('author', f.author ?? '');
  if (f.description) form.set('description', f.description);
  for (const c of f.categories ?? []) form.append('categories', c);
  if (f.thumbnail) form.set('thumbnail', new Blob([readFileSync(f.thumbnail)]), 'thumb.png');
  if (f.useFrame) form.set('use_frame', 'true');
  for (const p of f.performers ?? []) form.append('performers', p);
  if (f.productionDate) form.set('production_date', f.productionDate);
  const agreement = f.agreement ?? AGREEMENT_VERSION;
  if (agreement) form.set('agreement_version', agreement);
  return fetch(`${uploadUrl}/finish`, { method: 'POST', headers: { Authorization: token }, body: form });
}

export async function waitFor<T>(what: string, fn: () => Promise<T | null | undefined | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const v = await fn();
      if (v) return v;
    } catch (e) {
      last = e;
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
}

/**
 * A complete performer record of the uploader (issue 38 §1), made through the record API
 * with its documents; `verify` is the admin's (or superuser's) step. With it in `performers`
 * and a production date, an upload is published at once.
 */
export async function performerRecord(baseUrl: string, owner: { id: string; token: string }, image: string): Promise<string> {
  const form = new FormData();
  form.set('owner', owner.id);
  form.set('legal_name', 'Upload Test Performer');
  form.set('stage_names', JSON.stringify(['Upload Tester']));
  form.set('date_of_birth', '1990-01-01 00:00:00.000Z');
  form.set('id_method', 'document');
  form.set('id_document', new Blob([readFileSync(image)]), 'id.png');
  form.set('release', new Blob([readFileSync(image)]), 'release.png');
  form.set('consent_recording', 'true');
  form.set('consent_publication', 'true');
  const r = await fetch(`${baseUrl}/api/collections/performers/records`, { method: 'POST', headers: { Authorization: owner.token }, body: form });
  if (!r.ok) throw new Error(`performer record: ${r.status} ${await r.text()}`);
  return ((await r.json()) as { id: string }).id;
}
