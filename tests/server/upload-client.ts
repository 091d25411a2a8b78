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
