// Video uploads: the file goes over tus (resumable: a cut connection, a reload or a
// server restart continue from the last byte the server has), then the form's fields go
// to the finish route, which queues processing. Processing and publishing are `jobs`
// records, followed live through realtime.
import * as tus from 'tus-js-client';
import { pb } from './pb';
import { errorCode, translateCode } from './errors';
import { tr } from '../i18n';

export const UPLOAD_ENDPOINT = '/api/reelhouse/uploads';

export interface UploadCallbacks {
  /** The upload exists on the server (its URL is known): a good time to send the fields. */
  onUrl?(uploadUrl: string): void;
  onProgress(sent: number, total: number): void;
  onSuccess(uploadUrl: string): void;
  onError(message: string): void;
}

/**
 * The server's message from a tus error (our routes answer `{ message, data: { code } }`),
 * in the visitor's language when the code is known (src/data/errors.ts).
 */
export function tusErrorMessage(err: unknown): string {
  const res = (err as tus.DetailedError | undefined)?.originalResponse;
  if (res) {
    try {
      const body = JSON.parse(res.getBody()) as { message?: string };
      const coded = errorCode(body);
      if (body.message && coded) return translateCode(coded, body.message, res.getStatus());
      if (body.message) return body.message;
    } catch {
      /* not JSON */
    }
  }
  // The creator catalog is loaded: the upload form that started this is on screen.
  if (typeof navigator !== 'undefined' && navigator.onLine === false)
    return tr('creator', 'upload.offline_resumes', undefined, 'You appear to be offline. The upload resumes when you are back.');
  return tr('creator', 'upload.failed', undefined, 'An error occurred while uploading the video');
}

/** Starts (or resumes, after a reload) the upload of a file. */
export async function startVideoUpload(file: File, cb: UploadCallbacks): Promise<tus.Upload> {
  const upload = new tus.Upload(file, {
    endpoint: UPLOAD_ENDPOINT,
    // 8 MB chunks: a cut connection loses at most the chunk in flight.
    chunkSize: 8 * 1024 * 1024,
    retryDelays: [0, 1000, 3000, 5000, 10000, 20000, 30000],
    metadata: { filename: file.name, filetype: file.type || 'application/octet-stream' },
    removeFingerprintOnSuccess: true,
    onBeforeRequest: (req) => {
      // Read the token on every request: it may have been refreshed during a long upload.
      if (pb.authStore.token) req.setHeader('Authorization', pb.authStore.token);
    },
    onUploadUrlAvailable: () => cb.onUrl?.(upload.url ?? ''),
    onProgress: (sent, total) => cb.onProgress(sent, total),
    onSuccess: () => cb.onSuccess(upload.url ?? ''),
    onError: (err) => cb.onError(tusErrorMessage(err)),
  });
  const previous = await upload.findPreviousUploads().catch(() => []);
  const last = previous[0];
  if (last) upload.resumeFromPreviousUpload(last);
  upload.start();
  return upload;
}

export interface UploadFields {
  title: string;
  author: string;
  description: string;
  license: string;
  categories: string[];
  /** Comma-separated tags as typed (optional: '' or absent sends none). */
  tags?: string;
  thumbnail: File | null;
  useFrame: boolean;
  performers: string[];
  productionDate: string;
  /** The uploader's agreement version accepted ('' while unknown: the server refuses). */
  agreementVersion: string;
}

/**
 * Sends the form's fields for an upload. Sent as soon as the upload exists, so the server
 * queues processing when the last byte arrives even if this page is gone by then; sent
 * again at the end, it returns the processing job (`job` is '' while bytes are missing).
 */
export async function finishUpload(uploadUrl: string, f: UploadFields): Promise<{ job: string; video: string }> {
  const form = new FormData();
  form.set('title', f.title);
  form.set('author', f.author);
  form.set('description', f.description);
  form.set('license', f.license);
  for (const c of f.categories) form.append('categories', c);
  if (f.tags?.trim()) form.set('tags', f.tags); // comma-separated; the server normalises (internal/tags)
  if (f.thumbnail) form.set('thumbnail', f.thumbnail);
  if (f.useFrame) form.set('use_frame', 'true');
  // Performer records, production date and the accepted agreement (issue 38 §1).
  for (const p of f.performers) form.append('performers', p);
  form.set('production_date', f.productionDate);
  if (f.agreementVersion) form.set('agreement_version', f.agreementVersion);
  const path = new URL(uploadUrl, window.location.origin).pathname;
  return pb.send(`${path}/finish`, { method: 'POST', body: form, requestKey: null });
}

export interface JobRecord {
  id: string;
  kind: string;
  video: string;
  state: 'queued' | 'running' | 'done' | 'failed';
  progress: number;
  attempts: number;
  last_error: string;
}

/**
 * Follows a job live until it is done or failed. Realtime first; a slow poll covers a
 * dropped realtime connection. Returns a stop function.
 */
export function followJob(id: string, onChange: (job: JobRecord) => void): () => void {
  let stopped = false;
  const col = pb.collection('jobs');
  const unsub = col
    .subscribe<JobRecord>(id, (e) => {
      if (!stopped) onChange(e.record);
    })
    .catch(() => () => Promise.resolve());
  const poll = async () => {
    while (!stopped) {
      try {
        onChange(await col.getOne<JobRecord>(id, { requestKey: null }));
      } catch {
        /* keep polling */
      }
      await new Promise((r) => setTimeout(r, 3000));
    }
  };
  void poll();
  return () => {
    stopped = true;
    void unsub.then((u) => u());
  };
}

/** Puts a failed job back in the queue (admins and the video's owner). */
export function retryJob(id: string): Promise<JobRecord> {
  return pb.send(`/api/reelhouse/jobs/${encodeURIComponent(id)}/retry`, { method: 'POST', requestKey: null });
}
